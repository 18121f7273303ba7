// Product photographs as the storefront serves them: each picture in several widths, as AVIF and WebP, under
// names that carry a hash of the source (so they are cached forever) and the width. The product's image URL is the
// widest WebP; the storefront derives the other variants from it (src/shared/ui/ProductPicture.tsx).
// Vector pictures (the demo catalog's SVG art) are served as they are: sharp at every size and smaller than any
// raster form of them.
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { PictureStore } from './picture';
import { ImageRefused } from './pictureErrors';
import { makeVariants } from './pictureMaker';
import { IMAGE_ASPECT, IMAGE_FORMATS, IMAGE_WIDTHS, type ImageFormat } from './pictureSizes';

export { IMAGE_ASPECT, IMAGE_FORMATS, IMAGE_WIDTHS, MAX_IMAGE_PIXELS, type ImageFormat } from './pictureSizes';

/** The file name of one variant: `<base>-<hash>-<width>.<format>`. */
export function variantName(stem: string, width: number, format: ImageFormat): string {
  return `${stem}-${width}.${format}`;
}

/** The folder of the picture store that holds product photographs. */
export const PRODUCTS_FOLDER = 'products';

/**
 * SVG filters: filter and fe… elements, the CSS filter property (written in any case, with any prefix), and what
 * could hide one (entities; a NUL, as a text that is not UTF-8 has). Each draws in seconds to hours, whatever the
 * picture's size.
 */
const SVG_FILTER = /filter|<\s*(?:[\w.-]+:)?fe[a-z]|<!ENTITY/i;

/** Refuses an SVG that uses filters, before anything draws it. */
async function refuseSvgFilters(source: Buffer): Promise<void> {
  const header = await sharp(source, { limitInputPixels: false })
    .metadata()
    .catch(() => undefined);
  if (header?.format !== 'svg') return;
  if (source.includes(0) || SVG_FILTER.test(source.toString('utf8')))
    throw new ImageRefused('the SVG uses filters', 'svgFilters');
}

/**
 * Stores every width and format of a photograph (skipping those already stored) and answers the file name of the
 * widest WebP, under PRODUCTS_FOLDER. `base` is a readable name (letters, digits and dashes), such as the product id.
 */
export async function writeImageVariants(source: Buffer, pictures: PictureStore, base: string): Promise<string> {
  const hash = createHash('sha256').update(source).digest('hex').slice(0, 10);
  const stem = `${base}-${hash}`;
  const wanted = IMAGE_WIDTHS.flatMap((width) =>
    IMAGE_FORMATS.map((format) => ({
      width,
      height: Math.round(width * IMAGE_ASPECT),
      format,
      name: `${PRODUCTS_FOLDER}/${variantName(stem, width, format)}`,
    })),
  );
  const missing = new Set(await pictures.missing(wanted.map(({ name }) => name)));
  const toMake = wanted.filter(({ name }) => missing.has(name));
  if (toMake.length > 0) {
    await refuseSvgFilters(source);
    const made = await makeVariants(source, toMake);
    await pictures.save(toMake.map(({ name }, index) => ({ name, bytes: made[index] as Buffer })));
  }
  return variantName(stem, IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1] as number, 'webp');
}
