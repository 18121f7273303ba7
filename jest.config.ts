/** @jest-config-loader esbuild-register */
// Test projects: `server` runs the API's integration tests in Node against real SQLite and PostgreSQL.
import type { Config } from 'jest';

const config: Config = {
  maxWorkers: 2,
  projects: [
    {
      displayName: 'server',
      testEnvironment: 'node',
      roots: ['<rootDir>/server'],
      testMatch: ['**/*.test.ts'],
      transform: { '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.json' }] },
    },
  ],
};

export default config;
