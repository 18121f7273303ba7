// JSON schemas of the admin API: the catalog as the operator edits it, orders with their history, accounts.
import { Type, type Static } from '@sinclair/typebox';
import { MAX_STOCK } from '../constants';
import { Order, Stock } from './entities';
import { PRODUCT_CATEGORIES, PRODUCT_TYPES } from '../../contract';

const productFields = {
  name: Type.String({ maxLength: 120 }),
  description: Type.String({ maxLength: 2000 }),
  price: Type.Number({ description: 'Rupees, above 0, at most 2 decimals.' }),
  category: Type.String({ examples: [...PRODUCT_CATEGORIES] }),
  subCategory: Type.String({ examples: [...PRODUCT_TYPES] }),
  sizes: Type.Array(Type.String({ maxLength: 12 }), { maxItems: 12 }),
  image: Type.Array(Type.String({ maxLength: 300 }), {
    maxItems: 4,
    description: 'URLs the shop serves (under /images/), such as those POST /api/admin/images answers.',
  }),
};

export const ProductInput = Type.Object(
  {
    id: Type.Optional(
      Type.String({
        maxLength: 80,
        description: 'Lower-case letters, digits and dashes; made from the name when left out.',
      }),
    ),
    ...productFields,
    bestseller: Type.Optional(Type.Boolean()),
    stock: Type.Optional(
      Type.Record(Type.String({ maxLength: 12 }), Type.Integer({ minimum: 0, maximum: MAX_STOCK }), {
        description: 'Units to set per size it sells; sizes left out keep their stock (a new product starts at 0).',
      }),
    ),
  },
  { $id: 'ProductInput', additionalProperties: false },
);

export const CatalogProduct = Type.Object(
  { id: Type.String(), ...productFields, bestseller: Type.Boolean(), stock: Stock },
  { $id: 'CatalogProduct', additionalProperties: false, description: 'A product as imported and exported.' },
);

const Rejected = Type.Array(
  Type.Object({
    line: Type.Integer({ description: 'The row: its position in the list, counted from 1.' }),
    errors: Type.Array(Type.String()),
  }),
);

export const ImportReport = Type.Object(
  {
    success: Type.Literal(true),
    message: Type.String(),
    added: Type.Array(Type.String(), { description: 'Ids of the new products.' }),
    updated: Type.Array(Type.String(), { description: 'Ids of the products that existed and were replaced.' }),
    rejected: Rejected,
  },
  { $id: 'ImportReport', additionalProperties: false },
);

export const ImportRefusal = Type.Object(
  { success: Type.Literal(false), message: Type.String(), rejected: Rejected },
  { $id: 'ImportRefusal', additionalProperties: false, description: 'Nothing was imported.' },
);

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
  { ...Order.properties, userId: Type.String(), email: Type.String({ description: "The buyer's account e-mail." }) },
  { $id: 'AdminOrder', additionalProperties: false },
);

export const AdminUser = Type.Object(
  {
    id: Type.String(),
    name: Type.String(),
    email: Type.String(),
    role: Type.Union([Type.Literal('shopper'), Type.Literal('admin')]),
    createdAt: Type.Number(),
    orders: Type.Integer({ description: 'Orders placed (cash on delivery, or paid online).' }),
  },
  { $id: 'AdminUser', additionalProperties: false },
);

export const StockLevel = Type.Object(
  { productId: Type.String(), name: Type.String(), size: Type.String(), quantity: Type.Integer({ minimum: 0 }) },
  { $id: 'StockLevel', additionalProperties: false },
);

export const LedgerEntry = Type.Object(
  {
    at: Type.Number({ description: 'Milliseconds since 1970.' }),
    size: Type.String(),
    delta: Type.Integer({ description: 'Units added (positive) or taken (negative); 0 when a hold became a sale.' }),
    balance: Type.Integer({ description: 'The units after the change.' }),
    reason: Type.String({ examples: ['set', 'import', 'sale', 'hold', 'release', 'cancel'] }),
    orderId: Type.Union([Type.String(), Type.Null()]),
    by: Type.Union([Type.String(), Type.Null()], { description: 'The operator, for changes an operator made.' }),
  },
  { $id: 'LedgerEntry', additionalProperties: false },
);

/** A list call's `limit`. Query values arrive as text (the API does not coerce types), so it is checked as digits. */
export const limit = Type.Optional(
  Type.String({
    pattern: '^([1-9][0-9]{0,2}|1000)$',
    description: 'How many to answer, 1 to 1000 (100 unless given).',
  }),
);
export const DEFAULT_LIMIT = 100;

export const adminSchemas = [
  ProductInput,
  CatalogProduct,
  ImportReport,
  ImportRefusal,
  StatusChange,
  AdminOrder,
  AdminUser,
  StockLevel,
  LedgerEntry,
];

export type ProductInput = Static<typeof ProductInput>;
