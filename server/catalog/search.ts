// "Name contains" for the catalog's queries: the English name or the Hindi one, case-insensitive, with %, _ and \
// meaning themselves. PostgreSQL compares lower(name) and lower(name_hi) with LIKE, which its pg_trgm indexes answer;
// SQLite asks its FTS5 trigram index of both names (migrations 0008, 0011) for searches of three characters or more,
// and scans the names with GLOB for shorter ones, which no trigram can index.
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { DB } from '../db/schema';

/** The shortest text a trigram index can find. */
const TRIGRAM_LENGTH = 3;

/** `100%_\` → `100\%\_\\`: the text's own wildcards escaped with LIKE's escape character (backslash on PostgreSQL). */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** An FTS5 phrase: the text in double quotes (its own doubled), so every character in it stands for itself. */
const ftsPhrase = (text: string) => `"${text.replace(/"/g, '""')}"`;

/**
 * A GLOB pattern finding the text anywhere in any case: `aB*` → `*[aA][bB][*]*`. Case is spelled out per letter
 * because SQLite's LIKE folds ASCII letters only, where its FTS5 index (used for longer searches) folds them all.
 */
function globAnyCase(text: string): string {
  let pattern = '';
  for (const char of text) {
    const cases = new Set(
      [char, char.toLowerCase(), char.toUpperCase()].filter((variant) => [...variant].length === 1),
    );
    if (cases.size > 1) pattern += `[${[...cases].join('')}]`;
    else pattern += /[*?[]/.test(char) ? `[${char}]` : char;
  }
  return `*${pattern}*`;
}

/** Whether the search reads every product's name: SQLite's, for texts too short for its trigram index. */
export const searchScansNames = (text: string, postgres: boolean) =>
  !postgres && text !== '' && [...text].length < TRIGRAM_LENGTH;

/** Products whose English or Hindi name contains `text` (trimmed, not empty), in either case. */
export function nameContains(
  eb: ExpressionBuilder<DB, 'products'>,
  text: string,
  postgres: boolean,
): Expression<SqlBool> {
  const names = [eb.ref('products.name'), eb.ref('products.name_hi')];
  if (postgres) {
    const pattern = `%${likeLiteral(text)}%`;
    return eb.or(names.map((name) => sql<SqlBool>`lower(${name}) like lower(${pattern})`));
  }
  if (searchScansNames(text, postgres)) {
    const pattern = globAnyCase(text);
    return eb.or(names.map((name) => sql<SqlBool>`${name} glob ${pattern}`));
  }
  // The phrase matches in either column of the index: a product is found by its English or its Hindi name.
  const found = eb
    .selectFrom('product_search')
    .select('product_search.product_id')
    .where(sql<SqlBool>`product_search match ${ftsPhrase(text)}`);
  return eb('products.id', 'in', found);
}
