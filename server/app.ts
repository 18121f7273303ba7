// Builds the Fastify app (database, plugins, routes) without listening; used by main.ts and tests.
import path from 'node:path';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import swagger from '@fastify/swagger';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { fastifyTrustProxy, type Config } from './config';
import { BODY_LIMIT_BYTES, CATALOG_RECHECK_MS } from './constants';
import { migrateToLatest, openDatabase, type DatabaseKind } from './db/database';
import { creatingMissingDatabase } from './db/missingDatabase';
import { prepareDatabase, type DatabaseReadiness } from './db/readiness';
import type { DB } from './db/schema';
import { seedCatalog, storeHero } from './demo/seed';
import type { PictureStore } from './images/picture';
import { createPictureStore } from './images/pictureStore';
import { loggerOptions, registerRequestLog } from './plugins/logging';
import { adminDeliveryRoutes, deliveryRoutes, pincodeRoutes } from './places';
import { authPlugin } from './plugins/auth';
import { configPlugin, databasePlugin } from './plugins/foundation';
import {
  adminOrderRoutes,
  cartRoutes,
  orderRoutes,
  orderAdminSchemas,
  shopperOrders as orderFactsOfShopper,
  endedHoldLines,
  deliveredLines,
  orderTallies,
} from './orders';
import {
  registerHoldSweeper,
  cancelPaymentsForChangedProducts,
  paymentRoutes,
  paymentMethodRoutes,
  stripeWebhookRoutes,
  razorpayWebhookRoutes,
  adminPaymentRoutes,
  sandboxRecords,
  createPayments,
  razorpaySandboxRoutes,
  stripeSandboxRoutes,
  orderPaymentsShown,
  placingPayments,
  sendCancellationRefund,
  type Payments,
} from './payments';
import {
  addCredit,
  adminReturnRoutes,
  afterSaleRoutes,
  cancelWholeOrderIn,
  creditBalance,
  ordersMoney,
  orderStory,
  pieceStatesOf,
  shopperOrdersWith,
} from './afterSale';
import { errorsPlugin } from './plugins/errors';
import { sendUnavailable } from './http/answers';
import { registerRequestRules, slowClientLimits } from './plugins/requests';
import { registerRateLimits } from './plugins/rateLimits';
import { registerSecurityHeaders } from './plugins/security';
import { registerWeb } from './plugins/web';
import {
  adminProductRoutes,
  adminSynonymRoutes,
  catalogAdminSchemas,
  crawlFileRoutes,
  productRoutes,
  createCatalogReader,
  type CatalogReader,
  createProductListCache,
  type ProductListCache,
  ensureSearchIndex,
} from './catalog';
import { adminStockRoutes, productShelves, stockAdminSchemas } from './stock';
import { healthRoutes } from './plugins/health';
import { metricsPlugin } from './plugins/metrics';
import { fieldMetricsRoutes } from './plugins/fieldMetrics';
import {
  accountAdminSchemas,
  adminAccountRoutes,
  findAccount,
  firstNameOf,
  passwordsPlugin,
  tokensPlugin,
  registerSessionSweeper,
  accountLinkRoutes,
  expandResetRequest,
  RESET_REQUEST,
  userRoutes,
  type PasswordHasher,
  type ShopperOrders,
  type TokenService,
} from './accounts';
import { sharedSchemas } from './schemas/entities';
import { PLAIN_TEXT, plainTextFormat } from './schemas/text';
import { openApiOptions, openApiRoute } from './plugins/openapi';
import { privateDir } from './config/files';
import { createMailSender, createMailTransport, type MailSender } from './mail';
import { adminInvoiceRoutes, invoiceRoutes, recordShopTax } from './invoices';
import { wishlistRoutes, wishlistSchemas } from './wishlist';
import {
  adminStockAlertRoutes,
  alertsAdminSchemas,
  alertMailHeaders,
  BACK_IN_STOCK_REQUEST,
  endRestockedAlerts,
  expandBackInStock,
  stockAlertRoutes,
} from './alerts';
import {
  adminReviewRoutes,
  createProductReviews,
  reviewPhotoRoutes,
  reviewRoutes,
  reviewsAdminSchemas,
  type Buyers,
  type ProductReviewsReader,
} from './reviews';
import { adminSizeChartRoutes, sizeChartRoutes } from './sizing';
import { reviewSchemas } from './schemas/reviews';
import { FAILURE_STATUS_HEADER, RENEWED_TOKEN_HEADER } from '../contract';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Kysely<DB>;
    databaseKind: DatabaseKind;
    tokens: TokenService;
    passwords: PasswordHasher;
    payments: Payments;
    productList: ProductListCache;
    catalog: CatalogReader;
    /** What a product's detail answer carries of its reviews, kept in this process for the reviews' version. */
    productReviews: ProductReviewsReader;
    databaseReadiness: DatabaseReadiness;
    pictures: PictureStore;
    /** The outbox's sender in this process: `wake()` after writing mail, `sendDue()` to send what is due now. */
    mail: MailSender;
  }
}

