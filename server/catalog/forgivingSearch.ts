// What a search's words stand for in the catalog's index (searchIndex.ts): for each word typed, the indexed words that
// match it as typed (its plural or singular, its synonyms, a Hindi word's Latin spelling) and those it forgives (a
// letter wrong, missing, extra or swapped; two in longer words; never the first letter). A product matches the
// search forgivingly when it has one of each word's. And when a search finds nothing at all, the closest words of the
// catalog by a looser measure (trigrams), as a query to run instead.
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import {
  allowedEdits,
  deletions,
  forgives,
  hasDigits,
  isStopword,
  length,
  pluralForms,
  searchKey,
  shortVowels,
  wordsOf,
} from './searchWords';
import type { IndexReads } from './indexReads';
import type { SynonymTable } from './synonyms';

/** The words of a search that count: more are left out (a search is at most a hundred characters anyway). */
const MAX_WORDS = 8;

/** One typed word: the indexed words it stands for as typed, and those it stands for forgivingly too. */
export interface WordMatches {
  written: string;
  exact: string[];
  forgiving: string[];
}

/** A search's words as the index knows them; `words` is empty when the search has none that count. */
export interface SearchWords {
  words: WordMatches[];
}

/** Whether a product can match forgivingly: every word stands for some indexed word. */
export const canMatch = (search: SearchWords): boolean =>
  search.words.length > 0 && search.words.every((word) => word.forgiving.length > 0);

/** The spellings a term stands for as typed: itself, its other number, short Hinglish vowels, and their synonyms. */
function exactForms(term: string, synonyms: SynonymTable): Set<string> {
  const own = [term, ...pluralForms(term), shortVowels(term)].filter((form): form is string => form !== undefined);
  const forms = new Set(own);
  for (const form of own) for (const same of synonyms.get(form) ?? []) forms.add(same);
  for (const form of [...forms]) for (const other of pluralForms(form)) forms.add(other);
  return forms;
}

/** The synonyms of the synonym words a term forgivingly spells (ladkyon: the group of ladkiyon). */
function forgivenSynonyms(term: string, synonyms: SynonymTable): Set<string> {
  const forms = new Set<string>();
  if (allowedEdits(length(term)) === 0) return forms;
  for (const [key, same] of synonyms) if (forgives(term, key)) for (const form of same) forms.add(form);
  return forms;
}

interface Term {
  key: string;
  asTypedOnly: boolean;
  exact: Set<string>;
  forgiven: Set<string>;
  variants: string[];
}

/** The indexed words a term stands for: as typed, and forgivingly (those as typed among them). */
interface TermMatch {
  exact: string[];
  forgiving: string[];
}

/** A term to match as typed and, unless `asTypedOnly`, forgivingly. */
function termOf(key: string, synonyms: SynonymTable, asTypedOnly = false): Term {
  const exact = exactForms(key, synonyms);
  const forgiven = asTypedOnly ? new Set<string>() : forgivenSynonyms(key, synonyms);
  const edits = asTypedOnly || hasDigits(key) ? 0 : allowedEdits(length(key));
  return {
    key,
    asTypedOnly,
    exact,
    forgiven,
    variants: [...new Set([...exact, ...forgiven, ...deletions(key, edits)])],
  };
}

/**
 * The terms each counted word of the text is matched by: the word, and the word written as one with each neighbour
 * ("t shirt" is also "tshirt"), as typed only: a word being typed after another ("men j") is no typo of one word.
 */
function termsOf(text: string, synonyms: SynonymTable): Array<{ written: string; terms: Term[] }> {
  const typed = wordsOf(text);
  const joined = (first: number) => {
    const [a, b] = [typed[first], typed[first + 1]];
    return a && b && !hasDigits(a.key) && !hasDigits(b.key) ? [a.key + b.key] : [];
  };
  return typed
    .map((word, index) => ({ word, index }))
    .filter(({ word }) => !isStopword(word.key))
    .slice(0, MAX_WORDS)
    .map(({ word, index }) => ({
      written: word.written,
      terms: [
        termOf(word.key, synonyms),
        ...[...joined(index - 1), ...joined(index)].map((key) => termOf(key, synonyms, true)),
      ],
    }));
}

/** Rows per look-up: each variant is a parameter. */
const VARIANTS_PER_STATEMENT = 2000;

/** The indexed spellings reached from these variants, each with its word, for words some product still has. */
async function spellingsOf(db: Kysely<DB>, variants: readonly string[]) {
  const found: Array<{ variant: string; form: string; word: string }> = [];
  for (let start = 0; start < variants.length; start += VARIANTS_PER_STATEMENT) {
    found.push(
      ...(await db
        .selectFrom('search_spellings')
        .innerJoin('search_forms', 'search_forms.form', 'search_spellings.form')
        .innerJoin('search_words', 'search_words.word', 'search_forms.word')
        .select(['search_spellings.variant', 'search_forms.form', 'search_forms.word'])
        .where('search_spellings.variant', 'in', variants.slice(start, start + VARIANTS_PER_STATEMENT))
        .where('search_words.products', '>', 0)
        .execute()),
    );
  }
  return found;
}

