// Logging out ends the session on the server too: the token the shopper held is sent to the logout call, which every
// server process refuses from then on. The page does not wait for it: the shopper is logged out here at once.
import type { AppStartListening } from '../../app/store';
import { authGeneratedApi as authApi } from './authApi.generated';
import { loggedOut, selectToken } from './authSlice';

export function registerAuthListeners(startListening: AppStartListening): void {
  startListening({
    actionCreator: loggedOut,
    effect: (_action, api) => {
      const token = selectToken(api.getOriginalState());
      if (token) void api.dispatch(authApi.endpoints.logoutUser.initiate({ token }));
    },
  });
}
