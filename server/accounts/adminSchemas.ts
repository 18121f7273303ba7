// JSON schema of the accounts' admin calls: an account with its role, who gave it, and how many orders it placed.
import { Type } from '@sinclair/typebox';

const Role = Type.Union([Type.Literal('shopper'), Type.Literal('admin')]);

export const RoleChange = Type.Object(
  {
    role: Role,
    from: Role,
    by: Type.String({ description: "The admin's e-mail at the time, or `cli:<user>` for the command line." }),
    at: Type.Number({ description: 'When, in milliseconds since 1970.' }),
  },
  { $id: 'RoleChange', additionalProperties: false },
);

export const AdminUser = Type.Object(
  {
    id: Type.String(),
    name: Type.String(),
    email: Type.String(),
    role: Role,
    createdAt: Type.Number(),
    orders: Type.Integer({ description: 'Orders placed (cash on delivery, or paid online).' }),
    roleChanges: Type.Array(Type.Ref(RoleChange), { description: 'Every change of its role, newest first.' }),
  },
  { $id: 'AdminUser', additionalProperties: false },
);

/** Registered with the app before the routes that refer to it by $id. */
export const accountAdminSchemas = [RoleChange, AdminUser];
