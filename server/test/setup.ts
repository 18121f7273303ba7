// Every API test: generous time limits, since suites hit real databases with hundreds of parallel requests
// on a 2-core machine that may be busy with other work. Limits bound a hang; they assert nothing about speed.
jest.setTimeout(30_000);
