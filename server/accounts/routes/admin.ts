// The admin API's account calls: the accounts with their roles and who changed them, and signing one out everywhere.
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { MAX_EMAIL_LENGTH } from '../../../contract';
import { TOKEN_SECURITY } from '../../schemas/security';
import { DEFAULT_LIMIT, limit } from '../../schemas/admin';
import { AdminUser, RoleChange } from '../adminSchemas';
import { failures } from '../../schemas/entities';
import { signOutEverywhere } from '../credentials';
import { NoLongerAdmin, UnknownAccount } from '../errors';
import { listAccounts } from '../userDirectory';
import { changeRole, lostAdminRole } from '../roles';
import type { ShopperOrders } from '../shopperOrders';

const security = TOKEN_SECURITY;
const tags = ['admin'];

/** `orders` counts each account's orders (app.ts gives the orders wing's hook). */
export const adminAccountRoutes =
  (orders: Pick<ShopperOrders, 'placedCounts'>): FastifyPluginAsyncTypebox =>
  async (app) => {
    const onRequest = app.authenticateAdmin;
    /**
     * An admin whose role another operator took gets the role change's 409 rather than the 403 of a shopper: with two
     * admins taking each other's role at once, the second may arrive after the first is done.
     */
    const adminOrDemoted = async (request: FastifyRequest) => {
      try {
        await app.authenticateAdmin(request);
      } catch (refusal) {
        if (request.userId !== '' && (await lostAdminRole(app.db, request.userId))) throw new NoLongerAdmin();
        throw refusal;
      }
    };

    app.get(
      '/api/admin/users',
      {
        onRequest,
        schema: {
          tags,
          security,
          operationId: 'adminListUsers',
          summary: 'The accounts, newest first, with their roles, who changed them and when, and order counts',
          querystring: Type.Object({
            limit,
            email: Type.Optional(
              Type.String({
                minLength: 1,
                maxLength: MAX_EMAIL_LENGTH,
                description: 'Only accounts whose e-mail contains this.',
              }),
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
        onRequest: adminOrDemoted,
        schema: {
          tags,
          security,
          operationId: 'adminSetUserRole',
          summary: 'Give an account the admin role, or take it',
          description:
            'Applies to its next call, and is recorded with the admin and the time (`change`; null when the account had the role already). ' +
            "Refused (409) for the caller's own account, for the last admin (the shop always keeps one), and when the caller is no longer an admin by the time the change runs (another admin took the role just before). " +
            'The same as `npm run shop -- users role <email> <role>`.',
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
              change: Type.Union([Type.Ref(RoleChange), Type.Null()]),
            }),
            ...failures,
          },
        },
      },
      async (request) => {
        const changed = await changeRole(app.db, { id: request.params.id }, request.body.role, {
          admin: request.userId,
        });
        return {
          success: true as const,
          message: `${changed.email} is now ${changed.role}.`,
          role: changed.role,
          change: changed.change,
        };
      },
    );

    app.post(
      '/api/admin/users/:id/sign-out',
      {
        onRequest,
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
