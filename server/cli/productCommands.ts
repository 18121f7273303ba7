// npm run shop -- products import|export|add|remove
import { constants } from 'node:fs';
import { access, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Command } from 'commander';
import { storeProductImage } from '../images/productImages';
import {
  exportProducts,
  importProducts,
  importSummary,
  removeProduct,
  type ImportReport,
  type ProductRow,
} from '../catalog';
import { CliFailure, type CliContext } from './context';
import { formatOf, readProductRows, writeProducts, type ProductFileFormat } from './productFiles';

/** Who changes the catalog, for the stock ledger. */
const operator = () => `cli:${os.userInfo().username}`;

/** Pictures named in a product are files relative to `baseDir`, made into the storefront's sizes and formats. */
function imageStore(context: CliContext, baseDir: string) {
  return async (file: string, productId: string, index: number): Promise<string> => {
    let bytes: Buffer;
    try {
      bytes = await readFile(path.resolve(baseDir, file));
    } catch (error) {
      throw new Error(`cannot read ${file} (${(error as NodeJS.ErrnoException).code ?? 'unreadable'})`, {
        cause: error,
      });
    }
    return storeProductImage(await context.pictures(), bytes, `${productId}-${index}`);
  };
}

/** The local picture files a row names (not URLs the shop serves), however the file writes its list. */
function pictureFiles(fields: unknown): string[] {
  const image = (fields as { image?: unknown } | null)?.image;
  const entries = typeof image === 'string' ? image.split('|') : Array.isArray(image) ? image : [];
  return entries
    .filter((entry): entry is string => typeof entry === 'string')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '' && !entry.startsWith('/images/') && !/^[a-z][a-z0-9+.-]*:/i.test(entry));
}

/**
 * Every picture file of every row that cannot be read, by line, worded as storing it would word it. The import only
 * stores the pictures of rows that are otherwise good: this names a missing one beside the row's other mistakes.
 */
async function unreadablePictures(rows: ProductRow[], baseDir: string): Promise<Map<number, string[]>> {
  const found = new Map<number, string[]>();
  for (const row of rows) {
    for (const file of pictureFiles(row.fields)) {
      const problem = await access(path.resolve(baseDir, file), constants.R_OK).then(
        () => null,
        (error: NodeJS.ErrnoException) => `image: cannot read ${file} (${error.code ?? 'unreadable'})`,
      );
      if (problem) found.set(row.line, [...(found.get(row.line) ?? []), problem]);
    }
  }
  return found;
}

/** The import's refusals with each line's unreadable pictures added, none said twice. */
function withPictureProblems(result: ImportReport, pictures: Map<number, string[]>): ImportReport {
  const rejected = result.rejected.map(({ line, errors }) => ({
    line,
    errors: [...new Set([...errors, ...(pictures.get(line) ?? [])])],
  }));
  return { ...result, rejected };
}

function report(context: CliContext, result: ImportReport, where: string): void {
  for (const { line, errors } of result.rejected) context.warn(`${where} ${line}: ${errors.join('; ')}`);
  if (!result.written) {
    context.warn(
      result.rejected.length > 0
        ? `Nothing was imported: ${result.rejected.length} product(s) have mistakes.`
        : 'There was no product to import.',
    );
    throw new CliFailure('');
  }
  context.print(`${importSummary(result)}.`);
  if (result.rejected.length > 0) throw new CliFailure('');
}

