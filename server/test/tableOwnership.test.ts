// Every table has one owning wing (db/owners.ts): a file under server/ names in SQL only the tables of the wing whose
// folder it is in, through Kysely's calls, raw sql`` text or the text given to a driver (better-sqlite3's prepare and
// exec, pg's query), and never a table held in a variable. Tests, the test kit and the migrations are exempt.
// There are no exceptions: another wing's rows are reached through its face, or a hook its caller composes (the
// catalog takes the stock wing's shelves as `productShelves`), and a backup counts a copy's rows through the wings'
// faces too (cli/backup.ts).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { TABLE_OWNERS } from '../db/owners';

const SERVER = path.join(__dirname, '..');

/** Kysely's calls whose first argument names a table (`'orders'`, `'orders as o'`, or a list of them). */
const TABLE_CALLS = new Set([
  'selectFrom',
  'insertInto',
  'replaceInto',
  'updateTable',
  'deleteFrom',
  'mergeInto',
  'innerJoin',
  'leftJoin',
  'rightJoin',
  'fullJoin',
  'crossJoin',
  'innerJoinLateral',
  'leftJoinLateral',
  'crossJoinLateral',
]);

/** A driver's own calls (better-sqlite3, pg) whose first argument, when written out, is SQL text. */
const DRIVER_SQL_CALLS = new Set(['prepare', 'exec', 'query']);

/** A table named after these words in raw SQL. */
const RAW_TABLE = /\b(?:from|join|update|into)\s+("?)([a-z_][a-z0-9_]*|\$\{\})\1/gi;

const isOwned = (table: string): table is keyof typeof TABLE_OWNERS => Object.hasOwn(TABLE_OWNERS, table);

export interface Violation {
  /** Path under server/, and the line. */
  at: string;
  table: string;
  problem: string;
}

/** A template's text, each substitution written `${}`. */
const templateText = (template: ts.TemplateExpression) =>
  [template.head.text, ...template.templateSpans.map((span) => `\${}${span.literal.text}`)].join('');

/** The wing a file under server/ belongs to: its first folder (files beside app.ts belong to none). */
const wingOf = (file: string) => (file.includes('/') ? file.slice(0, file.indexOf('/')) : '');

/** The tables `source` (the text of `file`, a path under server/) names that its wing does not own. */
export function tableViolations(file: string, source: string): Violation[] {
  const wing = wingOf(file);
  const parsed = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  const found: Array<Violation & { position: number }> = [];
  const report = (node: ts.Node, table: string, problem: string) => {
    const position = node.getStart(parsed);
    const line = parsed.getLineAndCharacterOfPosition(position).line + 1;
    found.push({ at: `${file}:${line}`, table, problem, position });
  };
  const named = (node: ts.Node, table: string) => {
    if (!isOwned(table)) report(node, table, 'no wing owns this table (add it to db/owners.ts)');
    else if (TABLE_OWNERS[table] !== wing)
      report(node, table, `owned by ${TABLE_OWNERS[table]}, not ${wing || 'server/'}`);
  };
  const rawSql = (node: ts.Node, text: string) => {
    for (const [, , table = ''] of text.matchAll(RAW_TABLE)) {
      if (table === '${}') report(node, '?', 'a table held in a variable: name it in its owning wing');
      else if (isOwned(table.toLowerCase())) named(node, table.toLowerCase());
    }
  };
  const tableArgument = (node: ts.Expression) => {
    if (ts.isStringLiteralLike(node)) named(node, node.text.split(/\s+as\s+/)[0]?.trim() ?? '');
    else if (ts.isArrayLiteralExpression(node)) node.elements.forEach(tableArgument);
    // One of two tables, each written out (`invoices ? 'invoice_series' : 'credit_note_series'`): both are checked.
    else if (ts.isConditionalExpression(node)) [node.whenTrue, node.whenFalse].forEach(tableArgument);
    else if (ts.isIdentifier(node) || ts.isPropertyAccessExpression(node) || ts.isElementAccessExpression(node))
      report(node, '?', 'a table held in a variable: name it in its owning wing');
  };
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
      const method = node.expression.name.text;
      const [first] = node.arguments;
      if (first && TABLE_CALLS.has(method)) tableArgument(first);
      const onSql = ts.isIdentifier(node.expression.expression) && node.expression.expression.text === 'sql';
      if (first && onSql && method === 'table') tableArgument(first);
      if (first && onSql && method === 'raw' && ts.isStringLiteralLike(first)) rawSql(first, first.text);
      if (first && DRIVER_SQL_CALLS.has(method) && ts.isStringLiteralLike(first)) rawSql(first, first.text);
      if (first && DRIVER_SQL_CALLS.has(method) && ts.isTemplateExpression(first)) rawSql(first, templateText(first));
    }
    if (ts.isTaggedTemplateExpression(node) && node.tag.getText(parsed) === 'sql') {
      const { template } = node;
      rawSql(node, ts.isNoSubstitutionTemplateLiteral(template) ? template.text : templateText(template));
    }
    ts.forEachChild(node, visit);
  };
  visit(parsed);
  return found.sort((a, b) => a.position - b.position).map(({ position: _, ...violation }) => violation);
}

