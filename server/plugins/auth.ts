// Who the caller is: the `token` header, verified, naming a user that still exists, and what that user may do.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { DB, UserRole } from '../db/schema';
import { forbidden, unauthorized } from '../errors';
import { RENEWED_TOKEN_HEADER } from '../../contract';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `app.authenticate` on routes that need a logged-in shopper. */
    userId: string;
    /** The caller's role, read with the user on every call, so a changed role applies at once. */
    userRole: UserRole;
    /** The caller's e-mail address, recorded with each change an operator makes. */
    userEmail: string;
    /** A fresh token for a caller whose token is getting old, sent back in RENEWED_TOKEN_HEADER. */
    renewedToken: string;
  }
  interface FastifyInstance {
    authenticate: (request: FastifyRequest) => Promise<void>;
    /** As `authenticate`, and refuses (403) a caller without the admin role. */
    authenticateAdmin: (request: FastifyRequest) => Promise<void>;
  }
}

/** The account a token names, as the accounts wing reads it (app.ts hands in its `findAccount`), with its revocations. */
export type FindAccount = (
  db: Kysely<DB>,
  userId: string,
  token: { raw: string; sessionId: string },
) => Promise<
  | {
      id: string;
      role: UserRole;
      email: string;
      token_version: number;
      revokedSession: string | null;
      revokedToken: string | null;
    }
  | undefined
>;

/** `app.authenticate` and `app.authenticateAdmin`, with the accounts wing's lookup that app.ts hands in. */
export const authPlugin = fp(
  async (app: FastifyInstance, { findAccount }: { findAccount: FindAccount }) => registerAuth(app, findAccount),
  { name: 'auth', dependencies: ['config', 'db', 'tokens'] },
);

function registerAuth(app: FastifyInstance, findAccount: FindAccount): void {
  app.decorateRequest('userId', '');
  app.decorateRequest('userRole', 'shopper');
  app.decorateRequest('userEmail', '');
  app.decorateRequest('renewedToken', '');
  app.addHook('onSend', async (request, reply) => {
    if (request.renewedToken) reply.header(RENEWED_TOKEN_HEADER, request.renewedToken);
  });
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const token = request.headers.token;
    if (typeof token !== 'string' || token === '') throw unauthorized({ key: 'session.logIn' });
    const verdict = app.tokens.verify(token);
    if ('error' in verdict) {
      throw unauthorized(verdict.error === 'expired' ? { key: 'session.expired' } : undefined);
    }
    const user = await findAccount(app.db, verdict.userId, { raw: token, sessionId: verdict.sessionId });
    if (!user) throw unauthorized();
    // Signed out everywhere since this token was issued.
    if (user.token_version !== verdict.version) throw unauthorized({ key: 'session.signedOutEverywhere' });
    if (user.revokedSession !== null || user.revokedToken !== null) throw unauthorized({ key: 'session.loggedOut' });
    // An active shopper's session goes on: a token past a quarter of its life is answered with a fresh one of it.
    if (app.tokens.due(verdict))
      request.renewedToken = app.tokens.issue({ id: user.id, tokenVersion: user.token_version }, verdict.sessionId);
    request.userId = user.id;
    request.userRole = user.role;
    request.userEmail = user.email;
  });
  app.decorate('authenticateAdmin', async (request: FastifyRequest) => {
    await app.authenticate(request);
    if (request.userRole !== 'admin') throw forbidden('This needs an operator account (the admin role).');
  });
}
