// The one way tests, browser journeys and the benchmark talk to a running shop over HTTP, as another device of a
// shopper would: a call with an optional JSON body and token, its status and JSON answer; and the one shopper type.
import { newShopperDetails, type NewShopper } from './fixtures';

/** A signed-up shopper: what was typed at sign-up, and the token the shop answered. */
export interface Shopper extends NewShopper {
  token: string;
}

/** A JSON answer of the shop: its status and body. */
export interface ShopAnswer<T = Record<string, unknown>> {
  status: number;
  body: T & { success: boolean; message?: string };
}

export interface CallOptions {
  /** Sent as JSON; a call without one sends no body. */
  body?: unknown;
  /** The `token` header of a signed-in shopper. */
  token?: string;
}

export interface ShopClient {
  call<T = Record<string, unknown>>(
    method: 'GET' | 'POST',
    path: string,
    options?: CallOptions,
  ): Promise<ShopAnswer<T>>;
  /** The answer's body when the shop says success, or an error naming the call, its status and the shop's words. */
  succeed<T = Record<string, unknown>>(method: 'GET' | 'POST', path: string, options?: CallOptions): Promise<T>;
  /** A brand-new account with a unique e-mail (its first part is `label`), so no two share a cart or orders. */
  signUp(label?: string, name?: string): Promise<Shopper>;
}

/** A client of the shop at `baseUrl` (a function when the address is known only once the shop has started). */
export function shopClient(baseUrl: string | (() => string)): ShopClient {
  const origin = typeof baseUrl === 'string' ? () => baseUrl : baseUrl;
  async function call<T>(method: 'GET' | 'POST', path: string, { body, token }: CallOptions = {}) {
    const response = await fetch(`${origin()}${path}`, {
      method,
      headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? { token } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as ShopAnswer<T>['body'] };
  }
  async function succeed<T>(method: 'GET' | 'POST', path: string, options?: CallOptions): Promise<T> {
    const answer = await call<T>(method, path, options);
    if (!answer.body.success) {
      throw new Error(`${method} ${path} answered ${answer.status}: ${answer.body.message ?? ''}`);
    }
    return answer.body;
  }
  async function signUp(label?: string, name?: string): Promise<Shopper> {
    const shopper = newShopperDetails(label, name);
    const { token } = await succeed<{ token: string }>('POST', '/api/user/register', { body: shopper });
    return { ...shopper, token };
  }
  return { call, succeed, signUp };
}