/** The server's code, as paths under server/: not its tests, the test kit, the migrations or the schema. */
function serverCode(folder = SERVER): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    const file = path.relative(SERVER, full).split(path.sep).join('/');
    if (entry.isDirectory()) return ['test', 'db/migrations'].includes(file) ? [] : serverCode(full);
    return file.endsWith('.ts') && !file.endsWith('.test.ts') && file !== 'db/schema.ts' ? [file] : [];
  });
}

describe('table ownership', () => {
  it("finds no file naming a table its wing does not own, anywhere in the server's code", () => {
    const files = serverCode();
    expect(files.length).toBeGreaterThan(100);
    const violations = files.flatMap((file) => tableViolations(file, readFileSync(path.join(SERVER, file), 'utf8')));
    expect(violations).toEqual([]);
  });

  it("reports a planted query on another wing's table, naming the file and the table", () => {
    const planted = [
      "import { sql } from 'kysely';",
      'export const paid = (db) =>',
      "  db.selectFrom('users').innerJoin('orders as o', 'o.user_id', 'users.id').selectAll().execute();",
      'export const shelf = (db) => sql`select quantity from product_stock where size = ${"M"}`.execute(db);',
      'export const wipe = (db, table) => db.deleteFrom(table).execute();',
      'export const count = (copy, table) => copy.prepare(`select count(*) as n from ${table}`).get();',
      "export const stock = (copy) => copy.prepare('select sum(quantity) from product_stock').get();",
      "export const either = (db, own) => db.selectFrom(own ? 'users' : 'orders').selectAll().execute();",
    ].join('\n');
    expect(tableViolations('accounts/planted.ts', planted)).toEqual([
      { at: 'accounts/planted.ts:3', table: 'orders', problem: 'owned by orders, not accounts' },
      { at: 'accounts/planted.ts:4', table: 'product_stock', problem: 'owned by stock, not accounts' },
      { at: 'accounts/planted.ts:5', table: '?', problem: 'a table held in a variable: name it in its owning wing' },
      { at: 'accounts/planted.ts:6', table: '?', problem: 'a table held in a variable: name it in its owning wing' },
      { at: 'accounts/planted.ts:7', table: 'product_stock', problem: 'owned by stock, not accounts' },
      { at: 'accounts/planted.ts:8', table: 'orders', problem: 'owned by orders, not accounts' },
    ]);
  });

  it('lets a wing name its own tables, and nobody outside the wings name any', () => {
    const own = "export const count = (db) => db.selectFrom('orders').leftJoin('cart_items', 'a', 'b').execute();";
    expect(tableViolations('orders/payments/planted.ts', own)).toEqual([]);
    expect(tableViolations('plugins/planted.ts', own).map((violation) => violation.table)).toEqual([
      'orders',
      'cart_items',
    ]);
    expect(tableViolations('catalog/planted.ts', "db.selectFrom('basket')")).toEqual([
      { at: 'catalog/planted.ts:1', table: 'basket', problem: 'no wing owns this table (add it to db/owners.ts)' },
    ]);
  });
});
