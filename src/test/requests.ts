// Unit tests make no requests: any request fails the test unless the test answered its path with answerRequests.
export interface SentRequest {
  method: string;
  path: string;
  body: unknown;
  token: string | null;
}

let unexpected: string[] = [];

async function read(input: RequestInfo | URL, init?: RequestInit): Promise<SentRequest> {
  const request = new Request(input, init);
  const text = await request.text();
  return {
    method: request.method,
    path: new URL(request.url).pathname,
    body: text ? JSON.parse(text) : undefined,
    token: request.headers.get('token'),
  };
}

function refuse(request: SentRequest): never {
  unexpected.push(`${request.method} ${request.path}`);
  throw new TypeError(`A unit test sent ${request.method} ${request.path} without answering it`);
}

/** Installed for every unit test by src/test/unitSetup.ts. */
export function refuseRequests(): void {
  beforeEach(() => {
    unexpected = [];
    globalThis.fetch = async (input, init) => refuse(await read(input, init));
  });
  afterEach(() => expect(unexpected).toEqual([]));
}

/** An answer a test writes itself (a refusal's status, say), made afresh for each request. */
export type MadeAnswer = (request: SentRequest) => Response;

/**
 * Answers each listed path with 200 and its JSON, or with the Response a function makes; the list it returns fills
 * with the requests answered.
 */
export function answerRequests(answers: Record<string, unknown>): SentRequest[] {
  const sent: SentRequest[] = [];
  globalThis.fetch = async (input, init) => {
    const request = await read(input, init);
    if (!(request.path in answers)) refuse(request);
    sent.push(request);
    const answer = answers[request.path];
    return typeof answer === 'function' ? (answer as MadeAnswer)(request) : Response.json(answer);
  };
  return sent;
}
