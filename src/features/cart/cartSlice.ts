// The cart: one normalized line per product and size (id `productId:size`), persisted across reloads.
// `pending` remembers lines whose server copy may differ, until the server has the line's latest quantity.
import { createEntityAdapter, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { loggedOut, sessionExpired } from '../auth';
import { MAX_LINE_QUANTITY } from '../../../contract';

export interface CartLine {
  id: string;
  productId: string;
  size: string;
  quantity: number;
}

export type LineKey = Pick<CartLine, 'productId' | 'size'>;
/** productId -> size -> quantity, as the API answers `cartData`. */
export type ServerCart = Record<string, Record<string, number>>;

export const lineId = ({ productId, size }: LineKey) => `${productId}:${size}`;

const linesAdapter = createEntityAdapter<CartLine>();
const lineSelectors = linesAdapter.getSelectors();

const initialState = linesAdapter.getInitialState<{ pending: Record<string, LineKey> }>({ pending: {} });
type CartState = typeof initialState;

const clamp = (quantity: number) => Math.min(Math.max(Math.trunc(quantity), 0), MAX_LINE_QUANTITY);

function setLine(state: CartState, key: LineKey, quantity: number, markPending = true): void {
  const id = lineId(key);
  const next = clamp(quantity);
  if (next === 0) linesAdapter.removeOne(state, id);
  else linesAdapter.upsertOne(state, { id, productId: key.productId, size: key.size, quantity: next });
  if (markPending) state.pending[id] = { productId: key.productId, size: key.size };
}

function serverLines(cart: ServerCart): Array<[LineKey, number]> {
  return Object.entries(cart).flatMap(([productId, sizes]) =>
    Object.entries(sizes).map(([size, quantity]): [LineKey, number] => [{ productId, size }, quantity]),
  );
}

/** Makes the server's lines the cart, then lays `local` lines over them with `combine`; lines that then differ are pending. */
function mergeServerCart(
  state: CartState,
  server: ServerCart,
  combine: (serverQuantity: number, local: CartLine) => number,
) {
  const local = Object.values(state.entities).filter((line) => line !== undefined);
  const localPending = new Set(Object.keys(state.pending));
  linesAdapter.removeAll(state);
  state.pending = {};
  for (const [key, quantity] of serverLines(server)) setLine(state, key, quantity, false);
  for (const line of local) {
    if (!localPending.has(line.id)) continue;
    const serverQuantity = state.entities[line.id]?.quantity ?? 0;
    setLine(state, line, combine(serverQuantity, line));
  }
}

export const cartSlice = createSlice({
  name: 'cart',
  initialState,
  reducers: {
    itemAdded(state, { payload }: PayloadAction<LineKey>) {
      setLine(state, payload, (state.entities[lineId(payload)]?.quantity ?? 0) + 1);
    },
    quantityChanged(state, { payload }: PayloadAction<LineKey & { quantity: number }>) {
      if (payload.quantity >= 1) setLine(state, payload, payload.quantity);
    },
    lineRemoved(state, { payload }: PayloadAction<LineKey>) {
      setLine(state, payload, 0);
    },
    /** The server now holds `quantity` for the line; it stays pending if the shopper changed it since. */
    lineSynced(state, { payload }: PayloadAction<LineKey & { quantity: number }>) {
      const id = lineId(payload);
      if ((state.entities[id]?.quantity ?? 0) === payload.quantity) delete state.pending[id];
    },
    /** The server kept the line as it was (too few left, or the cart is full): its cart is loaded next. */
    lineRefused(state, { payload }: PayloadAction<LineKey>) {
      delete state.pending[lineId(payload)];
    },
    /** The server refused a line for good (product gone, size no longer offered). */
    lineRejected(state, { payload }: PayloadAction<LineKey>) {
      const id = lineId(payload);
      linesAdapter.removeOne(state, id);
      delete state.pending[id];
    },
    /** At login: the cart built as a guest joins the account's cart; quantities of a line add up. */
    guestCartMerged(state, { payload }: PayloadAction<ServerCart>) {
      mergeServerCart(state, payload, (serverQuantity, local) => serverQuantity + local.quantity);
    },
    /** The account's cart as the server holds it; changes not yet sent keep their newer quantity. */
    serverCartLoaded(state, { payload }: PayloadAction<ServerCart>) {
      mergeServerCart(state, payload, (_serverQuantity, local) => local.quantity);
    },
    /** An order took the cart. */
    cartCheckedOut() {
      return initialState;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(loggedOut, () => initialState).addCase(sessionExpired, () => initialState);
  },
  selectors: {
    selectCartLines: lineSelectors.selectAll,
    selectPendingLines: (state) => state.pending,
    selectHasPendingLines: (state) => Object.keys(state.pending).length > 0,
    selectCartCount: (state) => state.ids.reduce((count, id) => count + (state.entities[id]?.quantity ?? 0), 0),
  },
});

export const {
  itemAdded,
  quantityChanged,
  lineRemoved,
  lineSynced,
  lineRefused,
  lineRejected,
  guestCartMerged,
  serverCartLoaded,
  cartCheckedOut,
} = cartSlice.actions;
export const { selectCartLines, selectPendingLines, selectHasPendingLines, selectCartCount } = cartSlice.selectors;
