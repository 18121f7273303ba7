import { configureStore } from '@reduxjs/toolkit';
import { SHOP_LANGUAGE_HEADER, type Language } from '../../../contract';
import { languageShown, languageSlice } from '../i18n/languageSlice';
import { baseApi } from './baseApi';

const probeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    probe: build.mutation<unknown, void>({ query: () => ({ url: '/api/probe', method: 'POST' }) }),
  }),
});

/** The language header of one call from a store whose page shows `language` (none: a store without the slice). */
async function headerSent(language?: Language): Promise<string | null> {
  let sent: string | null = null;
  globalThis.fetch = async (request) => {
    sent = (request as Request).headers.get(SHOP_LANGUAGE_HEADER);
    return Response.json({ success: true });
  };
  const store = configureStore({
    reducer: {
      [baseApi.reducerPath]: baseApi.reducer,
      auth: () => ({ token: null }),
      ...(language ? { [languageSlice.reducerPath]: languageSlice.reducer } : {}),
    },
    middleware: (getDefault) => getDefault().concat(baseApi.middleware),
  });
  if (language) store.dispatch(languageShown(language));
  await store.dispatch(probeApi.endpoints.probe.initiate());
  return sent;
}

describe("the API's language header", () => {
  it('names the language the page shows, so refusals come back in it', async () => {
    expect(await headerSent('hi')).toBe('hi');
    expect(await headerSent('en')).toBe('en');
  });

  it('says English from a store without the language slice', async () => {
    expect(await headerSent()).toBe('en');
  });
});
