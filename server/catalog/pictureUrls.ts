// Picture URLs in answers. Products and orders store the shop's own paths (`/images/…`), so a change of IMAGE_BASE_URL
// (or of PUBLIC_URL) never needs a migration; answers carry them absolute, because a storefront on another origin puts
// them straight into <img src>, where a path would name a file of its own site.
import { IMAGES_URL_PREFIX } from '../constants';

/** `/images/x.webp` → `<imageBaseUrl>/x.webp`; anything else (a row written by other means than an import) as it is. */
export function pictureUrl(stored: string, imageBaseUrl: string): string {
  return stored.startsWith(IMAGES_URL_PREFIX) ? `${imageBaseUrl}/${stored.slice(IMAGES_URL_PREFIX.length)}` : stored;
}

/** A product or an order's copy of one, with its pictures' URLs absolute. */
export function withPictureUrls<T extends { image: string[] }>(item: T, imageBaseUrl: string): T {
  return { ...item, image: item.image.map((stored) => pictureUrl(stored, imageBaseUrl)) };
}
