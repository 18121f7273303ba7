// POST /api/user/register and /api/user/login: accounts and login tokens.
import { randomUUID } from 'node:crypto';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '../constants';
import { conflict, isUniqueViolation, unauthorized } from '../errors';
import { failures } from '../schemas/entities';

const Email = Type.String({ format: 'email', maxLength: 254 });
const TokenAnswer = Type.Object({ success: Type.Literal(true), token: Type.String() });
const EXISTING_ACCOUNT = 'An account with this e-mail already exists. Log in instead.';
const WRONG_CREDENTIALS = 'Wrong e-mail or password.';

const normalizeEmail = (email: string) => email.trim().toLowerCase();

export const userRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { passwordHashCost, authRateLimitPerMinute } = app.config;
  const rateLimit = { max: authRateLimitPerMinute, timeWindow: '1 minute' };
  // Verifying against this when the e-mail is unknown makes both failures take the same time.
  let decoyHash: Promise<string> | undefined;

  app.post(
    '/api/user/register',
    {
      config: { rateLimit },
      schema: {
        tags: ['user'],
        operationId: 'registerUser',
        summary: 'Create an account and log in',
        body: Type.Object(
          {
            name: Type.String({ minLength: 1, maxLength: 100, pattern: '\\S' }),
            email: Email,
            password: Type.String({ minLength: MIN_PASSWORD_LENGTH, maxLength: MAX_PASSWORD_LENGTH }),
          },
          { additionalProperties: false },
        ),
        response: { 201: TokenAnswer, ...failures },
      },
    },
    async (request, reply) => {
      const email = normalizeEmail(request.body.email);
      const taken = await app.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
      if (taken) throw conflict(EXISTING_ACCOUNT);
      const id = randomUUID();
      const passwordHash = await hashPassword(request.body.password, passwordHashCost);
      try {
        await app.db
          .insertInto('users')
          .values({ id, name: request.body.name.trim(), email, password_hash: passwordHash, created_at: Date.now() })
          .execute();
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(EXISTING_ACCOUNT);
        throw error;
      }
      return reply.status(201).send({ success: true, token: app.tokens.issue(id) });
    },
  );

  app.post(
    '/api/user/login',
    {
      config: { rateLimit },
      schema: {
        tags: ['user'],
        operationId: 'loginUser',
        summary: 'Log in with e-mail and password',
        body: Type.Object(
          { email: Email, password: Type.String({ minLength: 1, maxLength: MAX_PASSWORD_LENGTH }) },
          { additionalProperties: false },
        ),
        response: { 200: TokenAnswer, ...failures },
      },
    },
    async (request) => {
      const user = await app.db
        .selectFrom('users')
        .select(['id', 'password_hash'])
        .where('email', '=', normalizeEmail(request.body.email))
        .executeTakeFirst();
      decoyHash ??= hashPassword(randomUUID(), passwordHashCost);
      const valid = await verifyPassword(request.body.password, user?.password_hash ?? (await decoyHash));
      if (!user || !valid) throw unauthorized(WRONG_CREDENTIALS);
      return { success: true as const, token: app.tokens.issue(user.id) };
    },
  );
};
