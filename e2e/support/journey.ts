// One shopper's journey in a fresh browser context. A failing journey leaves a screenshot of each of
// its pages and their console log under e2e/artifacts/; an uncaught page error or console error fails it.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page, ViewportSize } from 'playwright-core';
import { waitForAppOnLoads } from './appReady';
import { ARTIFACTS_DIR, artifactName } from './artifacts';
import { launchChromium } from './chromium';
import { shopUrl } from './shopApi';

export const DESKTOP: ViewportSize = { width: 1280, height: 800 };
export const PHONE: ViewportSize = { width: 390, height: 844 };

const JOURNEY_LIMIT_MS = 60_000;
/** A hanging journey is stopped this long before Jest's limit, so there is time to take its screenshot. */
const ARTIFACT_MARGIN_MS = 10_000;
const ACTION_LIMIT_MS = 10_000;
/** Chromium reports every 4xx/5xx answer like this; journeys provoke some on purpose and assert their effects. */
const HTTP_STATUS_REPORT = /^Failed to load resource: the server responded with a status of/;

export interface Scene {
  page: Page;
  context: BrowserContext;
  /** Another device of the shopper: a fresh context and page, watched and closed like the first. */
  openFreshPage: () => Promise<Page>;
}

interface JourneyOptions {
  viewport?: ViewportSize;
  /** Where relative addresses lead: the shop under test unless the journey is on another (a compatible shop). */
  baseUrl?: () => string;
  /** A touch screen: taps arrive as touches (Locator.tap), as on a phone. */
  touch?: boolean;
  /**
   * How long the whole journey may take, artifacts included: JOURNEY_LIMIT_MS unless given (a journey that runs the
   * operator's command line several times, each its own process, needs longer on a loaded machine).
   */
  limitMs?: number;
}

let browser: Browser | undefined;

/** One browser per test file (see setupBrowser.ts); each journey gets its own context. */
export async function openBrowser(): Promise<void> {
  browser = await launchChromium();
}

export async function closeBrowser(): Promise<void> {
  await browser?.close();
  browser = undefined;
}

class PageWatch {
  readonly log: string[] = [];
  readonly problems: string[] = [];

  constructor(readonly page: Page) {
    page.on('console', (message) => {
      this.log.push(`[${message.type()}] ${message.text()}`);
      if (message.type() === 'error' && !HTTP_STATUS_REPORT.test(message.text())) this.problems.push(message.text());
    });
    page.on('pageerror', (error) => {
      this.log.push(`[pageerror] ${error.stack ?? error.message}`);
      this.problems.push(error.message);
    });
  }
}

async function leaveArtifacts(watches: PageWatch[]): Promise<void> {
  const { currentTestName = 'journey', testPath = '' } = expect.getState();
  const name = artifactName(`${path.basename(testPath, '.test.ts')} ${currentTestName}`);
  const logs = watches.map((watch, index) => `--- page ${index + 1}: ${watch.page.url()}\n${watch.log.join('\n')}`);
  writeFileSync(path.join(ARTIFACTS_DIR, `${name}.console.log`), `${logs.join('\n\n')}\n`);
  for (const [index, watch] of watches.entries()) {
    if (watch.page.isClosed()) continue;
    // A screenshot that cannot be taken must not hide the journey's own failure.
    await watch.page
      .screenshot({ path: path.join(ARTIFACTS_DIR, `${name}-page${index + 1}.png`), fullPage: true, timeout: 5_000 })
      .catch(() => undefined);
  }
}

function deadline(ms: number): { promise: Promise<never>; cancel(): void } {
  let timer: NodeJS.Timeout | undefined;
  const promise = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`The journey was still running after ${ms} ms.`)), ms);
  });
  return { promise, cancel: () => clearTimeout(timer) };
}

export function journey(name: string, run: (scene: Scene) => Promise<void>, options: JourneyOptions = {}): void {
  const limitMs = options.limitMs ?? JOURNEY_LIMIT_MS;
  test(
    name,
    async () => {
      if (!browser) throw new Error('No browser: e2e/support/setupBrowser.ts opens one for every test file.');
      const opened = browser;
      const contexts: BrowserContext[] = [];
      const watches: PageWatch[] = [];
      const openFreshPage = async () => {
        const context = await opened.newContext({
          baseURL: (options.baseUrl ?? shopUrl)(),
          viewport: options.viewport ?? DESKTOP,
          hasTouch: options.touch ?? false,
        });
        context.setDefaultTimeout(ACTION_LIMIT_MS);
        contexts.push(context);
        const page = waitForAppOnLoads(await context.newPage());
        watches.push(new PageWatch(page));
        return page;
      };
      const page = await openFreshPage();
      const [context] = contexts as [BrowserContext];
      const limit = deadline(limitMs - ARTIFACT_MARGIN_MS);
      try {
        const running = run({ page, context, openFreshPage });
        // If the deadline wins, the journey's late failure must not surface as an unhandled rejection.
        running.catch(() => undefined);
        await Promise.race([running, limit.promise]);
        expect(watches.flatMap((watch) => watch.problems)).toEqual([]);
      } catch (error) {
        await leaveArtifacts(watches);
        throw error;
      } finally {
        limit.cancel();
        await Promise.all(contexts.map((each) => each.close()));
      }
    },
    limitMs,
  );
}
