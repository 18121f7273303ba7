// Pictures an operator adds to the catalog: made into every size and format the storefront serves, under the URL
// the product lists.
import sharp from 'sharp';
import { IMAGES_URL_PREFIX } from '../constants';
import type { PictureStore } from './picture';
import { MAX_IMAGE_PIXELS, PRODUCTS_FOLDER, writeImageVariants } from './variants';

/** Most bytes one uploaded picture may have. */
export const MAX_IMAGE_BYTES = 15 * 1024 * 1024;
export { MAX_IMAGE_PIXELS };

export class ImageRefused extends Error {}

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

/** Stores a picture given as bytes and answers its URL; refuses bytes that are not a picture sharp can read. */
export async function storeProductImage(pictures: PictureStore, bytes: Buffer, base: string): Promise<string> {
  if (bytes.length === 0) throw new ImageRefused('the picture is empty');
  if (bytes.length > MAX_IMAGE_BYTES)
    throw new ImageRefused(`the picture is larger than ${MAX_IMAGE_BYTES / 1024 / 1024} MB`);
  await assertPixelCount(bytes);
  const readable = await sharp(bytes, { failOn: 'error', limitInputPixels: MAX_IMAGE_PIXELS })
    .stats()
    .then(
      () => true,
      () => false,
    );
  if (!readable)
    throw new ImageRefused('the file is not a picture the shop reads (JPEG, PNG, WebP, AVIF, GIF, TIFF or SVG)');
  const name = await writeImageVariants(bytes, pictures, base);
  return `${IMAGES_URL_PREFIX}${PRODUCTS_FOLDER}/${name}`;
}
