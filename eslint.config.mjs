// Lint rules for the whole repository: typescript-eslint's recommended type-aware set, and the features' faces.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';

const FEATURES = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** A path that names a feature's folder and goes on into it: `../cart/cartSlice`, `../features/cart/cartSlice`. */
const DEEP_FEATURE_IMPORT = {
  regex: `^(\\.{1,2}/)+(features/)?(${FEATURES.join('|')})/`,
  message:
    "Import the feature's index.ts (`features/<name>` or `../<name>`), its only face; its other files are its own.",
};

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
];

/** A path that names a wing's folder and goes on into it: `../stock/levels`, `./orders/routes/admin`. */
const DEEP_WING_IMPORT = {
  regex: `^(\\.{1,2}/)+(server/)?(${WINGS.join('|')})/`,
  message: "Import the wing's index.ts (`../<wing>`), its only face; its other files are its own.",
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
    // (app/, shared/, src/test/, other features) goes through its index.ts.
    files: ['src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [DEEP_FEATURE_IMPORT] }] },
  },
  {
    // Dependencies point one way, shared <- features <- app: shared code knows no feature at all.
    files: ['src/shared/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '(^|/)features(/|$)', message: 'shared/ holds no feature logic; move the code into the feature.' },
          ],
        },
      ],
    },
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
    // routes/); everyone else (other wings, plugins, the CLI, app.ts, bench/, tools/) goes through its index.ts.
    files: ['server/**/*.ts', 'bench/**/*.ts', 'tools/**/*.ts', 'e2e/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [DEEP_WING_IMPORT] }] },
  },
  {
    // Inside a wing, the same faces rule and no HTTP: statuses are the error handler's business, not the rules'.
    files: WINGS.map((wing) => `server/${wing}/**/*.ts`),
    rules: { 'no-restricted-imports': ['error', { patterns: [DEEP_WING_IMPORT, HTTP_ERROR_IMPORT, PLUGINS_IMPORT] }] },
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
