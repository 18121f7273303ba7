// JSON schemas of the entities of spec section 3, shared by routes and published as OpenAPI components.
import { Type, type Static } from '@sinclair/typebox';
import { PLAIN_TEXT } from './text';
import {
  ADDRESS_FIELD_RULES,
  MAX_CART_LINES,
  MAX_LINE_QUANTITY,
  REFUND_ROUTES,
  REFUND_STATES,
  RETURN_KINDS,
  RETURN_REASONS,
  RETURN_STATES,
  UNIT_STATES,
  type AddressFieldRule,
} from '../../contract';

/** At least one character that is not white space. */
export const NOT_BLANK = '\\S';
/** A name or an address field: some visible text, nothing that steers a terminal or the text's direction. */
export const text = (maxLength: number, description?: string) =>
  Type.String({ minLength: 1, maxLength, pattern: NOT_BLANK, format: PLAIN_TEXT, description });

export const Failure = Type.Object(
  {
    success: Type.Literal(false),
    message: Type.String({ description: 'What went wrong, in a sentence a shopper or developer can act on.' }),
  },
  { $id: 'Failure', additionalProperties: false },
);

const productFields = {
  _id: Type.String(),
  name: Type.String(),
  description: Type.String(),
  price: Type.Number({ description: 'Price in rupees.' }),
  image: Type.Array(Type.String(), { description: 'Image URLs, the first is the main picture.' }),
  category: Type.String({ examples: ['Men', 'Women', 'Kids'] }),
  subCategory: Type.String({ examples: ['Topwear', 'Bottomwear', 'Winterwear', 'Summerwear'] }),
  sizes: Type.Array(Type.String()),
  bestseller: Type.Boolean(),
  returnable: Type.Optional(
    Type.Literal(false, {
      description: 'false for a product the shop takes no returns or exchanges of (innerwear, say); absent otherwise.',
    }),
  ),
};

/**
 * A product's texts in Hindi, for the storefront under /hi: each present only when the product has it, so a product
 * without them has exactly the fields it always had.
 */
const hindiFields = {
  nameHi: Type.Optional(Type.String({ description: 'The name in Hindi; absent when the product has none.' })),
  descriptionHi: Type.Optional(
    Type.String({ description: 'The description in Hindi; absent when the product has none.' }),
  ),
};

/** Units left per size, every size the product sells included (0: sold out). */
export const Stock = Type.Record(Type.String(), Type.Integer({ minimum: 0 }), {
  description: 'Units that can be bought now per size, units held for payments already taken out; 0 means sold out.',
  examples: [{ S: 12, M: 0, L: 3 }],
});

export const Product = Type.Object(
  { ...productFields, ...hindiFields, stock: Stock },
  { $id: 'Product', additionalProperties: false },
);
export type Product = Static<typeof Product>;
/** A product without its stock: what an order keeps a copy of. */
export type ProductFields = Omit<Product, 'stock'>;

export const OrderItem = Type.Object(
  { ...productFields, ...hindiFields, size: Type.String(), quantity: Type.Integer({ minimum: 1 }) },
  { $id: 'OrderItem', additionalProperties: false },
);
export type OrderItem = Static<typeof OrderItem>;

/** What the API says of a digits field beside its pattern. */
const DIGITS_DESCRIPTIONS: Readonly<Record<string, string>> = {
  zipcode: "The pincode: six digits, one of India Post's directory, in the address's state.",
  phone: 'Digits with an optional leading +.',
};

/**
 * One address field's schema from the contract's rule; a digits field's pattern bounds its length itself. A field with
 * a default (the country) may be left out: the request's validator puts the default in (Fastify's `useDefaults`).
 */
function addressField(name: string, rule: AddressFieldRule) {
  const { kind, maxLength, pattern } = rule;
  if (kind === 'email') return Type.String({ format: 'email', maxLength });
  if (kind === 'digits') return Type.String({ pattern: `^${pattern ?? ''}$`, description: DIGITS_DESCRIPTIONS[name] });
  const field = text(maxLength);
  return rule.default === undefined ? field : { ...field, default: rule.default };
}

