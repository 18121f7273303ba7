// The two consecutive series of numbers, one per financial year each: invoices' and credit notes'. The next number
// is taken from the year's counter row in the caller's transaction (PostgreSQL holds the row's lock until the commit,
// so two processes never take one number, and a rollback gives the number back: no gaps); the check reads what was
// issued and names every gap and repeat.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../db/schema';
import { creditNoteNumber, invoiceNumber } from './taxMath';

export type SeriesKind = 'invoices' | 'creditNotes';

const NUMBER_OF = { invoices: invoiceNumber, creditNotes: creditNoteNumber } as const;

/** The next number of the year's series, in the caller's transaction. */
export async function nextSequence(trx: Transaction<DB>, kind: SeriesKind, year: string): Promise<number> {
  const invoices = kind === 'invoices';
  // Named with its table: ON CONFLICT's update sees the row being inserted too (PostgreSQL's `excluded`).
  const given = sql.ref(invoices ? 'invoice_series.last_number' : 'credit_note_series.last_number');
  const row = await trx
    .insertInto(invoices ? 'invoice_series' : 'credit_note_series')
    .values({ financial_year: year, last_number: 1 })
    .onConflict((conflict) => conflict.column('financial_year').doUpdateSet({ last_number: sql<number>`${given} + 1` }))
    .returning('last_number')
    .executeTakeFirstOrThrow();
  return Number(row.last_number);
}

export interface SeriesCheck {
  year: string;
  series: SeriesKind;
  /** How many documents the year's series holds. */
  checked: number;
  first: string | null;
  last: string | null;
  /** Numbers missing between 1 and the last number given. */
  gaps: string[];
  /** Numbers two documents share. */
  repeats: string[];
}

interface Issued {
  financial_year: string;
  sequence: number;
  number: string;
}

function checkYear(kind: SeriesKind, year: string, issued: readonly Issued[], given: number): SeriesCheck {
  const numberOf = NUMBER_OF[kind];
  const numbers = issued.filter((row) => row.financial_year === year);
  const seen = new Map<number, number>();
  for (const row of numbers) seen.set(Number(row.sequence), (seen.get(Number(row.sequence)) ?? 0) + 1);
  // A number that does not say its own year and sequence is a repeat of the one it should have been.
  const misnamed = numbers.filter((row) => row.number !== numberOf(year, Number(row.sequence)));
  const highest = Math.max(0, given, ...seen.keys());
  const gaps: string[] = [];
  for (let sequence = 1; sequence <= highest; sequence += 1)
    if (!seen.has(sequence)) gaps.push(numberOf(year, sequence));
  return {
    year,
    series: kind,
    checked: numbers.length,
    first: numbers[0]?.number ?? null,
    last: numbers.at(-1)?.number ?? null,
    gaps,
    repeats: [
      ...[...seen].filter(([, count]) => count > 1).map(([sequence]) => numberOf(year, sequence)),
      ...misnamed.map((row) => row.number),
    ],
  };
}

async function issuedIn(db: Kysely<DB>, kind: SeriesKind, onlyYear: string | undefined) {
  const invoices = kind === 'invoices';
  let query = db.selectFrom(invoices ? 'invoices' : 'credit_notes').select(['financial_year', 'sequence', 'number']);
  if (onlyYear !== undefined) query = query.where('financial_year', '=', onlyYear);
  let given = db
    .selectFrom(invoices ? 'invoice_series' : 'credit_note_series')
    .select(['financial_year', 'last_number']);
  if (onlyYear !== undefined) given = given.where('financial_year', '=', onlyYear);
  return {
    issued: await query.orderBy('financial_year').orderBy('sequence').execute(),
    given: new Map((await given.execute()).map((row) => [row.financial_year, Number(row.last_number)])),
  };
}

/**
 * Checks each financial year's invoice series and credit note series (or the year named): the numbers each holds,
 * their range, gaps and repeats. A year either series has issued in is checked in both.
 */
export async function checkSeries(db: Kysely<DB>, onlyYear?: string): Promise<SeriesCheck[]> {
  const invoices = await issuedIn(db, 'invoices', onlyYear);
  const creditNotes = await issuedIn(db, 'creditNotes', onlyYear);
  const years = new Set([...(onlyYear ? [onlyYear] : []), ...invoices.given.keys(), ...creditNotes.given.keys()]);
  for (const row of [...invoices.issued, ...creditNotes.issued]) years.add(row.financial_year);
  return [...years]
    .sort()
    .flatMap((year) => [
      checkYear('invoices', year, invoices.issued, invoices.given.get(year) ?? 0),
      checkYear('creditNotes', year, creditNotes.issued, creditNotes.given.get(year) ?? 0),
    ]);
}
