// JSON schema of the accounts' admin calls: an account with its role and how many orders it placed.
import { Type } from '@sinclair/typebox';

export const AdminUser = Type.Object(
  {
    id: Type.String(),
    name: Type.String(),
    email: Type.String(),
    role: Type.Union([Type.Literal('shopper'), Type.Literal('admin')]),
    createdAt: Type.Number(),
    orders: Type.Integer({ description: 'Orders placed (cash on delivery, or paid online).' }),
  },
  { $id: 'AdminUser', additionalProperties: false },
);

/** Registered with the app before the routes that refer to it by $id. */
export const accountAdminSchemas = [AdminUser];
