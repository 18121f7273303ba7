// The small page sent instead of a storefront page that was not rendered (too busy, or too many new pages from one
// client): readable without scripts, saying when to try again, and nothing of the server's insides.
import { escapeMarkup } from './markup';

export interface Refusal {
  status: 429 | 503;
  title: string;
  text: string;
  retryAfterSeconds: number;
}

export function busyRefusal(retryAfterSeconds: number): Refusal {
  return {
    status: 503,
    title: 'The shop is busy',
    text: 'Too many pages are being prepared right now. This page will be ready if you reload it in a moment.',
    retryAfterSeconds,
  };
}

export function tooManyPagesRefusal(retryAfterSeconds: number): Refusal {
  return {
    status: 429,
    title: 'Too many new pages',
    text: `This connection asked for many new pages in a short time. Please wait ${retryAfterSeconds} second${retryAfterSeconds === 1 ? '' : 's'} and reload.`,
    retryAfterSeconds,
  };
}

export function refusalPage({ title, text }: Refusal): string {
  return (
    '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">' +
    `<title>${escapeMarkup(title)}</title></head>` +
    '<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 4rem auto; padding: 0 1rem; line-height: 1.5">' +
    `<main><h1>${escapeMarkup(title)}</h1><p>${escapeMarkup(text)}</p><p><a href="/">Back to the home page</a></p></main></body></html>`
  );
}
