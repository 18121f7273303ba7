// Each page against its floor: the same server-rendered page without its scripts, measured in the same rounds. The
// targets say how much the app's scripts may cost a phone (issue 46), not an absolute score, which moves with the
// machine and the browser version.
import type { Figures } from './lighthouseRun';
import { FIGURES } from './lighthouseRun';
import { atLeast, below, exactly, fromReference, table, type Target } from './report';
import { formatCount, formatMs } from './stats';

export const SERVER_RENDERED = 'server-rendered';
export const SCRIPT_FREE = 'script-free';

/** Performance points the page may lose to its scripts. */
const PERFORMANCE_POINTS = 5;
/** Blocking time the scripts may add. */
const TBT_ALLOWANCE_MS = 150;
/** How much later the largest paint may come, as a share of the script-free page's. */
const LCP_ALLOWANCE = 0.15;

export interface PageFigures {
  page: string;
  /** The page as the shop sends it. */
  shop: Figures;
  /** The same page without its scripts. */
  floor: Figures;
}

const signed = (value: number, format: (value: number) => string): string =>
  !Number.isFinite(value) ? 'n/a' : value > 0 ? `+${format(value)}` : value < 0 ? `-${format(-value)}` : format(0);

const percent = (value: number): string => `${formatCount(value * 100)} %`;

export function floorTable(pages: readonly PageFigures[]): string {
  return table(
    [
      'page',
      'performance',
      'script-free',
      'difference',
      'TBT',
      'script-free',
      'difference',
      'LCP',
      'script-free',
      'difference',
    ],
    pages.map(({ page, shop, floor }) => [
      page,
      formatCount(shop.performance),
      formatCount(floor.performance),
      signed(shop.performance - floor.performance, formatCount),
      formatMs(shop.tbtMs),
      formatMs(floor.tbtMs),
      signed(shop.tbtMs - floor.tbtMs, formatMs),
      formatMs(shop.lcpMs),
      formatMs(floor.lcpMs),
      `${signed(shop.lcpMs - floor.lcpMs, formatMs)} (${signed(shop.lcpMs / floor.lcpMs - 1, percent)})`,
    ]),
  );
}

/** The page's targets: against its script-free copy for speed, absolute for what scripts do not decide. */
export function floorTargets({ page, shop, floor }: PageFigures): Target[] {
  const what = (figure: string) => `Lighthouse mobile ${figure}, ${page} server-rendered`;
  return [
    fromReference(`script-free ${formatCount(floor.performance)} - ${PERFORMANCE_POINTS}`, floor.performance, (base) =>
      atLeast(what('performance'), base - PERFORMANCE_POINTS, shop.performance, formatCount),
    ),
    fromReference(`script-free ${formatMs(floor.tbtMs)} + ${formatMs(TBT_ALLOWANCE_MS)}`, floor.tbtMs, (base) =>
      below(what('TBT'), base + TBT_ALLOWANCE_MS, shop.tbtMs, formatMs, true),
    ),
    fromReference(`script-free ${formatMs(floor.lcpMs)} + ${percent(LCP_ALLOWANCE)}`, floor.lcpMs, (base) =>
      below(what('LCP'), base * (1 + LCP_ALLOWANCE), shop.lcpMs, formatMs, true),
    ),
    exactly(what('CLS'), 0, shop.cls, FIGURES.cls.format),
    exactly(what('SEO'), 100, shop.seo, formatCount),
    exactly(what('accessibility'), 100, shop.accessibility, formatCount),
  ];
}
