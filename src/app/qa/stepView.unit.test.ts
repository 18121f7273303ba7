import type { UnknownAction } from '@reduxjs/toolkit';
import { languageOfPath } from '../../../contract';
import { loadCatalogScreen } from '../../features/catalog';
import { aProduct } from '../../test/builders';
import browseFixture from '../../test/qa-logs/browse-and-filter.json';
import cartFixture from '../../test/qa-logs/cart-edits.json';
import checkoutFixture from '../../test/qa-logs/checkout.json';
import { answerRequests } from '../../test/requests';
import { makeStore } from '../store';
import { readActionLog, type ActionLog } from './devtoolsLog';
import { createActionRecorder } from './recorder';
import { stepLanguages } from './stepLanguages';
import { replaySteps } from './stepView';

const withTexts = (id: string) => aProduct(id, { nameHi: `${id} हिंदी`, descriptionHi: `${id} का विवरण` });

/**
 * A session that opens the product pages at `paths` one after the other in one tab (the store stays, the address
 * changes), recorded by QA's recorder: its exported file, as QA downloads it.
 */
async function recordProductPages(paths: string[]): Promise<unknown> {
  const ids = paths.map((path) => path.split('/').at(-1) as string);
  answerRequests(
    Object.fromEntries(
      ids.map((id) => [`/api/product/detail/${id}`, { success: true, product: withTexts(id), related: [] }]),
    ),
  );
  let path = '/';
  const language = () => languageOfPath(path).language;
  const recorder = createActionRecorder();
  const store = makeStore(undefined, { recorder, sideEffects: false, language });
  for (const [index, productId] of ids.entries()) {
    path = paths[index] as string;
    await loadCatalogScreen(store.dispatch, { name: 'product', productId }, language());
  }
  return JSON.parse(recorder.exportFile()) as unknown;
}

const catalogViews = (file: unknown) => replaySteps(file).map(([, view]) => view.catalog);

/** A query's call as RTK Query dispatches it, asking with `originalArgs`. */
const queryCall = (endpointName: string, originalArgs: unknown, requestStatus = 'pending'): UnknownAction => ({
  type: `api/executeQuery/${requestStatus}`,
  meta: { requestId: endpointName, requestStatus, arg: { type: 'query', endpointName, originalArgs } },
});

describe("a replayed log's steps", () => {
  it('show the catalog in the language of the page each step was recorded on: Hindi after a /hi page asks', async () => {
    const file = await recordProductPages(['/product/q1', '/hi/product/p1']);
    expect(stepLanguages(readActionLog(file))).toEqual(['en', 'en', 'en', 'hi', 'hi']);
    // On the Hindi page an answer asked in English holds no product's texts shown: only p1, asked in Hindi, counts.
    expect(catalogViews(file)).toEqual([
      '0 products, search closed',
      '0 products, search closed',
      '1 products, search closed',
      '0 products, search closed',
      '1 products, search closed',
    ]);
  });

  it('show the catalog in English where the log asks nothing in Hindi', async () => {
    const file = await recordProductPages(['/product/q1', '/product/p1']);
    expect(stepLanguages(readActionLog(file))).toEqual(['en', 'en', 'en', 'en', 'en']);
    expect(catalogViews(file).at(-1)).toBe('2 products, search closed');
  });
});

describe("a log's step languages", () => {
  it('are English all through the recorded journeys, whose calls name no language', () => {
    [browseFixture, cartFixture, checkoutFixture].forEach((fixture) => {
      const log = readActionLog(fixture);
      expect(stepLanguages(log)).toEqual(Array(log.actions.length + 1).fill('en'));
    });
  });

  it("follow the latest query's `lang`, passing over calls that name none and every other action", () => {
    const log: ActionLog = {
      actions: [
        queryCall('getHome', { lang: 'hi' }),
        queryCall('getCart', undefined),
        { type: 'api/executeMutation/pending', meta: { arg: { type: 'mutation', originalArgs: { lang: 'en' } } } },
        { type: 'cart/itemAdded', payload: { lang: 'en' } },
        queryCall('getProduct', { productId: 'p1', lang: 'en' }, 'fulfilled'),
        queryCall('getHome', { lang: 'fr' }),
      ],
    };
    expect(stepLanguages(log)).toEqual(['en', 'hi', 'hi', 'hi', 'hi', 'en', 'en']);
  });

  it("start from the latest query the starting state's cache holds, else English", () => {
    const cached = (lang: string, startedTimeStamp: number) => ({
      endpointName: 'getProduct',
      status: 'fulfilled',
      originalArgs: { productId: `p-${lang}`, lang },
      startedTimeStamp,
    });
    const started = (queries: Record<string, unknown>) =>
      stepLanguages({ preloadedState: { api: { queries } }, actions: [{ type: 'cart/itemAdded' }] });
    expect(started({ a: cached('en', 1), b: cached('hi', 2) })).toEqual(['hi', 'hi']);
    expect(started({ a: cached('hi', 1), b: cached('en', 2) })).toEqual(['en', 'en']);
    expect(started({ listProducts: { endpointName: 'listProducts', status: 'fulfilled' } })).toEqual(['en', 'en']);
    expect(stepLanguages({ actions: [] })).toEqual(['en']);
  });
});
