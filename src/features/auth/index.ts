// The auth feature's public face: the login screen, its slice, events and selectors.
import { lazy } from 'react';

export const LoginScreen = lazy(() => import(/* webpackChunkName: "route-login" */ './screens/LoginScreen'));
export { authGeneratedApi as authApi } from './authApi.generated';
export { registerAuthListeners } from './authListeners';
export {
  authSlice,
  loggedIn,
  loggedOut,
  selectIsLoggedIn,
  selectToken,
  sessionExpired,
  tokenRenewed,
} from './authSlice';
