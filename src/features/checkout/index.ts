// The checkout feature's public face: its screens, slice, events, selectors, endpoints and listeners.
import { lazyWithMessages } from '../../shared/i18n';

export const PlaceOrderScreen = lazyWithMessages(
  () => import(/* webpackChunkName: "route-place-order" */ './screens/PlaceOrderScreen'),
);
export const VerifyScreen = lazyWithMessages(
  () => import(/* webpackChunkName: "route-verify" */ './screens/VerifyScreen'),
);
export { registerCheckoutListeners } from './checkoutListeners';
export {
  bankAnswerAwaited,
  checkoutOpened,
  checkoutSlice,
  deliveryFormChanged,
  orderFailed,
  orderPlaced,
  orderSubmitted,
  paymentMethodChosen,
  paymentNotConfirmed,
  paymentReturned,
  paymentStarted,
  popupDismissed,
  popupPaid,
  selectCheckoutStatus,
  selectDeliveryFormValid,
  selectOrderInProgress,
  selectPaymentMethod,
  selectPlacedOrderId,
  type PaymentMethod,
} from './checkoutSlice';
export { checkoutApi } from './checkoutApi';
export { useGetDeliveryPromiseQuery } from './checkoutApi.generated';
export { formatDeliveryDay } from './deliveryDay';
export { loadCheckoutScreen } from './screenData';
