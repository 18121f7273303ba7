// JSON schemas of the stock's admin calls: the units of each size, and one product's ledger.
import { Type } from '@sinclair/typebox';

export const StockLevel = Type.Object(
  { productId: Type.String(), name: Type.String(), size: Type.String(), quantity: Type.Integer({ minimum: 0 }) },
  { $id: 'StockLevel', additionalProperties: false },
);

export const LedgerEntry = Type.Object(
  {
    at: Type.Number({ description: 'Milliseconds since 1970.' }),
    size: Type.String(),
    delta: Type.Integer({ description: 'Units added (positive) or taken (negative); 0 when a hold became a sale.' }),
    balance: Type.Integer({ description: 'The units after the change.' }),
    reason: Type.String({ examples: ['set', 'import', 'sale', 'hold', 'release', 'cancel'] }),
    orderId: Type.Union([Type.String(), Type.Null()]),
    by: Type.Union([Type.String(), Type.Null()], { description: 'The operator, for changes an operator made.' }),
  },
  { $id: 'LedgerEntry', additionalProperties: false },
);

/** Registered with the app before the routes that refer to them by $id. */
export const stockAdminSchemas = [StockLevel, LedgerEntry];
