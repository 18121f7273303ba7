// The operator's synonyms: groups of words that mean the same in a search (denim and jeans, ladki and girls). Kept in
// the database, which every process reads; a change raises the catalog's version, so every process answers the next
// query with it (and forgets the answers it kept), and each reads the groups again once per version.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { SEARCH_SYNONYMS as SYNONYMS } from '../../contract';
import type { DB } from '../db/schema';
import { SynonymGroupNotFound, SynonymsInvalid } from './errors';
import { changeCatalog } from './productRecords';
import { wordsOf } from './searchWords';

export interface SynonymGroup {
  id: string;
  words: string[];
}

/** A synonym as the search compares it: its words written as one ("t-shirt" and "t shirt" are "tshirt"). */
export const synonymKey = (word: string): string =>
  wordsOf(word)
    .map((part) => part.key)
    .join('');

/** Each key of a synonym and the keys of every group it is in (itself among them). */
export type SynonymTable = ReadonlyMap<string, ReadonlySet<string>>;

export function synonymTable(groups: readonly SynonymGroup[]): SynonymTable {
  const table = new Map<string, Set<string>>();
  for (const group of groups) {
    const keys = group.words.map(synonymKey).filter((key) => key !== '');
    for (const key of keys) {
      const same = table.get(key) ?? new Set<string>();
      for (const other of keys) same.add(other);
      table.set(key, same);
    }
  }
  return table;
}

export async function listSynonyms(db: Kysely<DB>): Promise<SynonymGroup[]> {
  const rows = await db.selectFrom('search_synonyms').selectAll().orderBy('created_at').orderBy('id').execute();
  return rows.map((row) => ({ id: row.id, words: JSON.parse(row.words) as string[] }));
}

/** The words as a group keeps them: trimmed, lower case, each once; refused unless there are two to twenty. */
function groupWords(words: readonly string[]): string[] {
  const kept = [...new Set(words.map((word) => word.trim().toLowerCase()))];
  const fits = (word: string) => word.length >= 1 && word.length <= SYNONYMS.maxWordLength && synonymKey(word) !== '';
  if (kept.length < SYNONYMS.minWords || kept.length > SYNONYMS.maxWords || !kept.every(fits))
    throw new SynonymsInvalid();
  return kept;
}

/** Adds a group of synonyms; answers it with its id. */
export async function addSynonyms(db: Kysely<DB>, words: readonly string[]): Promise<SynonymGroup> {
  const group = { id: randomUUID(), words: groupWords(words) };
  await changeCatalog(db, (trx) =>
    trx
      .insertInto('search_synonyms')
      .values({ id: group.id, words: JSON.stringify(group.words), created_at: Date.now() })
      .execute(),
  );
  return group;
}

/** Rolls back a removal that found nothing, so the catalog's version stays as it was. */
class NothingToRemove extends Error {}

export async function removeSynonyms(db: Kysely<DB>, id: string): Promise<void> {
  try {
    await changeCatalog(db, async (trx) => {
      const removed = await trx.deleteFrom('search_synonyms').where('id', '=', id).executeTakeFirst();
      if (Number(removed.numDeletedRows) === 0) throw new NothingToRemove();
    });
  } catch (error) {
    if (error instanceof NothingToRemove) throw new SynonymGroupNotFound(id);
    throw error;
  }
}
