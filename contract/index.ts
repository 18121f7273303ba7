// What the storefront and the server must agree on, written once: both programs (and the tests, the bench and the
// tools) import it from here. It holds values and types only: no code of either program, no library. Two files are
// imported by their own path instead, as only the operator's screens (and the server) use them: productFile.ts and the
// operator's page table, adminPages.ts.
export * from './address';
export * from './catalog';
export * from './fieldMetrics';
export * from './http';
export * from './languages';
export * from './limits';
export * from './money';
export * from './orders';
export * from './pageKey';
export * from './pages';
export * from './qa';
export * from './render';
export * from './stock';
export * from './returns';
export * from './reviews';
