// Schemas of the catalog's queries (GET /api/product/query, detail, home, byIds), and how their query text is read.
import { Type, type TObject } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { LANGUAGES, SEARCH_SUGGESTIONS, type Language } from '../../contract';
import { CATALOG_QUERY, MAX_PRODUCT_ID_LENGTH } from '../constants';
import { CATALOG_SORTS, type CatalogSort } from './querySql';
import { Product } from '../schemas/entities';

const { maxFilterValues, maxFilterValueLength, maxSearchLength, defaultPageSize, maxPageSize, maxPage } = CATALOG_QUERY;

const values = (description: string) =>
  Type.Optional(
    Type.Array(Type.String({ minLength: 1, maxLength: maxFilterValueLength }), {
      maxItems: maxFilterValues,
      description,
    }),
  );
/**
 * The language a storefront page shows its products in: the answer then carries no other language's texts (an English
 * page has no use for nameHi and descriptionHi). Left out, a product carries every text it has, as in the product list.
 */
const lang = Type.Optional(
  Type.Unsafe<Language>({
    type: 'string',
    enum: [...LANGUAGES],
    description:
      'The language the products are shown in: en leaves out the Hindi texts (nameHi, descriptionHi); hi keeps them beside the English ones, which a product without them falls back to. Left out: every text a product has.',
  }),
);

/** The products of an answer with the texts of `language` only (every text when no language is asked for). */
export function textsOf(language: Language | undefined): (product: Product) => Product {
  if (language !== 'en') return (product) => product;
  return ({ nameHi: _name, descriptionHi: _description, ...english }) => english;
}

/** The query of calls whose only parameter is the language. */
export const InLanguage = Type.Object({ lang });

export const ProductQuery = Type.Object({
  lang,
  category: values(
    `Only products of any of these categories (at most ${maxFilterValues}), such as Men; repeat it for several.`,
  ),
  type: values(
    `Only products of any of these types (subCategory, at most ${maxFilterValues}), such as Topwear; repeat it for several.`,
  ),
  q: Type.Optional(
    Type.String({
      maxLength: maxSearchLength,
      description:
        'Search: first the products whose name, in English or in Hindi (nameHi), contains this text, in any case (% and _ ' +
        'are ordinary characters), in the sort asked; then the products matching each word of it forgivingly, those ' +
        'matching every word as typed first: a letter wrong, missing, extra or two swapped (two in words longer than ' +
        'five letters, never the first), spaces and hyphens left out or added, the other number (jacket, jackets), the ' +
        "operator's synonyms, Devanagari's spelling variants and common Latin spellings of Hindi words; small words such " +
        'as "for", "the", "ki" left out. Trimmed.',
    }),
  ),
  sort: Type.Optional(
    Type.Unsafe<CatalogSort>({
      type: 'string',
      enum: [...CATALOG_SORTS],
      description:
        'relevant (the default): newest first; low-high, high-low: by price, newest first among equal prices.',
    }),
  ),
  page: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: maxPage,
      description: 'Which page, from 1 (the default); pages past the last have no products.',
    }),
  ),
  limit: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: maxPageSize,
      description: `Products per page, 1 to ${maxPageSize} (${defaultPageSize} unless given).`,
    }),
  ),
});

const counts = (description: string) => Type.Record(Type.String(), Type.Integer({ minimum: 1 }), { description });

export const ProductPage = Type.Object({
  success: Type.Literal(true),
  products: Type.Array(Type.Ref(Product), { description: 'This page of the products found, in the order asked.' }),
  total: Type.Integer({ minimum: 0, description: 'How many products were found, on all pages.' }),
  page: Type.Integer({ minimum: 1 }),
  limit: Type.Integer({ minimum: 1 }),
  facets: Type.Object({
    category: counts('Products found per category with the type filter and search, but not the category filter.'),
    type: counts('Products found per type (subCategory) with the category filter and search, but not the type filter.'),
  }),
  didYouMean: Type.Union([Type.String(), Type.Null()], {
    description:
      'When the search finds no product at all (whatever the filters): the closest words of the catalog for the words ' +
      'it does not know, by a looser match (any letter may be wrong), as a query to run ("kacket": "jacket"); else null.',
  }),
});

export const SuggestQuery = Type.Object({
  q: Type.String({
    maxLength: maxSearchLength,
    description: `What the shopper has typed so far; trimmed, suggestions come from ${SEARCH_SUGGESTIONS.fromLength} characters on.`,
  }),
  lang,
});

export const Suggestion = Type.Object(
  {
    kind: Type.Union([Type.Literal('product'), Type.Literal('category'), Type.Literal('type')]),
    text: Type.String({
      description:
        "A product's name (in the language asked, when it has one), or the category or type as the collection's filter takes it (Women, Topwear).",
    }),
    productId: Type.Union([Type.String(), Type.Null()], {
      description: "The product's id; null for a category or type.",
    }),
  },
  { additionalProperties: false },
);

export const Suggestions = Type.Object({
  success: Type.Literal(true),
  suggestions: Type.Array(Suggestion, {
    maxItems: SEARCH_SUGGESTIONS.max,
    description: 'Best first: those whose words start with what is typed, then those forgiving a typo.',
  }),
});

export const productId = Type.String({ minLength: 1, maxLength: MAX_PRODUCT_ID_LENGTH });

export const ProductIds = Type.Object({
  lang,
  id: Type.Array(productId, {
    minItems: 1,
    maxItems: CATALOG_QUERY.maxIds,
    description: `The products' ids (1 to ${CATALOG_QUERY.maxIds}), the parameter repeated: ?id=a&id=b.`,
  }),
});

export const products = (description: string) => Type.Array(Type.Ref(Product), { description });

/**
 * A preValidation hook reading a route's query text as its schema's types, the way Fastify's default validator would
 * (coerceTypes: 'array'; this app turns coercion off, for bodies, where "2" is not a quantity): a value given once
 * becomes a list of one where the schema takes a list, and digits a number where it takes an integer. Anything else is
 * left as it came, for the schema to refuse.
 */
export function readQueryAs(schema: TObject) {
  const typed = (type: string) =>
    Object.keys(schema.properties).filter((name) => (schema.properties[name] as { type?: string }).type === type);
  const [lists, integers] = [typed('array'), typed('integer')];
  return async (request: FastifyRequest): Promise<void> => {
    const query = request.query as Record<string, unknown>;
    for (const name of lists) if (typeof query[name] === 'string') query[name] = [query[name]];
    for (const name of integers)
      if (typeof query[name] === 'string' && /^-?[0-9]{1,20}$/.test(query[name])) query[name] = Number(query[name]);
  };
}
