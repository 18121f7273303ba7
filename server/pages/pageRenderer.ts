// Server-rendered storefront pages: the renderer webpack built from src/serverEntry.tsx, asking the API for what each
// page shows, poured into the built index.html with the page's head, styles, the inline script (held taps, and the
// loader that asks for the app's scripts once the page is painted), the list of those scripts and the answers the
// page carries for the browser.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { FIELD_METRICS_META, QA_LINKS_META, type Language, type PageRequest, type RenderedPage } from '../../contract';
import type { CachedPage } from './pageCache';
import { headTags } from './headTags';

/** Where webpack.config.ts writes the renderer, inside the build folder (never served: see plugins/web.ts). */
export const RENDERER_FILE = path.join('server', 'render.js');

interface RendererModule {
  renderPage(request: PageRequest): Promise<RenderedPage>;
  EARLY_TAPS_SCRIPT: string;
  APP_LOADER_SCRIPT: string;
  PAGE_SCRIPTS_ID: string;
  PAGE_ANSWERS_ID: string;
  pageAnswersText(answers: RenderedPage['answers']): string;
}

/** Without JavaScript the collection's filters open by themselves, and a button submits them (FilterPanel.tsx). */
const NO_SCRIPT_STYLE = '<noscript><style>[data-filter-groups]{display:grid!important}</style></noscript>';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

const LEADING_LINKS = /^(?:<link [^>]*>)+/;

/** The built index.html, cut where a page's head, styles and markup go. */
interface Template {
  beforeHead: string;
  /** The head without its script elements. */
  head: string;
  /** What the head's script elements load, in their order. */
  scripts: string[];
  beforeRoot: string;
  afterRoot: string;
}

const SCRIPT_ELEMENT = /<script\b[^>]*\bsrc="([^"]+)"[^>]*><\/script>/g;

function readTemplate(indexHtml: string): Template {
  const shell = indexHtml
    .replace(/<title>[^<]*<\/title>/, '')
    .replace(/<meta name="description"[^>]*>/, '')
    .replace(/<noscript>.*?<\/noscript>/s, '');
  const headEnd = shell.indexOf('</head>');
  const root = /<div id="root"><\/div>/.exec(shell);
  if (headEnd < 0 || !root) throw new Error('The built index.html has no </head> or no empty <div id="root">.');
  const charsetEnd = shell.indexOf('>', shell.indexOf('<meta charset')) + 1;
  const head = shell.slice(charsetEnd, headEnd);
  return {
    beforeHead: shell.slice(0, charsetEnd),
    head: head.replace(SCRIPT_ELEMENT, ''),
    scripts: [...head.matchAll(SCRIPT_ELEMENT)].map((match) => match[1] as string),
    beforeRoot: shell.slice(headEnd, root.index),
    afterRoot: shell.slice(root.index + root[0].length),
  };
}

/** The template's `<html lang="…">` naming the page's language. */
const withLanguage = (beforeHead: string, language: Language): string =>
  beforeHead.replace(/<html([^>]*?) lang="[^"]*"/, `<html$1 lang="${language}"`);

export interface PageRenderer {
  render(url: string, fetchFn: PageRequest['fetchFn'], publicUrl: string): Promise<CachedPage>;
  /** The Content-Security-Policy source that allows the page's one inline script. */
  inlineScriptSource: string;
}

/** The screen's code (and language messages) a page at this address will ask for: fetched with the app's scripts. */
export type ScreenScripts = (pathname: string) => readonly string[];

/** The mark a page carries when QA_LINKS=on lets `?qa=on` switch QA mode on. */
export const QA_LINKS_MARK = `<meta name="${QA_LINKS_META.name}" content="${QA_LINKS_META.content}">`;

/** What the shop tells every page's scripts: QA_LINKS=on, and the share of visits that report field metrics. */
export interface PageMarks {
  qaLinks?: boolean;
  fieldMetricsRate?: number;
}

/** The marks as meta elements, for the page's head (none when the shop has nothing to say). */
export const pageMarks = ({ qaLinks = false, fieldMetricsRate = 0 }: PageMarks): string =>
  (qaLinks ? QA_LINKS_MARK : '') +
  (fieldMetricsRate > 0 ? `<meta name="${FIELD_METRICS_META}" content="${fieldMetricsRate}">` : '');

/** The renderer of a build, or undefined when the build has none (built before server rendering, or not built). */
export function loadPageRenderer(
  distDir: string,
  marks: PageMarks = {},
  screenScripts: ScreenScripts = () => [],
): PageRenderer | undefined {
  const rendererPath = path.join(distDir, RENDERER_FILE);
  const indexPath = path.join(distDir, 'index.html');
  if (!existsSync(rendererPath) || !existsSync(indexPath)) return undefined;
  const renderer = createRequire(__filename)(rendererPath) as RendererModule;
  const template = readTemplate(readFileSync(indexPath, 'utf8'));
  // The page's one inline script: taps held until the app is ready, and the app's scripts asked for once painted.
  const inline = `${renderer.EARLY_TAPS_SCRIPT};${renderer.APP_LOADER_SCRIPT}`;
  const inlineScript = `<script>${inline}</script>`;
  const marked = pageMarks(marks);
  return {
    inlineScriptSource: `'sha256-${createHash('sha256').update(inline).digest('base64')}'`,
    async render(url, fetchFn, publicUrl) {
      const page = await renderer.renderPage({ url, fetchFn, publicUrl });
      const answers = `<script type="application/json" id="${renderer.PAGE_ANSWERS_ID}">${renderer.pageAnswersText(page.answers)}</script>`;
      const scripts = { run: template.scripts, preload: screenScripts(new URL(url, 'http://page').pathname) };
      const scriptList = `<script type="application/json" id="${renderer.PAGE_SCRIPTS_ID}">${JSON.stringify(scripts).replace(/</g, '\\u003c')}</script>`;
      // React puts the preloads it found (the largest picture) before the markup: they belong in the head.
      const preloads = LEADING_LINKS.exec(page.html)?.[0] ?? '';
      const html =
        withLanguage(template.beforeHead, page.language) +
        marked +
        inlineScript +
        headTags(page.head) +
        preloads +
        template.head +
        page.styles +
        NO_SCRIPT_STYLE +
        template.beforeRoot +
        `<div id="root" data-rendered="server">${page.html.slice(preloads.length)}</div>` +
        page.afterRoot +
        answers +
        scriptList +
        template.afterRoot;
      const raw = Buffer.from(html);
      const etag = `"${createHash('sha256').update(raw).digest('base64url').slice(0, 27)}"`;
      const [gzipped, brotlied] = await Promise.all([
        gzip(raw, { level: zlib.constants.Z_BEST_COMPRESSION }),
        brotli(raw),
      ]);
      return { status: page.head.status, etag, raw, gzip: gzipped, br: brotlied };
    },
  };
}
