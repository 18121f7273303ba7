// JSON schemas of the admin API: the catalog as the operator edits it, orders with their history, accounts.
import { Type, type Static } from '@sinclair/typebox';
import { PRODUCT_CATEGORIES, PRODUCT_TYPES } from '../constants';
import { Order } from './entities';

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
    id: Type.Optional(Type.String({ maxLength: 80, description: 'Lower-case letters, digits and dashes; made from the name when left out.' })),
    ...productFields,
    bestseller: Type.Optional(Type.Boolean()),
  },
  { $id: 'ProductInput', additionalProperties: false },
);

export const CatalogProduct = Type.Object(
  { id: Type.String(), ...productFields, bestseller: Type.Boolean() },
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
  { from: Type.String(), to: Type.String(), by: Type.String(), at: Type.Number({ description: 'Milliseconds since 1970.' }) },
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

export const adminSchemas = [ProductInput, CatalogProduct, ImportReport, ImportRefusal, StatusChange, AdminOrder, AdminUser];

export type ProductInput = Static<typeof ProductInput>;
