// The one way tests, browser journeys, the production check and the benchmark talk to a running shop over HTTP, as
// another device of a shopper would: `request` for any call as it is sent and answered (status, headers, JSON or
// text), `call` and `succeed` for the API's JSON calls; and the one shopper type.
import { newShopperDetails, type NewShopper } from './fixtures';

/** A signed-up shopper: what was typed at sign-up, and the token the shop answered. */
export interface Shopper extends NewShopper {
  token: string;
}

/** Any answer of the shop: its status, its body (parsed when it is JSON, the text otherwise) and its headers. */
export interface Answer {
  status: number;
  // Test code reads arbitrary answer fields; the assertions check their shape.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
  headers: Record<string, string | string[] | number | undefined>;
}

export interface RequestOptions {
  method: 'GET' | 'HEAD' | 'POST' | 'PUT' | 'DELETE' | 'OPTIONS';
  url: string;
  headers?: Record<string, string>;
  /** An object is sent as JSON; a string or Buffer is sent as it is. */
  payload?: unknown;
  /** The loopback address the request comes from (127.0.0.1 unless set), to act as another client. */
  from?: string;
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
  /** One request as a browser's first answer sees it: redirects are not followed. */
  request(options: RequestOptions): Promise<Answer>;
  call<T = Record<string, unknown>>(
    method: 'GET' | 'POST',
    path: string,
    options?: CallOptions,
  ): Promise<ShopAnswer<T>>;
  /** The answer's body when the shop says success, or an error naming the call, its status and the shop's words. */
  succeed<T = Record<string, unknown>>(method: 'GET' | 'POST', path: string, options?: CallOptions): Promise<T>;
  /** A brand-new account with a unique e-mail (its first part is `label`), so no two share a cart or orders. */
  signUp(label?: string, name?: string): Promise<Shopper>;
  /** Closes the connections made for other client addresses (`from`). */
  close(): Promise<void>;
}

/**
 * A shop reached without a port: Fastify's `inject` of an app in this process (the server tests' shops that need no
 * address of their own). `remoteAddress` acts as another client, as `from` does over the network.
 */
export interface InProcessShop {
  inject(request: {
    method: RequestOptions['method'];
    url: string;
    headers: Record<string, string>;
    payload?: string | Buffer;
    remoteAddress?: string;
  }): Promise<{ statusCode: number; headers: Answer['headers']; body: string }>;
}

type Fetch = (url: string, init: Record<string, unknown>) => Promise<Response>;
interface Dispatcher {
  close(): Promise<void>;
}

/**
 * A client of the shop at `baseUrl` (a function when the address is known only once the shop has started), or of an
 * app in this process, through its `inject`.
 */
export function shopClient(baseUrl: string | (() => string) | InProcessShop): ShopClient {
  const inProcess = typeof baseUrl === 'object' ? baseUrl : undefined;
  const origin = typeof baseUrl === 'object' ? () => '' : typeof baseUrl === 'string' ? () => baseUrl : baseUrl;
  // A request from another loopback address needs undici's own fetch and Agent (a development dependency, loaded only
  // then, so the production check runs on a pruned install with the platform's fetch).
  const agents = new Map<string, Promise<{ fetch: Fetch; agent: Dispatcher }>>();
  const fetcherFor = (from: string) => {
    const known = agents.get(from);
    if (known) return known;
    const made = import('undici').then((undici) => ({
      fetch: undici.fetch as unknown as Fetch,
      agent: new undici.Agent({ localAddress: from }),
    }));
    agents.set(from, made);
    return made;
  };

  async function request({ method, url, headers = {}, payload, from }: RequestOptions): Promise<Answer> {
    const json = payload !== undefined && typeof payload !== 'string' && !Buffer.isBuffer(payload);
    const sent = { ...(json ? { 'content-type': 'application/json' } : {}), ...headers };
    const body = json ? JSON.stringify(payload) : payload;
    if (inProcess) {
      const answer = await inProcess.inject({ method, url, headers: sent, payload: body, remoteAddress: from });
      return answerOf(answer.statusCode, String(answer.headers['content-type'] ?? ''), answer.body, answer.headers);
    }
    const init = {
      method,
      headers: sent,
      body,
      // Tests look at redirects themselves, as a browser's first answer.
      redirect: 'manual',
    };
    const fetcher = from ? await fetcherFor(from) : undefined;
    const response = fetcher
      ? await fetcher.fetch(`${origin()}${url}`, { ...init, dispatcher: fetcher.agent })
      : await fetch(`${origin()}${url}`, init as RequestInit);
    const text = await response.text();
    const type = response.headers.get('content-type') ?? '';
    return answerOf(response.status, type, text, Object.fromEntries(response.headers));
  }
  async function call<T>(method: 'GET' | 'POST', path: string, { body, token }: CallOptions = {}) {
    const answer = await request({ method, url: path, payload: body, headers: token ? { token } : {} });
    return { status: answer.status, body: answer.body as ShopAnswer<T>['body'] };
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
  async function close() {
    const made = await Promise.all(agents.values());
    agents.clear();
    await Promise.all(made.map(({ agent }) => agent.close()));
  }
  return { request, call, succeed, signUp, close };
}

/** An answer as the tests read it: a JSON body parsed, any other kept as its text. */
function answerOf(status: number, contentType: string, text: string, headers: Answer['headers']): Answer {
  return { status, body: contentType.includes('json') && text ? (JSON.parse(text) as unknown) : text, headers };
}
