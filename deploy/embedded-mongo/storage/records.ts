// Record framing shared by the journal and snapshots: [u32 length][u32 crc32(payload)][payload BSON].
// A reader stops at the first record that is short or fails its checksum: that is the torn tail a
// crash can leave behind (everything before it was fsynced in full).
import { encodeDoc } from "../raw.ts";
import { deserialize, type Doc } from "../values.ts";
import { crc32 } from "./crc32.ts";

export const HEADER_BYTES = 8;
/** Refuse absurd lengths so a corrupt header is treated as a torn tail, not a huge allocation. */
const MAX_RECORD = 1 << 30;

/** `payload` may contain RawDoc values inside flagged objects/arrays (see raw.ts). */
export function encodeRecord(payload: Doc): Uint8Array {
  const body = encodeDoc(payload);
  const out = new Uint8Array(HEADER_BYTES + body.length);
  const dv = new DataView(out.buffer);
  dv.setUint32(0, body.length, true);
  dv.setUint32(4, crc32(body), true);
  out.set(body, HEADER_BYTES);
  return out;
}

export interface ReadResult {
  records: Doc[];
  /** Byte offset just past the last good record. */
  goodBytes: number;
  /** Why reading stopped early, if it did. */
  problem?: string;
}

export function decodeRecords(buf: Uint8Array): ReadResult {
  const records: Doc[] = [];
  const dv = new DataView(buf.buffer, buf.byteOffset, buf.byteLength);
  let off = 0;
  while (off < buf.length) {
    if (buf.length - off < HEADER_BYTES) return { records, goodBytes: off, problem: "partial record header" };
    const len = dv.getUint32(off, true);
    const sum = dv.getUint32(off + 4, true);
    if (len < 5 || len > MAX_RECORD) return { records, goodBytes: off, problem: `bad record length ${len}` };
    if (off + HEADER_BYTES + len > buf.length) return { records, goodBytes: off, problem: "partial record" };
    const body = buf.subarray(off + HEADER_BYTES, off + HEADER_BYTES + len);
    if (crc32(body) !== sum) return { records, goodBytes: off, problem: "checksum mismatch" };
    try {
      records.push(deserialize(body));
    } catch (e) {
      return { records, goodBytes: off, problem: `undecodable record: ${(e as Error).message}` };
    }
    off += HEADER_BYTES + len;
  }
  return { records, goodBytes: off };
}
