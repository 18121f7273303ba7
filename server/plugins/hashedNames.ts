// File names that carry a hash of their content (the build's scripts and styles, the seed's and uploads' pictures):
// what is under such a name never changes, so browsers, CDNs and the picture cache may keep it for good.

const YEAR_SECONDS = 365 * 24 * 3600;
/** `main.<hash>.js` (the build), `<product>-<hash>.svg` (the seed), `<base>-<hash>-<width>.<format>` (uploads). */
const HASHED_NAME = /[.-][0-9a-f]{8,}(-\d+)?\.[a-z0-9]+$/;

export const isHashedName = (name: string): boolean => HASHED_NAME.test(name);

/** A year and immutable for a hashed name; anything else is revalidated on every use. */
export const cacheControlFor = (name: string): string =>
  isHashedName(name) ? `public, max-age=${YEAR_SECONDS}, immutable` : 'public, max-age=0, must-revalidate';
