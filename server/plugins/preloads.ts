// What a storefront page will ask for as soon as its code runs, announced with the page itself in one Link
// header, so the browser fetches it in parallel with the scripts instead of after them (scripts at low priority,
// behind the first screen's pictures): the screen's own chunk and,
// on a page in another language than English, that language's messages (both from the build's route-assets.json,
// written by webpack.config.ts), and home's hero picture (its largest paint).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { isRoute, languageChunk, languageOfPath, pageChunk, PAGES } from '../../contract';

/** The home page's hero picture (src/features/catalog/components/Hero.tsx shows it). */
export const HERO_IMAGE_URL = '/images/hero.svg';
export const ROUTE_ASSETS_FILE = 'route-assets.json';

/** The storefront's pages (contract/pages.ts) with the webpackChunkName of each screen's lazy import. */
const SCREENS = Object.entries(PAGES).map(([name, { path }]) => ({ path, chunk: pageChunk(name) }));

export type RouteAssets = Record<string, string[]>;

/** The build's route chunks; none when the build has no such file (an older build, or no build at all). */
export function loadRouteAssets(distDir: string): RouteAssets {
  try {
    return JSON.parse(readFileSync(path.join(distDir, ROUTE_ASSETS_FILE), 'utf8')) as RouteAssets;
  } catch {
    return {};
  }
}

/** The Link header for a page, or undefined when it has nothing to announce. */
export function preloadsFor(pathname: string, routeAssets: RouteAssets): string | undefined {
  const { language, path } = languageOfPath(pathname);
  const screen = SCREENS.find((candidate) => isRoute(candidate.path, path));
  if (!screen) return undefined;
  const scripts = [...(routeAssets[languageChunk(language)] ?? []), ...(routeAssets[screen.chunk] ?? [])];
  const links = [
    ...(path === '/' ? [`<${HERO_IMAGE_URL}>; rel=preload; as=image; fetchpriority=high`] : []),
    ...scripts.map((file) => `<${file}>; rel=preload; as=script; fetchpriority=low`),
  ];
  return links.join(', ');
}
