// The stock wing's face: units per size, taken and given back in changes written to the ledger, the holds of orders
// awaiting payment, and the operator's levels and imports. Other wings, plugins, the CLI and app.ts import this file
// only.
export {
  applyStock,
  checkoutRefusal,
  linesChanges,
  lockStockRows,
  StockShortfall,
  withUnitsFreed,
  type StockChange,
  type StockLine,
} from './changes';
export { InvalidStock, OutOfStock, UnknownProduct } from './errors';
export { expiredHolds, orderLines, releasedHolds, restockedOrder, unitsFreeable } from './holds';
export { importStock, type ImportedStock } from './importing';
export { formatStock, parseStock, units, UNITS_RULE } from './input';
export { shelveStartingStock, type StartingUnits } from './starting';
export { productStock, setStock, stockLevels, type LedgerEntry, type StockLevel } from './levels';
export { adminStockRoutes } from './routes';
