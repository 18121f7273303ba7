// The house's own lint rules (`kapda/...`, eslint.config.mjs): what contract/ writes once is never written again by
// hand. `money-by-hand`: paise and rupees are converted only by contract/money.ts's toPaise/toRupees (and written with
// two decimals by its rupeesText). `limit-by-hand`: a limit of contract/limits.ts is named, not written as its number.
// `page-path-by-hand`: a storefront page's address is made with contract/pages.ts's paths, never written.
// tools/lint/lintRules.test.ts lints planted sources to prove each rule fires, and fires on nothing else.
import { readFileSync } from 'node:fs';

/** The words of an identifier: `maxAmountPaise` → max, amount, paise; `LOW_RATE` → low, rate; `$share` → share. */
const wordsOf = (name) =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

/** Words that say an amount of money. */
const MONEY_WORDS = new Set([
  'paise',
  'paisa',
  'rupee',
  'rupees',
  'price',
  'prices',
  'amount',
  'amounts',
  'total',
  'subtotal',
  'fee',
  'refund',
  'refunded',
  'cost',
  'credit',
  'balance',
  'due',
  'money',
  'cod',
]);

/** Words that say a share of a hundred: `* 100` there makes a percentage, not paise. */
const PERCENT_WORDS = new Set(['percent', 'percentage', 'pct', 'share', 'score', 'ratio', 'rate', 'progress']);

/** Every identifier and property name in a node's subtree, as words. */
function wordsIn(node, words = []) {
  if (!node || typeof node.type !== 'string') return words;
  if (node.type === 'Identifier' || node.type === 'PrivateIdentifier') words.push(...wordsOf(node.name));
  for (const [key, value] of Object.entries(node)) {
    if (key === 'parent' || key === 'loc' || key === 'range') continue;
    if (Array.isArray(value)) value.forEach((child) => wordsIn(child, words));
    else if (value && typeof value.type === 'string') wordsIn(value, words);
  }
  return words;
}

/** The name a node's value is given: the variable, function, property or attribute it is written into. */
function namedAs(node) {
  for (let at = node.parent; at; at = at.parent) {
    if (at.type === 'VariableDeclarator' && at.id.type === 'Identifier') return at.id.name;
    if ((at.type === 'FunctionDeclaration' || at.type === 'FunctionExpression') && at.id) return at.id.name;
    if ((at.type === 'Property' || at.type === 'MethodDefinition') && at.key.type === 'Identifier') return at.key.name;
    if (at.type === 'JSXAttribute') return String(at.name.name);
    if (at.type.endsWith('Statement') || at.type === 'Program') return '';
  }
  return '';
}

const ARITHMETIC = new Set([
  'BinaryExpression',
  'UnaryExpression',
  'ChainExpression',
  'TSAsExpression',
  'TSNonNullExpression',
]);

/** A `x * 100` or `x / 100` that makes a percentage: its arithmetic or the name it is given speak of a share. */
function isPercentage(node) {
  let top = node;
  while (top.parent && ARITHMETIC.has(top.parent.type)) top = top.parent;
  const words = [...wordsIn(top), ...wordsOf(namedAs(node))];
  return words.some((word) => PERCENT_WORDS.has(word));
}

/** 100, or its reciprocal: `paise * 0.01` converts as `paise / 100` does. */
const isHundred = (node) => node.type === 'Literal' && (node.value === 100 || node.value === 0.01);
const isNumber = (node) =>
  (node.type === 'Literal' && typeof node.value === 'number') ||
  (node.type === 'UnaryExpression' && isNumber(node.argument));

/** Money arithmetic in a string of code (a browser script the server sends): `paise / 100`, `(amount * 100)`. */
const MONEY_IN_CODE = /\b\w*(paise|paisa|rupees?|price|amount|total|fee)\w*\)?\s*[*/]\s*100(?![\d.])/i;