/** Who bought what, as the reviews wing asks it: the orders wing's delivered lines, the accounts wing's names. */
const buyers: Buyers = { receivedLines: deliveredLines, firstName: firstNameOf };
/** What the accounts wing asks of a shopper's orders: the orders wing's answers, with the after-sale wing's. */
const shopperOrders: ShopperOrders = shopperOrdersWith(orderFactsOfShopper);

export async function buildApp(config: Config): Promise<FastifyInstance> {
  // Before anything writes into it: the data folder holds the database, the token secret and the pictures.
  privateDir(config.dataDir);
  const app = Fastify({
    ...loggerOptions(config),
    ...slowClientLimits(config.requestTimeoutMs),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    ajv: {
      customOptions: { coerceTypes: false, removeAdditional: true, allErrors: false },
      plugins: [plainTextFormat],
    },
    // The answers' serializer picks a branch of a union with a validator of its own, which checks no format: it is told
    // of the plain-text one (the request's validator checked it), rather than warning on the console that it is unknown.
    serializerOpts: { ajv: { formats: { [PLAIN_TEXT]: true } } },
  }).withTypeProvider<TypeBoxTypeProvider>();

  const database = openDatabase(config.databaseUrl);
  // The shared decorations, each a named plugin that those needing it declare (the database is closed last).
  await app.register(databasePlugin, { database });
  await app.register(configPlugin, { config });
  await app.register(tokensPlugin);
  await app.register(passwordsPlugin);
  const payments = createPayments(config, sandboxRecords(database.db));
  app.decorate('payments', payments);
  app.decorate(
    'productList',
    createProductListCache(database.db, {
      recheckMs: CATALOG_RECHECK_MS,
      imageBaseUrl: config.imageBaseUrl,
      shelves: productShelves,
      onStale: (error) => app.log.warn({ err: error }, 'catalog unreadable: serving the last product list'),
    }),
  );

  app.decorate(
    'catalog',
    createCatalogReader(database.db, { imageBaseUrl: config.imageBaseUrl, shelves: productShelves }),
  );
  app.decorate('productReviews', createProductReviews(database.db, config.imageBaseUrl));

  // Pictures live in PostgreSQL when the shop does, so every server process on it serves every picture; files on SQLite.
  const pictures = createPictureStore(database, path.join(config.dataDir, 'images'));
  app.decorate('pictures', pictures);

  let readiness: DatabaseReadiness;
  // Whether this process made the database's tables (kept across the readiness's retries): a new shop's first start.
  let newDatabase = false;
  try {
    readiness = await prepareDatabase(
      async () => {
        await creatingMissingDatabase(
          config.databaseUrl,
          async () => {
            const { created } = await migrateToLatest(database.db);
            newDatabase ||= created;
          },
          (name) =>
            app.log.warn(
              { database: name },
              'created the PostgreSQL database named in DATABASE_URL, which did not exist',
            ),
        );
        await ensureSearchIndex(database.db);
        await storeHero(pictures);
        // The demo catalog on a new shop's first start only; `npm run shop -- demo seed` seeds one later.
        if (newDatabase) await seedCatalog(database.db, pictures);
        // The invoices this process issues name the shop as its settings say.
        await recordShopTax(database.db, config);
      },
      {
        waiting: (error, retryInMs) =>
          app.log.warn({ err: error, retryInMs }, 'the database is unreachable; answering 503 until it is ready'),
        failed: (error) => app.log.fatal({ err: error }, 'the database could not be prepared'),
      },
    );
  } catch (error) {
    await database.close();
    throw error;
  }
  app.decorate('databaseReadiness', readiness);
  app.addHook('onClose', async () => readiness.stop());
  registerHoldSweeper(app);
  registerSessionSweeper(app);
  // Sends the outbox from this process until the app closes (onClose waits for the message being sent).
  const mail = createMailSender({
    db: database.db,
    transport: createMailTransport(
      config,
      app.log,
      alertMailHeaders({ publicUrl: config.publicUrl, secret: config.jwtSecret }),
    ),
    log: app.log,
    expanders: {
      [RESET_REQUEST]: expandResetRequest(config.publicUrl),
      [BACK_IN_STOCK_REQUEST]: expandBackInStock({ publicUrl: config.publicUrl, secret: config.jwtSecret }),
    },
    // The alerts the stock's restocks end, with their mails' requests, sent in the same pass.
    sources: [endRestockedAlerts],
    ready: () => readiness.ready,
  });
  app.decorate('mail', mail);
  app.addHook('onClose', () => mail.stop());
  app.addHook('onRequest', async (request, reply) => {
    if (!readiness.ready && request.url.startsWith('/api/') && !request.url.startsWith('/api/health')) {
      return sendUnavailable(reply);
    }
  });

  // The API speaks JSON only; anything else is refused with 415 rather than parsed as text.
  app.removeContentTypeParser('text/plain');
  registerRequestRules(app);
  await app.register(errorsPlugin);
  registerRequestLog(app, config);
  await app.register(metricsPlugin, { poolUse: database.poolUse, orderTallies });
  await app.register(authPlugin, { findAccount });
  const adminSchemas = [
    ...catalogAdminSchemas,
    ...orderAdminSchemas,
    ...accountAdminSchemas,
    ...stockAdminSchemas,
    ...alertsAdminSchemas,
    ...reviewsAdminSchemas,
  ];
  for (const schema of [...sharedSchemas, ...reviewSchemas, ...wishlistSchemas, ...adminSchemas]) app.addSchema(schema);
  await app.register(swagger, openApiOptions);
  await registerSecurityHeaders(app, config);
  await app.register(cors, {
    origin: config.corsOrigins.length > 0 ? config.corsOrigins : false,
    // A storefront on another origin reads what kind of failure a 200 answer was (FAILURE_STATUS=200).
    exposedHeaders: [FAILURE_STATUS_HEADER, RENEWED_TOKEN_HEADER],
  });
  await app.register(compress);
  await registerRateLimits(app, config);

  await app.register(productRoutes);
  await app.register(pincodeRoutes);
  await app.register(deliveryRoutes);
  await app.register(userRoutes(shopperOrders));
  await app.register(accountLinkRoutes(shopperOrders));
  await app.register(cartRoutes);
  await app.register(
    orderRoutes({
      placing: { ...placingPayments(payments), creditBalance, addCredit },
      story: orderStory,
      money: ordersMoney,
    }),
  );
  await app.register(afterSaleRoutes);
  await app.register(invoiceRoutes);
  await app.register(paymentRoutes);
  await app.register(paymentMethodRoutes);
  await app.register(wishlistRoutes);
  await app.register(stockAlertRoutes);
  await app.register(sizeChartRoutes);
  await app.register(reviewRoutes(buyers));
  await app.register(reviewPhotoRoutes);
  await app.register(adminProductRoutes(cancelPaymentsForChangedProducts(payments.card), productShelves));
  await app.register(
    adminOrderRoutes({
      cancel: { cancelIn: cancelWholeOrderIn, sendRefund: sendCancellationRefund(payments) },
      paymentsShown: orderPaymentsShown,
      pieceStates: pieceStatesOf,
    }),
  );
  await app.register(adminPaymentRoutes);
  await app.register(adminReturnRoutes);
  await app.register(adminDeliveryRoutes);
  await app.register(adminInvoiceRoutes);
  await app.register(adminSizeChartRoutes);
  await app.register(adminReviewRoutes);
  await app.register(adminAccountRoutes(shopperOrders));
  await app.register(adminStockRoutes(endedHoldLines));
  await app.register(adminStockAlertRoutes);
  await app.register(adminSynonymRoutes);
  if (payments.stripe && config.stripe?.webhookSecret) await app.register(stripeWebhookRoutes(payments.stripe));
  if (payments.popup) await app.register(razorpayWebhookRoutes(payments.popup));
  if (payments.stripeSandbox) await app.register(stripeSandboxRoutes(payments.stripeSandbox));
  if (payments.razorpaySandbox) await app.register(razorpaySandboxRoutes(payments.razorpaySandbox));
  await app.register(healthRoutes);
  await app.register(fieldMetricsRoutes);
  await app.register(crawlFileRoutes);
  await app.register(openApiRoute);
  await registerWeb(app, config.distDir, pictures);
  return app;
}
