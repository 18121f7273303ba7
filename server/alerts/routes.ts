// Back-in-stock alerts: POST /api/stock-alerts signs an address up for a sold-out size (mailing it a confirmation link
// unless the signed-in shopper gives their own confirmed address), POST /api/stock-alerts/confirm confirms an alert with
// that link, and POST /api/stock-alerts/unsubscribe ends all of an address's alerts with its mail's link, all without
// signing in; GET /api/admin/stock-alerts is the operator's count of who waits for which size.
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { MAX_EMAIL_LENGTH } from '../../contract';
import { normalizeEmail } from '../accounts';
import { languageOf, say } from '../messages';
import { TOKEN_SECURITY } from '../schemas/security';
import { tooMany } from '../http/answers';
import { failures } from '../schemas/entities';
import { confirmAlert } from './confirmation';
import { AlertSignUpsThrottled, UnsubscribeLinkInvalid } from './errors';
import { StockAlertSize } from './schemas';
import { endAlertsOf, signUpForAlert, waitingSizes } from './subscriptions';
import { addressOfToken } from './unsubscribeLinks';
import { ONE_CLICK_UNSUBSCRIBE_PATH } from './restockMail';

/** Sign-ups one client may send: a shopper asks for a size or two, a script for every size of the shop. */
const SIGN_UPS_PER_CLIENT = { max: 3, timeWindow: 60_000 };
/** Sign-ups for one address a day, from any client: nobody's mailbox is signed up for the whole shop. */
const SIGN_UPS_PER_ADDRESS = { max: 10, timeWindow: 24 * 3600_000 };

const SignedUp = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  confirmationSent: Type.Boolean({
    description:
      "true: the alert waits for the address's owner to open the confirmation link mailed to it (now, or within the " +
      'hour); no restock mails it before. false: it is confirmed (the signed-in shopper gave their own confirmed ' +
      'address, or it was confirmed before).',
  }),
});
/** The token of a confirmation mail's link. */
const ConfirmToken = Type.Object(
  { token: Type.String({ minLength: 1, maxLength: 200 }) },
  { additionalProperties: false },
);
const AlertConfirmed = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  inStock: Type.Boolean({
    description: 'The size is in stock already: its back-in-stock mail is on its way, and the alert has ended.',
  }),
});
/** The token of an alert mail's unsubscribe link, and the answer of either way to use it. */
const UnsubscribeToken = Type.Object(
  { token: Type.String({ minLength: 1, maxLength: 1000 }) },
  { additionalProperties: false },
);
const Unsubscribed = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  ended: Type.Integer({ minimum: 0, description: 'How many alerts ended.' }),
});

