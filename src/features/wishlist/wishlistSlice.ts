// What brings a shopper back: the products they saved (the wishlist) and the products they opened last (recently
// viewed), both kept in this browser across reloads. A signed-in shopper's wishlist is the account's, on the server:
// the list here then mirrors it (wishlistListeners.ts), and a visitor's list joins the account's at login.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { MAX_WISHLIST_ITEMS } from '../../../contract';
import { loggedOut, sessionExpired } from '../auth';

export interface WishlistItem {
  productId: string;
  /** The product's price when it was saved: a lower price now says "was …". */
  savedPrice: number;
  /** When it was saved, ms since 1970: the list is newest first. */
  savedAt: number;
}

/** The most products recently viewed that are kept (and shown). */
export const VIEWED_LIMIT = 12;

interface WishlistState {
  items: WishlistItem[];
  /** Product ids, the last opened first. */
  viewed: string[];
}

const initialState: WishlistState = { items: [], viewed: [] };

export const wishlistSlice = createSlice({
  name: 'wishlist',
  initialState,
  reducers: {
    /** The heart was tapped on: saved with its price now (kept as it was when saved already). */
    productSaved(state, { payload }: PayloadAction<WishlistItem>) {
      if (state.items.some((item) => item.productId === payload.productId)) return;
      if (state.items.length >= MAX_WISHLIST_ITEMS) return;
      state.items.unshift(payload);
    },
    /** The heart was tapped off, or the product moved to the cart. */
    productUnsaved(state, { payload }: PayloadAction<{ productId: string }>) {
      state.items = state.items.filter((item) => item.productId !== payload.productId);
    },
    /** The account's wishlist as the server holds it (at login, on load, after each change). */
    wishlistLoaded(state, { payload }: PayloadAction<WishlistItem[]>) {
      state.items = payload;
    },
    /** A product's page was opened: it goes to the front of the recently viewed. */
    productViewed(state, { payload }: PayloadAction<{ productId: string }>) {
      state.viewed = [payload.productId, ...state.viewed.filter((id) => id !== payload.productId)].slice(
        0,
        VIEWED_LIMIT,
      );
    },
  },
  extraReducers: (builder) => {
    // The account's list stays on the server; this browser forgets it with the sign-in. What was viewed stays.
    const forget = (state: WishlistState) => {
      state.items = [];
    };
    builder.addCase(loggedOut, forget).addCase(sessionExpired, forget);
  },
  selectors: {
    selectWishlistItems: (state) => state.items,
    selectWishlistCount: (state) => state.items.length,
    selectIsSaved: (state, productId: string) => state.items.some((item) => item.productId === productId),
    selectViewedIds: (state) => state.viewed,
  },
});

export const { productSaved, productUnsaved, wishlistLoaded, productViewed } = wishlistSlice.actions;
export const { selectWishlistItems, selectWishlistCount, selectIsSaved, selectViewedIds } = wishlistSlice.selectors;
