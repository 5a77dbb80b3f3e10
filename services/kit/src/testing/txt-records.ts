import { createSocket } from 'node:dgram';
import { existsSync, readFileSync } from 'node:fs';

/**
 * A local DNS server that answers TXT questions (RFC 1035 §4.1, §3.3.14) from records it is
 * given, so a brand's domain proof is looked up for real, over UDP, without the internet: the
 * tests set records in memory, and the launcher's local platform reads them from a JSON file
 * (`{"_afilia.mimarca.com.ar": ["afilia-verificacion=…"]}`) on every question, so a record written
 * there counts at once. Any other question is answered with no records.
 */
export interface TxtRecords {
  /** What tracking's DOMAIN_DNS_SERVERS names: 127.0.0.1:{port}. */
  servers: string;
  set(name: string, values: readonly string[]): void;
  close(): Promise<void>;
}

const TXT = 16;
const IN = 1;

export async function startTxtRecords(file?: string): Promise<TxtRecords> {
  const records = new Map<string, readonly string[]>();
  const lookup = (name: string): readonly string[] => {
    const key = name.toLowerCase();
    if (file && existsSync(file)) {
      try {
        const fromFile = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string[]>;
        const values = Object.entries(fromFile).find(([n]) => n.toLowerCase() === key)?.[1];
        if (values) return values;
      } catch {
        // A file being written is read again on the next question.
      }
    }
    return records.get(key) ?? [];
  };
  const socket = createSocket('udp4');
  socket.on('message', (query, from) => {
    const answer = answerTo(query, lookup);
    if (answer) socket.send(answer, from.port, from.address);
  });
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  return {
    servers: `127.0.0.1:${socket.address().port}`,
    set: (name, values) => void records.set(name.toLowerCase(), values),
    close: () => new Promise((resolve) => socket.close(() => resolve())),
  };
}

/** The response to one query: its question echoed, and one TXT answer per record; null for what is no query. */
function answerTo(query: Buffer, lookup: (name: string) => readonly string[]): Buffer | null {
  if (query.length < 12 || query.readUInt16BE(4) !== 1) return null;
  const labels: string[] = [];
  let at = 12;
  while (at < query.length && query[at] !== 0) {
    const length = query[at]!;
    if (length > 63) return null;
    labels.push(query.toString('latin1', at + 1, at + 1 + length));
    at += 1 + length;
  }
  const questionEnd = at + 5;
  if (questionEnd > query.length) return null;
  const type = query.readUInt16BE(at + 1);
  const values = type === TXT && query.readUInt16BE(at + 3) === IN ? lookup(labels.join('.')) : [];
  const answers = values.map((value) => {
    // A TXT record's data: strings of at most 255 bytes, each after its length.
    const bytes = Buffer.from(value, 'utf8');
    const chunks: Buffer[] = [];
    for (let i = 0; i < bytes.length || i === 0; i += 255) {
      const part = bytes.subarray(i, i + 255);
      chunks.push(Buffer.from([part.length]), part);
    }
    const data = Buffer.concat(chunks);
    const head = Buffer.alloc(12);
    head.writeUInt16BE(0xc00c, 0); // the name: a pointer to the question's
    head.writeUInt16BE(TXT, 2);
    head.writeUInt16BE(IN, 4);
    head.writeUInt32BE(60, 6);
    head.writeUInt16BE(data.length, 10);
    return Buffer.concat([head, data]);
  });
  const header = Buffer.alloc(12);
  header.writeUInt16BE(query.readUInt16BE(0), 0);
  // A response, authoritative, recursion as asked and available, no error.
  header.writeUInt16BE(0x8000 | 0x0400 | (query.readUInt16BE(2) & 0x0100) | 0x0080, 2);
  header.writeUInt16BE(1, 4);
  header.writeUInt16BE(answers.length, 6);
  return Buffer.concat([header, query.subarray(12, questionEnd), ...answers]);
}
