// Payments waiting on products the operator removed or repriced: cancelled in the transaction of the catalog's change
// (the orders wing's cancelWaitingForChange), so the shop never takes a payment for a product it no longer sells, or no
// longer sells at that price; their card checkouts are closed once it is committed. A provider that confirms such a
// payment anyway is refused and the money marked for refund (the orders wing's paymentOutcomes.ts).
import type { CardCheckout } from './providers/types';
import { closeCheckouts } from './onlineStart';
import { cancelWaitingForChange } from '../orders';
import type { ProductsChangedHook } from '../catalog';

/**
 * The hook the catalog's changes take (the app's admin routes, the CLI): payments waiting on what changed are
 * cancelled with the change; once it is committed, their card checkouts are closed (best effort, with `card`, the
 * shop's card provider if it has one: a payment that still arrives is refused and marked for refund).
 */
export function cancelPaymentsForChangedProducts(card: CardCheckout | null): ProductsChangedHook {
  return async (trx, change) => {
    const cancelled = await cancelWaitingForChange(trx, change);
    return () => closeCheckouts(card, cancelled);
  };
}
