// The browse feature's public face: the home, collection and product screens (each its own chunk). They show the
// catalog's products with what the other features add to them: the wishlist's heart, back-in-stock form and recently
// viewed row, the cart's ADD TO CART, the checkout's delivery check and returns note, the reviews' tab and size chart.
// Nothing imports this feature but app/, so none of those features ever imports these screens back.
import { lazy } from 'react';

export const HomeScreen = lazy(() => import(/* webpackChunkName: "route-home" */ './screens/HomeScreen'));
export const CollectionScreen = lazy(
  () => import(/* webpackChunkName: "route-collection" */ './screens/CollectionScreen'),
);
export const ProductScreen = lazy(() => import(/* webpackChunkName: "route-product" */ './screens/ProductScreen'));