const addressFields = {
  ...(Object.fromEntries(
    Object.entries(ADDRESS_FIELD_RULES).map(([name, rule]) => [name, addressField(name, rule)]),
  ) as { [Name in keyof typeof ADDRESS_FIELD_RULES]: ReturnType<typeof addressField> }),
  // Written as shoppers write it, or left empty: the server keeps the directory's name of the state it names.
  state: Type.String({
    maxLength: ADDRESS_FIELD_RULES.state.maxLength,
    format: PLAIN_TEXT,
    description:
      "The state or union territory: its name, its code (MH) or another usual spelling, in any case; empty takes the pincode's. Kept as the directory names it.",
  }),
};

export const Address = Type.Object(addressFields, { $id: 'Address', additionalProperties: false });
export type Address = Static<typeof Address>;

export const Order = Type.Object(
  {
    _id: Type.String(),
    items: Type.Array(Type.Ref(OrderItem)),
    amount: Type.Number({ description: 'Total in rupees, delivery fee included.' }),
    address: Type.Ref(Address),
    status: Type.String({ description: 'As the shop sets it, starting with "Order Placed".' }),
    paymentMethod: Type.String({ examples: ['COD', 'Stripe', 'Razorpay'] }),
    payment: Type.Boolean({ description: 'Whether the order has been paid.' }),
    date: Type.Number({ description: 'When the order was placed, in milliseconds since 1970.' }),
  },
  { $id: 'Order', additionalProperties: false },
);
export type Order = Static<typeof Order>;

/** An order as the original server listed it (POST /api/order/userorders): the same fields and the shopper's id. */
export const OriginalOrder = Type.Object(
  { ...Order.properties, userId: Type.String({ description: "The shopper's id (the caller's own)." }) },
  { $id: 'OriginalOrder', additionalProperties: false },
);
export type OriginalOrder = Static<typeof OriginalOrder>;

/** Cart lines sent with an order: what the shopper saw (a product copy with size and quantity). */
export const OrderRequest = Type.Object(
  {
    address: Type.Ref(Address),
    items: Type.Array(
      Type.Object(
        {
          _id: Type.String({ minLength: 1, maxLength: 100 }),
          size: Type.String({ minLength: 1, maxLength: 20 }),
          quantity: Type.Integer({ minimum: 1, maximum: MAX_LINE_QUANTITY }),
          price: Type.Optional(Type.Number({ minimum: 0, description: 'The price the shopper saw, in rupees.' })),
        },
        { additionalProperties: false },
      ),
      { minItems: 1, maxItems: MAX_CART_LINES },
    ),
    amount: Type.Number({ minimum: 0, description: 'The total the shopper saw, in rupees, delivery included.' }),
    useStoreCredit: Type.Optional(
      Type.Boolean({
        description:
          "Cash on delivery only: pay with the account's store credit first (amount stays the total before it).",
      }),
    ),
  },
  { $id: 'OrderRequest', additionalProperties: false },
);
export type OrderRequest = Static<typeof OrderRequest>;

/** A delivery address the shopper keeps on their account, to fill the delivery form with one tap. */
export const SavedAddress = Type.Object(
  { id: Type.String({ description: 'The saved address’s own id.' }), ...Address.properties },
  { $id: 'SavedAddress', additionalProperties: false },
);
export type SavedAddress = Static<typeof SavedAddress>;

/** One status an order reached, and when. */
const StatusReached = Type.Object(
  {
    status: Type.String(),
    date: Type.Number({ description: 'When the order reached it, in milliseconds since 1970.' }),
  },
  { additionalProperties: false },
);

/** Money the shop sent back to the buyer through the payment provider. */
export const Refund = Type.Object(
  {
    id: Type.String({ description: "The shop's own id of the refund." }),
    amount: Type.Number({ description: 'In rupees.' }),
    state: Type.Union(
      REFUND_STATES.map((state) => Type.Literal(state)),
      { description: 'pending until the provider says it processed or failed.' },
    ),
    providerRefundId: Type.Union([Type.String(), Type.Null()], {
      description: "The provider's id of the refund (rfnd_…, re_…), once it has one.",
    }),
    reason: Type.String({ description: "Why the shop refunded, in the shop's words." }),
    date: Type.Number({ description: 'When it was asked for, in milliseconds since 1970.' }),
  },
  { $id: 'Refund', additionalProperties: false },
);
export type Refund = Static<typeof Refund>;

