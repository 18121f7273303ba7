// The bench's knobs, read from the environment once; the defaults keep a full run near ten minutes on two cores.

function whole(name: string, fallback: number, min: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min)
    throw new Error(`${name} must be a whole number of at least ${min}; it is "${raw}".`);
  return value;
}

export const settings = {
  /** Seconds of each autocannon run and of each order-placement run. */
  seconds: whole('BENCH_SECONDS', 10, 1),
  /** Seconds of load before each measured API run, not counted. */
  warmupSeconds: whole('BENCH_WARMUP_SECONDS', 2, 0),
  /** Concurrent connections of each API run. */
  connections: whole('BENCH_CONNECTIONS', 50, 1),
  /** Shoppers signed up for the cart and order runs. */
  users: whole('BENCH_USERS', 50, 1),
  /** Products in the large catalog (the seeded ones included). */
  products: whole('BENCH_PRODUCTS', 10_000, 100),
  /** Lighthouse runs per page and rendering mode; the median of each figure is reported. */
  lighthouseRuns: whole('BENCH_LIGHTHOUSE_RUNS', 3, 1),
  /** Keystrokes timed in the collection's search bar. */
  keystrokes: whole('BENCH_KEYSTROKES', 20, 1),
  /** Runs of those keystrokes, each on a freshly loaded page; the keystroke target must hold in every one. */
  keystrokeRuns: whole('BENCH_KEYSTROKE_RUNS', 3, 1),
  /** Seconds of mixed traffic per database in the load section. */
  loadSeconds: whole('BENCH_LOAD_SECONDS', 60, 1),
};

export const SETTINGS_HELP =
  'BENCH_SECONDS (autocannon and order runs, default 10), BENCH_WARMUP_SECONDS (2), BENCH_CONNECTIONS (50), ' +
  'BENCH_USERS (50), BENCH_PRODUCTS (10000), BENCH_LIGHTHOUSE_RUNS (3), BENCH_KEYSTROKES (20), BENCH_KEYSTROKE_RUNS (3), ' +
  'BENCH_LOAD_SECONDS (60), BENCH_PG_URL (postgres://postgres@127.0.0.1:5432/postgres)';
