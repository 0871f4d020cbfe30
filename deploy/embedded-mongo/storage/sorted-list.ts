// A sorted list of index entries stored as a list of bounded blocks (like Python's SortedList):
// binary search over block maxima, then within one block. Inserts and deletes move at most one
// block's worth of entries instead of the whole array, so large indexes stay cheap to maintain.

export interface Entry {
  /** Sort string: encoded key followed by the encoded document id. */
  s: string;
  /** Encoded document id. */
  id: string;
}

const MAX_BLOCK = 512;

export class SortedList {
  private blocks: Entry[][] = [];
  /** Last (largest) sort string of each block. */
  private maxes: string[] = [];
  size = 0;

  /** Index of the first block whose max is >= s (blocks.length if none). */
  private blockFor(s: string): number {
    let lo = 0, hi = this.maxes.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.maxes[mid] < s) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  private static within(block: Entry[], s: string): number {
    let lo = 0, hi = block.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (block[mid].s < s) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  insert(e: Entry): boolean {
    if (this.blocks.length === 0) {
      this.blocks.push([e]);
      this.maxes.push(e.s);
      this.size = 1;
      return true;
    }
    let b = this.blockFor(e.s);
    if (b === this.blocks.length) b--; // larger than everything: append to the last block
    const block = this.blocks[b];
    const i = SortedList.within(block, e.s);
    if (block[i]?.s === e.s) return false;
    block.splice(i, 0, e);
    this.maxes[b] = block[block.length - 1].s;
    this.size++;
    if (block.length > MAX_BLOCK * 2) {
      const tail = block.splice(MAX_BLOCK);
      this.blocks.splice(b + 1, 0, tail);
      this.maxes[b] = block[block.length - 1].s;
      this.maxes.splice(b + 1, 0, tail[tail.length - 1].s);
    }
    return true;
  }

  remove(s: string): boolean {
    const b = this.blockFor(s);
    if (b === this.blocks.length) return false;
    const block = this.blocks[b];
    const i = SortedList.within(block, s);
    if (block[i]?.s !== s) return false;
    block.splice(i, 1);
    this.size--;
    if (block.length === 0) {
      this.blocks.splice(b, 1);
      this.maxes.splice(b, 1);
    } else {
      this.maxes[b] = block[block.length - 1].s;
    }
    return true;
  }

  /** Ids of entries with lo <= s < hi, in order (or reversed). A plain loop: no generator overhead. */
  ids(lo: string, hi: string, reverse = false): string[] {
    const out: string[] = [];
    if (this.blocks.length === 0) return out;
    if (!reverse) {
      const first = this.blockFor(lo);
      for (let b = first; b < this.blocks.length; b++) {
        const block = this.blocks[b];
        for (let i = b === first ? SortedList.within(block, lo) : 0; i < block.length; i++) {
          if (block[i].s >= hi) return out;
          out.push(block[i].id);
        }
      }
      return out;
    }
    for (let b = Math.min(this.blockFor(hi), this.blocks.length - 1); b >= 0; b--) {
      const block = this.blocks[b];
      for (let i = SortedList.within(block, hi) - 1; i >= 0; i--) {
        if (block[i].s < lo) return out;
        out.push(block[i].id);
      }
    }
    return out;
  }

  /** Entries with lo <= s < hi, ascending (or descending with reverse). */
  *range(lo: string, hi: string, reverse = false): Generator<Entry> {
    if (!reverse) {
      const first = this.blockFor(lo);
      for (let b = first; b < this.blocks.length; b++) {
        const block = this.blocks[b];
        for (let i = b === first ? SortedList.within(block, lo) : 0; i < block.length; i++) {
          if (block[i].s >= hi) return;
          yield block[i];
        }
      }
      return;
    }
    let b = Math.min(this.blockFor(hi), this.blocks.length - 1);
    for (; b >= 0; b--) {
      const block = this.blocks[b];
      let i = SortedList.within(block, hi) - 1;
      for (; i >= 0; i--) {
        if (block[i].s < lo) return;
        yield block[i];
      }
    }
  }

  clear(): void {
    this.blocks = [];
    this.maxes = [];
    this.size = 0;
  }
}
