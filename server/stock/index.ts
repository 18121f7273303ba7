// The stock wing's face: units per size, taken and given back in changes written to the ledger (the orders wing marks
// its orders' holds and answers the changes, orders/holds.ts), and the operator's levels, which count the units of
// ended holds through a hook (a product's first shelf, and an import's stock column, are still written by the
// catalog wing with the products). Other wings, plugins, the CLI and app.ts import this file only.
export { stockAdminSchemas } from './adminSchemas';
export {
  applyStock,
  linesChanges,
  lockStockRows,
  StockShortfall,
  unitsInStock,
  withUnitsFreed,
  type StockChange,
  type StockLine,
} from './changes';
export { OutOfStock } from './errors';
export { productStock, setStock, stockLevels, type EndedHolds, type LedgerEntry } from './levels';
export { adminStockRoutes } from './routes';
