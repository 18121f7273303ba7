// The cart joined with the catalog: lines with their products, subtotal and total (spec section 9).
import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../../app/store';
import { selectProductEntities, type Product } from '../catalog';
import { selectCartLines, type CartLine } from './cartSlice';
import { DELIVERY_FEE_PAISE, sumRupees, toPaise, toRupees, type Language } from '../../../contract';

export interface CartItem extends CartLine {
  product: Product;
}

/** The products the cart's lines are of, once each. */
export const selectCartProductIds = createSelector([(state: RootState) => selectCartLines(state)], (lines) => [
  ...new Set(lines.map((line) => line.productId)),
]);

/**
 * Lines whose product the catalog still holds, with that product, as answers in `language` give it (its Hindi texts
 * on a Hindi page; prices and stock are the same in every language, so the sums leave it out).
 */
export const selectCartItems = createSelector(
  [
    (state: RootState) => selectCartLines(state),
    (state: RootState, language?: Language) => selectProductEntities(state, language),
  ],
  (lines, products): CartItem[] =>
    lines.flatMap((line) => {
      const product = products[line.productId];
      return product ? [{ ...line, product }] : [];
    }),
);

/** A line's price times its quantity in paise, so sums of prices like 333.33 stay exact. */
const linePaise = (price: number, quantity: number) => toPaise(price) * quantity;

/** A line's price times its quantity in rupees, to the paisa, without float noise. */
export const lineTotal = (price: number, quantity: number) => toRupees(linePaise(price, quantity));

export const selectCartSubtotal = createSelector(
  (state: RootState) => selectCartItems(state),
  (items) => toRupees(items.reduce((paise, item) => paise + linePaise(item.product.price, item.quantity), 0)),
);

export const selectDeliveryFee = createSelector(
  (state: RootState) => selectCartItems(state),
  (items) => (items.length > 0 ? toRupees(DELIVERY_FEE_PAISE) : 0),
);

/** Subtotal + 10 delivery, or 0 for an empty cart. */
export const selectCartTotal = createSelector([selectCartSubtotal, selectDeliveryFee], (subtotal, fee) =>
  subtotal === 0 ? 0 : sumRupees([subtotal, fee]),
);
