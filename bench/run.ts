// npm run bench [-- section...]: measures the shop and reports it. A full run rewrites docs/performance.md; naming
// sections runs only those and prints their report without touching the file. Either way it exits non-zero when a
// section failed or a budget was missed (CI runs `npm run bench -- bundle` for its budgets); the other targets are
// reported, not enforced.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { apiSection } from './api';
import { bundleSection } from './bundle';
import { catalogQuerySection } from './catalogQuery';
import { catalogScaleSection } from './catalogScale';
import { cleanUpAll } from './cleanup';
import { collectionSection } from './collection';
import { lighthouseSection } from './lighthouse';
import { loginStormSection } from './loginStorm';
import { mixedLoadSection } from './mixedLoad';
import { renderFloodSection } from './renderFlood';
import { invoiceDownloadsSection } from './invoiceDownloads';
import { resetTimingSection } from './resetTiming';
import { searchSection } from './search';
import { startupSection } from './startup';
import { describeMachine } from './machine';
import { renderDocument } from './document';
import { verdict, type SectionName, type SectionResult } from './report';
import { ensureBuild } from '../tools/ensure-build';
import { ROOT } from '../tools/testkit/processes';

type Section = () => Promise<Omit<SectionResult, 'seconds'>>;

const SECTIONS: Record<SectionName, Section> = {
  bundle: bundleSection,
  lighthouse: lighthouseSection,
  api: apiSection,
  load: mixedLoadSection,
  'login-storm': loginStormSection,
  'render-flood': renderFloodSection,
  'invoice-downloads': invoiceDownloadsSection,
  collection: collectionSection,
  'catalog-query': catalogQuerySection,
  'catalog-scale': catalogScaleSection,
  search: searchSection,
  'reset-timing': resetTimingSection,
  startup: startupSection,
};

/** Sections that serve the production build (browsers, or pages the server renders): it is built first if stale. */
const BUILD_SECTIONS: readonly SectionName[] = [
  'bundle',
  'lighthouse',
  'render-flood',
  'collection',
  'catalog-scale',
  'startup',
];
const DOCUMENT = path.join(ROOT, 'docs', 'performance.md');
/** Sections a full run leaves out (they take minutes each): they run when named. */
const NAMED_ONLY: readonly SectionName[] = ['search'];

function chosenSections(args: readonly string[]): SectionName[] {
  const known = Object.keys(SECTIONS) as SectionName[];
  const unknown = args.filter((arg) => !known.includes(arg as SectionName));
  if (unknown.length > 0) throw new Error(`Unknown section(s): ${unknown.join(', ')}. Sections: ${known.join(', ')}.`);
  return args.length === 0
    ? known.filter((name) => !NAMED_ONLY.includes(name))
    : known.filter((name) => args.includes(name));
}

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const names = chosenSections(args);
  const started = performance.now();
  const machine = describeMachine();
  const command = `npm run bench${args.length > 0 ? ` -- ${args.join(' ')}` : ''}`;
  if (names.some((name) => BUILD_SECTIONS.includes(name))) {
    ensureBuild();
  }
  const sections: SectionResult[] = [];
  const failures: Array<{ name: SectionName; message: string }> = [];
  for (const name of names) {
    const sectionStarted = performance.now();
    console.error(`bench: ${name}…`);
    try {
      const result = await SECTIONS[name]();
      sections.push({ ...result, seconds: (performance.now() - sectionStarted) / 1000 });
    } catch (error) {
      const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
      console.error(`bench: ${name} failed:\n${message}`);
      failures.push({ name, message: error instanceof Error ? error.message : String(error) });
    }
    await cleanUpAll();
    console.error(`bench: ${name} took ${Math.round((performance.now() - sectionStarted) / 1000)} s`);
  }
  const markdown = renderDocument({
    machine,
    command,
    sections,
    failures,
    totalSeconds: (performance.now() - started) / 1000,
    complete: args.length === 0,
  });
  console.log(markdown);
  if (args.length === 0) {
    writeFileSync(DOCUMENT, markdown);
    console.error(`bench: wrote ${path.relative(ROOT, DOCUMENT)}`);
  }
  const overBudget = sections.flatMap(({ targets }) => targets).filter((target) => target.budget && !target.met);
  for (const target of overBudget) console.error(`bench: over budget: ${target.what}: ${verdict(target)}`);
  return failures.length === 0 && overBudget.length === 0 ? 0 : 1;
}

/** Whatever stops the run, the servers, browsers, folders and databases it started go with it. */
function abort(reason: string, code: number): void {
  console.error(`bench: ${reason}, cleaning up`);
  void cleanUpAll().finally(() => process.exit(code));
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => abort(signal, 130));
process.once('uncaughtException', (error) => abort(`uncaught ${error.stack ?? error.message}`, 1));
process.once('unhandledRejection', (reason) =>
  abort(`unhandled rejection ${reason instanceof Error ? (reason.stack ?? reason.message) : String(reason)}`, 1),
);

void main()
  .catch(async (error: unknown) => {
    console.error('bench failed:', error instanceof Error ? error.message : error);
    return 1;
  })
  .then(async (code) => {
    await cleanUpAll();
    process.exit(code);
  });
