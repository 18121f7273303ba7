// Stock as an operator writes it (a CSV cell, a JSON object, a command's argument), checked so that a mistake is
// named and nothing is written, and as an export writes it back.
import { MAX_STOCK } from '../constants';

export const UNITS_RULE = `a whole number from 0 to ${MAX_STOCK}`;

/** Units of one size: a whole number from 0 to MAX_STOCK, as a number or as digits; null for anything else. */
export function units(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (!/^\d{1,7}$/.test(text)) return null;
  const count = Number(text);
  return count <= MAX_STOCK ? count : null;
}

/** Size → value pairs from an object (JSON) or `S:10|M:0` text (CSV); null when it is neither. */
function pairs(value: unknown): Array<[string, unknown]> | null {
  if (typeof value === 'string') {
    const found: Array<[string, unknown]> = [];
    for (const entry of value
      .split('|')
      .map((part) => part.trim())
      .filter(Boolean)) {
      const colon = entry.indexOf(':');
      if (colon <= 0) return null;
      found.push([entry.slice(0, colon).trim(), entry.slice(colon + 1).trim()]);
    }
    return found;
  }
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) return Object.entries(value);
  return null;
}

/**
 * The stock of a product's sizes, from the `stock` field of an import: every size it names must be one the product
 * sells, every count `UNITS_RULE`. Sizes it leaves out are not changed (a new product's start at 0).
 */
export function parseStock(
  value: unknown,
  sizes: readonly string[],
): { stock: Map<string, number> } | { errors: string[] } {
  const given = pairs(value);
  if (!given)
    return { errors: ['stock must be sizes with their units, such as S:10|M:0 (in JSON also {"S": 10, "M": 0})'] };
  const errors: string[] = [];
  const stock = new Map<string, number>();
  for (const [size, raw] of given) {
    const count = units(raw);
    if (!sizes.includes(size))
      errors.push(`stock names size ${size}, which the product does not sell (its sizes: ${sizes.join(', ')})`);
    else if (stock.has(size)) errors.push(`stock names size ${size} twice`);
    else if (count === null) errors.push(`stock of size ${size} must be ${UNITS_RULE}; it is ${JSON.stringify(raw)}`);
    else stock.set(size, count);
  }
  return errors.length > 0 ? { errors } : { stock };
}
