// Every table has one owning wing (db/owners.ts): a file under server/ names in SQL only the tables of the wing whose
// folder it is in, through Kysely's calls, raw sql`` text or the text given to a driver (better-sqlite3's prepare and
// exec, pg's query), and never a table held in a variable. Tests and the server's test kit are exempt.
// There are no exceptions: another wing's rows are reached through its face, or a hook its caller composes (the
// catalog takes the stock wing's shelves as `productShelves`), and a backup counts a copy's rows through the wings'
// faces too (cli/backup.ts).
// The migrations may name every table, but a trigger they leave in the database writes only the tables of the wing
// that owns the table it fires on (SQLite's `create trigger ... on t begin ... end`, PostgreSQL's
// `create trigger ... on t ... execute function f()` with f's `$$ ... $$`), read from their SQL in the order they run,
// a later trigger or function of the same name replacing an earlier one and a dropped one gone.
// bench/ and tools/ name no table in SQL at all, in any text they hold: they reach the shop's rows through the wings'
// faces, unless OUTSIDE_REASONS says why not.
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

/**
 * The tables `source` (the text of `file`, a path under server/) names that its wing does not own. `outside`: a file of
 * bench/ or tools/, where every text is read as SQL and no table may be named.
 */
export function tableViolations(file: string, source: string, { outside = false } = {}): Violation[] {
  const wing = outside ? '' : wingOf(file);
  const parsed = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  const found: Array<Violation & { position: number }> = [];
  const report = (node: ts.Node, table: string, problem: string) => {
    const position = node.getStart(parsed);
    const line = parsed.getLineAndCharacterOfPosition(position).line + 1;
    found.push({ at: `${file}:${line}`, table, problem, position });
  };
  const named = (node: ts.Node, table: string) => {
    if (!isOwned(table)) report(node, table, 'no wing owns this table (add it to db/owners.ts)');
    else if (outside) report(node, table, `owned by ${TABLE_OWNERS[table]}: go through its face`);
    else if (TABLE_OWNERS[table] !== wing)
      report(node, table, `owned by ${TABLE_OWNERS[table]}, not ${wing || 'server/'}`);
  };
  /** `prose`: any text of a file outside the server, where a variable after "from" is no table. */
  const rawSql = (node: ts.Node, text: string, prose = false) => {
    for (const [, , table = ''] of text.matchAll(RAW_TABLE)) {
      if (table === '${}' && !prose) report(node, '?', 'a table held in a variable: name it in its owning wing');
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
    } else if (outside && ts.isStringLiteralLike(node) && !ts.isImportDeclaration(node.parent)) {
      rawSql(node, node.text, true);
    } else if (outside && ts.isTemplateExpression(node)) {
      rawSql(node, templateText(node), true);
    }
    ts.forEachChild(node, visit);
  };
  visit(parsed);
  // A driver's text outside the server is read twice, as the call's and as text: reported once.
  const once = found.filter(
    (each, index) =>
      found.findIndex((other) => other.position === each.position && other.table === each.table) === index,
  );
  return once.sort((a, b) => a.position - b.position).map(({ position: _, ...violation }) => violation);
}

