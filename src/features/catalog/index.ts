// The catalog feature's public face: its screens (each its own chunk), slice, endpoint, events, selectors and what a
// size's stock says.
import { lazy } from 'react';

export const HomeScreen = lazy(() => import(/* webpackChunkName: "route-home" */ './screens/HomeScreen'));
export const CollectionScreen = lazy(() => import(/* webpackChunkName: "route-collection" */ './screens/CollectionScreen'));
export const ProductScreen = lazy(() => import(/* webpackChunkName: "route-product" */ './screens/ProductScreen'));
export { SearchBar } from './components/SearchBar';
export { catalogApi, useFreshProductsQuery, useListProductsQuery, type Product } from './catalogApi';
export { catalogSlice, searchClosed, searchOpened, selectSearchOpen } from './catalogSlice';
export { leftInSize, stockNote, unitsLeft } from './stock';
export { parseView, viewParams, type CatalogView } from './filters';
export { COLLECTION_PAGE_SIZE } from './components/PagedProductGrid';
export { prefillCatalog } from './catalogApi';
export {
  selectAllProducts,
  selectBestsellers,
  selectLatestProducts,
  selectProductById,
  selectProductEntities,
  selectRelatedProducts,
  selectVisibleProducts,
} from './catalogSlice';
