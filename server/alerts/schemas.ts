// JSON schemas of the alerts' admin call, registered with the app before the routes that refer to them by $id.
import { Type } from '@sinclair/typebox';

export const StockAlertSize = Type.Object(
  {
    productId: Type.String(),
    name: Type.String(),
    size: Type.String(),
    waiting: Type.Integer({ minimum: 1, description: 'Alerts waiting for the size.' }),
    inStock: Type.Integer({ minimum: 0, description: 'Its units on the shelf now.' }),
  },
  { $id: 'StockAlertSize', additionalProperties: false },
);

export const alertsAdminSchemas = [StockAlertSize];
