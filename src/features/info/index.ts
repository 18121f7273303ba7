// The info feature: the static About and Contact screens.
import { lazy } from 'react';

export const AboutScreen = lazy(() => import('./screens/AboutScreen'));
export const ContactScreen = lazy(() => import('./screens/ContactScreen'));
