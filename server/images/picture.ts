// What a product picture is to the stores that keep it (files on one machine, or rows of PostgreSQL that every
// server process reads): its name under /images/, its bytes, content type and ETag.
import { createHash } from 'node:crypto';
import path from 'node:path';

export interface Picture {
  bytes: Buffer;
  contentType: string;
  /** A strong ETag, quoted: the same bytes always have the same one, in every process. */
  etag: string;
}

export interface NewPicture {
  /** The path under /images/, such as `products/olive-shirt-4e7274ae13-960.webp` or `hero.svg`. */
  name: string;
  bytes: Buffer;
}

export interface PictureStore {
  /** Set when the pictures are plain files in this folder, which are served as files. */
  readonly folder?: string;
  /** Which of `names` are not stored yet (uploads and the seed skip the work of the others). */
  missing(names: readonly string[]): Promise<string[]>;
  /** Stores each picture under its name, replacing what was there; the same bytes again change nothing. */
  save(pictures: readonly NewPicture[]): Promise<void>;
  /** The picture under `name`, or undefined for an unknown or impossible name. */
  get(name: string): Promise<Picture | undefined>;
}

const CONTENT_TYPES: Record<string, string> = {
  '.avif': 'image/avif',
  '.webp': 'image/webp',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
};

export const contentTypeOf = (name: string): string =>
  CONTENT_TYPES[path.extname(name).toLowerCase()] ?? 'application/octet-stream';

export const etagOf = (bytes: Buffer): string =>
  `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`;

/**
 * Names the shop gives pictures: folders and files of letters, digits, dots, dashes and underscores, none starting
 * with a dot. Anything else (`..`, a backslash, an absolute path) names no picture, so no name leaves the store.
 */
const PICTURE_NAME = /^(?:[a-z0-9_][a-z0-9._-]*\/){0,3}[a-z0-9_][a-z0-9._-]*$/i;
const MAX_NAME_LENGTH = 200;

export const isPictureName = (name: string): boolean => name.length <= MAX_NAME_LENGTH && PICTURE_NAME.test(name);
