// JSON schemas of the orders' admin calls: every shopper's orders, with their history of status changes.
import { Type } from '@sinclair/typebox';
import { RETURN_STATES } from '../../contract';
import { Order, ReturnRequest } from '../schemas/entities';

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

/** Registered with the app before the routes that refer to them by $id. */
export const orderAdminSchemas = [StatusChange, AdminOrder, BulkMove, AdminReturn];
