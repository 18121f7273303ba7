// A product picture. Photographs, which the server stores as `<stem>-<width>.webp` beside AVIF and WebP copies in
// every width (server/images/variants.ts), come with srcset and sizes so a phone downloads the small one in the
// best format it reads; other pictures (the demo catalog's SVG art, sharp at any size) are shown as they are.
// Width and height are always given, so nothing shifts while pictures load.

/** The widths the server makes of every photograph (server/images/variants.ts). */
export const PHOTO_WIDTHS = [320, 640, 960] as const;
/** Product pictures are 4:5 portraits, drawn at 600 x 750. */
export const PICTURE_WIDTH = 600;
export const PICTURE_HEIGHT = 750;

const PHOTO_URL = /^(.+)-(\d+)\.webp$/;

/** The srcset of each format for a photograph's URL, or null for a picture served in one form. */
export function photoSources(url: string): { avif: string; webp: string } | null {
  const match = PHOTO_URL.exec(url);
  if (!match || !PHOTO_WIDTHS.some((width) => String(width) === match[2])) return null;
  const stem = match[1] as string;
  const srcset = (format: string) => PHOTO_WIDTHS.map((width) => `${stem}-${width}.${format} ${width}w`).join(', ');
  return { avif: srcset('avif'), webp: srcset('webp') };
}

interface Props {
  src: string;
  alt: string;
  /** How wide the picture is drawn at each screen width, for the browser to pick a file. */
  sizes: string;
  loading?: 'eager' | 'lazy';
  fetchPriority?: 'high' | 'low' | 'auto';
}

export function ProductPicture({ src, alt, sizes, loading = 'lazy', fetchPriority }: Props) {
  const image = (srcSet?: string) => (
    <img
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      width={PICTURE_WIDTH}
      height={PICTURE_HEIGHT}
      loading={loading}
      decoding="async"
      fetchPriority={fetchPriority}
    />
  );
  const sources = photoSources(src);
  if (!sources) return image();
  return (
    <picture>
      <source type="image/avif" srcSet={sources.avif} sizes={sizes} />
      {image(sources.webp)}
    </picture>
  );
}
