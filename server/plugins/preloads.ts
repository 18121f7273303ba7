// What a storefront page will ask for as soon as its code runs, announced with the page itself in one Link
// header, so the browser fetches it in parallel with the scripts instead of after them: the screen's own chunk
// (from the build's route-assets.json, written by webpack.config.ts) and home's hero picture (its largest paint).
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The home page's hero picture (src/features/catalog/components/Hero.tsx shows it). */
export const HERO_IMAGE_URL = '/images/hero.svg';
export const ROUTE_ASSETS_FILE = 'route-assets.json';

interface Screen {
  path: RegExp;
  /** The webpackChunkName of the screen's lazy import (src/features/<name>/index.ts). */
  chunk: string;
}

/** The storefront's routes (src/app/App.tsx), as the server needs to know them. */
const SCREENS: Screen[] = [
  { path: /^\/$/, chunk: 'route-home' },
  { path: /^\/collection\/?$/, chunk: 'route-collection' },
  { path: /^\/product\/[^/]+\/?$/, chunk: 'route-product' },
  { path: /^\/cart\/?$/, chunk: 'route-cart' },
  { path: /^\/place-order\/?$/, chunk: 'route-place-order' },
  { path: /^\/login\/?$/, chunk: 'route-login' },
  { path: /^\/orders\/?$/, chunk: 'route-orders' },
  { path: /^\/verify\/?$/, chunk: 'route-verify' },
  { path: /^\/about\/?$/, chunk: 'route-about' },
  { path: /^\/contact\/?$/, chunk: 'route-contact' },
];

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
  const screen = SCREENS.find((candidate) => candidate.path.test(pathname));
  if (!screen) return undefined;
  const links = [
    ...(pathname === '/' ? [`<${HERO_IMAGE_URL}>; rel=preload; as=image; fetchpriority=high`] : []),
    ...(routeAssets[screen.chunk] ?? []).map((file) => `<${file}>; rel=preload; as=script`),
  ];
  return links.join(', ');
}
