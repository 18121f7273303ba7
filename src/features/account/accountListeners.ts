// The account's answers belong to one session: signing in, out or being signed out drops them, so the next shopper
// on this browser never sees the last one's name, addresses or orders, and a screen showing them asks again. An
// e-mail confirmed in this browser shows as confirmed at once.
import { isAnyOf } from '@reduxjs/toolkit';
import type { AppStartListening } from '../../app/store';
import { authApi, loggedIn, loggedOut, sessionExpired } from '../auth';
import { accountApi } from './accountApi';

export function registerAccountListeners(startListening: AppStartListening): void {
  startListening({
    matcher: isAnyOf(loggedIn, loggedOut, sessionExpired),
    effect: (action, api) => {
      const ended = loggedOut.match(action) || sessionExpired.match(action);
      api.dispatch(
        accountApi.util.invalidateTags(ended ? ['Account', 'Addresses', 'Orders'] : ['Account', 'Addresses']),
      );
    },
  });
  startListening({
    matcher: authApi.endpoints.confirmEmail.matchFulfilled,
    effect: (_action, api) => {
      api.dispatch(accountApi.util.invalidateTags(['Account']));
    },
  });
}
