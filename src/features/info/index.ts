// The info feature: the static About and Contact screens.
import { lazy } from 'react';

export const AboutScreen = lazy(() => import(/* webpackChunkName: "route-about" */ './screens/AboutScreen'));
export const ContactScreen = lazy(() => import(/* webpackChunkName: "route-contact" */ './screens/ContactScreen'));