export function registerProductCommands(program: Command, context: CliContext): void {
  const products = program.command('products').description('the catalog: import, export, add and remove products');

  products
    .command('import <file>')
    .description('import products from a .csv or .json file (an existing id is replaced); pictures are local files')
    .option('--strict', 'import nothing unless every product is good')
    .action(async (file: string, options: { strict?: boolean }) => {
      const format = formatOf(file);
      const where = path.resolve(context.io.cwd, file);
      const text = await readFile(where, 'utf8').catch((error: NodeJS.ErrnoException) => {
        throw new CliFailure(`${file}: cannot read it (${error.code ?? error.message}).`);
      });
      const rows = readProductRows(text, file);
      const pictures = await unreadablePictures(rows, path.dirname(where));
      const result = await importProducts(await context.db(), rows, {
        strict: options.strict ?? false,
        storeImage: imageStore(context, path.dirname(where)),
        by: operator(),
        onProductsChanged: await context.productsChanged(),
        shelves: context.shelves,
      });
      report(context, withPictureProblems(result, pictures), format === 'csv' ? 'line' : 'item');
    });

  products
    .command('export')
    .description('write every product, newest first, in the form import takes')
    .option('--format <format>', 'csv or json (the output file name decides when given)')
    .option('--out <file>', 'write to this file instead of standard output')
    .action(async (options: { format?: string; out?: string }) => {
      const format = (options.format ?? (options.out ? formatOf(options.out) : 'csv')) as ProductFileFormat;
      if (format !== 'csv' && format !== 'json')
        throw new CliFailure(`--format must be csv or json; it is "${String(format)}".`);
      const exported = await exportProducts(await context.db(), context.shelves);
      const text = writeProducts(exported, format);
      if (options.out) {
        await writeFile(path.resolve(context.io.cwd, options.out), text);
        context.warn(`${exported.length} products written to ${options.out}.`);
      } else context.io.stdout(text);
    });

  products
    .command('add')
    .description('add one product (or replace the one with the same --id)')
    .requiredOption('--name <name>', 'product name')
    .requiredOption('--description <text>', 'description')
    .requiredOption('--price <rupees>', 'price in rupees, such as 1499 or 1499.50')
    .requiredOption('--category <category>', 'Men, Women or Kids')
    .requiredOption('--type <type>', 'Topwear, Bottomwear, Winterwear or Summerwear (the product subCategory)')
    .requiredOption('--sizes <sizes...>', 'sizes, such as S M L')
    .requiredOption('--image <files...>', 'up to 4 picture files, the first is the main picture')
    .option('--id <id>', 'the product id (made from the name when left out)')
    .option('--bestseller', 'list it among the best sellers')
    .option('--not-returnable', 'the shop takes no returns or exchanges of it (innerwear, say)')
    .option('--stock <units...>', 'units per size, such as S:10 M:0 (sizes left out start at 0)')
    .option('--name-hi <name>', 'the name in Hindi')
    .option('--description-hi <text>', 'the description in Hindi')
    .action(
      async (options: {
        name: string;
        description: string;
        price: string;
        category: string;
        type: string;
        sizes: string[];
        image: string[];
        id?: string;
        bestseller?: boolean;
        notReturnable?: boolean;
        stock?: string[];
        nameHi?: string;
        descriptionHi?: string;
      }) => {
        const { type, stock, notReturnable, ...given } = options;
        const fields = {
          ...given,
          subCategory: type,
          bestseller: options.bestseller ?? false,
          returnable: !notReturnable,
          ...(stock ? { stock: stock.join('|') } : {}),
        };
        const row: ProductRow = { line: 1, fields };
        const result = await importProducts(await context.db(), [row], {
          strict: true,
          storeImage: imageStore(context, context.io.cwd),
          by: operator(),
          onProductsChanged: await context.productsChanged(),
          shelves: context.shelves,
        });
        const [refused] = result.rejected;
        if (refused) throw new CliFailure(`The product was not added: ${refused.errors.join('; ')}.`);
        context.print(
          result.added[0] !== undefined ? `Added ${result.added[0]}.` : `Replaced ${result.updated[0] ?? ''}.`,
        );
      },
    );

  products
    .command('remove <id>')
    .description('remove a product: it leaves every cart; orders keep their copy; payments waiting on it are cancelled')
    .action(async (id: string) => {
      const change = { by: operator(), onProductsChanged: await context.productsChanged() };
      if (!(await removeProduct(await context.db(), id, change))) throw new CliFailure(`There is no product ${id}.`);
      context.print(`Removed ${id}.`);
    });
}
