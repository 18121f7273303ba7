// Product photographs as the storefront serves them: each picture in several widths, as AVIF and WebP, under
// names that carry a hash of the source (so they are cached forever) and the width. The product's image URL is the
// widest WebP; the storefront derives the other variants from it (src/shared/ui/ProductPicture.tsx).
// Vector pictures (the demo catalog's SVG art) are served as they are: sharp at every size and smaller than any
// raster form of them.
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { PictureStore } from './picture';

/** The widths every photograph is made in; the storefront's copy is in src/shared/ui/ProductPicture.tsx. */
export const IMAGE_WIDTHS = [320, 640, 960] as const;
export const IMAGE_FORMATS = ['avif', 'webp'] as const;
/** Product pictures are 4:5 portraits (the storefront's card and gallery frames). */
export const IMAGE_ASPECT = 5 / 4;

export type ImageFormat = (typeof IMAGE_FORMATS)[number];
/**
 * Most pixels one picture may have (a 7,000 x 5,700 photograph): a few kilobytes of PNG can claim a billion pixels,
 * which decoded would take gigabytes and minutes. Uploads are checked against it from the header first (productImages.ts).
 */
export const MAX_IMAGE_PIXELS = 40_000_000;

/** The file name of one variant: `<base>-<hash>-<width>.<format>`. */
export function variantName(stem: string, width: number, format: ImageFormat): string {
  return `${stem}-${width}.${format}`;
}

/** The folder of the picture store that holds product photographs. */
export const PRODUCTS_FOLDER = 'products';

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
  // One decode of the source; each variant is resized from it and encoded on libuv's thread pool.
  const image = sharp(source, { failOn: 'error', limitInputPixels: MAX_IMAGE_PIXELS }).rotate();
  const made = await Promise.all(
    wanted
      .filter(({ name }) => missing.has(name))
      .map(async ({ width, format, name }) => {
        const resized = image.clone().resize({ width, height: Math.round(width * IMAGE_ASPECT), fit: 'cover' });
        const bytes = await (
          format === 'avif' ? resized.avif({ quality: 50, effort: 4 }) : resized.webp({ quality: 75 })
        ).toBuffer();
        return { name, bytes };
      }),
  );
  await pictures.save(made);
  return variantName(stem, IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1] as number, 'webp');
}
