// Who the caller is: the `token` header, verified, naming a user that still exists.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { unauthorized } from '../errors';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `app.authenticate` on routes that need a logged-in shopper. */
    userId: string;
  }
  interface FastifyInstance {
    authenticate: (request: FastifyRequest) => Promise<void>;
  }
}

export const TOKEN_SECURITY = [{ token: [] }];

export function registerAuth(app: FastifyInstance): void {
  app.decorateRequest('userId', '');
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const token = request.headers.token;
    if (typeof token !== 'string' || token === '') throw unauthorized('Please log in to continue.');
    const verdict = app.tokens.verify(token);
    if ('error' in verdict) {
      throw unauthorized(verdict.error === 'expired' ? 'Your session has expired. Please log in again.' : undefined);
    }
    const user = await app.db.selectFrom('users').select('id').where('id', '=', verdict.userId).executeTakeFirst();
    if (!user) throw unauthorized();
    request.userId = user.id;
  });
}
