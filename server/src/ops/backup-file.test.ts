import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  actualChecksum,
  BackupFormatError,
  extractPayload,
  readBackupHeader,
  writeBackupFile,
  type BackupManifest,
} from './backup-file.ts';

const dir = () => mkdtempSync(path.join(tmpdir(), 'labdesk-backup-file-'));

const manifest: BackupManifest = {
  labdeskVersion: '1.2.3',
  schemaVersion: 7,
  migrations: ['before/001-core'],
  takenAt: '2025-05-01T02:00:00.000Z',
  database: { kind: 'pglite', serverVersion: 'PostgreSQL 17' },
  payload: { format: 'pglite-datadir-tar-gz', bytes: 5 },
  organisations: [{ slug: 'demo', name: 'Démo Diagnostics', isActive: true }],
  tables: { patients: 3 },
};

describe('backup files', () => {
  it('hold three header lines and the payload; the checksum covers manifest and payload', async () => {
    const d = dir();
    const payload = path.join(d, 'payload');
    writeFileSync(payload, Buffer.from([1, 2, 10, 3, 4]));
    const out = path.join(d, 'x.backup');
    const { bytes, checksum } = await writeBackupFile(out, manifest, payload);
    const text = readFileSync(out);
    expect(bytes).toBe(text.length);
    expect(text.toString('latin1').split('\n').slice(0, 2)).toEqual(['LABDESK-BACKUP 1', `sha256 ${checksum}`]);
    const header = await readBackupHeader(out);
    expect(header.manifest).toEqual(manifest);
    expect(header.checksum).toBe(checksum);
    expect(await actualChecksum(out, header)).toBe(checksum);
    const copy = path.join(d, 'copy');
    await extractPayload(out, header, copy);
    expect([...readFileSync(copy)]).toEqual([1, 2, 10, 3, 4]);
  });

  it('notice a changed byte in the manifest or the payload', async () => {
    const d = dir();
    const payload = path.join(d, 'payload');
    writeFileSync(payload, 'payload');
    const out = path.join(d, 'x.backup');
    await writeBackupFile(out, manifest, payload);
    const original = readFileSync(out);
    for (const edit of [(s: string) => s.replace('"patients":3', '"patients":4'), (s: string) => s.replace(/payload$/, 'pay1oad')]) {
      writeFileSync(out, edit(original.toString('utf8')));
      const header = await readBackupHeader(out);
      expect(await actualChecksum(out, header)).not.toBe(header.checksum);
    }
  });

  it('refuse a file that is not a backup, or whose header is damaged', async () => {
    const d = dir();
    const cases: [string, string][] = [
      ['hello\nworld\n{}\n', 'the file is not a LabDesk backup (it does not start with LABDESK-BACKUP 1)'],
      ['LABDESK-BACKUP 1\nsha256 nope\n{}\n', "the backup's checksum line is damaged"],
      [`LABDESK-BACKUP 1\nsha256 ${'a'.repeat(64)}\n{not json\n`, "the backup's manifest is damaged"],
    ];
    for (const [content, message] of cases) {
      const file = path.join(d, 'f');
      writeFileSync(file, content);
      await expect(readBackupHeader(file)).rejects.toThrow(new BackupFormatError(message));
    }
    writeFileSync(path.join(d, 'short'), 'LABDESK-BACKUP 1\n');
    await expect(readBackupHeader(path.join(d, 'short'))).rejects.toThrow(/its header is incomplete/);
  });
});
