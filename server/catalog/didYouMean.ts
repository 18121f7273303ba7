// When a search finds nothing at all: the search with each word the catalog does not know replaced by its closest
// word by a looser measure (spellings sharing trigrams, any letter wrong, the first too), as a query to run instead.
import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../db/dialect';
import type { DB } from '../db/schema';
import type { SearchWords } from './forgivingSearch';
import { editDistance, isStopword, length, wordsOf } from './searchWords';

/** Spellings close to a word by trigrams, for words some product has: pg_trgm's index, or SQLite's FTS5 table. */
async function closeSpellings(db: Kysely<DB>, key: string): Promise<Array<{ form: string; products: number }>> {
  const letters = [...key];
  if (letters.length < 3) return [];
  const withProducts = (forms: string[]) =>
    forms.length === 0
      ? Promise.resolve([])
      : db
          .selectFrom('search_forms')
          .innerJoin('search_words', 'search_words.word', 'search_forms.word')
          .select(['search_forms.form', (eb) => eb.fn.sum<number | string>('search_words.products').as('products')])
          .where('search_forms.form', 'in', forms)
          .where('search_words.products', '>', 0)
          .groupBy('search_forms.form')
          .execute();
  let forms: string[];
  if (isPostgres(db)) {
    const rows = await sql<{ form: string }>`select distinct form, similarity(form, ${key}) as closeness
      from search_forms where form % ${key} order by closeness desc, form limit 20`.execute(db);
    forms = rows.rows.map((row) => row.form);
  } else {
    const trigrams = new Set(letters.slice(0, -2).map((_, index) => letters.slice(index, index + 3).join('')));
    const query = [...trigrams].map((trigram) => `"${trigram.replace(/"/g, '""')}"`).join(' OR ');
    const rows = await sql<{ form: string }>`select form from search_form_trigrams
      where search_form_trigrams match ${query} order by rank limit 40`.execute(db);
    forms = [...new Set(rows.rows.map((row) => row.form))];
  }
  return (await withProducts(forms)).map((row) => ({ form: row.form, products: Number(row.products) }));
}

/** How far apart a looser match may be: a third of the word, at least two letters. */
const looseEdits = (key: string) => Math.max(2, Math.floor(length(key) / 3));

/**
 * For a search that found nothing: the search with each word the index does not know replaced by the closest word it
 * does (any letter may be wrong, the first too), as a query to run; null when no word has one close enough.
 */
export async function didYouMean(db: Kysely<DB>, text: string, words: SearchWords): Promise<string | null> {
  const known = new Map(words.words.map((word) => [word.written, word.forgiving.length > 0]));
  const said: string[] = [];
  let changed = false;
  for (const { written, key } of wordsOf(text)) {
    if (isStopword(key) || known.get(written) === true) {
      said.push(written);
      continue;
    }
    const limit = looseEdits(key);
    const best = (await closeSpellings(db, key))
      .map((candidate) => ({ ...candidate, distance: editDistance(key, candidate.form, limit) }))
      .filter((candidate) => candidate.distance <= limit)
      .sort((a, b) => a.distance - b.distance || b.products - a.products || (a.form < b.form ? -1 : 1))[0];
    if (best) {
      said.push(best.form);
      changed = true;
    }
  }
  return changed ? said.join(' ') : null;
}