export const stockAlertRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // A second limit on one route, after the body is read: the plugin's own hook runs one limit a request.
  const countForAddress = app.createRateLimit({
    ...SIGN_UPS_PER_ADDRESS,
    keyGenerator: (request) => `stock-alert:${normalizeEmail((request.body as { email: string }).email)}`,
  });
  // Counted for a sign-up about to be written only: one for a product or size the shop does not have, or a size in
  // stock, costs the address's owner nothing.
  const perAddress = async (request: FastifyRequest) => {
    const verdict = await countForAddress(request);
    if (!verdict.isAllowed && verdict.isExceeded) throw new AlertSignUpsThrottled(verdict.ttlInSeconds);
  };

  app.post(
    '/api/stock-alerts',
    {
      config: {
        rateLimit: {
          ...SIGN_UPS_PER_CLIENT,
          errorResponseBuilder: (request, context) => ({
            statusCode: 429,
            success: false,
            message: tooMany(request, 'alerts.tooManyFromClient', context),
          }),
        },
      },
      schema: {
        tags: ['wishlist'],
        operationId: 'subscribeStockAlert',
        summary: 'E-mail me once when this sold-out size is back in stock (no sign-in needed)',
        description:
          "The mail links to the product with the size chosen and carries a link that ends all of the address's " +
          'alerts; the alert then ends. 404 unknown product, 400 a size it is not sold in, 409 a size in stock now. ' +
          `The same address, product and size again: one alert. 429 after ${SIGN_UPS_PER_CLIENT.max} sign-ups from ` +
          `one client in a minute, or ${SIGN_UPS_PER_ADDRESS.max} for one address in a day (only sign-ups that are ` +
          'kept count: one refused for an unknown product or size, or a size in stock, does not). Unless a signed-in ' +
          'shopper (the optional `token` header) gives their own confirmed address, the alert is mailed a link to ' +
          'confirm it (at most one mail an hour for an alert), and no restock mails it until the link is opened.',
        body: Type.Object(
          {
            productId: Type.String({ minLength: 1, maxLength: 80 }),
            size: Type.String({ minLength: 1, maxLength: 12 }),
            email: Type.String({ format: 'email', maxLength: MAX_EMAIL_LENGTH }),
          },
          { additionalProperties: false },
        ),
        response: { 200: SignedUp, ...failures },
      },
    },
    async (request) => {
      // Signing in is not needed: a token that does not sign anybody in (expired, say) leaves a visitor's sign-up.
      if (request.headers.token) await app.authenticate(request).catch(() => undefined);
      const language = languageOf(request);
      const email = normalizeEmail(request.body.email);
      const { productId, size } = request.body;
      const shopper = request.userId ? { userId: request.userId, email: request.userEmail } : undefined;
      const { confirmationSent } = await signUpForAlert(
        app.db,
        { productId, size, email, language, shopper },
        { publicUrl: app.config.publicUrl, secret: app.config.jwtSecret },
        () => perAddress(request),
      );
      const key = confirmationSent ? 'alerts.confirmationSent' : 'alerts.subscribed';
      return { success: true as const, message: say({ key, values: { email, size } }, language), confirmationSent };
    },
  );

  app.post(
    '/api/stock-alerts/confirm',
    {
      schema: {
        tags: ['wishlist'],
        operationId: 'confirmStockAlert',
        summary: "Confirm a back-in-stock alert with the token of its confirmation mail's link (no sign-in)",
        description:
          'Confirmed, the alert is mailed by the next restock of its size; a size in stock already is mailed at once ' +
          'and the alert ends. Confirming twice is confirming once. 400 a token the shop did not write or one older ' +
          'than a week, 404 an alert that no longer waits (unsubscribed, or mailed already).',
        body: ConfirmToken,
        response: { 200: AlertConfirmed, ...failures },
      },
    },
    async (request) => {
      const language = languageOf(request);
      const confirmed = await confirmAlert(app.db, request.body.token, { secret: app.config.jwtSecret, language });
      const { email, size, name, inStock } = confirmed;
      const key = inStock ? 'alerts.confirmedInStock' : 'alerts.confirmed';
      return { success: true as const, message: say({ key, values: { email, size, name } }, language), inStock };
    },
  );

  /** Ends every alert of the address an alert mail's token names (a link's or a mail program's one click). */
  async function unsubscribe(request: FastifyRequest, token: string) {
    const email = addressOfToken(app.config.jwtSecret, token);
    if (email === undefined) throw new UnsubscribeLinkInvalid();
    const ended = await endAlertsOf(app.db, email);
    return {
      success: true as const,
      message: say({ key: 'alerts.unsubscribed', values: { email, ended } }, languageOf(request)),
      ended,
    };
  }

  app.post(
    '/api/stock-alerts/unsubscribe',
    {
      schema: {
        tags: ['wishlist'],
        operationId: 'unsubscribeStockAlerts',
        summary: "End all of an address's back-in-stock alerts with the token of an alert mail's link (no sign-in)",
        description: 'A token the shop did not write: 400.',
        body: UnsubscribeToken,
        response: { 200: Unsubscribed, ...failures },
      },
    },
    async (request) => unsubscribe(request, request.body.token),
  );

  // A mail program's one-click unsubscribe posts a form (RFC 8058): read here only, the rest of the API takes JSON.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  app.post(
    ONE_CLICK_UNSUBSCRIBE_PATH,
    {
      schema: {
        tags: ['wishlist'],
        operationId: 'unsubscribeStockAlertsOneClick',
        summary: "A mail program's one-click unsubscribe from an alert mail's List-Unsubscribe header (no sign-in)",
        description:
          'RFC 8058: the mail program posts `List-Unsubscribe=One-Click` (application/x-www-form-urlencoded) to the ' +
          "address in the header, whose token names the mail's address; every alert of that address ends. A token " +
          'the shop did not write: 400.',
        consumes: ['application/x-www-form-urlencoded', 'application/json'],
        querystring: UnsubscribeToken,
        response: { 200: Unsubscribed, ...failures },
      },
    },
    async (request) => unsubscribe(request, request.query.token),
  );
};

/** The operator's restocking hint: the same as `npm run shop -- stock alerts`. */
export const adminStockAlertRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.authenticateAdmin);

  app.get(
    '/api/admin/stock-alerts',
    {
      schema: {
        tags: ['admin'],
        security: TOKEN_SECURITY,
        operationId: 'adminListStockAlerts',
        summary: 'How many back-in-stock alerts wait for each size, most first, with its units now',
        response: {
          200: Type.Object({ success: Type.Literal(true), sizes: Type.Array(Type.Ref(StockAlertSize)) }),
          ...failures,
        },
      },
    },
    async () => ({ success: true as const, sizes: await waitingSizes(app.db) }),
  );
};
