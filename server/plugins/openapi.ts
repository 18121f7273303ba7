// The OpenAPI document, built from the route schemas and published at /api/openapi.json.
import type { SwaggerOptions } from '@fastify/swagger';
import type { FastifyPluginAsync } from 'fastify';

export const openApiOptions: SwaggerOptions = {
  openapi: {
    openapi: '3.0.3',
    info: {
      title: 'Storefront API',
      version: '1.0.0',
      description:
        'The API of the online clothing shop (storefront spec, section 7). Every answer carries `success`; ' +
        'failures answer `{ success: false, message }` with a 4xx or 5xx status. Prices are in rupees.',
    },
    components: {
      // The scheme a route that needs a logged-in caller names (schemas/security.ts: TOKEN_SECURITY).
      securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'token' } },
    },
  },
  // Shared schemas become named components (#/components/schemas/Product) instead of def-0, def-1.
  refResolver: {
    buildLocalReference: (json, _baseUri, _fragment, index) =>
      typeof json.$id === 'string' ? json.$id : `def-${index}`,
  },
};

export const openApiRoute: FastifyPluginAsync = async (app) => {
  app.get('/api/openapi.json', { schema: { hide: true } }, () => app.swagger());
};
