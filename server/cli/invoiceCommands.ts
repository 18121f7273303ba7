// npm run shop -- invoices export|check|hsn: the month's tax invoices and credit notes as CSV for the accountant, the
// check of each year's two series (invoices', credit notes') for gaps and repeats, and the HSN code of each product
// type.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Command } from 'commander';
import {
  checkSeries,
  creditNotesOfMonth,
  hsnCodes,
  invoicesOfMonth,
  monthCsv,
  setHsnCode,
  type SeriesCheck,
} from '../invoices';
import { CliFailure, type CliContext } from './context';
import { table } from './table';

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
const YEAR = /^(\d{4})-(\d{2})$/;

function yearNamed(typed: string): string {
  const match = YEAR.exec(typed);
  if (!match || (Number(match[1]) + 1) % 100 !== Number(match[2]))
    throw new CliFailure(`"${typed}" is not a financial year such as 2026-27 (April 2026 to March 2027).`);
  return typed;
}

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

function report(check: SeriesCheck): string[] {
  const document = check.series === 'invoices' ? 'invoice' : 'credit note';
  const range = check.first ? `, ${check.first} to ${check.last ?? ''}` : '';
  const lines = [`${check.year}: checked ${plural(check.checked, `${document} number`)}${range}.`];
  if (check.gaps.length === 0 && check.repeats.length === 0) lines.push('  No gaps, no repeats.');
  for (const gap of check.gaps) lines.push(`  Gap: ${gap} was never issued.`);
  for (const repeat of check.repeats) lines.push(`  Repeat: ${repeat} is on more than one ${document}.`);
  return lines;
}

export function registerInvoiceCommands(program: Command, context: CliContext): void {
  const invoices = program
    .command('invoices')
    .description("GST tax invoices: a month's as CSV, the series' check, and the HSN code of each product type");

  invoices
    .command('export')
    .description(
      "a month's invoices and credit notes as CSV (type, number, date, order, invoice a credit note is against, " +
        'buyer state, taxable, CGST, SGST, IGST, total; a credit note negative)',
    )
    .argument('<month>', 'the month, such as 2026-11 (dates in India)')
    .option('--out <file>', 'write the CSV to this file instead of standard output')
    .action(async (month: string, options: { out?: string }) => {
      if (!MONTH.test(month)) throw new CliFailure(`"${month}" is not a month such as 2026-11.`);
      const db = await context.db();
      const invoices = await invoicesOfMonth(db, month);
      const creditNotes = await creditNotesOfMonth(db, month);
      const csv = monthCsv(invoices, creditNotes);
      if (options.out === undefined) {
        context.print(csv.trimEnd());
        return;
      }
      const file = path.resolve(context.io.cwd, options.out);
      writeFileSync(file, csv);
      context.print(
        `Wrote ${plural(invoices.length, 'invoice')} and ${plural(creditNotes.length, 'credit note')} of ${month} to ${file}.`,
      );
    });

  invoices
    .command('check')
    .description(
      "checks each financial year's invoice and credit note series (or one year's): how many numbers, their range, " +
        'every gap and repeat',
    )
    .option('--year <year>', 'only this financial year, such as 2026-27')
    .action(async (options: { year?: string }) => {
      const year = options.year === undefined ? undefined : yearNamed(options.year);
      const checks = await checkSeries(await context.db(), year);
      if (checks.length === 0) {
        context.print('No invoices have been issued yet.');
        return;
      }
      context.print(checks.flatMap(report).join('\n'));
      if (checks.some((check) => check.gaps.length > 0 || check.repeats.length > 0))
        throw new CliFailure('The invoice or credit note series has gaps or repeats (listed above).');
    });

  invoices
    .command('hsn')
    .description("every product type's HSN code, or sets one type's (invoices issued from then on use it)")
    .argument('[type]', "the product type (the catalog's subCategory), such as Topwear")
    .argument('[code]', 'its HSN code: 4, 6 or 8 digits')
    .action(async (type: string | undefined, code: string | undefined) => {
      const db = await context.db();
      if (type !== undefined) {
        if (code === undefined) throw new CliFailure(`Give ${type}'s HSN code too, such as: invoices hsn ${type} 6109`);
        const set = await setHsnCode(db, type, code);
        context.print(`${set.productType} is HSN ${set.hsn} on invoices from now on.`);
        return;
      }
      context.print(
        table(
          ['PRODUCT TYPE', 'HSN'],
          (await hsnCodes(db)).map((row) => [row.productType, row.hsn]),
        ),
      );
    });
}
