// The catalog feature's public face: its screens (each its own chunk), slice, endpoints, events, selectors, what a
// screen asks for when it opens, and what a size's stock says.
import { lazy } from 'react';

export const HomeScreen = lazy(() => import(/* webpackChunkName: "route-home" */ './screens/HomeScreen'));
export const CollectionScreen = lazy(
  () => import(/* webpackChunkName: "route-collection" */ './screens/CollectionScreen'),
);
export const ProductScreen = lazy(() => import(/* webpackChunkName: "route-product" */ './screens/ProductScreen'));
export { SearchSlot } from './components/SearchSlot';
export {
  catalogApi,
  STOCK_FRESH_SECONDS,
  useGetProductsByIdsQuery,
  type Product,
  type ProductPage,
} from './catalogApi';
export { catalogSlice, knownProductsSlice, searchClosed, searchOpened, selectSearchOpen } from './catalogSlice';
export { stockNote, unitsLeft } from './stock';
export { collectionQuery, COLLECTION_PAGE_SIZE, parseView, viewParams, type CatalogView } from './filters';
export { loadCatalogScreen, type CatalogScreen } from './screenData';
export { useProductsOf } from './useProductsOf';
export {
  productsOf,
  selectAllProducts,
  selectCollectionPage,
  selectProductById,
  selectProductEntities,
} from './catalogSlice';
