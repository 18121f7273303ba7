// The auth feature's public face: the login, password reset and e-mail confirmation screens, its slice, events and
// selectors.
import { lazyWithMessages } from '../../shared/i18n';

export const LoginScreen = lazyWithMessages(
  () => import(/* webpackChunkName: "route-login" */ './screens/LoginScreen'),
);
export const ForgotPasswordScreen = lazyWithMessages(
  () => import(/* webpackChunkName: "route-forgot-password" */ './screens/ForgotPasswordScreen'),
);
export const ResetPasswordScreen = lazyWithMessages(
  () => import(/* webpackChunkName: "route-reset-password" */ './screens/ResetPasswordScreen'),
);
export const ConfirmEmailScreen = lazyWithMessages(
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
