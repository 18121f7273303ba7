// What the screens show of a state, a few words per slice (the cart's lines, who is signed in, the checkout, the
// orders, the catalog, the wishlist), read through each feature's selectors. Generated QA tests compare it after every
// action.
import { selectIsLoggedIn } from '../../features/auth';
import { selectCartLines } from '../../features/cart';
import { selectAllProducts, selectSearchOpen } from '../../features/catalog';
import { DEFAULT_LANGUAGE, type Language } from '../../../contract';
import { selectCheckoutStatus, selectDeliveryFormValid, selectPaymentMethod } from '../../features/checkout';
import { selectOrders } from '../../features/orders';
import { selectWishlistItems } from '../../features/wishlist';
import type { RootState } from '../store';
import { readActionLog } from './devtoolsLog';
import { replayStates } from './replay';
import { stepLanguages } from './stepLanguages';

export interface StepView {
  /** Each line as `productId:size ×quantity`. */
  cart: string[];
  signedIn: boolean;
  /** Status, payment method, and whether the delivery form is complete. */
  checkout: string;
  /** Each order as status, method, paid or not, pieces and amount. */
  orders: string[];
  /** How many products the catalog holds in the language the step was shown in, and whether the search bar is open. */
  catalog: string;
  /** Each saved product, newest first, as `productId, saved at <price then>` (/wishlist says "was" above today's). */
  wishlist: string[];
}

/** A step of a replayed log: the action's type (`start` before the first) and the view after it. */
export type Step = [action: string, view: StepView];

export function viewOf(state: RootState, language: Language = DEFAULT_LANGUAGE): StepView {
  const pieces = (items: Array<{ quantity: number }>) => items.reduce((sum, item) => sum + item.quantity, 0);
  return {
    cart: selectCartLines(state).map((line) => `${line.id} ×${line.quantity}`),
    signedIn: selectIsLoggedIn(state),
    checkout: `${selectCheckoutStatus(state)}, ${selectPaymentMethod(state)}, form ${selectDeliveryFormValid(state) ? 'complete' : 'incomplete'}`,
    orders: selectOrders(state).map(
      (order) =>
        `${order.status}, ${order.paymentMethod}, ${order.payment ? 'paid' : 'not paid'}, ${pieces(order.items)} pieces, ${order.amount}`,
    ),
    catalog: `${selectAllProducts(state, language).length} products, search ${selectSearchOpen(state) ? 'open' : 'closed'}`,
    wishlist: selectWishlistItems(state).map((item) => `${item.productId}, saved at ${item.savedPrice}`),
  };
}

/**
 * Replays a log file (any format readActionLog takes) and answers the view after each of its steps, each in the
 * language the log's calls say it was shown in (stepLanguages).
 */
export function replaySteps(file: unknown): Step[] {
  const log = readActionLog(file);
  const states = replayStates(log);
  const languages = stepLanguages(log);
  return states.map((state, index): Step => [
    log.actions[index - 1]?.type ?? 'start',
    viewOf(state, languages[index] ?? DEFAULT_LANGUAGE),
  ]);
}
