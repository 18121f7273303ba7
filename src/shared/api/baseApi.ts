// The one RTK Query API: no endpoints of its own; each feature injects its calls (generated from the OpenAPI document).
import {
  DEFAULT_LANGUAGE,
  FAILURE_STATUS_HEADER,
  RENEWED_TOKEN_HEADER,
  SHOP_LANGUAGE_HEADER,
  type Language,
} from '../../../contract';
import type { UnknownAction } from '@reduxjs/toolkit';
import type { BaseQueryFn, FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';

/** Where the server's renderer says its calls go: it answers them in-process (makeStore's `fetchFn`), by path alone. */
const SERVER_ORIGIN = 'http://localhost';

/** The API lives on the page's own origin; tests and other hosts may point it elsewhere. */
export function apiOrigin(): string {
  const configured = (globalThis as { __SHOP_API_ORIGIN__?: string }).__SHOP_API_ORIGIN__;
  return configured ?? (typeof location === 'undefined' ? SERVER_ORIGIN : location.origin);
}

/**
 * The signed-in shopper's token goes with every call, read through the selector the store hands in (auth's), and the
 * language of the address the router shows, read the same way, so the API's answers and refusals are in it from the
 * page's first call.
 */
const prepareHeaders = (headers: Headers, { getState, extra }: { getState: () => unknown; extra: unknown }) => {
  const given = extra as ApiExtra | undefined;
  const token = given?.selectToken?.(getState());
  if (token) headers.set('token', token);
  headers.set(SHOP_LANGUAGE_HEADER, given?.language?.() ?? DEFAULT_LANGUAGE);
  return headers;
};

/** The kind of a failure whose status went missing: a refusal, not a network fault to retry. */
const UNNAMED_FAILURE_STATUS = 400;

const isFailureAnswer = (data: unknown) =>
  typeof data === 'object' && data !== null && (data as { success?: unknown }).success === false;

/** What a store hands its calls (makeStore's `fetchFn`): how they reach the API, when not by the network as usual. */
export interface ApiExtra {
  fetchFn?: typeof fetch;
  /** The signed-in shopper's token in a state, or null: the auth feature's selector. */
  selectToken?(state: unknown): string | null;
  /** The action that keeps a fresh token the server sent for an ageing one: the auth feature's. */
  tokenRenewed?: (token: string) => UnknownAction;
  /** The language of the address the router shows now (English when not given). */
  language?: () => Language;
}

/** Query parameters as the API reads them: a list repeats its name (`category=Men&category=Kids`), undefined is left out. */
export function queryString(params: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    for (const one of Array.isArray(value) ? value : [value]) {
      if (one !== undefined && one !== null) search.append(name, String(one));
    }
  }
  return search.toString();
}

/**
 * An absolute base URL (Request needs one outside the browser), read per call so tests can point it. A 200 answer
 * `{ success: false, message }` is a failure with the status the server named, so every listener and toast treats it
 * as it treats the same failure answered with its own status.
 */
const baseQuery: ShopBaseQuery = async (args, api, extraOptions) => {
  const { fetchFn, tokenRenewed } = (api.extra ?? {}) as ApiExtra;
  const result = await fetchBaseQuery({ baseUrl: apiOrigin(), prepareHeaders, paramsSerializer: queryString, fetchFn })(
    args,
    api,
    extraOptions,
  );
  const renewed = result.meta?.response?.headers.get(RENEWED_TOKEN_HEADER);
  if (renewed && tokenRenewed) api.dispatch(tokenRenewed(renewed));
  if (result.error || !isFailureAnswer(result.data)) return result;
  const named = Number(result.meta?.response?.headers.get(FAILURE_STATUS_HEADER));
  return { error: { status: named >= 400 ? named : UNNAMED_FAILURE_STATUS, data: result.data }, meta: result.meta };
};

export type ShopBaseQuery = BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError>;
export const TAG_TYPES = ['Products', 'Orders', 'Account', 'Addresses'] as const;
export type TagType = (typeof TAG_TYPES)[number];

export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: TAG_TYPES,
  endpoints: () => ({}),
});
