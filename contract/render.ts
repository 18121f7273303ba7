// The server-side renderer's face: what server/pages/ hands the renderer webpack builds from src/serverEntry.tsx, and
// what it gets back.
import type { Language } from './languages';

/** What a page's head says, for the server to write as tags. */
export interface PageHead {
  /** 404 for a path the shop has no page for, or a product it does not have. */
  status: 200 | 404;
  /** The shop's name, for link previews. */
  siteName: string;
  title: string;
  description: string;
  /** Absolute; none for pages that are not indexed. */
  canonical?: string;
  /**
   * The same page in every language, `x-default` the English one (absolute; with the canonical, none without): what
   * the page's `<link rel="alternate" hreflang>` tags say.
   */
  alternates?: Array<{ hreflang: string; href: string }>;
  noindex: boolean;
  /** Absolute address of the picture a link preview shows. */
  image?: string;
  ogType: 'website' | 'product';
  structuredData: Record<string, unknown>[];
}

/** One API answer a page was drawn from. */
export interface PageAnswer {
  status: number;
  body: unknown;
}

/** Answers by the path and query they answer (`/api/product/query?category=Men`). */
export type PageAnswers = Record<string, PageAnswer>;

export interface PageRequest {
  /** Path and query, as the browser asked. */
  url: string;
  /** How the page's calls reach the API (the server answers them in-process). */
  fetchFn: typeof fetch;
  /** The shop's public address, without a trailing slash. */
  publicUrl: string;
}

export interface RenderedPage {
  head: PageHead;
  /** The language the page is in (its address's): the document's `lang`. */
  language: Language;
  /** The markup that goes inside #root. */
  html: string;
  /** Markup after #root that works before the app and is not the app's (the page's own search form). */
  afterRoot: string;
  /** The page's CSS: style elements for the head. */
  styles: string;
  /** The API's answers the page was drawn from, for the browser's store. */
  answers: PageAnswers;
}
