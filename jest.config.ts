/** @jest-config-loader esbuild-register */
// Test projects, named for what their tests need, and picked by one naming rule (docs/architecture.md, checked by
// tools/testkit/testNaming.test.ts):
// - `no-server` (jsdom): `src/**/*.unit.test.ts(x)`, the SPA's reducers, selectors and other pure code; no server,
//   no network.
// - `server` (Node): `server/**/*.test.ts` and `tools/**/*.test.ts`, the API's integration tests against real SQLite
//   and PostgreSQL (an in-process server each), and the tools' tests.
// - `screens` (jsdom): `src/**/*.test.ts(x)` that are not unit tests, the SPA's screens with the real store and router
//   against a real API server; `screens-compat` the same against one answering failures with 200 (FAILURE_STATUS=200).
// - `browser` (Node): `e2e/**/*.test.ts`, Chromium through the production build served by the real server
//   (`npm run test:e2e`).
// - `reliability` (Node): `server/**/*.reliability.ts`, long loads against real server processes
//   (`npm run test:reliability`).
import type { Config } from 'jest';

const tsJest = { '^.+\\.tsx?$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.json' }] } as const;

/** The SPA's tests that need no server: `*.unit.test.ts(x)`, beside the code they test. */
const UNIT_TESTS = '**/*.unit.test.ts?(x)';

/** The screens against a real API server, which src/test/globalSetup.ts starts for each project. */
const WEB = {
  displayName: 'screens',
  testEnvironment: 'jest-fixed-jsdom',
  testEnvironmentOptions: { customExportConditions: [''] },
  roots: ['<rootDir>/src'],
  testMatch: ['**/*.test.ts?(x)', `!${UNIT_TESTS}`],
  transform: tsJest,
  globalSetup: '<rootDir>/src/test/globalSetup.ts',
  globalTeardown: '<rootDir>/src/test/globalTeardown.ts',
  setupFilesAfterEnv: ['<rootDir>/src/test/setup.ts'],
};

const config: Config = {
  maxWorkers: 2,
  projects: [
    {
      displayName: 'no-server',
      testEnvironment: 'jest-fixed-jsdom',
      testEnvironmentOptions: { customExportConditions: [''] },
      roots: ['<rootDir>/src'],
      testMatch: [UNIT_TESTS],
      transform: tsJest,
      // What would load a third-party script, open the payment popup or leave the page gets the stand-in
      // in __mocks__/, which a test steers and reads; calls to the stand-ins are cleared between tests.
      moduleNameMapper: {
        '^(\\.{1,2}/)+shared/browser/loadScript$': '<rootDir>/__mocks__/loadScript.ts',
        '^(\\.{1,2}/)+shared/browser/navigation$': '<rootDir>/__mocks__/navigation.ts',
        '^\\./razorpayPopup$': '<rootDir>/__mocks__/razorpayPopup.ts',
      },
      clearMocks: true,
      setupFilesAfterEnv: ['<rootDir>/src/test/unitSetup.ts'],
    },
    {
      displayName: 'server',
      testEnvironment: 'node',
      roots: ['<rootDir>/server', '<rootDir>/tools'],
      testMatch: ['**/*.test.ts'],
      transform: tsJest,
      setupFilesAfterEnv: ['<rootDir>/server/test/setup.ts'],
    },
    {
      // `npm run test:reliability`: long runs against real server processes (mixed load for LOAD_SECONDS).
      displayName: 'reliability',
      testEnvironment: 'node',
      roots: ['<rootDir>/server'],
      testMatch: ['**/*.reliability.ts'],
      transform: tsJest,
      setupFilesAfterEnv: ['<rootDir>/server/test/setup.ts'],
    },
    WEB,
    // The same screens against a shop that answers failures 200 { success: false } (FAILURE_STATUS=200, docs/compat.md).
    {
      ...WEB,
      displayName: 'screens-compat',
      globals: { SHOP_FAILURE_STATUS: '200' },
      // Jest runs a global setup file once for all the projects naming it: this project names its own.
      globalSetup: '<rootDir>/src/test/globalSetupCompat.ts',
      globalTeardown: '<rootDir>/src/test/globalTeardownCompat.ts',
    },
    {
      displayName: 'browser',
      testEnvironment: 'node',
      roots: ['<rootDir>/e2e'],
      testMatch: ['**/*.test.ts'],
      transform: tsJest,
      globalSetup: '<rootDir>/e2e/support/globalSetup.ts',
      globalTeardown: '<rootDir>/e2e/support/globalTeardown.ts',
      setupFilesAfterEnv: ['<rootDir>/e2e/support/setupBrowser.ts'],
    },
  ],
};

export default config;
