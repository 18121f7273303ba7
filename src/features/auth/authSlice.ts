// Who is logged in: the token the API issued, or null for a visitor.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

interface AuthState {
  token: string | null;
}

const initialState: AuthState = { token: null };

export const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    /** After a successful login or sign-up. */
    loggedIn(state, { payload }: PayloadAction<{ token: string }>) {
      state.token = payload.token;
    },
    loggedOut(state) {
      state.token = null;
    },
    /** The server answered a call with a fresh token for an ageing one; a shopper who logged out meanwhile stays out. */
    tokenRenewed(state, { payload }: PayloadAction<{ token: string }>) {
      if (state.token !== null) state.token = payload.token;
    },
    /** The server refused the stored token (expired, revoked, or its account is gone). */
    sessionExpired(state) {
      state.token = null;
    },
  },
  selectors: {
    selectIsLoggedIn: (state) => state.token !== null,
    selectToken: (state) => state.token,
  },
});

export const { loggedIn, loggedOut, sessionExpired, tokenRenewed } = authSlice.actions;
export const { selectIsLoggedIn, selectToken } = authSlice.selectors;
