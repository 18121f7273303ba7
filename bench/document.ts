// docs/performance.md as a whole: how it was measured, on what, the sections' tables and the targets.
import type { Machine } from './machine';
import { machineTable, REFERENCE, targetsTable, type SectionName, type SectionResult } from './report';
import { SETTINGS_HELP, settings } from './settings';

export interface DocumentInput {
  machine: Machine;
  command: string;
  sections: readonly SectionResult[];
  failures: ReadonlyArray<{ name: SectionName; message: string }>;
  totalSeconds: number;
  /** Whether every section was asked for (a full run). */
  complete: boolean;
}

const ORDER: readonly SectionName[] = [
  'bundle',
  'lighthouse',
  'api',
  'load',
  'login-storm',
  'render-flood',
  'invoice-downloads',
  'collection',
  'catalog-query',
  'catalog-scale',
  'search',
  'reset-timing',
  'startup',
];

export function renderDocument({
  machine,
  command,
  sections,
  failures,
  totalSeconds,
  complete,
}: DocumentInput): string {
  const ordered = ORDER.flatMap((name) => sections.filter((section) => section.name === name));
  const lines = [
    '# Performance',
    '',
    'Written by `npm run bench` (bench/run.ts). A full run measures everything below in one go, side by side, and ' +
      'rewrites this file; `npm run bench -- api collection` (any of `bundle`, `lighthouse`, `api`, `load`, `login-storm`, `render-flood`, `invoice-downloads`, `collection`, `catalog-query`, `catalog-scale`, `search`, `reset-timing`, `startup`) ' +
      'runs only the named sections and prints their report to stdout without touching this file (`search`, which ' +
      'takes longer than a full run should, runs only when named). Either exits ' +
      'non-zero when a section fails or a target marked (budget) is missed (CI runs `npm run bench -- bundle` for ' +
      'its budgets); the other targets are reported, not enforced. Every figure ' +
      'comes from the run named below; only the targets and the reference line are given. The machine is shared ' +
      'and noisy, so compare figures within one run rather than across runs.',
    '',
    `Settings: ${SETTINGS_HELP}. This run: ${settings.seconds} s per load run after ${settings.warmupSeconds} s of ` +
      `warm-up, ${settings.connections} connections, ${settings.users} shoppers, ${settings.products.toLocaleString('en-GB')} products ` +
      `in the large catalog, ${settings.lighthouseRuns} Lighthouse run(s) per page and mode, ${settings.keystrokeRuns} run(s) of ${settings.keystrokes} keystrokes.`,
    '',
    '## Machine and run',
    '',
    machineTable(machine, command, totalSeconds),
    '',
  ];
  if (!complete) lines.push('Partial run: only the sections named in the command.', '');
  for (const section of ordered) {
    lines.push(`## ${section.title}`, '', `_${Math.round(section.seconds)} s._`, '', section.body, '');
  }
  if (failures.length > 0) {
    lines.push('## Sections that failed', '');
    for (const failure of failures) lines.push(`- **${failure.name}**: ${failure.message.split('\n')[0] ?? ''}`);
    lines.push('');
  }
  lines.push('## Targets', '', targetsTable(ordered.flatMap((section) => section.targets)), '', REFERENCE, '');
  return lines.join('\n');
}
