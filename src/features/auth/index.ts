// The auth feature's public face: the login, password reset and e-mail confirmation screens, its slice, events and
// selectors.
import { lazy } from 'react';

export const LoginScreen = lazy(() => import(/* webpackChunkName: "route-login" */ './screens/LoginScreen'));
export const ForgotPasswordScreen = lazy(
  () => import(/* webpackChunkName: "route-forgot-password" */ './screens/ForgotPasswordScreen'),
);
export const ResetPasswordScreen = lazy(
  () => import(/* webpackChunkName: "route-reset-password" */ './screens/ResetPasswordScreen'),
);
export const ConfirmEmailScreen = lazy(
  () => import(/* webpackChunkName: "route-confirm-email" */ './screens/ConfirmEmailScreen'),
);
export { authGeneratedApi as authApi, useResendConfirmationMutation } from './authApi.generated';
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
