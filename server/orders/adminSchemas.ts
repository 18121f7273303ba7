// JSON schemas of the orders' admin calls: every shopper's orders, with their history of status changes.
import { Type } from '@sinclair/typebox';
import { RETURN_STATES } from '../../contract';
import { Order, Refund, ReturnRequest } from '../schemas/entities';

export const StatusChange = Type.Object(
  {
    from: Type.String(),
    to: Type.String(),
    by: Type.String(),
    at: Type.Number({ description: 'Milliseconds since 1970.' }),
  },
  { $id: 'StatusChange', additionalProperties: false },
);

export const AdminOrder = Type.Object(
  {
    ...Order.properties,
    userId: Type.String(),
    email: Type.String({ description: "The buyer's account e-mail." }),
    cancelledPieces: Type.Integer({
      minimum: 0,
      description:
        'Pieces cancelled before dispatch, by the shopper or the shop: not to ship (`items` keeps what was ordered).',
    }),
  },
  { $id: 'AdminOrder', additionalProperties: false },
);

export const BulkMove = Type.Object(
  {
    id: Type.String(),
    moved: Type.Boolean(),
    message: Type.String({ description: 'What happened to this order, or why it did not move.' }),
    status: Type.Optional(Type.String({ description: 'Its status now, when it moved.' })),
  },
  { $id: 'BulkMove', additionalProperties: false },
);

/** A return or exchange request as the operator works it: the shopper's view, with its order, pieces and who moved it. */
export const AdminReturn = Type.Object(
  {
    ...ReturnRequest.properties,
    orderId: Type.String(),
    orderNumber: Type.String({ description: 'The 8-character number the shopper and mails use.' }),
    email: Type.String({ description: "The buyer's account e-mail." }),
    paymentMethod: Type.String(),
    payoutTo: Type.Union([Type.String(), Type.Null()], {
      description: 'The UPI id or bank account for a bank refund.',
    }),
    damagedUnits: Type.Array(Type.String(), { description: 'Pieces received damaged (not back in stock).' }),
    items: Type.Array(
      Type.Object(
        {
          unit: Type.String(),
          productId: Type.String(),
          name: Type.String(),
          size: Type.String(),
          price: Type.Number({ description: 'In rupees.' }),
        },
        { additionalProperties: false },
      ),
      { description: 'The pieces of the request, each with its product.' },
    ),
    history: Type.Array(
      Type.Object(
        {
          state: Type.Union(RETURN_STATES.map((state) => Type.Literal(state))),
          by: Type.String(),
          at: Type.Number(),
          note: Type.Union([Type.String(), Type.Null()]),
        },
        { additionalProperties: false },
      ),
      { description: 'Every step, oldest first, with who made it.' },
    ),
  },
  { $id: 'AdminReturn', additionalProperties: false },
);

/** A payment a provider took for an order, as the operator matches it with the provider's dashboard. */
export const TakenPayment = Type.Object(
  {
    provider: Type.Union([Type.Literal('stripe'), Type.Literal('razorpay')], {
      description: 'The provider that took it.',
    }),
    paymentId: Type.String({
      description: "The provider's id of the payment (pay_…, pi_…), as its dashboard shows it.",
    }),
    amount: Type.Number({ description: 'In rupees.' }),
    takenAt: Type.Number({
      description:
        'When the shop took it (the first word of it from the provider: the popup, a webhook or a check), in milliseconds since 1970.',
    }),
    outcome: Type.Union([Type.Literal('paid'), Type.Literal('refund')], {
      description:
        'paid: it paid the order; refund: it came for an order that could not take it (already paid, or expired), and is to be refunded (its refund, once asked for, is among `refunds` with this paymentId).',
    }),
  },
  { $id: 'TakenPayment', additionalProperties: false },
);

/** A refund as the operator sees it: the shopper's view, with the payment it gives back and the tries sent for it. */
export const AdminRefund = Type.Object(
  {
    ...Refund.properties,
    paymentId: Type.String({ description: "The provider's id of the payment it gives money back from." }),
    attempts: Type.Integer({
      minimum: 0,
      description:
        "Tries sent to the provider so far: each one it refused, and the one sent after (a failed refund's next try is not sent yet).",
    }),
    toSendAgain: Type.Boolean({
      description:
        'The provider refused it (failed): it is owed again (counted in `refundDue`), and the next Refund sends it as a new try.',
    }),
  },
  { $id: 'AdminRefund', additionalProperties: false },
);

/** Registered with the app before the routes that refer to them by $id. */
export const orderAdminSchemas = [StatusChange, AdminOrder, BulkMove, AdminReturn, TakenPayment, AdminRefund];
