// npm run shop -- stock set|list|alerts
import os from 'node:os';
import type { Command } from 'commander';
import { units, UNITS_RULE } from '../catalog';
import { setStock, type LedgerEntry } from '../stock';
import { productStock, stockLevels } from '../orders';
import { waitingSizes } from '../alerts';
import { positiveLimit } from './orderCommands';
import { CliFailure, type CliContext } from './context';
import { dateTime, printable, printableJson, table } from './table';

const signed = (delta: number) => (delta > 0 ? `+${delta}` : String(delta));

const ledgerRow = (entry: LedgerEntry) => [
  dateTime(entry.at),
  entry.size,
  signed(entry.delta),
  String(entry.balance),
  entry.reason,
  entry.orderId ?? '',
  entry.by ?? '',
];

async function showProduct(
  context: CliContext,
  productId: string,
  options: { limit: string; json?: boolean },
): Promise<void> {
  const found = await productStock(await context.db(), productId, positiveLimit(options.limit));
  if (options.json) return context.print(printableJson(found));
  const sizes = Object.entries(found.stock);
  context.print(
    [
      sizes.length === 0
        ? `${productId} is no longer in the shop.`
        : table(
            ['SIZE', 'UNITS'],
            sizes.map(([size, count]) => [size, String(count)]),
          ),
      '',
      found.ledger.length === 0
        ? 'No stock changes yet.'
        : table(['CHANGED (UTC)', 'SIZE', 'CHANGE', 'UNITS', 'REASON', 'ORDER', 'BY'], found.ledger.map(ledgerRow)),
    ].join('\n'),
  );
}

export function registerStockCommands(program: Command, context: CliContext): void {
  const stock = program
    .command('stock')
    .description(
      "units per product and size: set them, list them (or the low ones), a product's ledger, and the sizes shoppers wait for",
    );

  stock
    .command('set <productId> <size> <units>')
    .description('set the units of a size after a count or a delivery (written to the stock ledger)')
    .option('--by <name>', 'who makes the change, for the ledger', `cli:${os.userInfo().username}`)
    // A negative count would otherwise be read as an unknown option; it is refused below in plain words.
    .allowUnknownOption()
    .action(async (productId: string, size: string, count: string, options: { by: string }) => {
      if (units(count) === null) throw new CliFailure(`The stock must be ${UNITS_RULE}; it is "${count}".`);
      const { before, after } = await setStock(await context.db(), {
        productId,
        size,
        quantity: count,
        by: options.by,
      });
      context.print(printable(`${productId} in size ${size}: ${after} (was ${before}).`));
    });

  stock
    .command('list [productId]')
    .description(
      "every product's units per size, in list order; with a product id, its sizes and its ledger, newest first",
    )
    .option('--low <units>', 'only sizes with at most this many units')
    .option('--limit <count>', 'ledger entries of a product to show', '20')
    .option('--json', 'print JSON instead of tables')
    .action(async (productId: string | undefined, options: { low?: string; limit: string; json?: boolean }) => {
      if (productId !== undefined) return showProduct(context, productId, options);
      const low = options.low === undefined ? undefined : units(options.low);
      if (low === null) throw new CliFailure(`--low must be ${UNITS_RULE}; it is "${options.low ?? ''}".`);
      const levels = await stockLevels(await context.db(), { low });
      if (options.json) return context.print(printableJson(levels));
      if (levels.length === 0)
        return context.warn(low === undefined ? 'No products.' : `No size has ${low} or fewer units.`);
      context.print(
        table(
          ['PRODUCT', 'NAME', 'SIZE', 'UNITS'],
          levels.map((level) => [level.productId, level.name, level.size, String(level.quantity)]),
        ),
      );
    });

  stock
    .command('alerts')
    .description('the sizes back-in-stock alerts wait for, most waiting first, with their units now: what to restock')
    .option('--json', 'print JSON instead of a table')
    .action(async (options: { json?: boolean }) => {
      const sizes = await waitingSizes(await context.db());
      if (options.json) return context.print(printableJson(sizes));
      if (sizes.length === 0) return context.warn('No back-in-stock alerts are waiting.');
      context.print(
        table(
          ['PRODUCT', 'NAME', 'SIZE', 'WAITING', 'UNITS'],
          sizes.map((size) => [size.productId, size.name, size.size, String(size.waiting), String(size.inStock)]),
        ),
      );
    });
}
