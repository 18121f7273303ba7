// Every e2e test file: one Chromium for the file's journeys (launching one per journey would double the run time).
import { closeBrowser, openBrowser } from './journey';

beforeAll(openBrowser);
afterAll(closeBrowser);
