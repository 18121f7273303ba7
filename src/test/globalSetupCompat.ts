// screens-compat's global setup. Jest runs each global setup file once, however many projects name it, so this project
// needs a file of its own; the setup reads the project's globals to start a shop with FAILURE_STATUS=200.
export { default } from './globalSetup';