const moneyByHand = {
  meta: {
    type: 'problem',
    docs: { description: 'Paise and rupees are converted only by contract/money.ts.' },
    schema: [],
    messages: {
      conversion:
        "Convert paise and rupees with the contract's toRupees/toPaise (contract/money.ts), not by multiplying or dividing by 100.",
      factor: "Paise in a rupee are contract/money.ts's business: convert with its toRupees/toPaise.",
      decimals: "Write a rupee amount with the contract's rupeesText (contract/money.ts), not .toFixed(2).",
      inCode:
        "A script the server sends converts money with the contract's conversion (interpolate contract/money.ts's factor or do it on the server), not by hand.",
    },
  },
  create(context) {
    return {
      BinaryExpression(node) {
        if (node.operator !== '*' && node.operator !== '/') return;
        const other = isHundred(node.right)
          ? node.left
          : node.operator === '*' && isHundred(node.left)
            ? node.right
            : null;
        if (!other || isNumber(other) || isPercentage(node)) return;
        context.report({ node, messageId: 'conversion' });
      },
      VariableDeclarator(node) {
        // A factor of one's own (`const PAISE_PER_RUPEE = 100`) is a second conversion waiting to happen.
        if (node.id.type !== 'Identifier' || !node.init || !isHundred(node.init)) return;
        if (wordsOf(node.id.name).some((word) => MONEY_WORDS.has(word))) context.report({ node, messageId: 'factor' });
      },
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type !== 'MemberExpression' || callee.computed || callee.property.name !== 'toFixed') return;
        const [digits] = node.arguments;
        if (!digits || digits.type !== 'Literal' || digits.value !== 2) return;
        if (wordsIn(callee.object).some((word) => MONEY_WORDS.has(word)))
          context.report({ node, messageId: 'decimals' });
      },
      Literal(node) {
        if (typeof node.value === 'string' && MONEY_IN_CODE.test(node.value))
          context.report({ node, messageId: 'inCode' });
      },
      TemplateElement(node) {
        if (MONEY_IN_CODE.test(node.value.cooked ?? node.value.raw)) context.report({ node, messageId: 'inCode' });
      },
    };
  },
};

/**
 * The limits of contract/limits.ts as numbers, and what a use of the number must be near to be that limit (the
 * e-mail's and the password's lengths are theirs wherever a length is checked). tools/lint/lintRules.test.ts holds
 * this table against the contract's values.
 */
export const LIMITS = [
  { value: 254, name: 'MAX_EMAIL_LENGTH' },
  { value: 128, name: 'MAX_PASSWORD_LENGTH' },
  { value: 8, name: 'MIN_PASSWORD_LENGTH', near: /password/i },
  { value: 20, name: 'MAX_LINE_QUANTITY', near: /quantit/i },
  { value: 100, name: 'MAX_CART_LINES', near: /cart|lines/i },
  { value: 10, name: 'MAX_SAVED_ADDRESSES', near: /address/i },
  { value: 200, name: 'MAX_WISHLIST_ITEMS', near: /wishlist/i },
];

/** Where a number is a limit: a schema's bound, an input's, or what a length or count is compared with. */
const SCHEMA_BOUNDS = new Set(['maxLength', 'minLength', 'maxItems', 'minItems', 'maximum', 'minimum']);
const INPUT_BOUNDS = new Set(['maxLength', 'minLength', 'max', 'min']);
const COMPARISONS = new Set(['<', '<=', '>', '>=', '===', '!==']);

/** The text around a bound: the input it is an attribute of, or the property or variable its schema is written in. */
function surroundings(source, bound) {
  if (bound.type === 'JSXAttribute') return source.getText(bound.parent);
  for (let at = bound.parent; at; at = at.parent)
    if (at.type === 'Property' || at.type === 'VariableDeclarator' || at.type === 'PropertyDefinition')
      return source.getText(at);
  return source.getText(bound);
}

