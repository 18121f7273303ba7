// The server's renderer, built by webpack.config.ts into dist/server/render.js and run by server/plugins/pages.ts:
// one storefront page as HTML, from the store, routes and styles the browser runs, so the browser takes the page
// over (src/app/start.tsx) without drawing it again. The store asks the API for what the page shows (answered
// in-process by the server), and the page carries those answers so the browser need not ask again.
import { PassThrough } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import type { Storage } from 'redux-persist';
import { ServerStyleSheet } from 'styled-components';
import { App } from './app/App';
import { pageHead } from './app/page/pageHead';
import { Providers } from './app/Providers';
import { loadPageData } from './app/page/pageData';
import { makeStore } from './app/store';
import { baseApi } from './shared/api/baseApi';
import { recordingFetch } from './shared/api/pageAnswers';
import { EARLY_SEARCH_STYLE, earlySearchMarkup } from './shared/browser/earlySearch';
import { loadAllMessages, translatorOf } from './shared/i18n';
import { inLanguage, languageOfPath, pagePath, type PageRequest, type RenderedPage } from '../contract';

export { EARLY_TAPS_SCRIPT } from './shared/browser/earlyTaps';
export { APP_LOADER_SCRIPT, PAGE_SCRIPTS_ID } from './shared/browser/appLoader';
export { PAGE_ANSWERS_ID, pageAnswersText } from './shared/api/pageAnswers';

/** The server knows no shopper: nothing is read from or written to any storage. */
const NO_STORAGE: Storage = {
  getItem: () => Promise.resolve(null),
  setItem: () => Promise.resolve(),
  removeItem: () => Promise.resolve(),
};

/** Renders with React's streaming renderer and waits for every screen's code, so the page is complete. */
function renderToText(element: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    let failure: unknown;
    const stream = renderToPipeableStream(element, {
      // The page is sent whole, so every boundary goes inline: no template swapped in by an inline script later.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onError(error) {
        failure ??= error;
      },
      onShellError: reject,
      onAllReady() {
        if (failure !== undefined) {
          stream.abort();
          reject(failure instanceof Error ? failure : new Error('The page did not render', { cause: failure }));
          return;
        }
        const chunks: Buffer[] = [];
        const sink = new PassThrough();
        sink.on('data', (chunk: Buffer) => chunks.push(chunk));
        sink.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
        stream.pipe(sink);
      },
    });
  });
}

export async function renderPage({ url, fetchFn, publicUrl }: PageRequest): Promise<RenderedPage> {
  const recorded = recordingFetch(fetchFn);
  const { pathname, search } = new URL(url, 'http://page');
  const { language } = languageOfPath(pathname);
  const store = makeStore(undefined, {
    sideEffects: false,
    storage: NO_STORAGE,
    fetchFn: recorded.fetchFn,
    language: () => language,
  });
  await loadAllMessages();
  await loadPageData(store, pathname, search);
  const head = pageHead(store.getState(), { pathname, search, publicUrl });
  const sheet = new ServerStyleSheet();
  try {
    const html = await renderToText(
      sheet.collectStyles(
        <Providers store={store}>
          <StaticRouter location={url}>
            <App />
          </StaticRouter>
        </Providers>,
      ),
    );
    const t = translatorOf(language);
    return {
      head,
      language,
      html,
      afterRoot: earlySearchMarkup({
        action: inLanguage(pagePath('collection'), language),
        label: t('catalog.search.label'),
        placeholder: t('catalog.search.placeholder'),
        submit: t('catalog.search.placeholder'),
        value: pathname.endsWith(pagePath('collection')) ? (new URLSearchParams(search).get('q') ?? '') : '',
      }),
      styles: sheet.getStyleTags() + EARLY_SEARCH_STYLE,
      answers: recorded.answers,
    };
  } finally {
    sheet.seal();
    // Nothing subscribes to the answers on the server, so RTK Query would keep a timer (and the store with it) for
    // their unused-data time: emptying the cache clears it, and the store goes with the request.
    store.dispatch(baseApi.util.resetApiState());
  }
}
