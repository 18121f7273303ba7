// The report's building blocks: Markdown tables, targets judged against measurements, and the whole document.
import type { Machine } from './machine';

export type SectionName =
  | 'bundle'
  | 'lighthouse'
  | 'api'
  | 'load'
  | 'login-storm'
  | 'render-flood'
  | 'invoice-downloads'
  | 'collection'
  | 'catalog-query'
  | 'catalog-scale'
  | 'search'
  | 'reset-timing'
  | 'startup';

export interface Target {
  what: string;
  target: string;
  measured: string;
  /** null when the figure could not be measured in this run. */
  met: boolean | null;
  shortfall?: string;
  /**
   * A budget (the bytes a first visit loads, say): when one is missed or could not be measured, `npm run bench` exits
   * non-zero, so CI fails on it. Every other target is reported, not enforced: its figures move with the machine.
   */
  budget?: boolean;
}

export interface SectionResult {
  name: SectionName;
  title: string;
  /** Markdown: the section's tables and notes. */
  body: string;
  targets: Target[];
  seconds: number;
}

export function table(headers: readonly string[], rows: ReadonlyArray<readonly string[]>): string {
  const line = (cells: readonly string[]) => `| ${cells.map((cell) => cell.replace(/\|/g, '\\|')).join(' | ')} |`;
  return [line(headers), line(headers.map(() => '---')), ...rows.map(line)].join('\n');
}

/** A figure that must reach `minimum` (higher is better). */
export function atLeast(what: string, minimum: number, measured: number, format: (value: number) => string): Target {
  if (!Number.isFinite(measured)) return { what, target: `>= ${format(minimum)}`, measured: 'not measured', met: null };
  const met = measured >= minimum;
  return {
    what,
    target: `>= ${format(minimum)}`,
    measured: format(measured),
    met,
    shortfall: met ? undefined : format(minimum - measured),
  };
}

/** A figure that must stay below `limit` (lower is better); `inclusive` accepts the limit itself. */
export function below(
  what: string,
  limit: number,
  measured: number,
  format: (value: number) => string,
  inclusive = false,
): Target {
  const target = `${inclusive ? '<=' : '<'} ${format(limit)}`;
  if (!Number.isFinite(measured)) return { what, target, measured: 'not measured', met: null };
  const met = inclusive ? measured <= limit : measured < limit;
  return { what, target, measured: format(measured), met, shortfall: met ? undefined : format(measured - limit) };
}

export function exactly(what: string, expected: number, measured: number, format: (value: number) => string): Target {
  if (!Number.isFinite(measured)) return { what, target: `= ${format(expected)}`, measured: 'not measured', met: null };
  const met = measured === expected;
  return {
    what,
    target: `= ${format(expected)}`,
    measured: format(measured),
    met,
    shortfall: met ? undefined : format(Math.abs(expected - measured)),
  };
}

/**
 * A target whose limit comes from a reference figure of the same run (the page without its scripts, say): `judge`
 * makes it from the reference, and `how` says how the limit was reached.
 */
export function fromReference(how: string, reference: number, judge: (reference: number) => Target): Target {
  const judged = judge(reference);
  if (!Number.isFinite(reference)) return { what: judged.what, target: how, measured: judged.measured, met: null };
  return { ...judged, target: `${judged.target} (${how})` };
}

/** As a target but a budget: missing it fails the run. */
export const asBudget = (target: Target): Target => ({ ...target, budget: true });

export function verdict(target: Target): string {
  if (target.met === null) return 'not measured';
  return target.met ? 'met' : `missed by ${target.shortfall ?? '?'}`;
}

/** The given figures of the storefront this shop's specification describes, for comparison; not measured here. */
export const REFERENCE =
  'Reference (given figures, not measured here): the commonly built storefront this specification describes ships ' +
  'one 272 KB script (100 KB gzip), about 3.1 MB of PNG photographs on the home page, and fetches the whole ' +
  'catalog on every load.';

export interface Document {
  machine: Machine;
  command: string;
  sections: SectionResult[];
  failures: Array<{ name: SectionName; message: string }>;
  totalSeconds: number;
}

export function machineTable(machine: Machine, command: string, totalSeconds: number): string {
  return table(
    ['date (UTC)', 'cores', 'CPU', 'RAM', 'Node', 'OS', 'command', 'run time'],
    [
      [
        machine.date,
        String(machine.cores),
        machine.cpu,
        `${machine.ramGb} GB`,
        machine.node,
        machine.platform,
        `\`${command}\``,
        `${Math.round(totalSeconds)} s`,
      ],
    ],
  );
}

export function targetsTable(targets: readonly Target[]): string {
  return table(
    ['target', 'wanted', 'measured', 'verdict'],
    targets.map((target) => [
      target.what,
      target.budget ? `${target.target} (budget)` : target.target,
      target.measured,
      verdict(target),
    ]),
  );
}
