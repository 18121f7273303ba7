// The operator's search synonyms: GET, POST and DELETE /api/admin/synonyms, as `npm run shop -- synonyms` does.
// Operators only (the admin role). A change shows in the next search on every process (catalog/synonyms.ts).
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SEARCH_SYNONYMS } from '../../../contract';
import { TOKEN_SECURITY } from '../../schemas/security';
import { failures } from '../../schemas/entities';
import { addSynonyms, listSynonyms, removeSynonyms } from '../synonyms';

const security = TOKEN_SECURITY;
const tags = ['admin'];

const SynonymGroup = Type.Object(
  {
    id: Type.String(),
    words: Type.Array(Type.String(), { description: 'Lower case, each once.' }),
  },
  { additionalProperties: false },
);

export const adminSynonymRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.authenticateAdmin);

  app.get(
    '/api/admin/synonyms',
    {
      schema: {
        tags,
        security,
        operationId: 'adminListSynonyms',
        summary: "The search's synonyms: groups of words that mean the same in a search, oldest first",
        response: {
          200: Type.Object({ success: Type.Literal(true), groups: Type.Array(SynonymGroup) }),
          ...failures,
        },
      },
    },
    async () => ({ success: true as const, groups: await listSynonyms(app.db) }),
  );

  app.post(
    '/api/admin/synonyms',
    {
      schema: {
        tags,
        security,
        operationId: 'adminAddSynonyms',
        summary: 'Add a group of synonyms: a search for any of its words also finds the products named with the others',
        description:
          'Words are trimmed and lower-cased, and each kept once; a word may hold a space or a hyphen (t-shirt), which ' +
          'a search leaves out. The next search on every server process uses it.',
        body: Type.Object(
          {
            words: Type.Array(Type.String({ minLength: 1, maxLength: SEARCH_SYNONYMS.maxWordLength }), {
              minItems: SEARCH_SYNONYMS.minWords,
              maxItems: SEARCH_SYNONYMS.maxWords,
            }),
          },
          { additionalProperties: false },
        ),
        response: { 200: Type.Object({ success: Type.Literal(true), group: SynonymGroup }), ...failures },
      },
    },
    async (request) => ({ success: true as const, group: await addSynonyms(app.db, request.body.words) }),
  );

  app.delete(
    '/api/admin/synonyms/:id',
    {
      schema: {
        tags,
        security,
        operationId: 'adminRemoveSynonyms',
        summary: 'Remove a group of synonyms (404 when there is none with this id)',
        params: Type.Object({ id: Type.String({ minLength: 1, maxLength: 80 }) }),
        response: { 200: Type.Object({ success: Type.Literal(true) }), ...failures },
      },
    },
    async (request) => {
      await removeSynonyms(app.db, request.params.id);
      return { success: true as const };
    },
  );
};
