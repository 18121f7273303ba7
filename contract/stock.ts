// What a shopper is told about a size's stock, by the storefront before asking and by the server when refusing.

/** A size with this many units or fewer left says "Only N left". */
export const LOW_STOCK = 5;

/** "Only 2 left in M." or "Size M is sold out.": why a quantity is more than is left. */
export const leftInSize = (size: string, left: number): string =>
  left > 0 ? `Only ${left} left in ${size}.` : `Size ${size} is sold out.`;
