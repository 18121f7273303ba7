// The accounts wing's shared services as named plugins (fastify-plugin): login tokens (`app.tokens`) and password
// hashing (`app.passwords`), made from the shop's settings.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createPasswordHasher } from './passwords';
import { createTokenService } from './tokens';

export const tokensPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('tokens', createTokenService(app.config.jwtSecret, app.config.tokenTtlSeconds));
  },
  { name: 'tokens', dependencies: ['config'] },
);

export const passwordsPlugin = fp(
  async (app: FastifyInstance) => {
    const { passwordHashCost, passwordHashConcurrency, passwordHashQueue } = app.config;
    app.decorate(
      'passwords',
      createPasswordHasher({ cost: passwordHashCost, concurrency: passwordHashConcurrency, queue: passwordHashQueue }),
    );
  },
  { name: 'passwords', dependencies: ['config'] },
);
