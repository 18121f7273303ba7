import { configureStore } from '@reduxjs/toolkit';
import { SHOP_LANGUAGE_HEADER, type Language } from '../../../contract';
import { baseApi, type ApiExtra } from './baseApi';

const probeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    probe: build.mutation<unknown, void>({ query: () => ({ url: '/api/probe', method: 'POST' }) }),
  }),
});

/** The language header of one call from a store whose router shows `language` (none: a store not told one). */
async function headerSent(language?: Language): Promise<string | null> {
  let sent: string | null = null;
  globalThis.fetch = async (request) => {
    sent = (request as Request).headers.get(SHOP_LANGUAGE_HEADER);
    return Response.json({ success: true });
  };
  const extra: ApiExtra = language ? { language: () => language } : {};
  const store = configureStore({
    reducer: { [baseApi.reducerPath]: baseApi.reducer },
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: extra } }).concat(baseApi.middleware),
  });
  await store.dispatch(probeApi.endpoints.probe.initiate());
  return sent;
}

describe("the API's language header", () => {
  it('names the language of the address the router shows, so answers and refusals come back in it', async () => {
    expect(await headerSent('hi')).toBe('hi');
    expect(await headerSent('en')).toBe('en');
  });

  it('says English from a store not told the language', async () => {
    expect(await headerSent()).toBe('en');
  });
});
