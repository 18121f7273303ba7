// Lint rules for the whole repository: typescript-eslint's recommended type-aware set, and the features' faces.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import kapda from './tools/lint/plugin.mjs';

const FEATURES = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** A path that names a feature's folder and goes on into it: `../cart/cartSlice`, `../features/cart/cartSlice`. */
const DEEP_FEATURE_IMPORT = {
  regex: `^(\\.{1,2}/)+(features/)?(${FEATURES.join('|')})/`,
  message:
    "Import the feature's index.ts (`features/<name>` or `../<name>`), its only face; its other files are its own.",
};

/** shared/ imports no feature at all. */
const SHARED_FEATURE_IMPORT = {
  regex: '(^|/)features(/|$)',
  message: 'shared/ holds no feature logic; move the code into the feature.',
};

/** The same from outside src/ (server tests, tools, e2e): `../../src/features/cart/cartSlice`. */
const DEEP_FEATURE_IMPORT_FROM_OUTSIDE = {
  regex: `^(\\.\\./)+src/features/(${FEATURES.join('|')})/`,
  message: "Import the feature's index.ts (`src/features/<name>`), its only face; its other files are its own.",
};

/** The storefront's code never reaches into the server (what both need is in contract/). */
const SERVER_FROM_SRC = {
  regex: '^(\\.\\./)+server(/|$)',
  message: 'src/ never imports server/: what both programs agree on is in contract/.',
};

/** The storefront's tests start a shop with the server's test kit (server/test/), and reach nothing else of it. */
const SERVER_FROM_SRC_TESTS = {
  regex: '^(\\.\\./)+server(/(?!test/)|$)',
  message: "src/'s tests take only the server's test kit (server/test/); what both programs agree on is in contract/.",
};

/** Shipped code imports no test code: the test kits (server/test/, src/test/, tools/testkit/) are the tests' own. */
const TEST_CODE_FROM_SHIPPED = {
  regex: '(^|/)(test|testkit)(/|$)',
  message:
    'Shipped code imports no test code (server/test/, src/test/, tools/testkit/): move what it needs out of them.',
};

/** The server's shipped code never imports the storefront's source (it runs its build through contract/render.ts). */
const SRC_FROM_SERVER = {
  regex: '^(\\.\\./)+src(/|$)',
  message: "server/ never imports src/: what both programs agree on is in contract/; pages run the storefront's build.",
};

/** Test code: the tests, and the test kits' folders. */
const TESTS = ['**/*.test.{ts,tsx}', '**/*.reliability.ts', 'server/test/**', 'src/test/**', 'tools/testkit/**'];

/** The server's wings: each folder's index.ts is all that other wings, plugins, the CLI and app.ts may import. */
const WINGS = [
  'orders',
  'stock',
  'catalog',
  'accounts',
  'mail',
  'places',
  'invoices',
  'wishlist',
  'alerts',
  'reviews',
  'sizing',
  'payments',
  'afterSale',
];

/** A path that names a wing's folder and goes on into it: `../stock/levels`, `./orders/routes/admin`. */
const DEEP_WING_IMPORT = {
  regex: `^(\\.{1,2}/)+(server/)?(${WINGS.join('|')})/`,
  message: "Import the wing's index.ts (`../<wing>`), its only face; its other files are its own.",
};

/**
 * e2e/ drives the built shop through the browser and HTTP: of the server it takes only the test kit (server/test/),
 * and of the storefront only faces (DEEP_FEATURE_IMPORT_FROM_OUTSIDE) and shared/'s i18n for the words it reads.
 */
const SERVER_FROM_E2E = {
  regex: '^(\\.\\./)+server(/(?!test/)|$)',
  message: 'e2e/ reaches the shop through the browser, HTTP and contract/: of server/ it may import the test kit only.',
};

/**
 * The bench measures the shop from outside: of the server it takes the wings' faces, the test kit (server/test/), and
 * what builds a database of thousands of products without the API (the database, its schema, the demo catalog, the
 * picture store, the server's constants).
 */
const BENCH_SERVER_REACH = ['db/database', 'db/schema', 'images/pictureStore', 'constants'];
const SERVER_FROM_BENCH = {
  regex: `^(\\.\\./)+server(/(?!test/|demo/|(${[...WINGS, ...BENCH_SERVER_REACH].join('|')})$)|$)`,
  message: "bench/ reaches the server through the wings' faces, the test kit and the database it builds, nothing else.",
};

/** server/errors.ts's HTTP side, which a wing never speaks: its rules throw domain errors, and plugins/errors.ts maps them. */
const HTTP_ERROR_IMPORT = {
  regex: '^(\\.\\./)+errors$',
  importNames: ['HttpError', 'badRequest', 'unauthorized', 'forbidden', 'notFound', 'conflict'],
  message:
    'A wing throws domain errors (its errors.ts, or NotFound, InvalidInput, Refused); plugins/errors.ts gives them their HTTP status.',
};

