// MongoDB wire protocol framing: message header, OP_MSG (2013), legacy OP_QUERY (2004) used by the
// driver's initial handshake, and the replies OP_MSG / OP_REPLY (1). Everything here is pure byte
// handling; a malformed message throws WireError and the connection that sent it gets closed.
import { encodeDoc } from "./raw.ts";
import { deserialize, type Doc } from "./values.ts";

export const OP_REPLY = 1;
export const OP_QUERY = 2004;
export const OP_COMPRESSED = 2012;
export const OP_MSG = 2013;

export const MAX_BSON_OBJECT_SIZE = 16 * 1024 * 1024;
export const MAX_MESSAGE_SIZE = 48_000_000;
export const MAX_WRITE_BATCH_SIZE = 100_000;

const FLAG_CHECKSUM = 1 << 0;
export const FLAG_MORE_TO_COME = 1 << 1;

export class WireError extends Error {}

const UTF8 = new TextDecoder();

export interface Header {
  length: number;
  requestId: number;
  responseTo: number;
  opCode: number;
}

export function readHeader(buf: Uint8Array): Header {
  const dv = new DataView(buf.buffer, buf.byteOffset, 16);
  return {
    length: dv.getInt32(0, true),
    requestId: dv.getInt32(4, true),
    responseTo: dv.getInt32(8, true),
    opCode: dv.getInt32(12, true),
  };
}

export interface Request {
  header: Header;
  /** The command: OP_MSG body with kind-1 sequences merged in, or the OP_QUERY query document. */
  command: Doc;
  /** Database the command targets ($db, or the prefix of an OP_QUERY namespace). */
  db: string;
  legacy: boolean;
  moreToCome: boolean;
}

/** Reads one BSON document at `off`, checking its declared length against the enclosing frame. */
function readDoc(msg: Uint8Array, off: number, end: number): [Doc, number] {
  if (off + 5 > end) throw new WireError("truncated BSON document");
  const len = new DataView(msg.buffer, msg.byteOffset + off, 4).getInt32(0, true);
  if (len < 5 || off + len > end) throw new WireError(`invalid BSON document length ${len}`);
  if (msg[off + len - 1] !== 0) throw new WireError("BSON document missing terminator");
  let doc: Doc;
  try {
    doc = deserialize(msg.subarray(off, off + len));
  } catch (e) {
    throw new WireError(`invalid BSON: ${(e as Error).message}`);
  }
  return [doc, off + len];
}

function readCString(msg: Uint8Array, off: number, end: number): [string, number] {
  let i = off;
  while (i < end && msg[i] !== 0) i++;
  if (i >= end) throw new WireError("unterminated cstring");
  return [UTF8.decode(msg.subarray(off, i)), i + 1];
}

/** Parses a complete message (header included). */
export function parseMessage(msg: Uint8Array): Request {
  const header = readHeader(msg);
  const end = msg.length;
  if (header.opCode === OP_MSG) {
    const dv = new DataView(msg.buffer, msg.byteOffset, msg.byteLength);
    const flags = dv.getUint32(16, true);
    // Required flag bits are 0-15; only checksumPresent and moreToCome are defined among them.
    if (flags & 0xfffc) throw new WireError(`unsupported OP_MSG flags 0x${flags.toString(16)}`);
    const sectionsEnd = flags & FLAG_CHECKSUM ? end - 4 : end;
    let off = 20;
    let body: Doc | undefined;
    const sequences: [string, Doc[]][] = [];
    while (off < sectionsEnd) {
      const kind = msg[off++];
      if (kind === 0) {
        if (body) throw new WireError("OP_MSG has two body sections");
        [body, off] = readDoc(msg, off, sectionsEnd);
      } else if (kind === 1) {
        if (off + 4 > sectionsEnd) throw new WireError("truncated document sequence");
        const size = dv.getInt32(off, true);
        const seqEnd = off + size;
        if (size < 5 || seqEnd > sectionsEnd) throw new WireError(`invalid document sequence size ${size}`);
        let p = off + 4;
        let id: string;
        [id, p] = readCString(msg, p, seqEnd);
        const docs: Doc[] = [];
        while (p < seqEnd) {
          let d: Doc;
          [d, p] = readDoc(msg, p, seqEnd);
          docs.push(d);
        }
        sequences.push([id, docs]);
        off = seqEnd;
      } else {
        throw new WireError(`unknown OP_MSG section kind ${kind}`);
      }
    }
    if (!body) throw new WireError("OP_MSG without body section");
    for (const [id, docs] of sequences) body[id] = docs;
    const db = typeof body.$db === "string" ? body.$db : "admin";
    return { header, command: body, db, legacy: false, moreToCome: (flags & FLAG_MORE_TO_COME) !== 0 };
  }
  if (header.opCode === OP_QUERY) {
    let off = 20; // flags(4) after header
    let ns: string;
    [ns, off] = readCString(msg, off, end);
    off += 8; // numberToSkip, numberToReturn
    const [query] = readDoc(msg, off, end);
    // Legacy commands may be wrapped as {$query: {...}, $readPreference: ...}.
    const command = (query.$query && typeof query.$query === "object" ? query.$query : query) as Doc;
    const dot = ns.indexOf(".");
    return { header, command, db: dot > 0 ? ns.slice(0, dot) : ns, legacy: true, moreToCome: false };
  }
  throw new WireError(`unsupported opCode ${header.opCode}`);
}

let nextRequestId = 1;

function writeHeader(out: Uint8Array, length: number, responseTo: number, opCode: number): void {
  const dv = new DataView(out.buffer, out.byteOffset, 16);
  dv.setInt32(0, length, true);
  dv.setInt32(4, nextRequestId++ & 0x7fffffff, true);
  dv.setInt32(8, responseTo, true);
  dv.setInt32(12, opCode, true);
}

export function encodeOpMsg(responseTo: number, doc: Doc): Uint8Array {
  // Header (16) + flagBits (4, zero) + section kind 0 (1, zero), then the body.
  const out = encodeDoc(doc, 21);
  writeHeader(out, out.length, responseTo, OP_MSG);
  return out;
}

export function encodeOpReply(responseTo: number, doc: Doc): Uint8Array {
  const out = encodeDoc(doc, 36);
  writeHeader(out, out.length, responseTo, OP_REPLY);
  const dv = new DataView(out.buffer, out.byteOffset, 36);
  dv.setInt32(16, 8, true); // responseFlags: AwaitCapable
  // cursorID (8 bytes) = 0, startingFrom = 0
  dv.setInt32(32, 1, true); // numberReturned
  return out;
}
