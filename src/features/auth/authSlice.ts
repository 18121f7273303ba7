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
    loggedIn(state, { payload }: PayloadAction<{ token: string }>) {
      state.token = payload.token;
    },
    loggedOut(state) {
      state.token = null;
    },
  },
  selectors: { selectIsLoggedIn: (state) => state.token !== null },
});

export const { loggedIn, loggedOut } = authSlice.actions;
export const { selectIsLoggedIn } = authSlice.selectors;