export const literals = <T extends string>(values: readonly T[], description?: string) =>
  Type.Union(
    values.map((value) => Type.Literal(value)),
    { description },
  );

/** One line of an order and what became of each of its pieces. */
export const OrderLine = Type.Object(
  {
    line: Type.Integer({ minimum: 1, description: 'The line (1 for the first item).' }),
    productId: Type.String(),
    size: Type.String(),
    returnable: Type.Boolean({ description: 'Whether the shop takes its pieces back (the product as it was sold).' }),
    units: Type.Array(
      Type.Object(
        {
          id: Type.String({ description: 'The piece, `<line>.<unit>`: what a cancellation or return names.' }),
          state: literals(UNIT_STATES),
        },
        { additionalProperties: false },
      ),
    ),
  },
  { $id: 'OrderLine', additionalProperties: false },
);
export type OrderLine = Static<typeof OrderLine>;

/** Pieces the shopper cancelled before the order left. */
export const Cancellation = Type.Object(
  {
    id: Type.String(),
    units: Type.Array(Type.String()),
    amount: Type.Number({
      description: 'What those pieces cost, in rupees (the delivery fee too when they were the last).',
    }),
    reason: Type.String(),
    date: Type.Number(),
  },
  { $id: 'Cancellation', additionalProperties: false },
);
export type Cancellation = Static<typeof Cancellation>;

/** A shopper's request to return pieces for a refund or exchange them for another size, and each of its steps. */
export const ReturnRequest = Type.Object(
  {
    id: Type.String(),
    units: Type.Array(Type.String(), { description: 'The pieces, `<line>.<unit>`.' }),
    reason: literals(RETURN_REASONS),
    kind: literals(RETURN_KINDS),
    refundRoute: Type.Union([literals(REFUND_ROUTES), Type.Null()], {
      description: 'Where a refund goes: provider (online payments), storeCredit or bank (cash on delivery).',
    }),
    exchangeSize: Type.Union([Type.String(), Type.Null()]),
    exchangeOrderId: Type.Union([Type.String(), Type.Null()], {
      description: 'The new order that ships the new size, once the returned piece is received.',
    }),
    state: literals(RETURN_STATES),
    amount: Type.Number({ description: 'What a refund of these pieces gives back, in rupees.' }),
    rejectReason: Type.Union([Type.String(), Type.Null()]),
    payoutReference: Type.Union([Type.String(), Type.Null()], {
      description: "The bank/UPI transfer's reference, once the shop made it.",
    }),
    steps: Type.Array(
      Type.Object({ state: literals(RETURN_STATES), date: Type.Number() }, { additionalProperties: false }),
      { description: 'Oldest first.' },
    ),
    date: Type.Number(),
  },
  { $id: 'ReturnRequest', additionalProperties: false },
);
export type ReturnRequest = Static<typeof ReturnRequest>;

/** A GST tax invoice or credit note as an order's page names it; its PDF is fetched by its own call. */
export const TaxDocument = Type.Object(
  {
    id: Type.String(),
    number: Type.String({ description: "Its number in its financial year's series." }),
    issuedAt: Type.Number({ description: 'When it was issued, milliseconds since 1970.' }),
    amount: Type.Number({ description: 'Its total with GST, in rupees.' }),
  },
  { $id: 'TaxDocument', additionalProperties: false },
);
export type TaxDocument = Static<typeof TaxDocument>;

/** An order's tax documents, as the shopper's order page and the operator's order screen both name them. */
export const taxDocumentsProperties = {
  invoice: Type.Union([Type.Ref(TaxDocument), Type.Null()], {
    description: 'The GST tax invoice, issued when the order is paid (online) or delivered (cash); null before.',
  }),
  creditNotes: Type.Array(Type.Ref(TaxDocument), {
    description: 'Oldest first: each credit note against the invoice (a cancellation, return or refund).',
  }),
};

/** Rupees by the way they come back. */
const Ways = (description: string) =>
  Type.Object(
    {
      payment: Type.Number({ description: 'To the card, UPI or bank account the order was paid with online.' }),
      storeCredit: Type.Number({ description: "To the account's store credit." }),
      bank: Type.Number({ description: "By a bank or UPI transfer the shop makes (a cash order's return)." }),
    },
    { additionalProperties: false, description },
  );

