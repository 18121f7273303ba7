// The catalog feature's public face: the products the store knows and the calls that bring them, the collection's
// view and query, what a screen asks for when it opens, what a size's stock says, and the header's search. The
// screens that show the products are the browse feature's.
export { SearchSlot } from './components/SearchSlot';
export {
  catalogApi,
  STOCK_FRESH_SECONDS,
  useGetHomeQuery,
  useGetProductQuery,
  useQueryProductsQuery,
  type Product,
  type ProductDetail,
  type ProductPage,
} from './catalogApi';
export {
  bestsellersOf,
  catalogSlice,
  knownProductsSlice,
  latestOf,
  productsOf,
  relatedOf,
  searchClosed,
  searchOpened,
  selectAllProducts,
  selectCollectionPage,
  selectProductById,
  selectProductEntities,
  selectSearchOpen,
} from './catalogSlice';
export { leftInSize, stockNote, unitsLeft } from './stock';
export {
  CATEGORIES,
  collectionQuery,
  COLLECTION_PAGE_SIZE,
  parseView,
  SORT_ORDERS,
  TYPES,
  viewParams,
  type CatalogView,
  type SortOrder,
} from './filters';
export { loadCatalogScreen } from './screenData';
export { useProductsOf } from './useProductsOf';
