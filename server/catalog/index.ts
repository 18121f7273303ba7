// The catalog wing's face: the products with their prices and pictures, the catalog query, the cached product list,
// the operator's imports and exports, the search's index and synonyms, the crawlers' files, and what it asks of the
// stock wing's shelves (a product's first shelf, an import's stock column, the units its answers show), which its
// callers give it. Other wings, plugins, the CLI and app.ts import this file only.
export { catalogAdminSchemas } from './adminSchemas';
export { addProducts, productRows } from './bulkAdd';
export { ProductNotFound } from './errors';
export { pictureRows, type PictureRows } from './pictureRows';
export { pictureUrl, withPictureUrls } from './pictureUrls';
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
export { readQueryAs } from './schemas';
export { neutralizeFormula, readProductCsv, readProductText, restoreFormula } from './importFile';
export { createProductListCache, type ProductListCache } from './productListCache';
export {
  catalogVersion,
  changeCatalog,
  countProducts,
  findProducts,
  listProducts,
  productOrNotFound,
  toProduct,
  withStock,
} from './productRecords';
export {
  unitsByProductOf,
  type ImportedStock,
  type ProductShelves,
  type StartingUnits,
  type UnitsByProduct,
} from './productShelves';
export { createCatalogReader, type CatalogReader } from './queryAnswerCache';
export { ensureSearchIndex } from './searchIndex';
export { parseStock, units, UNITS_RULE } from './stockInput';
export { adminProductRoutes } from './routes/admin';
export { crawlFileRoutes } from './routes/crawlFiles';
export { productRoutes } from './routes/products';
export { adminSynonymRoutes } from './routes/synonyms';
export { addSynonyms, listSynonyms, removeSynonyms, type SynonymGroup } from './synonyms';