/**
 * An order's money as the shopper's pages show it, in rupees: what it costs, what was paid and how, what came back and
 * how, and what is still to come back. `amount` stays as it always was (what is paid or to pay).
 */
export const OrderMoney = Type.Object(
  {
    subtotal: Type.Number({ description: 'The pieces at the prices they were ordered at.' }),
    deliveryFee: Type.Number({ description: 'The delivery fee the order was placed with.' }),
    cancelled: Type.Number({
      description:
        'What the cancelled pieces were worth. A cash order does not charge them (total is less by this much); an ' +
        'online payment keeps them in total and gives them back as refunds (refunded, pending).',
    }),
    total: Type.Number({ description: 'What the order costs: amount plus the store credit it spent.' }),
    storeCredit: Type.Number({ description: 'Store credit the order spent.' }),
    paid: Type.Number({ description: 'Money taken: the online payment, or the cash paid on delivery; 0 before.' }),
    toPay: Type.Number({ description: 'Cash the courier collects on delivery; 0 once paid, and for online payments.' }),
    refunded: Ways('What came back, by way: processed refunds, store credit added, transfers made.'),
    pending: Ways(
      'What is still to come back, by way: refunds the provider has not processed (or refused, to be asked again), ' +
        'payments the order could not take, and return refunds not made yet (not rejected).',
    ),
  },
  { $id: 'OrderMoney', additionalProperties: false },
);
export type OrderMoney = Static<typeof OrderMoney>;

/** One of the caller's orders as their order list shows it: the order and its money. */
export const ListedOrder = Type.Object(
  { ...Order.properties, money: Type.Ref(OrderMoney) },
  { $id: 'ListedOrder', additionalProperties: false },
);
export type ListedOrder = Static<typeof ListedOrder>;

/** One of the caller's orders with its timeline: the status it was placed in, then each change the shop recorded. */
export const OrderDetail = Type.Object(
  {
    ...Order.properties,
    money: Type.Ref(OrderMoney),
    history: Type.Array(StatusReached, {
      description: 'Oldest first: the status the order was placed in at its date, then every later change.',
    }),
    refunds: Type.Array(Type.Ref(Refund), { description: 'Oldest first: each refund of this order.' }),
    lines: Type.Array(Type.Ref(OrderLine), { description: 'The items in order, each piece named.' }),
    cancellations: Type.Array(Type.Ref(Cancellation)),
    returns: Type.Array(Type.Ref(ReturnRequest), { description: 'Oldest first.' }),
    canCancel: Type.Boolean({ description: 'Whether pieces can still be cancelled (Order Placed or Packing).' }),
    returnsUntil: Type.Union([Type.Number(), Type.Null()], {
      description: 'Until when pieces can be returned or exchanged (milliseconds); null when they cannot.',
    }),
    storeCredit: Type.Number({ description: 'Store credit the order spent, in rupees (amount is what is paid).' }),
    exchangeOf: Type.Union([Type.String(), Type.Null()], {
      description: 'For an exchange: the order whose pieces this one replaces in another size.',
    }),
    notTaken: Type.Union([literals(['late', 'productRemoved', 'priceChanged']), Type.Null()], {
      description:
        'A payment the provider took that the order could not take (Refund Due, then Refunded): late, after the hold ' +
        'on its units ended; productRemoved or priceChanged, after a catalog change. The whole amount goes back. ' +
        'null for every other order.',
    }),
    ...taxDocumentsProperties,
  },
  { $id: 'OrderDetail', additionalProperties: false },
);
export type OrderDetail = Static<typeof OrderDetail>;

export const sharedSchemas = [
  Failure,
  Product,
  OrderItem,
  Address,
  Order,
  OriginalOrder,
  OrderRequest,
  SavedAddress,
  Refund,
  OrderLine,
  Cancellation,
  ReturnRequest,
  TaxDocument,
  OrderMoney,
  ListedOrder,
  OrderDetail,
];

/** Answer schemas every route declares for its failures. */
export const failures = { '4xx': Type.Ref(Failure), '5xx': Type.Ref(Failure) };
