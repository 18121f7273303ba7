// Pictures an operator adds to the catalog: made into every size and format the storefront serves, under the URL
// the product lists. Pictures are made one at a time per process, in their own queue: a few may wait their turn, and
// when that many already wait the upload is turned away to be sent again shortly, so uploads never hold all of
// libuv's threads and password hashing and file reads keep theirs.
import sharp from 'sharp';
import { IMAGES_URL_PREFIX } from '../constants';
import { createRenderGate, RendersBusy } from '../pages/renderGate';
import type { PictureStore } from './picture';
import { ImageRefused } from './pictureErrors';
import { MAX_IMAGE_PIXELS, PRODUCTS_FOLDER, writeImageVariants } from './variants';

/** Most bytes one uploaded picture may have. */
export const MAX_IMAGE_BYTES = 15 * 1024 * 1024;
/** The content types an upload may be sent with: the picture's own bytes are the body. */
export const IMAGE_TYPES = /^image\/(jpeg|png|webp|avif|gif|tiff|svg\+xml)$/;
export { MAX_IMAGE_PIXELS, ImageRefused };

/** Pictures made at once in one process, and how many may wait for their turn (and for how long) before a 503. */
export const PICTURE_WORK = { concurrency: 1, queue: 4, maxWaitMs: 30_000 } as const;

/** Uploads turned away because PICTURE_WORK's queue is full: answered 503 with Retry-After. */
export class PicturesBusy extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('other pictures are being made');
    this.name = 'PicturesBusy';
  }
}

const pictureWork = createRenderGate(PICTURE_WORK);

/** Refuses a picture whose header claims more than MAX_IMAGE_PIXELS (every frame counted), before any pixel is decoded. */
async function assertPixelCount(bytes: Buffer): Promise<void> {
  // No limit for reading the header itself (sharp's own would refuse a huge claim as unreadable): nothing is decoded.
  const header = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => undefined);
  if (!header?.width || !header.height) return;
  const pixels = header.width * (header.pageHeight ?? header.height) * (header.pages ?? 1);
  if (pixels > MAX_IMAGE_PIXELS) {
    throw new ImageRefused(
      `the picture is ${header.width} x ${header.height} pixels; at most ${MAX_IMAGE_PIXELS / 1_000_000} megapixels are taken`,
    );
  }
}

/**
 * Stores a picture given as bytes and answers its URL; refuses (ImageRefused) bytes that are not a picture sharp can
 * read, and (PicturesBusy) a picture that finds the queue full.
 */
export async function storeProductImage(pictures: PictureStore, bytes: Buffer, base: string): Promise<string> {
  if (bytes.length === 0) throw new ImageRefused('the picture is empty');
  if (bytes.length > MAX_IMAGE_BYTES)
    throw new ImageRefused(`the picture is larger than ${MAX_IMAGE_BYTES / 1024 / 1024} MB`);
  await assertPixelCount(bytes);
  try {
    const name = await pictureWork.run(() => writeImageVariants(bytes, pictures, base));
    return `${IMAGES_URL_PREFIX}${PRODUCTS_FOLDER}/${name}`;
  } catch (error) {
    if (error instanceof RendersBusy) throw new PicturesBusy(error.retryAfterSeconds);
    throw error;
  }
}
