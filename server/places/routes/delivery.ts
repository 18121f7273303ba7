// GET /api/delivery/:pincode (when a parcel would come, whether cash on delivery is offered) and the operator's
// delivery settings: GET /api/admin/delivery, POST /api/admin/delivery/zones/:zone, /areas/:area, /cod-limit.
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { toPaise, toRupees } from '../../../contract';
import { TOKEN_SECURITY } from '../../schemas/security';
import { failures } from '../../schemas/entities';
import { NotFound } from '../../errors';
import {
  deliveryPromise,
  deliveryRules,
  setArea,
  setCodLimit,
  setZone,
  ZONES,
  type DeliveryRules,
} from '../deliveryPromise';

const zone = Type.Union(ZONES.map((name) => Type.Literal(name)));
const Promise_ = Type.Object({
  success: Type.Literal(true),
  pincode: Type.String(),
  zone,
  delivers: Type.Boolean({ description: 'false: "We don\'t deliver to <pincode> yet".' }),
  deliveryBy: Type.Union([Type.String({ format: 'date' }), Type.Null()], {
    description: 'The day it would come by (India), from the next dispatch; null where the shop does not deliver.',
  }),
  cod: Type.Object({
    offered: Type.Boolean(),
    reason: Type.Union([Type.Literal('area'), Type.Literal('amount'), Type.Null()], {
      description: 'Why not: the area takes no cash, or the order is above the largest cash order.',
    }),
    maxAmount: Type.Union([Type.Number(), Type.Null()], {
      description: 'The largest cash order, in rupees; null: none.',
    }),
  }),
});
const Rules = Type.Object({
  success: Type.Literal(true),
  zones: Type.Array(Type.Object({ zone, days: Type.Integer(), delivers: Type.Boolean(), cod: Type.Boolean() })),
  areas: Type.Array(
    Type.Object({
      area: Type.String(),
      delivers: Type.Union([Type.Boolean(), Type.Null()]),
      cod: Type.Union([Type.Boolean(), Type.Null()]),
    }),
  ),
  codMaxAmount: Type.Union([Type.Number(), Type.Null()]),
});
const rulesAnswer = (rules: DeliveryRules) => ({
  success: true as const,
  zones: rules.zones,
  areas: rules.areas,
  codMaxAmount: rules.codMaxPaise === null ? null : toRupees(rules.codMaxPaise),
});
const flag = Type.Optional(Type.Union([Type.Boolean(), Type.Null()]));

export const deliveryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/delivery/:pincode',
    {
      schema: {
        tags: ['address'],
        operationId: 'getDeliveryPromise',
        summary: 'When a parcel to this pincode would come, and whether cash on delivery is offered',
        description:
          "From the shop's dispatch pincode, dispatch days and cut-off and the operator's zone table. With amount " +
          '(rupees), cod says whether an order of that size may be paid in cash. Unknown pincode: 404.',
        params: Type.Object({ pincode: Type.String({ pattern: '^[1-9][0-9]{5}$' }) }),
        querystring: Type.Object({ amount: Type.Optional(Type.String({ pattern: '^[0-9]{1,9}(\\.[0-9]{1,2})?$' })) }),
        response: { 200: Promise_, ...failures },
      },
    },
    async (request) => {
      const amount = request.query.amount === undefined ? undefined : toPaise(Number(request.query.amount));
      const promise = await deliveryPromise(app.db, app.config.dispatch, request.params.pincode, amount);
      if (!promise) throw new NotFound({ key: 'address.unknownPincode', values: { pincode: request.params.pincode } });
      const { maxAmountPaise, ...cod } = promise.cod;
      return {
        success: true as const,
        ...promise,
        cod: { ...cod, maxAmount: maxAmountPaise === null ? null : toRupees(maxAmountPaise) },
      };
    },
  );
};

export const adminDeliveryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.authenticateAdmin);
  const security = TOKEN_SECURITY;
  const tags = ['admin'];

  app.get(
    '/api/admin/delivery',
    {
      schema: {
        tags,
        security,
        operationId: 'adminGetDelivery',
        summary: 'The zone table, the areas turned off or on, and the largest cash order',
        response: { 200: Rules, ...failures },
      },
    },
    async () => rulesAnswer(await deliveryRules(app.db)),
  );

  app.post(
    '/api/admin/delivery/zones/:zone',
    {
      schema: {
        tags,
        security,
        operationId: 'adminSetDeliveryZone',
        summary: "Change a zone's days, whether the shop delivers there and whether it takes cash there",
        params: Type.Object({ zone: Type.String({ maxLength: 40 }) }),
        body: Type.Object(
          {
            days: Type.Optional(Type.Integer({ minimum: 0, maximum: 60 })),
            delivers: Type.Optional(Type.Boolean()),
            cod: Type.Optional(Type.Boolean()),
          },
          { additionalProperties: false },
        ),
        response: { 200: Rules, ...failures },
      },
    },
    async (request) => {
      await setZone(app.db, request.params.zone, request.body);
      return rulesAnswer(await deliveryRules(app.db));
    },
  );

  app.post(
    '/api/admin/delivery/areas/:area',
    {
      schema: {
        tags,
        security,
        operationId: 'adminSetDeliveryArea',
        summary: 'Turn delivery or cash on delivery off or on for a pincode, or for every pincode starting with digits',
        description: 'null (or left out) for both: the area follows its zone again. The longest matching area wins.',
        params: Type.Object({ area: Type.String({ maxLength: 6 }) }),
        body: Type.Object({ delivers: flag, cod: flag }, { additionalProperties: false }),
        response: { 200: Rules, ...failures },
      },
    },
    async (request) => {
      await setArea(app.db, {
        area: request.params.area,
        delivers: request.body.delivers ?? null,
        cod: request.body.cod ?? null,
      });
      return rulesAnswer(await deliveryRules(app.db));
    },
  );

  app.post(
    '/api/admin/delivery/cod-limit',
    {
      schema: {
        tags,
        security,
        operationId: 'adminSetCodLimit',
        summary: 'The largest order cash on delivery takes, in rupees (null: no limit)',
        body: Type.Object(
          { max: Type.Union([Type.Number({ exclusiveMinimum: 0, maximum: 10_000_000 }), Type.Null()]) },
          { additionalProperties: false },
        ),
        response: { 200: Rules, ...failures },
      },
    },
    async (request) => {
      const { max } = request.body;
      await setCodLimit(app.db, max === null ? null : toPaise(max));
      return rulesAnswer(await deliveryRules(app.db));
    },
  );
};