/** The plugins sit above the wings: a wing takes what it shares with them from below (errors.ts, http/, schemas/). */
const PLUGINS_IMPORT = {
  regex: '^(\\.{1,2}/)+plugins(/|$)',
  message:
    'A wing never imports plugins/ (they are above it): use errors.ts, http/ or schemas/, or what app.ts hands in.',
};

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'dist/',
      'build/',
      'data/',
      'coverage/',
      'e2e/artifacts/',
      'src/features/*/*Api.generated.ts',
      'src/shared/i18n/messages.*.generated.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // Fastify plugins are async functions by contract, whether or not they await.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // A feature's own files reach each other by relative paths that never name the feature; everyone else
    // (app/, shared/, src/test/, other features) goes through its index.ts. No file of src/ imports server/, and
    // shipped code no test code.
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [DEEP_FEATURE_IMPORT, SERVER_FROM_SRC, TEST_CODE_FROM_SHIPPED] }],
    },
  },
  {
    // src/'s tests start their shop with the server's test kit, and import nothing else of the server.
    files: ['src/test/**/*.{ts,tsx}', 'src/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [DEEP_FEATURE_IMPORT, SERVER_FROM_SRC_TESTS] }] },
  },
  {
    // Dependencies point one way, shared <- features <- app: shared code knows no feature at all.
    files: ['src/shared/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [SHARED_FEATURE_IMPORT, SERVER_FROM_SRC, TEST_CODE_FROM_SHIPPED] },
      ],
    },
  },
  {
    files: ['src/shared/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [SHARED_FEATURE_IMPORT, SERVER_FROM_SRC_TESTS] }] },
  },
  {
    // The contract is what both programs import; it imports neither of them, nor any library.
    files: ['contract/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!\\./)',
              message: 'contract/ holds values and types only: it imports nothing outside itself.',
            },
          ],
        },
      ],
    },
  },
  {
    // A wing's own files reach each other by paths that never climb out of it (`./holds`, `../changes` from its
    // routes/); everyone else (other wings, plugins, the CLI, app.ts, bench/, tools/, e2e/ and every test) goes through
    // its index.ts, and through a feature's index.ts into src/.
    files: ['server/**/*.ts', 'bench/**/*.ts', 'tools/**/*.ts', 'e2e/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [DEEP_WING_IMPORT, DEEP_FEATURE_IMPORT_FROM_OUTSIDE] }] },
  },
  {
    // The server's shipped code imports nothing of src/ (its tests may, to hold the two programs to each other).
    files: ['server/**/*.ts'],
    ignores: TESTS,
    rules: {
      'no-restricted-imports': ['error', { patterns: [DEEP_WING_IMPORT, SRC_FROM_SERVER, TEST_CODE_FROM_SHIPPED] }],
    },
  },
  {
    // Inside a wing, the same faces rule and no HTTP: statuses are the error handler's business, not the rules'.
    files: WINGS.map((wing) => `server/${wing}/**/*.ts`),
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [DEEP_WING_IMPORT, DEEP_FEATURE_IMPORT_FROM_OUTSIDE, HTTP_ERROR_IMPORT, PLUGINS_IMPORT] },
      ],
    },
  },
  {
    files: WINGS.map((wing) => `server/${wing}/**/*.ts`),
    ignores: TESTS,
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [DEEP_WING_IMPORT, HTTP_ERROR_IMPORT, PLUGINS_IMPORT, SRC_FROM_SERVER, TEST_CODE_FROM_SHIPPED] },
      ],
    },
  },
  {
    files: ['e2e/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [DEEP_WING_IMPORT, DEEP_FEATURE_IMPORT_FROM_OUTSIDE, SERVER_FROM_E2E] },
      ],
    },
  },
  {
    files: ['bench/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [DEEP_WING_IMPORT, DEEP_FEATURE_IMPORT_FROM_OUTSIDE, SERVER_FROM_BENCH] },
      ],
    },
  },
  {
    // What contract/ writes once is never written again by hand (tools/lint/plugin.mjs): no paise/rupees conversion
    // but contract/money.ts's, no limit of contract/limits.ts by its number.
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts', 'e2e/**/*.ts', 'bench/**/*.ts', 'tools/**/*.{ts,mjs}'],
    // The rules' own tests plant what they refuse.
    ignores: ['tools/lint/**'],
    plugins: { kapda },
    rules: { 'kapda/money-by-hand': 'error', 'kapda/limit-by-hand': 'error' },
  },
  {
    // Nor a page's address in shipped code: links, mails, redirects are made with contract/pages.ts's paths.
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts'],
    ignores: TESTS,
    plugins: { kapda },
    rules: { 'kapda/page-path-by-hand': 'error' },
  },
  {
    // Tests read JSON answers of any shape and assert on them; the assertions are the type check.
    files: [
      'server/test/**/*.ts',
      'server/**/*.test.ts',
      'src/**/*.test.{ts,tsx}',
      'src/test/**/*.{ts,tsx}',
      'e2e/**/*.ts',
    ],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
    },
  },
  { files: ['**/*.mjs'], ...tseslint.configs.disableTypeChecked },
);
