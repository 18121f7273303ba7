// screens-compat's global teardown, a file of its own for the same reason as globalSetupCompat.ts.
export { default } from './globalTeardown';
