import type { UnknownAction } from '@reduxjs/toolkit';
import { itemAdded, quantityChanged } from '../../features/cart';
import checkoutFixture from '../../test/qa-logs/checkout.json';
import { parseActionLog, readActionLog, toDevToolsExport, type ActionLog } from './devtoolsLog';

const catalogResult = (requestId: string) => {
  const fetched = readActionLog(checkoutFixture).actions.find((action) => action.type === 'api/executeQuery/fulfilled');
  if (!fetched) throw new Error('the checkout fixture fetches no catalog');
  return { ...fetched, meta: { ...(fetched.meta as object), requestId } };
};

describe("QA logs in Redux DevTools' export format", () => {
  it('are written exactly as DevTools exports: two JSON strings in a tab-indented object, read back the same', () => {
    const log: ActionLog = {
      preloadedState: { cart: { ids: [] } },
      actions: [itemAdded({ productId: 'p1', size: 'M' })],
    };
    const text = toDevToolsExport(log);
    expect(text).toBe(
      JSON.stringify(
        { payload: JSON.stringify(log.actions), preloadedState: JSON.stringify(log.preloadedState) },
        null,
        '\t',
      ),
    );
    expect(parseActionLog(text)).toEqual(log);
    expect(Object.keys(JSON.parse(toDevToolsExport({ actions: [] })))).toEqual(['payload']);
  });

  it('read a log an earlier build wrote with `languages` beside the two strings, passing that key over', () => {
    const added = itemAdded({ productId: 'p1', size: 'M' });
    const log: ActionLog = { preloadedState: { cart: { ids: [] } }, actions: [added] };
    const file = JSON.parse(toDevToolsExport(log)) as Record<string, unknown>;
    expect(Object.keys(file)).toEqual(['payload', 'preloadedState']);
    expect(readActionLog({ ...file, languages: ['en', 'hi'] })).toEqual(log);
    // Whatever it holds: the language of each step is read from the log's calls now (stepLanguages).
    expect(readActionLog({ ...file, languages: ['hi'] })).toEqual(log);
    expect(readActionLog({ ...file, languages: 'fr' })).toEqual(log);
    const persisted = { type: 'persist/PERSIST' };
    const withBookkeeping = { payload: JSON.stringify([persisted, added]), languages: ['en', 'en', 'hi'] };
    expect(readActionLog(withBookkeeping)).toEqual({ actions: [added] });
  });

  it('hold each distinct RTK Query result once, later ones as jsan references that read back as the same result', () => {
    const log: ActionLog = {
      actions: [catalogResult('a'), itemAdded({ productId: 'p1', size: 'M' }), catalogResult('b')],
    };
    const payload = JSON.parse(JSON.parse(toDevToolsExport(log)).payload as string) as UnknownAction[];
    expect(payload[2]?.payload).toEqual({ $jsan: '$[0].payload' });
    expect(parseActionLog(toDevToolsExport(log))).toEqual(log);
  });

  it('keep a 40-action journey with three page loads of the catalog under 100 KB', () => {
    const pageLoad = (n: number): UnknownAction[] => [
      { type: 'persist/REHYDRATE', key: 'shop', payload: {} },
      catalogResult(`load-${n}`),
    ];
    const edits = Array.from({ length: 34 }, (_, i) =>
      quantityChanged({ productId: 'p1', size: 'M', quantity: i + 1 }),
    );
    const actions = [
      ...pageLoad(1),
      ...edits.slice(0, 10),
      ...pageLoad(2),
      ...edits.slice(10, 20),
      ...pageLoad(3),
      ...edits.slice(20),
    ];
    expect(actions).toHaveLength(40);
    expect(toDevToolsExport({ actions }).length).toBeLessThanOrEqual(100_000);
  });

  it("read what DevTools' own Export writes for this store: jsan references resolved, persist's bookkeeping left out", () => {
    const arg = { type: 'query', endpointName: 'getCart', queryCacheKey: 'getCart(undefined)' };
    const payload = [
      {
        type: 'persist/PERSIST',
        register: { $jsan: 'ffunction register() { [native code] }' },
        rehydrate: { $jsan: 'ffunction' },
      },
      { type: 'api/config/middlewareRegistered', payload: 'uid' },
      { type: 'api/executeQuery/pending', meta: { arg, requestId: 'r1' } },
      {
        type: 'api/executeQuery/fulfilled',
        payload: { cartData: {} },
        meta: { arg: { $jsan: '$[2].meta.arg' }, requestId: 'r1', extra: { $jsan: 'u' } },
      },
    ];
    const cached = { status: 'fulfilled', data: { cartData: {} } };
    const state = {
      api: { queries: { 'getCart(undefined)': cached }, previous: { $jsan: '$.api.queries["getCart(undefined)"]' } },
    };
    const file = JSON.stringify(
      { payload: JSON.stringify(payload), preloadedState: JSON.stringify(state) },
      null,
      '\t',
    );
    expect(parseActionLog(file)).toEqual({
      preloadedState: { api: { queries: { 'getCart(undefined)': cached }, previous: cached } },
      actions: [
        payload[2],
        {
          type: 'api/executeQuery/fulfilled',
          payload: { cartData: {} },
          meta: { arg, requestId: 'r1', extra: undefined },
        },
      ],
    });
  });

  it('read the older QA log (lifted state), whose orders result may predate its normalization', () => {
    const order = { _id: 'o1', status: 'Order Placed' };
    const lifted = (action: object) => ({ type: 'PERFORM_ACTION', action, timestamp: 1 });
    const older = {
      actionsById: {
        0: lifted({ type: '@@INIT' }),
        1: lifted(itemAdded({ productId: 'p1', size: 'M' })),
        2: lifted({ type: 'skipped/inDevTools' }),
        3: lifted({
          type: 'api/executeQuery/fulfilled',
          payload: { success: true, orders: [order] },
          meta: { arg: { endpointName: 'listUserOrders' } },
        }),
      },
      computedStates: [],
      committedState: { checkout: { status: 'idle' } },
      stagedActionIds: [0, 1, 2, 3],
      skippedActionIds: [2],
    };
    expect(readActionLog(older)).toEqual({
      actions: [
        itemAdded({ productId: 'p1', size: 'M' }),
        {
          type: 'api/executeQuery/fulfilled',
          payload: { ids: ['o1'], entities: { o1: order } },
          meta: { arg: { endpointName: 'listUserOrders' } },
        },
      ],
    });
  });

  it.each([
    ['{ "payload": ', 'The file is not JSON'],
    ['[]', 'The file must hold an object with `payload` and `preloadedState`; it holds an array.'],
    [
      '{ "actions": [] }',
      'The file has neither `payload` (a Redux DevTools export) nor `actionsById` (an older QA log).',
    ],
    ['{ "payload": [] }', '`payload` must be a string holding the actions as JSON; it is an array.'],
    ['{ "payload": "[{" }', '`payload` is not valid JSON'],
    ['{ "payload": "{}" }', '`payload` must hold a list of actions; it holds an object.'],
    ['{ "payload": "[{\\"type\\":1}]" }', '`payload`: action 1 has no `type` string.'],
    [
      '{ "payload": "[{\\"type\\":\\"a\\",\\"b\\":{\\"$jsan\\":\\"$[4]\\"}}]" }',
      '`payload`: a reference leads nowhere: $[4].',
    ],
    [
      '{ "payload": "[]", "preloadedState": {} }',
      '`preloadedState` must be a string holding the state as JSON; it is an object.',
    ],
    ['{ "payload": "[]", "preloadedState": "7" }', '`preloadedState` must hold the state object; it holds a number.'],
    ['{ "actionsById": [] }', '`actionsById` must be an object of actions by id; it is an array.'],
    ['{ "actionsById": {}, "stagedActionIds": "0" }', '`stagedActionIds` must be a list of action ids.'],
    ['{ "actionsById": {}, "stagedActionIds": [3] }', '`actionsById` has no action 3, which `stagedActionIds` lists.'],
  ])('refuse %s saying which field is wrong', (text, message) => {
    expect(() => parseActionLog(text)).toThrow(message);
  });
});
