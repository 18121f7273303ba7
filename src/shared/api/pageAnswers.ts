// The API's answers a server-rendered page carries for the calls its screens make (server/pages/pageRenderer.ts
// writes them into the page as JSON). The server's renderer records them as it asks; the browser hands each to the
// first call that asks for it, so taking the page over costs no request and draws exactly what the server drew.

import type { PageAnswer, PageAnswers } from '../../../contract';

/** The id of the page's `<script type="application/json">` that holds the answers. */
export const PAGE_ANSWERS_ID = 'page-answers';

const requestOf = (input: RequestInfo | URL, init?: RequestInit) =>
  input instanceof Request ? input : new Request(input, init);

const keyOf = (request: Request) => {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
};

const asResponse = ({ status, body }: PageAnswer) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json; charset=utf-8' } });

/** A fetch that records every GET it answers, for the page to carry. */
export function recordingFetch(fetchFn: typeof fetch): { fetchFn: typeof fetch; answers: PageAnswers } {
  const answers: PageAnswers = {};
  const recording: typeof fetch = async (input, init) => {
    const request = requestOf(input, init);
    const response = await fetchFn(request);
    if (request.method === 'GET')
      answers[keyOf(request)] = { status: response.status, body: await response.clone().json() };
    return response;
  };
  return { fetchFn: recording, answers };
}

/** A fetch that answers a GET the page carries an answer for from that answer, once; everything else goes on. */
export function pageAnswersFetch(answers: PageAnswers, fetchFn: typeof fetch): typeof fetch {
  const left = new Map(Object.entries(answers));
  return (input, init) => {
    const request = requestOf(input, init);
    const key = keyOf(request);
    const answer = request.method === 'GET' ? left.get(key) : undefined;
    if (!answer) return fetchFn(request);
    left.delete(key);
    return Promise.resolve(asResponse(answer));
  };
}

/** The answers the page holds; none when it holds none or they cannot be read. */
export function readPageAnswers(doc: Document): PageAnswers {
  const text = doc.getElementById(PAGE_ANSWERS_ID)?.textContent;
  if (!text) return {};
  try {
    return JSON.parse(text) as PageAnswers;
  } catch {
    return {};
  }
}

/** The answers as the text of a script element: `<` escaped, so no answer can close the element or open a comment. */
export const pageAnswersText = (answers: PageAnswers): string => JSON.stringify(answers).replace(/</g, '\\u003c');
