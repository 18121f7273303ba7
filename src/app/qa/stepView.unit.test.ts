import type { UnknownAction } from '@reduxjs/toolkit';
import type { Language } from '../../../contract';
import checkoutFixture from '../../test/qa-logs/checkout.json';
import { readActionLog, toDevToolsExport } from './devtoolsLog';
import { replaySteps } from './stepView';

/** The fixture's first catalog call and its answer, as asked on an English page: the answer holds no Hindi texts. */
function catalogAskedInEnglish(): UnknownAction[] {
  const calls = readActionLog(checkoutFixture).actions.filter(
    (action) => (action.meta as { arg?: { endpointName?: string } } | undefined)?.arg?.endpointName === 'listProducts',
  );
  return calls.slice(0, 2).map((action) => {
    const meta = action.meta as { arg: object };
    return { ...action, meta: { ...meta, arg: { ...meta.arg, originalArgs: { lang: 'en' } } } };
  });
}

const catalogViews = (languages?: Language[]) =>
  replaySteps(JSON.parse(toDevToolsExport({ actions: catalogAskedInEnglish(), languages })) as unknown).map(
    ([, view]) => view.catalog,
  );

describe("a replayed log's steps", () => {
  it('show the catalog in the language the log notes for each step, English where it notes none', () => {
    const english = catalogViews();
    expect(english.at(-1)).toMatch(/^[1-9]\d* products, search closed$/);
    expect(catalogViews(['en', 'en', 'en'])).toEqual(english);
    // On a Hindi address an answer asked in English holds no product's texts shown.
    expect(catalogViews(['en', 'en', 'hi'])).toEqual([english[0], english[1], '0 products, search closed']);
  });
});
