// What a cart line does with a quantity the shopper typed or stepped to, and which note tells them why a number was
// changed or refused: whole numbers from 1 to `most` (MAX_LINE_QUANTITY, or fewer when fewer are left).
import { MAX_LINE_QUANTITY } from '../../../contract';

export type QuantityNote = 'changedToMax' | 'changedToStock' | 'atMost' | 'onlyLeft' | 'wholeNumber' | 'atLeastOne';

export interface QuantityOutcome {
  /** The line's new quantity; none when the entry is refused (the line keeps what it holds). */
  quantity?: number;
  /** Why the quantity is not what the shopper asked for; none when it is. */
  note?: QuantityNote;
}

/** The most one line may hold: the shop's limit, or what is left of the size when that is fewer. */
export const mostOf = (left: number): number => Math.min(MAX_LINE_QUANTITY, left);

const limitNote = (most: number, changed: boolean): QuantityNote =>
  most >= MAX_LINE_QUANTITY ? (changed ? 'changedToMax' : 'atMost') : changed ? 'changedToStock' : 'onlyLeft';

/** A typed entry: empty, 0, negative or fractional is refused; above the most becomes the most. */
export function typedQuantity(text: string, most: number): QuantityOutcome {
  // A sold-out line can only be removed: its own note says so.
  if (most < 1) return {};
  const value = Number(text);
  if (text.trim() === '' || !Number.isInteger(value) || value < 1) return { note: 'wholeNumber' };
  if (value > most) return { quantity: most, note: limitNote(most, true) };
  return { quantity: value };
}

/** One step down or up from `quantity`, stopping at 1 and at the most. */
export function steppedQuantity(quantity: number, step: -1 | 1, most: number): QuantityOutcome {
  if (most < 1) return {};
  const next = quantity + step;
  if (next < 1) return { note: 'atLeastOne' };
  if (step > 0 && quantity >= most) return { note: limitNote(most, false) };
  return { quantity: Math.min(next, most) };
}
