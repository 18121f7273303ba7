// POST /api/order/stripe, verifyStripe, razorpay and verifyRazorpay: orders paid online, confirmed by the provider.
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CURRENCY, DELIVERY_FEE_PAISE, PAYMENT_METHOD } from '../constants';
import { badRequest, HttpError, notFound } from '../errors';
import { TOKEN_SECURITY } from '../plugins/auth';
import { failures, OrderRequest, type OrderItem } from '../schemas/entities';
import { confirmCardPayment } from '../services/payments';
import { findUserOrder, fulfilPayment, pendingOrderFromCart, setProviderRef } from '../services/orders';

const NOT_PAID_MESSAGE = 'The payment was not completed. Your cart is as you left it.';
const Confirmed = Type.Object({ success: Type.Literal(true) });
const orderNotFound = () => notFound('There is no such order among yours.');

export const paymentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const { card, popup, popupScriptUrl } = app.payments;

  app.post(
    '/api/order/stripe',
    {
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
      const order = await pendingOrderFromCart(app.db, { userId: request.userId, request: request.body, paymentMethod: PAYMENT_METHOD.stripe });
      const items = JSON.parse(order.items) as OrderItem[];
      const back = (success: boolean) => `${app.config.publicUrl}/verify?success=${success}&orderId=${order.id}`;
      const session = await card.createSession({
        orderId: order.id,
        currency: CURRENCY.toLowerCase(),
        lines: [
          ...items.map((item) => ({ name: `${item.name} (${item.size})`, unitAmountPaise: Math.round(item.price * 100), quantity: item.quantity })),
          { name: 'Delivery', unitAmountPaise: DELIVERY_FEE_PAISE, quantity: 1 },
        ],
        successUrl: back(true),
        cancelUrl: back(false),
        customerEmail: request.body.address.email,
        idempotencyKey: `checkout-session-${order.id}`,
      });
      await setProviderRef(app.db, order.id, session.id);
      return { success: true as const, session_url: session.url };
    },
  );

  app.post(
    '/api/order/verifyStripe',
    {
      schema: {
        tags: ['order'],
        operationId: 'verifyStripe',
        summary: 'After the return from card checkout: the order is paid only if Stripe says so',
        description: 'The success flag is what the return URL said; it proves nothing and is not trusted.',
        security: TOKEN_SECURITY,
        body: Type.Object(
          { success: Type.Union([Type.Boolean(), Type.String({ maxLength: 10 })]), orderId: Type.String({ minLength: 1, maxLength: 100 }) },
          { additionalProperties: false },
        ),
        response: { 200: Confirmed, ...failures },
      },
    },
    async (request) => {
      const order = await findUserOrder(app.db, request.userId, { id: request.body.orderId });
      if (!order || order.payment_method !== PAYMENT_METHOD.stripe) throw orderNotFound();
      if (order.payment || (await confirmCardPayment(app.db, card, order))) return { success: true as const };
      throw new HttpError(402, NOT_PAID_MESSAGE);
    },
  );

  app.post(
    '/api/order/razorpay',
    {
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
      const order = await pendingOrderFromCart(app.db, { userId: request.userId, request: request.body, paymentMethod: PAYMENT_METHOD.razorpay });
      let providerOrder = { id: order.provider_ref ?? '', amount: order.amount_paise, currency: CURRENCY, receipt: order.id };
      if (!order.provider_ref) {
        providerOrder = await popup.createOrder({ amountPaise: order.amount_paise, currency: CURRENCY, receipt: order.id });
        await setProviderRef(app.db, order.id, providerOrder.id);
      }
      return { success: true as const, order: providerOrder, key: popup.keyId, script: popupScriptUrl };
    },
  );

  app.post(
    '/api/order/verifyRazorpay',
    {
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
      const { razorpay_order_id: orderId, razorpay_payment_id: paymentId, razorpay_signature: signature } = request.body;
      const order = await findUserOrder(app.db, request.userId, { providerRef: orderId });
      if (!order || order.payment_method !== PAYMENT_METHOD.razorpay) throw orderNotFound();
      if (!popup.verifySignature({ orderId, paymentId, signature })) {
        throw badRequest('The payment could not be verified. If money left your account, contact us with your order id.');
      }
      await fulfilPayment(app.db, order.id, paymentId);
      return { success: true as const };
    },
  );
};
