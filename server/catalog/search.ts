// A search's reads of the words' index (migration 0023), as the products' numbers (product_search_keys);
// searchMatches.ts puts them together. The catalog's words of a shape (containing a text, starting or ending with it,
// equal to it), and the products having some of them: as written in their names (lower case, between spaces: what
// "name contains" reads), in their names as compared, or anywhere (their category and type too). Each word's products
// come as one joined text, which is quicker to read than thousands of rows.
import { sql, type Kysely, type SqlBool } from 'kysely';
import { isPostgres } from '../db/dialect';
import type { DB } from '../db/schema';
import { hasLetters, WORD_SOURCE } from './searchWords';

/** Products' numbers joined by spaces, one text per word. */
const joinedKeys = (postgres: boolean) =>
  postgres
    ? sql<string>`string_agg(product_words.product_key::text, ' ')`
    : sql<string>`group_concat(product_words.product_key, ' ')`;

/** "12 7 40" as numbers, read digit by digit: no text is made for each number. */
function splitKeys(joined: string | null): Int32Array {
  if (!joined) return new Int32Array(0);
  let count = 1;
  for (let index = 0; index < joined.length; index += 1) if (joined.charCodeAt(index) === 32) count += 1;
  const keys = new Int32Array(count);
  let [key, at] = [0, 0];
  for (let index = 0; index < joined.length; index += 1) {
    const code = joined.charCodeAt(index);
    if (code === 32) {
      keys[at] = key;
      [key, at] = [0, at + 1];
    } else key = key * 10 + (code - 48);
  }
  keys[at] = key;
  return keys;
}

/** A word of the catalog as a search asks for it. */
export type WordShape = { contains: string } | { startsWith: string } | { endsWith: string } | { equals: string };

/** Above every character a word can hold: the end of the range of words starting with a prefix. */
const AFTER_EVERY_WORD = '\u{10FFFF}';

/** The catalog's words of this shape that some product has (a text with a letter is in no number: those are skipped). */
export async function wordsShaped(db: Kysely<DB>, shape: WordShape): Promise<string[]> {
  const postgres = isPostgres(db);
  const [text] = Object.values(shape) as [string];
  const query = db
    .selectFrom('search_words')
    .select('search_words.word')
    .where('search_words.products', '>', 0)
    .$if(hasLetters(text), (q) => q.where('search_words.letters', '=', 1));
  let shaped;
  if ('equals' in shape) shaped = query.where('search_words.word', '=', text);
  else if ('startsWith' in shape)
    shaped = query.where('search_words.word', '>=', text).where('search_words.word', '<', text + AFTER_EVERY_WORD);
  else if ('endsWith' in shape) {
    const length = [...text].length;
    shaped = query.where(
      postgres
        ? sql<SqlBool>`right(search_words.word, ${length}) = ${text}`
        : sql<SqlBool>`substr(search_words.word, ${-length}) = ${text}`,
    );
  } else
    shaped = query.where(
      postgres
        ? sql<SqlBool>`strpos(search_words.word, ${text}) > 0`
        : sql<SqlBool>`instr(search_words.word, ${text}) > 0`,
    );
  return (await shaped.execute()).map((row) => row.word);
}

/** Words per statement: each is a parameter. */
const WORDS_PER_STATEMENT = 1000;

/** Where a product has a word, for a search's reading: in its name as written, in its name at all, or anywhere. */
export type WordsIn = 'written' | 'names' | 'anywhere';

/** The numbers of the products having each of `words` (where asked), word by word. */
export async function productsWithWords(
  db: Kysely<DB>,
  words: readonly string[],
  within: WordsIn = 'anywhere',
): Promise<Array<{ word: string; keys: Int32Array }>> {
  const found: Array<{ word: string; keys: Int32Array }> = [];
  for (let start = 0; start < words.length; start += WORDS_PER_STATEMENT) {
    const rows = await db
      .selectFrom('product_words')
      .select(['product_words.word', joinedKeys(isPostgres(db)).as('keys')])
      .where('product_words.word', 'in', words.slice(start, start + WORDS_PER_STATEMENT))
      .$if(within === 'written', (q) => q.where('product_words.source', '=', WORD_SOURCE.written))
      .$if(within === 'names', (q) => q.where('product_words.source', '<>', WORD_SOURCE.shelf))
      .groupBy('product_words.word')
      .execute();
    for (const row of rows) found.push({ word: row.word, keys: splitKeys(row.keys) });
  }
  return found;
}
