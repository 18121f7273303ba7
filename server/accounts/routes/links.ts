// POST /api/user/password/forgot, /api/user/password/reset, /api/user/email/confirm and /api/user/email/resend: what
// the links sent by e-mail do (reset.ts, confirm.ts).
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { MAX_EMAIL_LENGTH, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '../../../contract';
import { languageOf, say } from '../../messages';
import type { MailContext } from '../../mail';
import { TOKEN_SECURITY } from '../../schemas/security';
import { failures } from '../../schemas/entities';
import { normalizeEmail } from '../credentials';
import { confirmEmail, resendConfirmation } from '../confirm';
import { ResetRequestsThrottled } from '../errors';
import { requestPasswordReset, resetPassword } from '../reset';
import type { ShopperOrders } from '../shopperOrders';

const Email = Type.String({ format: 'email', maxLength: MAX_EMAIL_LENGTH });
const LinkToken = Type.String({ minLength: 1, maxLength: 200 });
const Said = Type.Object({ success: Type.Literal(true), message: Type.String() });

/** Reset links one address may be sent: a few, then it waits (known and unknown addresses alike). */
const RESETS_PER_ADDRESS = { max: 3, timeWindow: 15 * 60_000 };
/** Confirmation links one account may ask for again. */
const RESENDS_PER_ACCOUNT = { max: 3, timeWindow: 3600_000 };

/** `orders` empties the cart of an unconfirmed account a reset link hands over and moves its orders out (app.ts gives
 * the orders wing's). */
export const accountLinkRoutes =
  (orders: Pick<ShopperOrders, 'emptyCart' | 'moveOrders'>): FastifyPluginAsyncTypebox =>
  async (app) => {
    const mailContext = (request: FastifyRequest): MailContext => ({
      language: languageOf(request),
      publicUrl: app.config.publicUrl,
    });
    const perClient = { max: app.config.authRateLimitPerMinute, timeWindow: '1 minute' };
    // A second limit on one route, after the body is read: the plugin's own hook runs one limit a request.
    const countForAddress = app.createRateLimit({
      ...RESETS_PER_ADDRESS,
      keyGenerator: (request) => `reset:${normalizeEmail((request.body as { email: string }).email)}`,
    });
    const perAddress = async (request: FastifyRequest) => {
      const verdict = await countForAddress(request);
      // isAllowed is about the allow list; isExceeded says this request is one too many.
      if (!verdict.isAllowed && verdict.isExceeded) throw new ResetRequestsThrottled(verdict.ttlInSeconds);
    };

    app.post(
      '/api/user/password/forgot',
      {
        config: { rateLimit: perClient },
        preHandler: perAddress,
        schema: {
          tags: ['user'],
          operationId: 'requestPasswordReset',
          summary: 'Mail a link to set a new password (the same answer whether or not an account uses the e-mail)',
          description:
            'The link opens /reset-password, works once and for 30 minutes. The answer is the same words in the same ' +
            'time for every address; the account is looked up after answering. 429 after a few requests from one ' +
            'client or for one address.',
          body: Type.Object({ email: Email }, { additionalProperties: false }),
          response: { 200: Said, ...failures },
        },
      },
      async (request) => {
        // No wake-up: the request is taken by the sender's next look (within seconds), so the work an account causes
        // does not follow its answer at once, where the next request's time would show it.
        await requestPasswordReset(app.db, request.body.email, mailContext(request));
        return { success: true as const, message: say({ key: 'reset.requested' }, languageOf(request)) };
      },
    );

    app.post(
      '/api/user/password/reset',
      {
        config: { rateLimit: perClient },
        schema: {
          tags: ['user'],
          operationId: 'resetPassword',
          summary: "Set a new password with a reset link's token; signs out everywhere and logs this browser in",
          description: 'The password follows the sign-up rules. A used, expired or unknown link: 400.',
          body: Type.Object(
            {
              token: LinkToken,
              password: Type.String({ minLength: MIN_PASSWORD_LENGTH, maxLength: MAX_PASSWORD_LENGTH }),
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
        const account = await resetPassword(app.db, request.body, app.passwords, orders);
        return {
          success: true as const,
          token: app.tokens.issue(account),
          message: say({ key: 'reset.done' }, languageOf(request)),
        };
      },
    );

    app.post(
      '/api/user/email/confirm',
      {
        config: { rateLimit: perClient },
        schema: {
          tags: ['user'],
          operationId: 'confirmEmail',
          summary: "Confirm the account's e-mail with a confirmation link's token (works once, for 3 days)",
          body: Type.Object({ token: LinkToken }, { additionalProperties: false }),
          response: { 200: Said, ...failures },
        },
      },
      async (request) => {
        await confirmEmail(app.db, request.body.token);
        return { success: true as const, message: say({ key: 'confirm.done' }, languageOf(request)) };
      },
    );

    app.post(
      '/api/user/email/resend',
      {
        onRequest: app.authenticate,
        // After authenticate (preHandler): counted per account.
        config: {
          rateLimit: {
            ...RESENDS_PER_ACCOUNT,
            hook: 'preHandler',
            keyGenerator: (request) => `resend:${request.userId}`,
          },
        },
        schema: {
          tags: ['user'],
          operationId: 'resendConfirmation',
          summary: 'Mail a new link to confirm the e-mail (none when it is confirmed already)',
          security: TOKEN_SECURITY,
          response: { 200: Said, ...failures },
        },
      },
      async (request) => {
        const language = languageOf(request);
        const outcome = await resendConfirmation(app.db, request.userId, mailContext(request));
        if (!outcome.sent) return { success: true as const, message: say({ key: 'confirm.already' }, language) };
        app.mail.wake();
        return {
          success: true as const,
          message: say({ key: 'confirm.sent', values: { email: outcome.email } }, language),
        };
      },
    );
  };