/** A table written in a trigger's or a function's body. */
const WRITTEN_TABLE = /\b(?:insert\s+into|update|delete\s+from|merge\s+into)\s+("?)([a-z_][a-z0-9_]*)\1/gi;

/** A migration file's SQL texts in the order written: each sql`` template, with a const it names written out. */
export function migrationStatements(source: string): Array<{ text: string; line: number }> {
  const parsed = ts.createSourceFile('migration.ts', source, ts.ScriptTarget.Latest, true);
  const consts = new Map<string, ts.Expression>();
  const collect = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer)
      consts.set(node.name.text, node.initializer);
    ts.forEachChild(node, collect);
  };
  collect(parsed);
  const textOf = (node: ts.Expression, depth: number): string => {
    if (depth > 5) return '${}';
    if (ts.isTaggedTemplateExpression(node) && node.tag.getText(parsed) === 'sql') {
      const { template } = node;
      if (ts.isNoSubstitutionTemplateLiteral(template)) return template.text;
      return [
        template.head.text,
        ...template.templateSpans.map((span) => `${textOf(span.expression, depth + 1)}${span.literal.text}`),
      ].join('');
    }
    // sql.raw('...'): its text as written.
    if (ts.isCallExpression(node) && node.expression.getText(parsed) === 'sql.raw') {
      const [first] = node.arguments;
      if (first && ts.isStringLiteralLike(first)) return first.text;
    }
    if (ts.isIdentifier(node)) {
      const initializer = consts.get(node.text);
      if (initializer) return textOf(initializer, depth + 1);
    }
    return '${}';
  };
  const statements: Array<{ text: string; line: number }> = [];
  const visit = (node: ts.Node) => {
    if (ts.isTaggedTemplateExpression(node) && node.tag.getText(parsed) === 'sql') {
      const line = parsed.getLineAndCharacterOfPosition(node.getStart(parsed)).line + 1;
      statements.push({ text: textOf(node, 0), line });
    }
    ts.forEachChild(node, visit);
  };
  visit(parsed);
  return statements;
}

/**
 * The triggers the migrations leave (`migrations`: each file's path and text, in the order they run) that write a
 * table not owned by the wing that owns the table they fire on.
 */
