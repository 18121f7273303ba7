// The catalog wing's face: the products with their prices and pictures, the catalog query, the cached product list,
// the operator's imports and exports (with a product's first shelf and an import's stock column, and the stock cells
// they are written in), the crawlers' files. Other wings, plugins, the CLI and app.ts import this file
// only.
export { catalogAdminSchemas } from './adminSchemas';
export { addProducts, productRows } from './bulkAdd';
export { ProductNotFound } from './errors';
export { pictureRows, type PictureRows } from './pictureRows';
export { withPictureUrls } from './pictureUrls';
export {
  exportProducts,
  importProducts,
  importSummary,
  removeProduct,
  type ExportedProduct,
  type ImportReport,
  type ProductRow,
} from './productAdmin';
export {
  keepProductsUnchanged,
  type ProductChangeOptions,
  type ProductsChanged,
  type ProductsChangedHook,
} from './productChanges';
export { PRODUCT_COLUMNS } from './productInput';
export { neutralizeFormula, readProductCsv, readProductText, restoreFormula } from './importFile';
export { createProductListCache, type ProductListCache } from './productListCache';
export {
  catalogVersion,
  changeCatalog,
  countProducts,
  findProducts,
  listProducts,
  stockByProduct,
  stockMark,
  toProduct,
  withStock,
} from './productRecords';
export { createCatalogReader, type CatalogReader } from './queryAnswerCache';
export { parseStock, units, UNITS_RULE } from './stockInput';
export { adminProductRoutes } from './routes/admin';
export { crawlFileRoutes } from './routes/crawlFiles';
export { productRoutes } from './routes/products';
