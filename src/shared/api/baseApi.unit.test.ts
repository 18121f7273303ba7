import { configureStore } from '@reduxjs/toolkit';
import { baseApi } from './baseApi';

const probeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    probe: build.mutation<unknown, void>({ query: () => ({ url: '/api/probe', method: 'POST' }) }),
  }),
});

/** The base API alone, with the one piece of state its headers read. */
function probe(answer: Response) {
  globalThis.fetch = async () => answer;
  const store = configureStore({
    reducer: { [baseApi.reducerPath]: baseApi.reducer, auth: () => ({ token: null }) },
    middleware: (getDefault) => getDefault().concat(baseApi.middleware),
  });
  return store.dispatch(probeApi.endpoints.probe.initiate());
}

const failure = { success: false, message: 'Your cart or its prices changed.' };

describe('the base query', () => {
  it('takes a 200 answer { success: false } as the failure whose status the shop names (FAILURE_STATUS=200)', async () => {
    const result = await probe(Response.json(failure, { headers: { 'shop-failure-status': '409' } }));
    expect(result).toEqual({ error: { status: 409, data: failure } });
  });

  it('takes it as a refusal (400) when the status is not named, never as a success', async () => {
    expect(await probe(Response.json(failure))).toEqual({ error: { status: 400, data: failure } });
  });

  it('passes failures answered with their own status and successes as they are', async () => {
    expect(await probe(Response.json(failure, { status: 401 }))).toEqual({ error: { status: 401, data: failure } });
    expect(await probe(Response.json({ success: true, message: 'Order Placed' }))).toEqual({
      data: { success: true, message: 'Order Placed' },
    });
  });
});
