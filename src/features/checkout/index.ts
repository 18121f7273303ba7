// The checkout feature's public face: its screens, slice and listeners, the events and selectors QA mode reads, the
// product page's delivery-promise call and day words, and what its screen asks for when it opens.
import { lazyWithMessages } from '../../shared/i18n';

export const PlaceOrderScreen = lazyWithMessages(
  () => import(/* webpackChunkName: "route-place-order" */ './screens/PlaceOrderScreen'),
);
export const VerifyScreen = lazyWithMessages(
  () => import(/* webpackChunkName: "route-verify" */ './screens/VerifyScreen'),
);
export { registerCheckoutListeners } from './checkoutListeners';
export {
  checkoutSlice,
  deliveryFormChanged,
  orderSubmitted,
  selectCheckoutStatus,
  selectDeliveryFormValid,
  selectPaymentMethod,
} from './checkoutSlice';
export { checkoutApi } from './checkoutApi';
export { useGetDeliveryPromiseQuery } from './checkoutApi.generated';
export { formatDeliveryDay } from './deliveryDay';
export { loadCheckoutScreen } from './screenData';
