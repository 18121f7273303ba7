// The info feature: the static About, Contact, Delivery and returns, and Privacy screens.
import { lazyWithMessages } from '../../shared/i18n';

export const AboutScreen = lazyWithMessages(
  () => import(/* webpackChunkName: "route-about" */ './screens/AboutScreen'),
);
export const ContactScreen = lazyWithMessages(
  () => import(/* webpackChunkName: "route-contact" */ './screens/ContactScreen'),
);
export const DeliveryScreen = lazyWithMessages(
  () => import(/* webpackChunkName: "route-delivery" */ './screens/DeliveryScreen'),
);
export const PrivacyScreen = lazyWithMessages(
  () => import(/* webpackChunkName: "route-privacy" */ './screens/PrivacyScreen'),
);
