// The admin API's account calls: the accounts with their roles, and signing one out everywhere.
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { TOKEN_SECURITY } from '../../plugins/openapi';
import { DEFAULT_LIMIT, limit } from '../../schemas/admin';
import { AdminUser } from '../adminSchemas';
import { failures } from '../../schemas/entities';
import { signOutEverywhere } from '../credentials';
import { UnknownAccount } from '../errors';
import { listAccounts } from '../userDirectory';
import { setRoleOf } from '../roles';
import type { ShopperOrders } from '../shopperOrders';

const security = TOKEN_SECURITY;
const tags = ['admin'];

/** `orders` counts each account's orders (app.ts gives the orders wing's hook). */
export const adminAccountRoutes =
  (orders: Pick<ShopperOrders, 'placedCounts'>): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.addHook('onRequest', app.authenticateAdmin);

    app.get(
      '/api/admin/users',
      {
        schema: {
          tags,
          security,
          operationId: 'adminListUsers',
          summary: 'The accounts, newest first, with their roles and order counts',
          querystring: Type.Object({
            limit,
            email: Type.Optional(
              Type.String({ minLength: 1, maxLength: 254, description: 'Only accounts whose e-mail contains this.' }),
            ),
          }),
          response: {
            200: Type.Object({ success: Type.Literal(true), users: Type.Array(Type.Ref(AdminUser)) }),
            ...failures,
          },
        },
      },
      async (request) => ({
        success: true as const,
        users: await listAccounts(
          app.db,
          {
            limit: request.query.limit ? Number(request.query.limit) : DEFAULT_LIMIT,
            email: request.query.email,
          },
          orders,
        ),
      }),
    );

    app.post(
      '/api/admin/users/:id/role',
      {
        schema: {
          tags,
          security,
          operationId: 'adminSetUserRole',
          summary: 'Give an account the admin role, or take it',
          description:
            'Applies to its next call. An operator cannot take the role from their own account (409). The same as `npm run shop -- users role <email> <role>`.',
          params: Type.Object({ id: Type.String({ maxLength: 80 }) }),
          body: Type.Object(
            { role: Type.Union([Type.Literal('shopper'), Type.Literal('admin')]) },
            { additionalProperties: false },
          ),
          response: {
            200: Type.Object({
              success: Type.Literal(true),
              message: Type.String(),
              role: Type.Union([Type.Literal('shopper'), Type.Literal('admin')]),
            }),
            ...failures,
          },
        },
      },
      async (request) => {
        const changed = await setRoleOf(app.db, { id: request.params.id, role: request.body.role, by: request.userId });
        return { success: true as const, message: `${changed.email} is now ${changed.role}.`, role: changed.role };
      },
    );

    app.post(
      '/api/admin/users/:id/sign-out',
      {
        schema: {
          tags,
          security,
          operationId: 'adminSignOutUser',
          summary: 'Sign an account out on every device',
          description:
            'Every token issued to the account before stops working at once; a new login works. The same as `npm run shop -- users sign-out <email>`.',
          params: Type.Object({ id: Type.String({ maxLength: 80 }) }),
          response: { 200: Type.Object({ success: Type.Literal(true), message: Type.String() }), ...failures },
        },
      },
      async (request) => {
        if (!(await signOutEverywhere(app.db, { id: request.params.id }))) throw new UnknownAccount(request.params.id);
        return { success: true as const, message: 'Signed out on every device.' };
      },
    );
  };
