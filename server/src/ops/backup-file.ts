import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { open, rename, rm } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';

/**
 * A LabDesk backup is one file: three text lines, then the database's own dump.
 *
 *   LABDESK-BACKUP 1
 *   sha256 <hex of everything after this line>
 *   {"labdeskVersion": …, "schemaVersion": …, "tables": {…}}    the manifest, one line of JSON
 *   <payload>   PGlite: its data directory as a gzipped tarball · PostgreSQL: pg_dump's custom format (compressed)
 *
 * `head -3 FILE` shows what a backup holds without any tool.
 */

export const BACKUP_MAGIC = 'LABDESK-BACKUP 1';

export type PayloadFormat = 'pglite-datadir-tar-gz' | 'pg_dump-custom';

export interface BackupManifest {
  labdeskVersion: string;
  schemaVersion: number;
  migrations: string[];
  takenAt: string;
  database: { kind: 'pglite' | 'postgres'; serverVersion: string };
  payload: { format: PayloadFormat; bytes: number };
  organisations: { slug: string; name: string; isActive: boolean }[];
  /** exact row counts per table, read in the same snapshot as the payload */
  tables: Record<string, number>;
}

export interface BackupHeader {
  manifest: BackupManifest;
  checksum: string;
  /** where the manifest line starts: the checksum covers the file from here */
  manifestOffset: number;
  /** where the payload starts */
  payloadOffset: number;
}

/** A file that is not a LabDesk backup, or whose header is damaged. */
export class BackupFormatError extends Error {}

async function sha256Of(parts: (Buffer | string)[], file: string, start: number): Promise<string> {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part);
  await pipeline(createReadStream(file, { start }), hash);
  return hash.digest('hex');
}

/** Writes the backup next to `out` and renames it into place, so `out` is never a half-written file. */
export async function writeBackupFile(
  out: string,
  manifest: BackupManifest,
  payloadFile: string,
): Promise<{ bytes: number; checksum: string }> {
  const manifestLine = JSON.stringify(manifest) + '\n';
  const checksum = await sha256Of([manifestLine], payloadFile, 0);
  const partial = `${out}.partial`;
  try {
    const stream = createWriteStream(partial, { mode: 0o600 });
    stream.write(`${BACKUP_MAGIC}\nsha256 ${checksum}\n${manifestLine}`);
    await pipeline(createReadStream(payloadFile), stream);
    const handle = await open(partial, 'r');
    const { size } = await handle.stat();
    await handle.close();
    await rename(partial, out);
    return { bytes: size, checksum };
  } catch (e) {
    await rm(partial, { force: true });
    throw e;
  }
}

/** The header lines of a backup file, read without loading the payload. */
export async function readBackupHeader(file: string): Promise<BackupHeader> {
  const handle = await open(file, 'r');
  try {
    const chunks: Buffer[] = [];
    let position = 0;
    for (;;) {
      const buffer = Buffer.alloc(64 * 1024);
      const { bytesRead } = await handle.read(buffer, 0, buffer.length, position);
      chunks.push(buffer.subarray(0, bytesRead));
      position += bytesRead;
      const head = Buffer.concat(chunks);
      const ends = lineEnds(head, 3);
      if (ends) return parseHeader(head, ends);
      if (bytesRead === 0 || position > 64 * 1024 * 1024)
        throw new BackupFormatError(`${file} is not a LabDesk backup (its header is incomplete)`);
    }
  } finally {
    await handle.close();
  }
}

/** Where the first n lines end, or undefined when the buffer holds fewer. */
function lineEnds(buffer: Buffer, n: number): number[] | undefined {
  const ends: number[] = [];
  let from = 0;
  while (ends.length < n) {
    const end = buffer.indexOf(10, from);
    if (end < 0) return undefined;
    ends.push(end);
    from = end + 1;
  }
  return ends;
}

function parseHeader(head: Buffer, ends: number[]): BackupHeader {
  const [magic, sum, manifestText] = [
    head.subarray(0, ends[0]),
    head.subarray(ends[0] + 1, ends[1]),
    head.subarray(ends[1] + 1, ends[2]),
  ].map((b) => b.toString('utf8'));
  if (magic !== BACKUP_MAGIC) throw new BackupFormatError('the file is not a LabDesk backup (it does not start with LABDESK-BACKUP 1)');
  const checksum = /^sha256 ([0-9a-f]{64})$/.exec(sum)?.[1];
  if (!checksum) throw new BackupFormatError("the backup's checksum line is damaged");
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(manifestText) as BackupManifest;
  } catch {
    throw new BackupFormatError("the backup's manifest is damaged");
  }
  return { manifest, checksum, manifestOffset: ends[1] + 1, payloadOffset: ends[2] + 1 };
}

/** The checksum of what follows the checksum line, as it is in the file now. */
export function actualChecksum(file: string, header: BackupHeader): Promise<string> {
  return sha256Of([], file, header.manifestOffset);
}

/** Copies the payload out of a backup file. */
export async function extractPayload(file: string, header: BackupHeader, dest: string): Promise<void> {
  await pipeline(createReadStream(file, { start: header.payloadOffset }), createWriteStream(dest, { mode: 0o600 }));
}
