// Every screen test: jest-dom matchers, the API at the test server, a clean browser storage, and no console errors.
import '@testing-library/jest-dom/jest-globals';
import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { failOnConsoleProblems } from './consoleGuard';
import { apiOriginVariable, failureStatusOf } from './shops';
import { loadAllMessages } from '../shared/i18n';

// Screens wait for a real server and lazily loaded chunks; on a busy 2-core machine that can take seconds.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(20_000);

// The project's own shop (see shops.ts); the tests read its address as SHOP_API_ORIGIN.
process.env.SHOP_API_ORIGIN = process.env[apiOriginVariable(failureStatusOf(globalThis))];
(globalThis as { __SHOP_API_ORIGIN__?: string }).__SHOP_API_ORIGIN__ = process.env.SHOP_API_ORIGIN;
const inBrowser = typeof window !== 'undefined';
// jsdom lays nothing out, so it cannot scroll; its scrollTo only reports "not implemented".
if (inBrowser) window.scrollTo = () => undefined;

beforeEach(() => {
  if (!inBrowser) return;
  localStorage.clear();
  // What checkout keeps of a typed address lives in the tab's session storage.
  sessionStorage.clear();
});

failOnConsoleProblems();
// Every language's messages, as the server's renderer has them (a page in Hindi is drawn at once).
beforeAll(() => loadAllMessages());
