import { randomBytes } from 'node:crypto';
import { DOCUMENT_IMAGE_MAX, DOCUMENT_IMAGE_PATH, type DOCUMENT_IMAGE_TYPES } from '../../../contract/template.ts';
import type { Db } from '../db/database.ts';
import { AppError, badRequest, notFound } from '../errors.ts';
import type { Principal } from '../repositories/auth-repository.ts';
import { getImage, insertImage } from '../repositories/document-repository.ts';

type ImageType = (typeof DOCUMENT_IMAGE_TYPES)[number];

/** The type the bytes really are (the header a browser sends is not trusted): PNG, JPEG, GIF or WebP. */
export function sniffImageType(bytes: Buffer): ImageType | undefined {
  const starts = (...b: number[]) => b.every((x, i) => bytes[i] === x);
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (starts(0x47, 0x49, 0x46, 0x38) && (bytes[4] === 0x37 || bytes[4] === 0x39) && bytes[5] === 0x61) return 'image/gif';
  if (bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP') return 'image/webp';
  return undefined;
}

const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;

/** An image pasted or uploaded into a document, kept in the database and served by an unguessable key. */
export async function storeImage(db: Db, p: Principal, declaredType: string, bytes: Buffer) {
  if (bytes.length > DOCUMENT_IMAGE_MAX) {
    throw new AppError(413, `The image is ${mb(bytes.length)}; at most ${mb(DOCUMENT_IMAGE_MAX)} can be stored`, [], 'Image too large');
  }
  const type = sniffImageType(bytes);
  const kinds = 'PNG, JPEG, GIF or WebP';
  if (!type) throw badRequest(`Only ${kinds} images can be stored`, [{ field: 'file', message: `Only ${kinds} images` }]);
  if (type !== declaredType.split(';')[0].trim().toLowerCase()) {
    throw badRequest(`The file is ${type}, not ${declaredType}`, [{ field: 'file', message: `The file is ${type}` }]);
  }
  const key = randomBytes(32).toString('base64url');
  await insertImage(db, p.organization.id, p.user.id, { key, contentType: type, bytes });
  return { url: `${DOCUMENT_IMAGE_PATH}${key}`, contentType: type, size: bytes.length };
}

export async function readImage(db: Db, key: string) {
  const image = await getImage(db, key);
  if (!image) throw notFound('Image not found');
  return image;
}