/** Words with digits (a style number) match only as typed, and have no spellings: they are looked up as words. */
async function numbersOf(db: Kysely<DB>, keys: readonly string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .selectFrom('search_words')
    .select('word')
    .where('word', 'in', keys)
    .where('products', '>', 0)
    .execute();
  return new Set(rows.map((row) => row.word));
}

/** Where a word matching nothing may be two written as one: both halves spellings the index knows, longest first. */
async function splitWord(db: Kysely<DB>, word: string): Promise<[string, string] | undefined> {
  const letters = [...word];
  if (letters.length < 4 || hasDigits(word)) return undefined;
  const halves = letters
    .slice(1)
    .map((_, index) => [letters.slice(0, index + 1).join(''), letters.slice(index + 1).join('')]);
  const known = new Set(
    (await spellingsOf(db, [...new Set(halves.flat())]))
      .filter((row) => row.variant === row.form)
      .map((row) => row.form),
  );
  const shortest = ([a, b]: string[]) => Math.min(length(a ?? ''), length(b ?? ''));
  const found = halves
    .filter(([a, b]) => a !== undefined && b !== undefined && known.has(a) && known.has(b))
    .sort((x, y) => shortest(y) - shortest(x))[0];
  return found as [string, string] | undefined;
}

/**
 * What each word of the search stands for in the index. A word that stands for nothing may be two written as one
 * (crewneck): it is then searched as the two.
 */
export async function searchWords(reads: IndexReads, text: string, synonyms: SynonymTable): Promise<SearchWords> {
  const found = await wordsAsTyped(reads, text, synonyms);
  const unknown = found.words.filter((word) => word.forgiving.length === 0);
  if (unknown.length === 0) return found;
  const split = new Map<string, string>();
  for (const word of unknown) {
    const halves = await splitWord(reads.db, searchKey(word.written));
    if (halves) split.set(word.written, halves.join(' '));
  }
  if (split.size === 0) return found;
  const again = wordsOf(text)
    .map((word) => split.get(word.written) ?? word.written)
    .join(' ');
  return wordsAsTyped(reads, again, synonyms);
}

/** What each term stands for, read from the index for the terms not read before in this version. */
async function matchTerms(reads: IndexReads, terms: readonly Term[]): Promise<TermMatch[]> {
  const name = (term: Term) => `term:${term.asTypedOnly ? 'typed' : 'any'}:${term.key}`;
  const matched = new Map<string, TermMatch>();
  const missing = terms.filter((term) => {
    const known = reads.recall<TermMatch>(name(term));
    if (known) matched.set(name(term), known);
    return !known;
  });
  if (missing.length > 0) {
    const spellings = await spellingsOf(reads.db, [
      ...new Set(missing.filter((t) => !hasDigits(t.key)).flatMap((t) => t.variants)),
    ]);
    const numbers = await numbersOf(reads.db, [...new Set(missing.filter((t) => hasDigits(t.key)).map((t) => t.key))]);
    const byVariant = new Map<string, Array<{ form: string; word: string }>>();
    for (const row of spellings) byVariant.set(row.variant, [...(byVariant.get(row.variant) ?? []), row]);
    for (const term of missing) {
      const exact = new Set<string>();
      const forgiving = new Set<string>();
      if (numbers.has(term.key)) exact.add(term.key);
      for (const variant of term.variants)
        for (const { form, word } of byVariant.get(variant) ?? []) {
          if (term.exact.has(form)) exact.add(word);
          else if (term.forgiven.has(form) || forgives(term.key, form)) forgiving.add(word);
        }
      for (const word of exact) forgiving.add(word);
      const match = { exact: [...exact], forgiving: [...forgiving] };
      matched.set(name(term), match);
      reads.remember(name(term), match);
    }
  }
  return terms.map((term) => matched.get(name(term)) ?? { exact: [], forgiving: [] });
}

/** What each word of the search, as typed, stands for in the index. */
async function wordsAsTyped(reads: IndexReads, text: string, synonyms: SynonymTable): Promise<SearchWords> {
  const typed = termsOf(text, synonyms);
  const matches = await matchTerms(
    reads,
    typed.flatMap((word) => word.terms),
  );
  let next = 0;
  const words = typed.map(({ written, terms }) => {
    const own = matches.slice(next, (next += terms.length));
    const union = (pick: (match: TermMatch) => string[]) => [...new Set(own.flatMap(pick))].sort();
    return { written, exact: union((match) => match.exact), forgiving: union((match) => match.forgiving) };
  });
  return { words };
}
