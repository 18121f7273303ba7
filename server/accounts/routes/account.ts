// The logged-in shopper's own account: GET /api/user/me, a new password, signing out everywhere, closing the account,
// and the saved delivery addresses under /api/user/addresses.
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { TOKEN_SECURITY } from '../../schemas/security';
import { Address, failures, SavedAddress } from '../../schemas/entities';
import { inCallersWords } from '../../http/answers';
import { changePassword, getAccount } from '../ownAccount';
import { signOutEverywhere } from '../credentials';
import { deleteAddress, listAddresses, saveAddress, updateAddress } from '../addresses';
import { closeAccount } from '../closing';
import { loginDelayPolicy } from '../loginAttempts';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, MAX_SAVED_ADDRESSES } from '../../../contract';
import type { ShopperOrders } from '../shopperOrders';

const Done = Type.Object({ success: Type.Literal(true), message: Type.String() });
const Password = Type.String({ minLength: 1, maxLength: MAX_PASSWORD_LENGTH });
const AddressAnswer = Type.Object({ success: Type.Literal(true), address: Type.Ref(SavedAddress) });
const addressParams = Type.Object({ addressId: Type.String({ minLength: 1, maxLength: 100 }) });

/** `orders` answers for the orders wing's tables when an account closes (app.ts gives the orders wing's). */
export const accountRoutes =
  (orders: ShopperOrders): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.addHook('onRequest', app.authenticate);
    const { authRateLimitPerMinute } = app.config;
    // Calls that check the password are limited per client as the login is (and count as its failures when wrong).
    const rateLimit = { max: authRateLimitPerMinute, timeWindow: '1 minute' };
    const checks = { passwords: app.passwords, delays: loginDelayPolicy(app.config) };

    app.get(
      '/api/user/me',
      {
        schema: {
          tags: ['user'],
          operationId: 'getAccount',
          summary: "The caller's account: name, e-mail, whether the e-mail is confirmed, when it was made",
          security: TOKEN_SECURITY,
          response: {
            200: Type.Object({
              success: Type.Literal(true),
              account: Type.Object({
                name: Type.String(),
                email: Type.String(),
                emailConfirmed: Type.Boolean(),
                createdAt: Type.Number({ description: 'Milliseconds since 1970.' }),
                role: Type.Optional(
                  Type.Union([Type.Literal('shopper'), Type.Literal('admin')], {
                    description: 'Always sent; admin: an operator, who may use the admin API and the /admin screens.',
                  }),
                ),
              }),
            }),
            ...failures,
          },
        },
      },
      async (request) => ({ success: true as const, account: await getAccount(app.db, request.userId) }),
    );

    app.post(
      '/api/user/password',
      {
        config: { rateLimit },
        schema: {
          tags: ['user'],
          operationId: 'changePassword',
          summary: 'Set a new password: every other session ends, this one goes on with the token answered',
          description:
            'A wrong current password answers 400 and counts as a failed login at the account; the new one follows ' +
            'the sign-up policy.',
          security: TOKEN_SECURITY,
          body: Type.Object(
            {
              currentPassword: Password,
              newPassword: Type.String({ minLength: MIN_PASSWORD_LENGTH, maxLength: MAX_PASSWORD_LENGTH }),
            },
            { additionalProperties: false },
          ),
          response: {
            200: Type.Object({ success: Type.Literal(true), token: Type.String(), message: Type.String() }),
            ...failures,
          },
        },
      },
      async (request) => {
        const account = await changePassword(app.db, request.userId, request.body, checks);
        return {
          success: true as const,
          token: app.tokens.issue(account),
          message: inCallersWords(request, { key: 'account.passwordChanged' }),
        };
      },
    );

    app.post(
      '/api/user/sessions/end',
      {
        schema: {
          tags: ['user'],
          operationId: 'signOutEverywhere',
          summary: "End every session of the caller's account, this one included",
          security: TOKEN_SECURITY,
          response: { 200: Done, ...failures },
        },
      },
      async (request) => {
        await signOutEverywhere(app.db, { id: request.userId });
        return { success: true as const, message: inCallersWords(request, { key: 'account.signedOutEverywhere' }) };
      },
    );

    app.post(
      '/api/user/close',
      {
        config: { rateLimit },
        schema: {
          tags: ['user'],
          operationId: 'closeAccount',
          summary: "Close the caller's account: orders are kept without the person's name, e-mail, phone or street",
          description:
            'Refused with 409 while an order is still to be delivered or a payment is under way, while a return or ' +
            'exchange request is open, and while the account has store credit unless `forfeitCredit` is true (the ' +
            'credit is then given up). The e-mail may sign up again; every token of the account is refused from now on.',
          security: TOKEN_SECURITY,
          body: Type.Object(
            {
              password: Password,
              forfeitCredit: Type.Optional(
                Type.Boolean({
                  description:
                    "The shopper gives up the account's store credit, which nobody can spend once it closes.",
                }),
              ),
            },
            { additionalProperties: false },
          ),
          response: { 200: Done, ...failures },
        },
      },
      async (request) => {
        await closeAccount(app.db, request.userId, request.body, checks, orders);
        return { success: true as const, message: inCallersWords(request, { key: 'account.closed' }) };
      },
    );

    app.get(
      '/api/user/addresses',
      {
        schema: {
          tags: ['user'],
          operationId: 'listAddresses',
          summary: "The caller's saved delivery addresses, newest first",
          security: TOKEN_SECURITY,
          response: {
            200: Type.Object({ success: Type.Literal(true), addresses: Type.Array(Type.Ref(SavedAddress)) }),
            ...failures,
          },
        },
      },
      async (request) => ({ success: true as const, addresses: await listAddresses(app.db, request.userId) }),
    );

    app.post(
      '/api/user/addresses',
      {
        onRequest: app.limitShopperWrites,
        schema: {
          tags: ['user'],
          operationId: 'saveAddress',
          summary: 'Save a delivery address (201); one already saved is answered as it is (200), never copied',
          description: `Fields are trimmed. An account keeps at most ${MAX_SAVED_ADDRESSES} addresses (409 beyond).`,
          security: TOKEN_SECURITY,
          body: Type.Ref(Address),
          response: { 200: AddressAnswer, 201: AddressAnswer, ...failures },
        },
      },
      async (request, reply) => {
        const { address, created } = await saveAddress(app.db, request.userId, request.body);
        return reply.status(created ? 201 : 200).send({ success: true, address });
      },
    );

    app.put(
      '/api/user/addresses/:addressId',
      {
        onRequest: app.limitShopperWrites,
        schema: {
          tags: ['user'],
          operationId: 'updateAddress',
          summary: 'Change one of the caller’s saved addresses (404 for any other id)',
          security: TOKEN_SECURITY,
          params: addressParams,
          body: Type.Ref(Address),
          response: { 200: AddressAnswer, ...failures },
        },
      },
      async (request) => ({
        success: true as const,
        address: await updateAddress(app.db, request.userId, request.params.addressId, request.body),
      }),
    );

    app.delete(
      '/api/user/addresses/:addressId',
      {
        onRequest: app.limitShopperWrites,
        schema: {
          tags: ['user'],
          operationId: 'deleteAddress',
          summary: 'Delete one of the caller’s saved addresses (404 for any other id)',
          security: TOKEN_SECURITY,
          params: addressParams,
          response: { 200: Done, ...failures },
        },
      },
      async (request) => {
        await deleteAddress(app.db, request.userId, request.params.addressId);
        return { success: true as const, message: inCallersWords(request, { key: 'address.deleted' }) };
      },
    );
  };
