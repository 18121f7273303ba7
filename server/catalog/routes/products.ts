// GET /api/product/list: the whole catalog, newest first, sent from memory (see catalog/productListCache.ts):
// compressed once per catalog version, and answered 304 when the shopper's copy is current. The catalog queried rather
// than shipped: a page of a filter and search, a product with its related ones, the home page's, and products by id
// (catalog/queryAnswerCache.ts).
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { SEARCH_SUGGESTIONS } from '../../../contract';
import { CATALOG_QUERY } from '../../constants';
import { ProductNotFound } from '../errors';
import { sendPrecompressed } from '../../http/precompressed';
import {
  InLanguage,
  ProductIds,
  productId,
  ProductPage,
  ProductQuery,
  products,
  readQueryAs,
  SuggestQuery,
  Suggestions,
  textsOf,
} from '../schemas';
import { failures, Product } from '../../schemas/entities';
import { ProductReviews } from '../../schemas/reviews';

/**
 * The catalog's queries answer pages of products: V8's own JSON.stringify writes them about five times faster than the
 * serializer Fastify compiles from the schema, which still describes them (OpenAPI, the generated endpoints). The
 * answers are built field by field in the schema's shape (catalog/queryAnswerCache.ts), so nothing else can slip in.
 */
const nativeJson = { serializerCompiler: () => (data: unknown) => JSON.stringify(data) };

export const productRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/product/list',
    {
      compress: false,
      schema: {
        tags: ['product'],
        operationId: 'listProducts',
        summary: 'The catalog, newest product first',
        description:
          'Sent with an ETag: a request carrying If-None-Match with the current tag is answered 304 without a body.',
        response: {
          200: Type.Object({ success: Type.Literal(true), products: Type.Array(Type.Ref(Product)) }),
          ...failures,
        },
      },
    },
    async (request, typedReply) => {
      // The answer goes out as prepared bytes, which the typed reply (made for objects) does not describe.
      const reply: FastifyReply = typedReply;
      const body = await app.productList.current();
      return sendPrecompressed(request, reply, { ...body, raw: body.json }, 'application/json; charset=utf-8');
    },
  );

  app.get(
    '/api/product/query',
    {
      ...nativeJson,
      preValidation: readQueryAs(ProductQuery),
      schema: {
        tags: ['product'],
        operationId: 'queryProducts',
        summary: 'One page of the products a filter and search find, with their total and facet counts',
        description:
          'Several values of one filter match any of them; the filters and the search must all match. Each facet counts ' +
          'the products every other condition finds, whatever its own filter says.',
        querystring: ProductQuery,
        response: { 200: ProductPage, ...failures },
      },
    },
    async (request) => {
      const {
        lang,
        category = [],
        type = [],
        q = '',
        sort = 'relevant',
        page = 1,
        limit = CATALOG_QUERY.defaultPageSize,
      } = request.query;
      const query = { categories: category, types: type, search: q, sort, page, limit };
      const found = await app.catalog.query(query);
      return { success: true as const, ...found, products: found.products.map(textsOf(lang)) };
    },
  );

  app.get(
    '/api/product/suggest',
    {
      ...nativeJson,
      schema: {
        tags: ['product'],
        operationId: 'suggestProducts',
        summary: `Up to ${SEARCH_SUGGESTIONS.max} suggestions for what a shopper is typing in the search box: products, categories and types`,
        description:
          `From ${SEARCH_SUGGESTIONS.fromLength} characters (trimmed; fewer answer no suggestions): the categories, types ` +
          "and products whose words start with the last word typed, then those it forgivingly spells as a search's words " +
          'do; the words before it match as in a search. Products newest first within each.',
        querystring: SuggestQuery,
        response: { 200: Suggestions, ...failures },
      },
    },
    async (request) => {
      const typed = request.query.q.trim();
      const found =
        [...typed].length < SEARCH_SUGGESTIONS.fromLength ? [] : await app.catalog.suggest(typed, request.query.lang);
      return { success: true as const, suggestions: found };
    },
  );

  app.get(
    '/api/product/detail/:productId',
    {
      ...nativeJson,
      schema: {
        tags: ['product'],
        operationId: 'getProduct',
        summary: `A product, and at most ${CATALOG_QUERY.related} others of its category and type, newest first`,
        description:
          'With its reviews: what its shown reviews say together, and the newest of them. A review added, hidden or ' +
          'shown again is in the next answer of every process.',
        params: Type.Object({ productId }),
        querystring: InLanguage,
        response: {
          200: Type.Object({
            success: Type.Literal(true),
            product: Type.Ref(Product),
            related: products('Other products of the same category and type.'),
            reviews: Type.Ref(ProductReviews),
          }),
          ...failures,
        },
      },
    },
    async (request) => {
      const { productId } = request.params;
      const [found, reviews] = await Promise.all([app.catalog.detail(productId), app.productReviews.of(productId)]);
      if (!found) throw new ProductNotFound({ key: 'catalog.noSuchProduct' });
      const texts = textsOf(request.query.lang);
      return { success: true as const, product: texts(found.product), related: found.related.map(texts), reviews };
    },
  );

  app.get(
    '/api/product/home',
    {
      ...nativeJson,
      schema: {
        tags: ['product'],
        operationId: 'getHome',
        summary: `The home page's products: the ${CATALOG_QUERY.latest} newest and the ${CATALOG_QUERY.bestsellers} newest bestsellers`,
        querystring: InLanguage,
        response: {
          200: Type.Object({
            success: Type.Literal(true),
            latest: products('Newest first.'),
            bestsellers: products('Newest first.'),
          }),
          ...failures,
        },
      },
    },
    async (request) => {
      const { latest, bestsellers } = await app.catalog.home();
      const texts = textsOf(request.query.lang);
      return { success: true as const, latest: latest.map(texts), bestsellers: bestsellers.map(texts) };
    },
  );

  app.get(
    '/api/product/byIds',
    {
      ...nativeJson,
      preValidation: readQueryAs(ProductIds),
      schema: {
        tags: ['product'],
        operationId: 'getProductsByIds',
        summary: 'The products named, in the order named; unknown ids are left out and repeated ones answered once',
        querystring: ProductIds,
        response: {
          200: Type.Object({ success: Type.Literal(true), products: products('The products found.') }),
          ...failures,
        },
      },
    },
    async (request) => ({
      success: true as const,
      products: (await app.catalog.byIds(request.query.id)).map(textsOf(request.query.lang)),
    }),
  );
};
