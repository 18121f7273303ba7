// The info feature: the static About, Contact, Delivery and returns, and Privacy screens.
import { lazy } from 'react';

export const AboutScreen = lazy(() => import(/* webpackChunkName: "route-about" */ './screens/AboutScreen'));
export const ContactScreen = lazy(() => import(/* webpackChunkName: "route-contact" */ './screens/ContactScreen'));
export const DeliveryScreen = lazy(() => import(/* webpackChunkName: "route-delivery" */ './screens/DeliveryScreen'));
export const PrivacyScreen = lazy(() => import(/* webpackChunkName: "route-privacy" */ './screens/PrivacyScreen'));
