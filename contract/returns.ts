// After the order: cancelling before dispatch, returning or exchanging after delivery, and the store credit a refund
// may become. The words both programs use on the wire; each program shows them in the shopper's language.

/** Why a shopper cancels an order (or some of its pieces) before it leaves. */
export const CANCEL_REASONS = ['orderedByMistake', 'foundCheaper', 'tooSlow', 'changedMind', 'other'] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];

/** Why a shopper sends pieces back after delivery. */
export const RETURN_REASONS = ['tooSmall', 'tooBig', 'notAsPictured', 'damaged', 'changedMind'] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];

/** What the shopper asks for in place of the pieces: their money, or the same product in another size. */
export const RETURN_KINDS = ['refund', 'exchange'] as const;
export type ReturnKind = (typeof RETURN_KINDS)[number];

/**
 * Where a return's money goes: back through the provider that took it (online payments), or, for cash on delivery,
 * the shop's store credit or a bank/UPI transfer the operator makes and records.
 */
export const REFUND_ROUTES = ['provider', 'storeCredit', 'bank'] as const;
export type RefundRoute = (typeof REFUND_ROUTES)[number];

/**
 * The steps of a return or exchange request, in order: each one action of the operator's. A request ends refunded
 * (refund), exchanged (exchange) or rejected (from requested, approved or picked up, with a reason).
 */
export const RETURN_STATES = [
  'requested',
  'approved',
  'pickedUp',
  'received',
  'refunded',
  'exchanged',
  'rejected',
] as const;
export type ReturnState = (typeof RETURN_STATES)[number];

/** The steps each step may become. */
export const RETURN_STEPS: Readonly<Record<ReturnState, readonly ReturnState[]>> = {
  requested: ['approved', 'rejected'],
  approved: ['pickedUp', 'rejected'],
  pickedUp: ['received', 'rejected'],
  received: ['refunded', 'exchanged'],
  refunded: [],
  exchanged: [],
  rejected: [],
};

/** A request still in the operator's queue (not ended). */
export const isOpenReturn = (state: ReturnState): boolean => RETURN_STEPS[state].length > 0;

/** The days after delivery a shopper may ask to return or exchange (RETURN_WINDOW_DAYS; 0 takes no returns). */
export const RETURN_WINDOW_DAYS_DEFAULT = 7;

/**
 * One piece of an order: its line (1 for the first item) and which of that line's units (1 to its quantity), written
 * `2.1` for the first unit of the second line. A cancellation or a return names the pieces it is for.
 */
export const unitId = (line: number, unit: number): string => `${line}.${unit}`;

/** What became of one piece. */
export const UNIT_STATES = ['ordered', 'cancelled', 'returnRequested', 'returned', 'exchanged'] as const;
export type UnitState = (typeof UNIT_STATES)[number];
