// The catalog feature's public face: its screens (each its own chunk), slice, endpoint, events and selectors.
import { lazy } from 'react';

export const HomeScreen = lazy(() => import(/* webpackChunkName: "route-home" */ './screens/HomeScreen'));
export const CollectionScreen = lazy(() => import(/* webpackChunkName: "route-collection" */ './screens/CollectionScreen'));
export const ProductScreen = lazy(() => import(/* webpackChunkName: "route-product" */ './screens/ProductScreen'));
export { SearchBar } from './components/SearchBar';
export { catalogApi, useListProductsQuery, type Product } from './catalogApi';
export { catalogSlice, searchClosed, searchOpened, selectSearchOpen } from './catalogSlice';
export {
  selectAllProducts,
  selectBestsellers,
  selectLatestProducts,
  selectProductById,
  selectProductEntities,
  selectRelatedProducts,
  selectVisibleProducts,
} from './catalogSlice';
