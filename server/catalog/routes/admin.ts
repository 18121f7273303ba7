// The admin API's catalog calls: export, add, import, remove, and picture uploads. Operators only (the admin role).
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PictureRefused, ProductNotFound } from '../errors';
import { Busy } from '../../errors';
import {
  ImageRefused,
  IMAGE_TYPES,
  MAX_IMAGE_BYTES,
  PicturesBusy,
  storeProductImage,
} from '../../images/productImages';
import { TOKEN_SECURITY } from '../../schemas/security';
import { CatalogProduct, ImportRefusal, ImportReport, ProductInput } from '../adminSchemas';
import type { ProductsChangedHook } from '../productChanges';
import type { ProductShelves } from '../productShelves';
import { failures } from '../../schemas/entities';
import {
  exportProducts,
  importProducts,
  importSummary,
  removeProduct,
  type ImportReport as Report,
} from '../productAdmin';
import { readProductText } from '../importFile';

/** Most products one import request may carry. */
const MAX_IMPORT_ROWS = 10_000;
const IMPORT_BODY_LIMIT = 20 * 1024 * 1024;

const security = TOKEN_SECURITY;
const tags = ['admin'];

function refusal(report: Report, where = 'row'): string {
  const first = report.rejected[0];
  if (!first) return 'There was no product to import.';
  return `Nothing was imported: ${report.rejected.length} product(s) have mistakes (${where} ${first.line}: ${first.errors.join('; ')}).`;
}

/** A refused picture in the operator's words: in their language where the shop says it in two. */
function pictureRefusal(error: ImageRefused): PictureRefused {
  if (error.kind === 'svgFilters') return new PictureRefused({ key: 'picture.svgFilters' });
  if (error.kind === 'slow') return new PictureRefused({ key: 'picture.tooSlow' });
  return new PictureRefused(`The picture was refused: ${error.message}.`);
}

/**
 * `onProductsChanged` is told of every removal and repricing, in its transaction (app.ts gives the orders wing's);
 * `shelves` are the stock wing's, which exports read and imports write.
 */
