// A picture decoded once into the widest frame the storefront shows (4:5, cropped to cover), from which every width
// and format is made: photographs in this process within a time limit, SVGs in a child process (svgRaster.ts),
// and SVGs with filters not at all.
import sharp from 'sharp';
import { ImageRefused } from './pictureErrors';
import { MAX_IMAGE_PIXELS, WIDEST_FRAME } from './pictureSizes';
import { rasterizeSvg, type Frame } from './svgRaster';

export type { Frame };

/** The most one step of making a photograph (its decode, one variant's encoding) may take. */
export const PIPELINE_SECONDS = 20;

/**
 * SVG filters: filter and fe… elements, the CSS filter property (written in any case, with any prefix), and what
 * could hide one (entities, or a text that is not UTF-8). Each draws in seconds to hours, whatever the picture's size.
 */
const SVG_FILTER = /filter|<\s*(?:[\w.-]+:)?fe[a-z]|<!ENTITY/i;

/** sharp's error for a pipeline stopped by its `timeout`, said as a refusal; undefined for any other error. */
export function timedOut(error: unknown): ImageRefused | undefined {
  if (!(error instanceof Error) || !/^timeout/.test(error.message)) return undefined;
  return new ImageRefused(`the picture took longer than ${PIPELINE_SECONDS} seconds to make`, 'slow');
}

const unreadable = () =>
  new ImageRefused('the file is not a picture the shop reads (JPEG, PNG, WebP, AVIF, GIF, TIFF or SVG)');

/** The picture's kind as libvips finds it from its first bytes; undefined for a file it does not read. */
async function formatOf(source: Buffer): Promise<string | undefined> {
  const header = await sharp(source, { limitInputPixels: false })
    .metadata()
    .catch(() => undefined);
  return header?.format;
}

/**
 * The frame without its alpha channel when every pixel is opaque (most drawings fill their frame): AVIF encodes an
 * alpha channel as a second picture, which takes as long again as the colours.
 */
async function withoutUnusedAlpha(frame: Frame): Promise<Frame> {
  const { data, info } = frame;
  for (let alpha = info.channels - 1; alpha < data.length; alpha += info.channels)
    if (data[alpha] !== 255) return frame;
  const opaque = await sharp(data, { raw: info }).removeAlpha().raw().toBuffer();
  return { data: opaque, info: { ...info, channels: 3 } };
}

/** Decodes a picture once into the widest frame; refuses (ImageRefused) one it cannot read or make in time. */
export async function decodeFrame(source: Buffer): Promise<Frame> {
  const format = await formatOf(source);
  if (format === undefined) throw unreadable();
  if (format === 'svg') {
    if (source.includes(0) || SVG_FILTER.test(source.toString('utf8')))
      throw new ImageRefused('the SVG uses filters', 'svgFilters');
    return withoutUnusedAlpha(await rasterizeSvg(source));
  }
  try {
    const { data, info } = await sharp(source, { failOn: 'error', limitInputPixels: MAX_IMAGE_PIXELS })
      .timeout({ seconds: PIPELINE_SECONDS })
      .rotate()
      .resize({ ...WIDEST_FRAME, fit: 'cover' })
      .raw()
      .toBuffer({ resolveWithObject: true });
    return { data, info: { width: info.width, height: info.height, channels: info.channels } };
  } catch (error) {
    throw timedOut(error) ?? unreadable();
  }
}