const limitByHand = {
  meta: {
    type: 'problem',
    docs: { description: 'A limit of contract/limits.ts is written by its name, never by its number.' },
    schema: [],
    messages: { limit: "Use the contract's {{name}} (contract/limits.ts) instead of writing {{value}}." },
  },
  create(context) {
    const source = context.sourceCode;
    const check = (literal, at) => {
      const limit = LIMITS.find((candidate) => candidate.value === Number(literal.value));
      if (!limit || (limit.near && !limit.near.test(surroundings(source, at)))) return;
      context.report({ node: literal, messageId: 'limit', data: { name: limit.name, value: String(limit.value) } });
    };
    return {
      Property(node) {
        if (node.computed || node.key.type !== 'Identifier' || !SCHEMA_BOUNDS.has(node.key.name)) return;
        if (node.value.type === 'Literal' && typeof node.value.value === 'number') check(node.value, node);
      },
      JSXAttribute(node) {
        if (!INPUT_BOUNDS.has(String(node.name.name)) || !node.value) return;
        const value = node.value.type === 'JSXExpressionContainer' ? node.value.expression : node.value;
        if (value.type === 'Literal' && /^\d+$/.test(String(value.value))) check(value, node);
      },
      BinaryExpression(node) {
        if (!COMPARISONS.has(node.operator)) return;
        const [literal, other] =
          node.right.type === 'Literal'
            ? [node.right, node.left]
            : node.left.type === 'Literal'
              ? [node.left, node.right]
              : [];
        if (!literal || typeof literal.value !== 'number') return;
        const counted = other.type === 'MemberExpression' && ['length', 'size'].includes(other.property.name);
        const limit = LIMITS.find((candidate) => candidate.value === literal.value);
        if (!limit) return;
        if (limit.near ? limit.near.test(source.getText(other)) : counted) check(literal, node);
      },
    };
  },
};

/** The `path`s of a contract file's page table (`export const <name> = { ... } as const`). */
function tablePaths(file, name) {
  const source = readFileSync(new URL(`../../contract/${file}`, import.meta.url), 'utf8');
  const from = source.indexOf(`export const ${name}`);
  if (from === -1) return [];
  return [...source.slice(from, source.indexOf('} as const', from)).matchAll(/path: '([^']+)'/g)].map(
    ([, path]) => path,
  );
}

/**
 * The page tables' fixed starts, read from contract/pages.ts, adminPages.ts and languages.ts: `/cart`, `/product`,
 * `/hi/cart`, `/admin/orders`.
 */
function pageStarts() {
  const languages = readFileSync(new URL('../../contract/languages.ts', import.meta.url), 'utf8');
  const starts = tablePaths('pages.ts', 'PAGES')
    .map((path) => path.split('/:')[0])
    .filter((start) => start !== '/' && start !== '');
  const adminStarts = tablePaths('adminPages.ts', 'ADMIN_PAGES').map((path) => path.split('/:')[0]);
  const codes = [...(/LANGUAGES = \[([^\]]+)\]/.exec(languages)?.[1] ?? '').matchAll(/'(\w+)'/g)].map(
    ([, code]) => code,
  );
  const prefixes = ['', ...codes.slice(1).map((code) => `/${code}`)];
  return [...new Set([...starts.flatMap((start) => prefixes.map((prefix) => prefix + start)), ...adminStarts])];
}

const pagePathByHand = {
  meta: {
    type: 'problem',
    docs: { description: "A page's address is made with contract/pages.ts's paths, never written by hand." },
    schema: [],
    messages: {
      path: "Make the page's address with the contract's pagePath/productPath/orderPath/collectionPath (contract/pages.ts) or adminPath (contract/adminPages.ts), not '{{text}}'.",
    },
  },
  create(context) {
    const starts = pageStarts();
    const isPagePath = (text) =>
      starts.some((start) => text === start || ['/', '?', '#'].some((next) => text.startsWith(start + next)));
    return {
      Literal(node) {
        if (typeof node.value === 'string' && isPagePath(node.value))
          context.report({ node, messageId: 'path', data: { text: node.value } });
      },
      TemplateElement(node) {
        const text = node.value.cooked ?? node.value.raw;
        if (isPagePath(text)) context.report({ node, messageId: 'path', data: { text } });
      },
    };
  },
};

export default {
  meta: { name: 'kapda' },
  rules: { 'money-by-hand': moneyByHand, 'limit-by-hand': limitByHand, 'page-path-by-hand': pagePathByHand },
};