export function triggerViolations(migrations: ReadonlyArray<{ file: string; source: string }>): Violation[] {
  const triggers = new Map<string, { at: string; table: string; body?: string; call?: string }>();
  const functions = new Map<string, string>();
  for (const { file, source } of migrations)
    for (const { text, line } of migrationStatements(source)) {
      const at = `${file}:${line}`;
      for (const [, name = ''] of text.matchAll(/\bdrop\s+trigger\s+(?:if\s+exists\s+)?"?(\w+)/gi))
        triggers.delete(name);
      for (const [, name = ''] of text.matchAll(/\bdrop\s+function\s+(?:if\s+exists\s+)?"?(\w+)/gi))
        functions.delete(name);
      const made =
        /\bcreate\s+(?:or\s+replace\s+)?function\s+"?(\w+)"?\s*\([^)]*\)[\s\S]*?\$(\w*)\$([\s\S]*?)\$\2\$/i.exec(text);
      if (made) functions.set(made[1] ?? '', made[3] ?? '');
      const trigger =
        /\bcreate\s+trigger\s+(?:if\s+not\s+exists\s+)?"?(\w+)"?\s[\s\S]*?\bon\s+"?(\w+)"?([\s\S]*)$/i.exec(text);
      if (!trigger) continue;
      const [, name = '', table = '', rest = ''] = trigger;
      const call = /\bexecute\s+(?:function|procedure)\s+"?(\w+)/i.exec(rest)?.[1];
      const body = /\bbegin\b([\s\S]*)$/i.exec(rest)?.[1];
      triggers.set(name, { at, table, ...(call ? { call } : { body: body ?? '' }) });
    }
  const found: Violation[] = [];
  for (const [name, { at, table, body, call }] of triggers) {
    const owner = isOwned(table) ? TABLE_OWNERS[table] : undefined;
    if (!owner) {
      found.push({ at, table, problem: `trigger ${name} fires on a table no wing owns (add it to db/owners.ts)` });
      continue;
    }
    const text = body ?? functions.get(call ?? '');
    if (text === undefined) {
      found.push({ at, table, problem: `trigger ${name} calls ${call ?? '?'}, which no migration leaves` });
      continue;
    }
    for (const [, , written = ''] of text.matchAll(WRITTEN_TABLE)) {
      const writes = written.toLowerCase();
      if (isOwned(writes) && TABLE_OWNERS[writes] !== owner)
        found.push({
          at,
          table: writes,
          problem: `trigger ${name} on ${table} (${owner}) writes ${TABLE_OWNERS[writes]}'s table`,
        });
    }
  }
  return found;
}

/** The migrations' files in the order they run, each after the files of its folder it imports (stockLedger.ts). */
function migrationFiles(): Array<{ file: string; source: string }> {
  const folder = path.join(SERVER, 'db/migrations');
  const read = (name: string) => readFileSync(path.join(folder, `${name}.ts`), 'utf8');
  const localImports = (source: string) =>
    [...source.matchAll(/import\s*\{([^}]*)\}\s*from\s*'\.\/(\w+)'/g)].map(([, names = '', name = '']) => ({
      names: names.split(',').map((each) => each.trim()),
      name,
    }));
  const index = read('index');
  const fileOf = new Map(localImports(index).flatMap(({ names, name }) => names.map((each) => [each, name])));
  const order = [...index.matchAll(/'(\d{4}_\w+)':\s*(\w+)/g)]
    .map(([, key = '', migration = '']) => ({ key, file: fileOf.get(migration) ?? '' }))
    .sort((a, b) => a.key.localeCompare(b.key));
  const seen = new Set<string>();
  const files: Array<{ file: string; source: string }> = [];
  const add = (name: string) => {
    if (seen.has(name)) return;
    seen.add(name);
    const source = read(name);
    for (const imported of localImports(source)) add(imported.name);
    files.push({ file: `db/migrations/${name}.ts`, source });
  };
  for (const { file } of order) add(file);
  return files;
}

/**
 * Files of bench/ and tools/ that name tables, and why they may. The razorpay bench ages its waiting orders' holds
 * to make the shop's own sweep expire them, then counts what the two processes wrote: the payments wing's face has no
 * rule that does either yet.
 */
const OUTSIDE_REASONS: Readonly<Record<string, string>> = {
  'bench/razorpayWebhooks.ts': "ages holds and counts outcomes, which the payments wing's face does not offer yet",
};

/** bench/ and tools/ code, as paths from the repository's root: not their tests. */
function outsideCode(folder: string): string[] {
  return readdirSync(path.join(SERVER, '..', folder), { withFileTypes: true }).flatMap((entry) => {
    const file = `${folder}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : outsideCode(file);
    return /\.(?:ts|mts|js|mjs)$/.test(file) && !/\.test\.ts$/.test(file) ? [file] : [];
  });
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

  it('finds no trigger left by the migrations that writes a table of another wing than its own table', () => {
    const migrations = migrationFiles();
    expect(migrations.map((migration) => migration.file)).toEqual(
      expect.arrayContaining(['db/migrations/stockLedger.ts', 'db/migrations/restocks.ts']),
    );
    expect(triggerViolations(migrations)).toEqual([]);
    // Without 0030, the restock trigger of 0022 and 0027 wrote the alerts' and the mail's tables from the stock's.
    const before = migrations.filter((migration) => migration.file !== 'db/migrations/restocks.ts');
    expect(
      triggerViolations(before).map(({ at, table, problem }) => [at.replace(/:\d+$/, ''), table, problem]),
    ).toEqual([
      [
        'db/migrations/alertConfirmation.ts',
        'mail_outbox',
        "trigger stock_alerts_restocked_insert on product_stock (stock) writes mail's table",
      ],
      [
        'db/migrations/alertConfirmation.ts',
        'stock_alerts',
        "trigger stock_alerts_restocked_insert on product_stock (stock) writes alerts's table",
      ],
      [
        'db/migrations/alertConfirmation.ts',
        'mail_outbox',
        "trigger stock_alerts_restocked_update on product_stock (stock) writes mail's table",
      ],
      [
        'db/migrations/alertConfirmation.ts',
        'stock_alerts',
        "trigger stock_alerts_restocked_update on product_stock (stock) writes alerts's table",
      ],
      [
        'db/migrations/wishlistAndAlerts.ts',
        'stock_alerts',
        "trigger stock_alerts_restocked on product_stock (stock) writes alerts's table",
      ],
      [
        'db/migrations/wishlistAndAlerts.ts',
        'mail_outbox',
        "trigger stock_alerts_restocked on product_stock (stock) writes mail's table",
      ],
    ]);
  });

  it("reports a planted trigger writing another wing's table, on SQLite and PostgreSQL, unless a later one drops it", () => {
    const first = [
      "import { sql } from 'kysely';",
      "const COLUMNS = sql.raw('id, recipient');",
      'const endAlerts = sql`delete from stock_alerts where size = new.size;`;',
      'export const up = async (db) => {',
      '  await sql`create trigger alerts_on_restock after update of quantity on product_stock begin ${endAlerts} end`.execute(db);',
      '  await sql`create trigger ledger_on_restock after insert on product_stock begin',
      '    insert into stock_ledger (product_id) values (new.product_id); end`.execute(db);',
      '  await sql`create function mail_on_order() returns trigger language plpgsql as $$',
      "    begin if tg_op = 'UPDATE' then insert into mail_outbox (${COLUMNS}) values (new.id, ''); end if; return new; end $$`.execute(db);",
      '  await sql`create trigger mail_on_order after insert or update on orders for each row execute function mail_on_order()`.execute(db);',
      '};',
    ].join('\n');
    const planted = { file: 'db/migrations/planted.ts', source: first };
    expect(triggerViolations([planted])).toEqual([
      {
        at: 'db/migrations/planted.ts:5',
        table: 'stock_alerts',
        problem: "trigger alerts_on_restock on product_stock (stock) writes alerts's table",
      },
      {
        at: 'db/migrations/planted.ts:10',
        table: 'mail_outbox',
        problem: "trigger mail_on_order on orders (orders) writes mail's table",
      },
    ]);
    const dropped = [
      "import { sql } from 'kysely';",
      'export const up = async (db) => {',
      '  await sql`drop trigger if exists alerts_on_restock`.execute(db);',
      '  await sql`create or replace function mail_on_order() returns trigger language plpgsql as $$ begin return new; end $$`.execute(db);',
      '};',
    ].join('\n');
    expect(triggerViolations([planted, { file: 'db/migrations/later.ts', source: dropped }])).toEqual([]);
  });

  it('finds no file of bench/ or tools/ naming a table in SQL, but for the reasons written down', () => {
    const files = [...outsideCode('bench'), ...outsideCode('tools')];
    expect(files.length).toBeGreaterThan(40);
    const root = path.join(SERVER, '..');
    const named = (file: string) =>
      tableViolations(file, readFileSync(path.join(root, file), 'utf8'), { outside: true });
    expect(files.filter((file) => !Object.hasOwn(OUTSIDE_REASONS, file)).flatMap(named)).toEqual([]);
    // A reason stays written down only while its file needs it.
    for (const file of Object.keys(OUTSIDE_REASONS)) expect(named(file)).not.toEqual([]);
  });

  it('reports planted raw SQL in a bench file, in whatever text it is written', () => {
    const planted = [
      "import Database from 'better-sqlite3';",
      'export const admin = (db, email) => db.prepare("update users set role = \'admin\' where email = ?").run(email);',
      'const count = (client, text) => client.query(text);',
      "export const paid = (client) => count(client, `SELECT count(*) AS n FROM orders WHERE status = 'Paid'`);",
      "export const shelf = (db) => db.selectFrom('product_stock').selectAll().execute();",
      "export const words = 'Orders from the shop, update in place';",
    ].join('\n');
    expect(tableViolations('bench/planted.ts', planted, { outside: true })).toEqual([
      { at: 'bench/planted.ts:2', table: 'users', problem: 'owned by accounts: go through its face' },
      { at: 'bench/planted.ts:4', table: 'orders', problem: 'owned by orders: go through its face' },
      { at: 'bench/planted.ts:5', table: 'product_stock', problem: 'owned by stock: go through its face' },
    ]);
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
