// The account's answers belong to one session: signing in, out or being signed out drops them, so the next shopper
// on this browser never sees the last one's name or addresses, and a screen showing them asks again.
import { isAnyOf } from '@reduxjs/toolkit';
import type { AppStartListening } from '../../app/store';
import { loggedIn, loggedOut, sessionExpired } from '../auth';
import { accountApi } from './accountApi';

export function registerAccountListeners(startListening: AppStartListening): void {
  startListening({
    matcher: isAnyOf(loggedIn, loggedOut, sessionExpired),
    effect: (_action, api) => {
      api.dispatch(accountApi.util.invalidateTags(['Account', 'Addresses']));
    },
  });
}
