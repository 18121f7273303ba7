// The stock wing's face: units per size, taken and given back in changes written to the ledger (the orders wing marks
// its orders' holds and answers the changes, orders/holds.ts), the operator's levels, which count the units of ended
// holds through a hook, the shelves the catalog reads and writes with its products (a product's first shelf, an
// import's stock column), given to it as `productShelves`, and the sizes' restocks, which the alerts wing claims
// (restocks.ts). Other wings, plugins, the CLI and app.ts import this file only.
export { stockAdminSchemas } from './adminSchemas';
export {
  applyStock,
  linesChanges,
  lockStockRows,
  StockShortfall,
  unitsInStock,
  unitsInStockHeld,
  withUnitsFreed,
  type StockChange,
  type StockLine,
} from './changes';
export { OutOfStock } from './errors';
export { productStock, setStock, stockLevels, type EndedHolds, type LedgerEntry } from './levels';
export { claimRestocks, lastRestockOf, restocksRecorded, type Restock } from './restocks';
export { productShelves, stockMark } from './shelves';
export { adminStockRoutes } from './routes';
