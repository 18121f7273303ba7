// The sizes the shop makes product pictures in, and the most it takes: shared by every step of making them.

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

const widest = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1] as number;
/** The frame a picture is decoded into once (4:5, cropped to cover it), from which each width is made. */
export const WIDEST_FRAME = { width: widest, height: Math.round(widest * IMAGE_ASPECT) } as const;
