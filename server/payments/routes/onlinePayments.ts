// POST /api/order/stripe, verifyStripe, razorpay and verifyRazorpay: orders paid online, confirmed by the provider.
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ORDER_BODY_LIMIT_BYTES } from '../../constants';
import { InvalidInput } from '../../errors';
import { TOKEN_SECURITY } from '../../schemas/security';
import { storefrontBase } from '../../http/storefrontOrigin';
import { failures, OrderRequest } from '../../schemas/entities';
import { startCardPayment, verifyCardPayment } from '../cardPayment';
import { checkPopupPayment, startPopupPayment, verifyPopupPayment } from '../popupPayment';
import { PAYMENT_CHECK_EVERY_MS } from '../reconcile';
import { shopSettlement } from '../reconcile';
import { languageOf } from '../../messages';

const Confirmed = Type.Object({ success: Type.Literal(true) });

export const paymentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.post(
    '/api/order/stripe',
    {
      onRequest: app.limitShopperWrites,
      bodyLimit: ORDER_BODY_LIMIT_BYTES,
      schema: {
        tags: ['order'],
        operationId: 'placeStripeOrder',
        summary: 'Start a card payment for the whole server cart: answers the checkout page to send the shopper to',
        security: TOKEN_SECURITY,
        body: Type.Ref(OrderRequest),
        response: { 200: Type.Object({ success: Type.Literal(true), session_url: Type.String() }), ...failures },
      },
    },
    async (request) => {
      if (request.body.useStoreCredit) throw new InvalidInput({ key: 'afterSale.creditCod' });
      const payment = {
        userId: request.userId,
        request: request.body,
        limits: app.config.unpaidLimits,
        language: languageOf(request),
        dispatch: app.config.dispatch,
        returnOrigin: storefrontBase(request),
        holdMs: app.config.stockHoldSeconds * 1000,
      };
      return { success: true as const, session_url: await startCardPayment(app.db, app.payments, payment) };
    },
  );

  app.post(
    '/api/order/verifyStripe',
    {
      onRequest: app.limitShopperWrites,
      schema: {
        tags: ['order'],
        operationId: 'verifyStripe',
        summary: 'After the return from card checkout: the order is paid only if Stripe says so',
        description:
          "The success flag is what the return URL said: it never pays an order; false (the checkout page's Cancel) cancels the unpaid order, keeping the cart.",
        security: TOKEN_SECURITY,
        body: Type.Object(
          {
            success: Type.Union([Type.Boolean(), Type.String({ maxLength: 10 })]),
            orderId: Type.String({ minLength: 1, maxLength: 100 }),
          },
          { additionalProperties: false },
        ),
        response: { 200: Confirmed, ...failures },
      },
    },
    async (request) => {
      const { orderId, success } = request.body;
      await verifyCardPayment(app.db, app.payments, {
        userId: request.userId,
        orderId,
        cancelled: success === false || success === 'false',
        mail: { language: languageOf(request), publicUrl: app.config.publicUrl },
      });
      app.mail.wake();
      return { success: true as const };
    },
  );

  app.post(
    '/api/order/razorpay',
    {
      onRequest: app.limitShopperWrites,
      bodyLimit: ORDER_BODY_LIMIT_BYTES,
      schema: {
        tags: ['order'],
        operationId: 'placeRazorpayOrder',
        summary: 'Start a popup payment for the whole server cart: answers the provider order the popup opens with',
        security: TOKEN_SECURITY,
        body: Type.Ref(OrderRequest),
        response: {
          200: Type.Object({
            success: Type.Literal(true),
            order: Type.Object({
              id: Type.String(),
              amount: Type.Integer({ description: 'In paise.' }),
              currency: Type.String(),
              receipt: Type.String({ description: 'Our order id.' }),
            }),
            key: Type.String({ description: 'The public key the popup opens with.' }),
            script: Type.String({ description: 'The checkout script that provides the popup.' }),
          }),
          ...failures,
        },
      },
    },
    async (request) => {
      if (request.body.useStoreCredit) throw new InvalidInput({ key: 'afterSale.creditCod' });
      const payment = {
        userId: request.userId,
        request: request.body,
        limits: app.config.unpaidLimits,
        language: languageOf(request),
        dispatch: app.config.dispatch,
        holdMs: app.config.stockHoldSeconds * 1000,
      };
      const started = await startPopupPayment(app.db, app.payments, payment);
      return { success: true as const, ...started };
    },
  );

  app.post(
    '/api/order/verifyRazorpay',
    {
      onRequest: app.limitShopperWrites,
      schema: {
        tags: ['order'],
        operationId: 'verifyRazorpay',
        summary: "The popup's payment result: the order is paid only if the provider's signature is right",
        security: TOKEN_SECURITY,
        body: Type.Object(
          {
            razorpay_order_id: Type.String({ minLength: 1, maxLength: 100 }),
            razorpay_payment_id: Type.String({ minLength: 1, maxLength: 100 }),
            razorpay_signature: Type.String({ minLength: 1, maxLength: 200 }),
          },
          { additionalProperties: false },
        ),
        response: { 200: Confirmed, ...failures },
      },
    },
    async (request) => {
      const {
        razorpay_order_id: orderId,
        razorpay_payment_id: paymentId,
        razorpay_signature: signature,
      } = request.body;
      await verifyPopupPayment(
        app.db,
        app.payments,
        request.userId,
        { orderId, paymentId, signature },
        { language: languageOf(request), publicUrl: app.config.publicUrl },
      );
      app.mail.wake();
      return { success: true as const };
    },
  );

  app.post(
    '/api/order/razorpay/check',
    {
      onRequest: app.limitShopperWrites,
      schema: {
        tags: ['order'],
        operationId: 'checkRazorpay',
        summary: "After the popup closed without a result: the shop asks Razorpay about the caller's order",
        description:
          "paid: the order is placed (as verifyRazorpay would); pending: the shopper's bank has not answered yet " +
          '(a UPI payment), ask again in a few seconds; not paid: nothing was taken. Razorpay is asked about an order ' +
          `at most once every ${PAYMENT_CHECK_EVERY_MS / 1000} s (by any server process): a check in between answers ` +
          'pending while the order waits. An order no longer waiting (paid, cancelled, expired, refund due) is ' +
          "answered from the shop's own records, without asking Razorpay.",
        security: TOKEN_SECURITY,
        body: Type.Object(
          { razorpay_order_id: Type.String({ minLength: 1, maxLength: 100 }) },
          { additionalProperties: false },
        ),
        response: {
          200: Type.Object({
            success: Type.Literal(true),
            state: Type.Union([Type.Literal('paid'), Type.Literal('pending'), Type.Literal('not paid')]),
          }),
          ...failures,
        },
      },
    },
    async (request) => {
      const state = await checkPopupPayment(
        app.db,
        shopSettlement(app, languageOf(request)),
        request.userId,
        request.body.razorpay_order_id,
      );
      app.mail.wake();
      return { success: true as const, state };
    },
  );
};
