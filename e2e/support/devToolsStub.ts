// A stand-in for the Redux DevTools extension (which headless Chromium cannot install): it takes the options the
// store hands DevTools, records every action that reaches the reducers as DevTools' instrument does, and exports
// them as DevTools' Export button writes its file, through the store's own `serialize.replacer`.
import type { BrowserContext, Page } from 'playwright-core';

export async function installDevToolsStub(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    type Reducer = (state: unknown, action: unknown) => unknown;
    type Options = { serialize?: { replacer?: (key: string, value: unknown) => unknown } };
    type Enhancer = (next: CreateStore) => CreateStore;
    type CreateStore = (reducer: Reducer, preloaded?: unknown) => { getState(): unknown };
    const page = window as unknown as Record<string, unknown>;
    page.__REDUX_DEVTOOLS_EXTENSION_COMPOSE__ =
      (options: Options) =>
      (...enhancers: Enhancer[]): Enhancer =>
      (createStore) =>
      (reducer, preloaded) => {
        const actions: unknown[] = [];
        let committed: unknown;
        const recording: Reducer = (state, action) => {
          const next = reducer(state, action);
          if (committed === undefined) committed = next;
          else actions.push(action);
          return next;
        };
        const store = enhancers.reduceRight((next, enhancer) => enhancer(next), createStore)(recording, preloaded);
        const replacer = options.serialize?.replacer;
        page.__exportLikeDevTools = () =>
          JSON.stringify(
            { payload: JSON.stringify(actions, replacer), preloadedState: JSON.stringify(committed, replacer) },
            null,
            '\t',
          );
        return store;
      };
  });
}

export const exportLikeDevTools = (page: Page): Promise<string> =>
  page.evaluate(() => (window as unknown as { __exportLikeDevTools: () => string }).__exportLikeDevTools());
