// What a storefront page will ask for as soon as its code runs: the screen's own chunk, on a page in another language
// than English that language's messages, on a page beyond the first screens the rest of the English messages (all
// from the build's route-assets.json, written by webpack.config.ts), and home's hero picture (its largest paint).
// A server-rendered page announces only the picture in its Link header and fetches the scripts once it is painted
// (src/shared/browser/appLoader.ts); the page the browser renders by itself announces everything, so the browser
// fetches it in parallel with the app's scripts instead of after them (scripts at low priority).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  isRoute,
  languageChunk,
  languageOfPath,
  MORE_MESSAGES_CHUNK,
  needsMoreMessages,
  pageChunk,
  PAGES,
  type PageName,
} from '../../contract';

/** The home page's hero picture (src/features/browse/components/Hero.tsx shows it). */
export const HERO_IMAGE_URL = '/images/hero.svg';
export const ROUTE_ASSETS_FILE = 'route-assets.json';

/**
 * The storefront's pages (contract/pages.ts) with the webpackChunkName of each screen's lazy import, and whether the
 * screen needs the rest of the English messages too.
 */
const SCREENS = (Object.keys(PAGES) as PageName[]).map((name) => ({
  path: PAGES[name].path,
  chunk: pageChunk(name),
  moreMessages: needsMoreMessages(name),
}));

export type RouteAssets = Record<string, string[]>;

/** The build's route chunks; none when the build has no such file (an older build, or no build at all). */
export function loadRouteAssets(distDir: string): RouteAssets {
  try {
    return JSON.parse(readFileSync(path.join(distDir, ROUTE_ASSETS_FILE), 'utf8')) as RouteAssets;
  } catch {
    return {};
  }
}

/** The scripts the screen at this address asks for as it starts; undefined for an address that is no screen. */
export function screenScripts(pathname: string, routeAssets: RouteAssets): string[] | undefined {
  const { language, path } = languageOfPath(pathname);
  const screen = SCREENS.find((candidate) => isRoute(candidate.path, path));
  if (!screen) return undefined;
  return [
    ...(routeAssets[languageChunk(language)] ?? []),
    ...((screen.moreMessages && routeAssets[MORE_MESSAGES_CHUNK]) || []),
    ...(routeAssets[screen.chunk] ?? []),
  ];
}

/**
 * The Link header for a page, or undefined when it has nothing to announce: its largest picture, and unless the page
 * is server-rendered (which fetches its scripts once painted) its screen's scripts.
 */
export function preloadsFor(pathname: string, routeAssets: RouteAssets, withScripts = true): string | undefined {
  const scripts = screenScripts(pathname, routeAssets);
  if (!scripts) return undefined;
  const links = [
    ...(languageOfPath(pathname).path === '/'
      ? [`<${HERO_IMAGE_URL}>; rel=preload; as=image; fetchpriority=high`]
      : []),
    ...(withScripts ? scripts.map((file) => `<${file}>; rel=preload; as=script; fetchpriority=low`) : []),
  ];
  return links.length > 0 ? links.join(', ') : undefined;
}
