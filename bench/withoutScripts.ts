// A page as it would be without its scripts: what the lighthouse section measures the shop's pages against. Every
// <script> goes, inline or not, the page's answers for the app (application/json) with them: they are there only for
// the app. Structured data (application/ld+json) stays: it is for search engines, and runs nothing.
// The markup is the shop's own, which escapes "<" in text, attributes and JSON, so plain patterns find its elements.

const SCRIPT_ELEMENT = /<script\b([^>]*)>[\s\S]*?<\/script\s*>/gi;
const LINK_ELEMENT = /<link\b[^>]*>/gi;
const ATTRIBUTE = /([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;

/** An element's attributes (names and values in lower case) from its opening tag's inside. */
function attributes(inside: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const [, name, double, single, bare] of inside.matchAll(ATTRIBUTE))
    if (name) found.set(name.toLowerCase(), (double ?? single ?? bare ?? '').trim().toLowerCase());
  return found;
}

/** Whether rel and as (of a <link> element or a Link header entry) fetch a script ahead of time. */
function loadsScript(found: ReadonlyMap<string, string>): boolean {
  const rels = (found.get('rel') ?? '').split(/\s+/);
  return rels.includes('modulepreload') || (rels.includes('preload') && found.get('as') === 'script');
}

const isStructuredData = (opening: string) => attributes(opening).get('type') === 'application/ld+json';
const isScriptLink = (element: string) => loadsScript(attributes(element.replace(/^<link|\/?>$/gi, '')));

function isScriptEntry(entry: string): boolean {
  const params = entry
    .split(';')
    .slice(1)
    .map((param) => {
      const [name = '', value = ''] = param.split('=');
      return [name.trim().toLowerCase(), value.trim().replace(/^"|"$/g, '').toLowerCase()] as const;
    });
  return loadsScript(new Map(params));
}

const linkEntries = (header: string) => header.split(/,\s*(?=<)/);

export function htmlWithoutScripts(html: string): string {
  return html
    .replace(SCRIPT_ELEMENT, (element, opening: string) => (isStructuredData(opening) ? element : ''))
    .replace(LINK_ELEMENT, (element) => (isScriptLink(element) ? '' : element));
}

/** A Link header without its entries that fetch scripts; undefined when none is left. */
export function linkHeaderWithoutScripts(header: string): string | undefined {
  const kept = linkEntries(header).filter((entry) => !isScriptEntry(entry));
  return kept.length > 0 ? kept.join(', ') : undefined;
}

/** What of a page would still run or fetch script: the check that a copy really is without scripts. */
export function scriptsLeft(html: string, linkHeader: string | undefined): string[] {
  return [
    ...[...html.matchAll(SCRIPT_ELEMENT)]
      .filter(([, opening = '']) => !isStructuredData(opening))
      .map(([element]) => element.slice(0, 80)),
    ...[...html.matchAll(LINK_ELEMENT)].map(([element]) => element).filter(isScriptLink),
    ...(linkHeader === undefined ? [] : linkEntries(linkHeader).filter(isScriptEntry)),
  ];
}
