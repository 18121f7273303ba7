// JSON schemas of the orders' admin calls: every shopper's orders, with their history of status changes.
import { Type } from '@sinclair/typebox';
import { Order } from '../schemas/entities';

export const StatusChange = Type.Object(
  {
    from: Type.String(),
    to: Type.String(),
    by: Type.String(),
    at: Type.Number({ description: 'Milliseconds since 1970.' }),
  },
  { $id: 'StatusChange', additionalProperties: false },
);

export const AdminOrder = Type.Object(
  { ...Order.properties, userId: Type.String(), email: Type.String({ description: "The buyer's account e-mail." }) },
  { $id: 'AdminOrder', additionalProperties: false },
);

export const BulkMove = Type.Object(
  {
    id: Type.String(),
    moved: Type.Boolean(),
    message: Type.String({ description: 'What happened to this order, or why it did not move.' }),
    status: Type.Optional(Type.String({ description: 'Its status now, when it moved.' })),
  },
  { $id: 'BulkMove', additionalProperties: false },
);

/** Registered with the app before the routes that refer to them by $id. */
export const orderAdminSchemas = [StatusChange, AdminOrder, BulkMove];