export const adminProductRoutes =
  (onProductsChanged: ProductsChangedHook, shelves: ProductShelves): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.addHook('onRequest', app.authenticateAdmin);
    // Pictures arrive as their own bytes; this parser serves only the routes of this plugin.
    app.addContentTypeParser(IMAGE_TYPES, { parseAs: 'buffer', bodyLimit: MAX_IMAGE_BYTES }, (_request, body, done) =>
      done(null, body),
    );

    app.get(
      '/api/admin/products',
      {
        schema: {
          tags,
          security,
          operationId: 'adminExportProducts',
          summary: 'Every product, newest first, in the form an import takes',
          response: {
            200: Type.Object({ success: Type.Literal(true), products: Type.Array(Type.Ref(CatalogProduct)) }),
            ...failures,
          },
        },
      },
      async () => ({ success: true as const, products: await exportProducts(app.db, shelves) }),
    );

    app.post(
      '/api/admin/products',
      {
        schema: {
          tags,
          security,
          operationId: 'adminAddProduct',
          summary: 'Add a product, or replace the one with the same id',
          body: Type.Ref(ProductInput),
          response: { 201: Type.Ref(ImportReport), 422: Type.Ref(ImportRefusal), ...failures },
        },
      },
      async (request, reply) => {
        const report = await importProducts(app.db, [{ line: 1, fields: request.body }], {
          strict: true,
          by: request.userEmail,
          onProductsChanged,
          shelves,
        });
        if (!report.written)
          return reply.status(422).send({ success: false, message: refusal(report), rejected: report.rejected });
        return reply.status(201).send({ success: true, message: importSummary(report), ...report });
      },
    );

    app.post(
      '/api/admin/products/import',
      {
        bodyLimit: IMPORT_BODY_LIMIT,
        schema: {
          tags,
          security,
          operationId: 'adminImportProducts',
          summary: 'Import products: the good ones in one transaction, or with strict nothing unless all are good',
          description:
            'Each product is checked on its own and every mistake is reported with its row (counted from 1).',
          body: Type.Object(
            {
              products: Type.Array(Type.Unknown(), { minItems: 1, maxItems: MAX_IMPORT_ROWS }),
              strict: Type.Optional(Type.Boolean()),
            },
            { additionalProperties: false },
          ),
          response: { 200: Type.Ref(ImportReport), 422: Type.Ref(ImportRefusal), ...failures },
        },
      },
      async (request, reply) => {
        const rows = request.body.products.map((fields, index) => ({ line: index + 1, fields }));
        const report = await importProducts(app.db, rows, {
          strict: request.body.strict ?? false,
          by: request.userEmail,
          onProductsChanged,
          shelves,
        });
        if (!report.written)
          return reply.status(422).send({ success: false, message: refusal(report), rejected: report.rejected });
        return { success: true as const, message: importSummary(report), ...report };
      },
    );

    app.post(
      '/api/admin/products/import-file',
      {
        bodyLimit: IMPORT_BODY_LIMIT,
        schema: {
          tags,
          security,
          operationId: 'adminImportProductFile',
          summary: 'Import a product file (CSV or JSON) as the command line does',
          description:
            "The file's text, read as `npm run shop -- products import` reads a file: a CSV product is numbered by the file line its record ends on, a JSON one by its position. Pictures must be URLs the shop serves. A text that is not CSV or JSON, or has an unknown column, is refused whole (400).",
          body: Type.Object(
            {
              format: Type.Union([Type.Literal('csv'), Type.Literal('json')]),
              text: Type.String({ minLength: 1, maxLength: IMPORT_BODY_LIMIT }),
              strict: Type.Optional(Type.Boolean()),
            },
            { additionalProperties: false },
          ),
          response: { 200: Type.Ref(ImportReport), 422: Type.Ref(ImportRefusal), ...failures },
        },
      },
      async (request, reply) => {
        const { format, text, strict } = request.body;
        const rows = await readProductText(text, format, MAX_IMPORT_ROWS);
        const report = await importProducts(app.db, rows, {
          strict: strict ?? false,
          by: request.userEmail,
          onProductsChanged,
          shelves,
        });
        const where = format === 'csv' ? 'line' : 'item';
        if (!report.written)
          return reply.status(422).send({ success: false, message: refusal(report, where), rejected: report.rejected });
        return { success: true as const, message: importSummary(report), ...report };
      },
    );

    app.delete(
      '/api/admin/products/:id',
      {
        schema: {
          tags,
          security,
          operationId: 'adminRemoveProduct',
          summary:
            'Remove a product (it leaves every cart; orders keep their copy; payments waiting on it are cancelled)',
          params: Type.Object({ id: Type.String({ maxLength: 80 }) }),
          response: { 200: Type.Object({ success: Type.Literal(true), message: Type.String() }), ...failures },
        },
      },
      async (request) => {
        if (!(await removeProduct(app.db, request.params.id, { by: request.userEmail, onProductsChanged })))
          throw new ProductNotFound(`There is no product ${request.params.id}.`);
        return { success: true as const, message: `Removed ${request.params.id}.` };
      },
    );

    app.post(
      '/api/admin/images',
      {
        schema: {
          tags,
          security,
          operationId: 'adminUploadImage',
          summary: 'Upload a product picture (the body is the image file); answers the URL to put in a product',
          description: `Sent with its own content type (image/jpeg, image/png, image/webp, image/avif, image/gif, image/tiff, image/svg+xml), at most ${MAX_IMAGE_BYTES / 1024 / 1024} MB. The picture is made into every width and format the storefront serves.`,
          querystring: Type.Object({
            name: Type.Optional(
              Type.String({ pattern: '^[a-z0-9-]{1,60}$', description: 'A readable start for the file name.' }),
            ),
          }),
          response: { 201: Type.Object({ success: Type.Literal(true), url: Type.String() }), ...failures },
        },
      },
      async (request, reply) => {
        if (!Buffer.isBuffer(request.body))
          throw new PictureRefused('Send the picture itself as the body, with its image content type.');
        try {
          const url = await storeProductImage(app.pictures, request.body, request.query.name ?? 'upload');
          return reply.status(201).send({ success: true, url });
        } catch (error) {
          if (error instanceof ImageRefused) throw pictureRefusal(error);
          if (error instanceof PicturesBusy)
            throw new Busy(
              { key: 'picture.busy', values: { seconds: error.retryAfterSeconds } },
              error.retryAfterSeconds,
            );
          throw error;
        }
      },
    );
  };
