// The cart: one normalized line per product and size (id `productId:size`), persisted across reloads.
import { createEntityAdapter, createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface CartLine {
  id: string;
  productId: string;
  size: string;
  quantity: number;
}

export const lineId = (productId: string, size: string) => `${productId}:${size}`;

const linesAdapter = createEntityAdapter<CartLine>();

export const cartSlice = createSlice({
  name: 'cart',
  initialState: linesAdapter.getInitialState(),
  reducers: {
    itemAdded(state, { payload }: PayloadAction<{ productId: string; size: string }>) {
      const id = lineId(payload.productId, payload.size);
      const line = state.entities[id];
      if (line) line.quantity += 1;
      else linesAdapter.addOne(state, { id, ...payload, quantity: 1 });
    },
  },
});

export const { itemAdded } = cartSlice.actions;

type StateWithCart = { cart: ReturnType<typeof cartSlice.reducer> };
const { selectAll: selectCartLines } = linesAdapter.getSelectors((state: StateWithCart) => state.cart);
export { selectCartLines };

/** The header badge: pieces in the cart. */
export const selectCartCount = createSelector(selectCartLines, (lines) =>
  lines.reduce((count, line) => count + line.quantity, 0),
);
