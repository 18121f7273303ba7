// POST /api/user/register, /api/user/login and /api/user/logout: accounts and login tokens; the logged-in shopper's
// own account (account.ts) is registered with them.
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { failures, text } from '../../schemas/entities';
import { languageOf } from '../../messages';
import { logIn, register } from '../credentials';
import { deviceCookie, knownDevice } from '../knownDevices';
import { loginDelayPolicy } from '../loginAttempts';
import { revokeSession } from '../tokens';
import { accountRoutes } from './account';
import { MAX_EMAIL_LENGTH, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '../../../contract';
import type { ShopperOrders } from '../shopperOrders';

const Email = Type.String({ format: 'email', maxLength: MAX_EMAIL_LENGTH });
const TokenAnswer = Type.Object({ success: Type.Literal(true), token: Type.String() });

/** `orders`: the orders wing's hook, for the account's own routes (routes/account.ts). */
export const userRoutes =
  (orders: ShopperOrders): FastifyPluginAsyncTypebox =>
  async (app) => {
    const { authRateLimitPerMinute } = app.config;
    const rateLimit = { max: authRateLimitPerMinute, timeWindow: '1 minute' };

    app.post(
      '/api/user/register',
      {
        config: { rateLimit },
        schema: {
          tags: ['user'],
          operationId: 'registerUser',
          summary: 'Create an account and log in',
          body: Type.Object(
            {
              name: text(100),
              email: Email,
              password: Type.String({ minLength: MIN_PASSWORD_LENGTH, maxLength: MAX_PASSWORD_LENGTH }),
            },
            { additionalProperties: false },
          ),
          response: { 201: TokenAnswer, ...failures },
        },
      },
      async (request, reply) => {
        const context = { language: languageOf(request), publicUrl: app.config.publicUrl };
        const account = await register(app.db, request.body, app.passwords, context).finally(() => app.mail.wake());
        const cookie = deviceCookie(app.config.jwtSecret, request.body.email, undefined, request.protocol === 'https');
        void reply.header('set-cookie', cookie);
        return reply.status(201).send({ success: true, token: app.tokens.issue(account) });
      },
    );

    app.post(
      '/api/user/login',
      {
        config: { rateLimit },
        schema: {
          tags: ['user'],
          operationId: 'loginUser',
          summary: 'Log in with e-mail and password',
          body: Type.Object(
            { email: Email, password: Type.String({ minLength: 1, maxLength: MAX_PASSWORD_LENGTH }) },
            { additionalProperties: false },
          ),
          response: { 200: TokenAnswer, ...failures },
        },
      },
      async (request, reply) => {
        const { email } = request.body;
        const device = knownDevice(app.config.jwtSecret, email, request.headers.cookie);
        const account = await logIn(app.db, request.body, app.passwords, loginDelayPolicy(app.config), device);
        void reply.header(
          'set-cookie',
          deviceCookie(app.config.jwtSecret, email, device, request.protocol === 'https'),
        );
        return { success: true as const, token: app.tokens.issue(account) };
      },
    );

    app.post(
      '/api/user/logout',
      {
        schema: {
          tags: ['user'],
          operationId: 'logoutUser',
          summary:
            "Log out: the token's session (the token and those renewal gave it) is refused from now on, everywhere",
          description:
            'Answers 200 whether or not the token was still valid (an expired or unknown token is logged out already). ' +
            'Other sessions of the account go on; the operator signs an account out everywhere.',
          headers: Type.Object({ token: Type.Optional(Type.String({ maxLength: 4096 })) }),
          response: { 200: Type.Object({ success: Type.Literal(true) }), ...failures },
        },
      },
      async (request) => {
        const { token } = request.headers;
        const verdict = token ? app.tokens.verify(token) : undefined;
        if (token && verdict && !('error' in verdict)) await revokeSession(app.db, verdict, app.config.tokenTtlSeconds);
        return { success: true as const };
      },
    );

    await app.register(accountRoutes(orders));
  };
