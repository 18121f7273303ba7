// Product photographs as the storefront serves them: each picture in several widths, as AVIF and WebP, under
// names that carry a hash of the source (so they are cached forever) and the width. The product's image URL is the
// widest WebP; the storefront derives the other variants from it (src/shared/ui/ProductPicture.tsx).
// Vector pictures (the demo catalog's SVG art) are served as they are: sharp at every size and smaller than any
// raster form of them.
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { PictureStore } from './picture';
import { decodeFrame, PIPELINE_SECONDS, timedOut, type Frame } from './pictureFrame';
import { IMAGE_ASPECT, IMAGE_FORMATS, IMAGE_WIDTHS, type ImageFormat } from './pictureSizes';

export { IMAGE_ASPECT, IMAGE_FORMATS, IMAGE_WIDTHS, MAX_IMAGE_PIXELS, type ImageFormat } from './pictureSizes';

/** The file name of one variant: `<base>-<hash>-<width>.<format>`. */
export function variantName(stem: string, width: number, format: ImageFormat): string {
  return `${stem}-${width}.${format}`;
}

/** The folder of the picture store that holds product photographs. */
export const PRODUCTS_FOLDER = 'products';

/**
 * AVIF's encoder effort: 2 of 9 makes a photograph's three widths about eight times faster than 4 did, for files about
 * 5% larger, so a picture holds its one thread for about a second (docs/performance.md, "Picture uploads").
 */
const AVIF_EFFORT = 2;

/** One variant from the decoded frame: resized (the frame is the widest) and encoded, within the time limit. */
async function encode(frame: Frame, width: number, format: ImageFormat): Promise<Buffer> {
  let image = sharp(frame.data, { raw: frame.info }).timeout({ seconds: PIPELINE_SECONDS });
  if (width !== frame.info.width) image = image.resize({ width, height: Math.round(width * IMAGE_ASPECT) });
  try {
    return await (
      format === 'avif' ? image.avif({ quality: 50, effort: AVIF_EFFORT }) : image.webp({ quality: 75 })
    ).toBuffer();
  } catch (error) {
    throw timedOut(error) ?? error;
  }
}

/**
 * Stores every width and format of a photograph (skipping those already stored) and answers the file name of the
 * widest WebP, under PRODUCTS_FOLDER. `base` is a readable name (letters, digits and dashes), such as the product id.
 */
export async function writeImageVariants(source: Buffer, pictures: PictureStore, base: string): Promise<string> {
  const hash = createHash('sha256').update(source).digest('hex').slice(0, 10);
  const stem = `${base}-${hash}`;
  const wanted = IMAGE_WIDTHS.flatMap((width) =>
    IMAGE_FORMATS.map((format) => ({ width, format, name: `${PRODUCTS_FOLDER}/${variantName(stem, width, format)}` })),
  );
  const missing = new Set(await pictures.missing(wanted.map(({ name }) => name)));
  const made: Array<{ name: string; bytes: Buffer }> = [];
  if (missing.size > 0) {
    // One decode of the source, then one variant after another: a picture holds one of libuv's threads at a time,
    // leaving the others to password hashing and file reads.
    const frame = await decodeFrame(source);
    for (const { width, format, name } of wanted)
      if (missing.has(name)) made.push({ name, bytes: await encode(frame, width, format) });
  }
  await pictures.save(made);
  return variantName(stem, IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1] as number, 'webp');
}
