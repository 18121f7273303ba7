import { authSlice, loggedIn, loggedOut, selectIsLoggedIn, selectToken, sessionExpired, tokenRenewed } from './index';

const reduce = (...actions: Parameters<typeof authSlice.reducer>[1][]) =>
  actions.reduce(authSlice.reducer, authSlice.reducer(undefined, { type: 'unknown' }));
const asState = (auth: ReturnType<typeof reduce>) => ({ auth });

describe('the auth reducer', () => {
  it('starts as a visitor: no token, not logged in', () => {
    const state = asState(reduce());
    expect(selectToken(state)).toBeNull();
    expect(selectIsLoggedIn(state)).toBe(false);
  });

  it('keeps the token the API issued at login', () => {
    const state = asState(reduce(loggedIn({ token: 'token-1' })));
    expect(selectToken(state)).toBe('token-1');
    expect(selectIsLoggedIn(state)).toBe(true);
  });

  it('takes the newer token when the shopper logs in again', () => {
    expect(selectToken(asState(reduce(loggedIn({ token: 'token-1' }), loggedIn({ token: 'token-2' }))))).toBe(
      'token-2',
    );
  });

  it.each([
    ['the shopper logs out', loggedOut()],
    ['the server refuses the stored token', sessionExpired()],
  ])('forgets the token when %s', (_when, action) => {
    const state = asState(reduce(loggedIn({ token: 'token-1' }), action));
    expect(selectToken(state)).toBeNull();
    expect(selectIsLoggedIn(state)).toBe(false);
  });

  it('keeps the fresh token the server sent for an ageing one, but not after the shopper logged out', () => {
    expect(selectToken(asState(reduce(loggedIn({ token: 'old' }), tokenRenewed({ token: 'fresh' }))))).toBe('fresh');
    expect(
      selectToken(asState(reduce(loggedIn({ token: 'old' }), loggedOut(), tokenRenewed({ token: 'fresh' })))),
    ).toBeNull();
  });
});
