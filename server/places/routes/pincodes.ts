// GET /api/pincode/:pincode: the district and state a delivery form fills from a pincode, from India Post's directory.
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { failures } from '../../schemas/entities';
import { NotFound } from '../../errors';
import { lookUpPincode } from '../deliveryPlace';

export const pincodeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/pincode/:pincode',
    {
      schema: {
        tags: ['address'],
        operationId: 'lookUpPincode',
        summary: "A pincode's district and state, from India Post's directory of every pincode",
        description:
          'For the delivery form: it fills the city (the district, which the shopper may correct) and the state. A ' +
          'pincode that serves two states names both (states); state is the first. Unknown pincode: 404. An order or ' +
          'a saved address whose pincode is unknown, or whose state is not one of its states, is refused with 400.',
        params: Type.Object({ pincode: Type.String({ pattern: '^[1-9][0-9]{5}$', description: 'Six digits.' }) }),
        response: {
          200: Type.Object({
            success: Type.Literal(true),
            pincode: Type.String(),
            district: Type.String(),
            state: Type.String(),
            states: Type.Array(Type.String()),
          }),
          ...failures,
        },
      },
    },
    async (request, reply) => {
      const found = lookUpPincode(request.params.pincode);
      if (!found) throw new NotFound({ key: 'address.unknownPincode', values: { pincode: request.params.pincode } });
      // The directory changes with a release of the package, not between requests.
      void reply.header('cache-control', 'public, max-age=86400');
      return { success: true as const, ...found };
    },
  );
};
