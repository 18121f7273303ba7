// JSON schemas of the catalog's admin calls: products as the operator imports, edits and exports them.
import { Type } from '@sinclair/typebox';
import { MAX_STOCK } from '../constants';
import { NOT_BLANK, Stock, text } from '../schemas/entities';
import { MAX_DESCRIPTION_LENGTH, MAX_NAME_LENGTH } from './productInput';
import { PRODUCT_CATEGORIES, PRODUCT_TYPES } from '../../contract';

const productFields = {
  name: Type.String({ maxLength: MAX_NAME_LENGTH }),
  description: Type.String({ maxLength: MAX_DESCRIPTION_LENGTH }),
  price: Type.Number({ description: 'Rupees, above 0, at most 2 decimals.' }),
  category: Type.String({ examples: [...PRODUCT_CATEGORIES] }),
  subCategory: Type.String({ examples: [...PRODUCT_TYPES] }),
  sizes: Type.Array(Type.String({ maxLength: 12 }), { maxItems: 12 }),
  image: Type.Array(Type.String({ maxLength: 300 }), {
    maxItems: 4,
    description: 'URLs the shop serves (under /images/), such as those POST /api/admin/images answers.',
  }),
  // Never blank when given; left out, the product has none (a product replaced without them loses its own).
  nameHi: Type.Optional(text(MAX_NAME_LENGTH, 'The name in Hindi, trimmed; left out, the product has none.')),
  descriptionHi: Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: MAX_DESCRIPTION_LENGTH,
      pattern: NOT_BLANK,
      description: 'The description in Hindi, trimmed; left out, the product has none.',
    }),
  ),
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
    returnable: Type.Optional(
      Type.Boolean({
        description: 'Whether the shop takes its pieces back (false for innerwear, say); true when left out.',
      }),
    ),
    stock: Type.Optional(
      Type.Record(Type.String({ maxLength: 12 }), Type.Integer({ minimum: 0, maximum: MAX_STOCK }), {
        description: 'Units to set per size it sells; sizes left out keep their stock (a new product starts at 0).',
      }),
    ),
  },
  { $id: 'ProductInput', additionalProperties: false },
);

export const CatalogProduct = Type.Object(
  { id: Type.String(), ...productFields, bestseller: Type.Boolean(), returnable: Type.Boolean(), stock: Stock },
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

/** Registered with the app before the routes that refer to them by $id. */
export const catalogAdminSchemas = [ProductInput, CatalogProduct, ImportReport, ImportRefusal];
