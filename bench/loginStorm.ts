// Section "login-storm": 40 clients logging in again and again at production's password hashing (scrypt, N = 2^17),
// each waiting as long as a 503's Retry-After says, while a shopper loads a product picture and the product list at a
// steady pace. With hashing in its bounded queue (the defaults) the picture and the list must stay within 10 times
// their idle p95; the same storm with every hash let through at once (as the shop was before) is measured beside it.
import { setTimeout as sleep } from 'node:timers/promises';
import { below, table, type SectionResult, type Target } from './report';
import { settings } from './settings';
import { startShop } from './shop';
import { formatCount, formatMs, formatRatio, percentile } from './stats';

const STORM = 40;
const IDLE_SECONDS = 3;
/**
 * The shopper starts a picture and a list request this often, whether or not the last ones have been answered, so a
 * stall counts for every request that meets it (a shopper waiting in a loop would count it once).
 */
const PROBE_EVERY_MS = 25;
const LIMIT_RATIO = 10;
const PASSWORD = 'correct horse battery staple';
const JSON_HEADERS = { 'content-type': 'application/json' };

interface Mode {
  name: string;
  env: Record<string, string>;
  judged: boolean;
}

const MODES: Mode[] = [
  // TEST_SHOP_ENV's cheap hashing and deep queue are put back to production's defaults.
  { name: 'bounded queue (the defaults)', env: { PASSWORD_HASH_COST: '17', PASSWORD_HASH_QUEUE: '16' }, judged: true },
  {
    name: 'every hash at once (before)',
    env: { PASSWORD_HASH_COST: '17', PASSWORD_HASH_CONCURRENCY: '64', PASSWORD_HASH_QUEUE: '100000' },
    judged: false,
  },
];

interface Probe {
  picture: number[];
  list: number[];
}

interface ModeResult {
  mode: Mode;
  idle: Probe;
  storm: Probe;
  logins: { statuses: Record<string, number>; okMs: number[] };
}

async function timed(url: string, init?: RequestInit): Promise<{ ms: number; status: number; retryAfter: number }> {
  const started = performance.now();
  const response = await fetch(url, init);
  await response.arrayBuffer();
  return {
    ms: performance.now() - started,
    status: response.status,
    retryAfter: Number(response.headers.get('retry-after') ?? 0),
  };
}

/** The shopper's requests, started every PROBE_EVERY_MS for `seconds`; answers once every one is answered. */
async function probe(baseUrl: string, pictureUrl: string, seconds: number): Promise<Probe> {
  const result: Probe = { picture: [], list: [] };
  const pending: Array<Promise<void>> = [];
  const deadline = performance.now() + seconds * 1000;
  while (performance.now() < deadline) {
    pending.push(timed(pictureUrl).then(({ ms }) => void result.picture.push(ms)));
    pending.push(timed(`${baseUrl}/api/product/list`).then(({ ms }) => void result.list.push(ms)));
    await sleep(PROBE_EVERY_MS);
  }
  await Promise.all(pending);
  return result;
}

/** One client logging in until the storm ends, waiting Retry-After whenever it is told the shop is busy. */
async function loginClient(
  baseUrl: string,
  email: string,
  deadline: number,
  logins: ModeResult['logins'],
): Promise<void> {
  while (performance.now() < deadline) {
    const answer = await timed(`${baseUrl}/api/user/login`, {
      method: 'POST',
      headers: JSON_HEADERS,
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    logins.statuses[answer.status] = (logins.statuses[answer.status] ?? 0) + 1;
    if (answer.status === 200) logins.okMs.push(answer.ms);
    if (answer.status === 503)
      await sleep(Math.min(answer.retryAfter * 1000, Math.max(0, deadline - performance.now())));
  }
}

async function measureMode(mode: Mode): Promise<ModeResult> {
  const shop = await startShop({ kind: 'sqlite', env: mode.env });
  try {
    const email = `storm-${Date.now()}@bench.example.com`;
    const signUp = await fetch(`${shop.baseUrl}/api/user/register`, {
      method: 'POST',
      headers: JSON_HEADERS,
      body: JSON.stringify({ name: 'Storm', email, password: PASSWORD }),
    });
    if (signUp.status !== 201) throw new Error(`Sign-up answered ${signUp.status}.`);
    const list = (await (await fetch(`${shop.baseUrl}/api/product/list`)).json()) as {
      products: Array<{ image: string[] }>;
    };
    // Absolute, on the shop itself: its PUBLIC_URL is the address it was started on.
    const pictureUrl = list.products[0]?.image[0];
    if (!pictureUrl) throw new Error('The catalog has no picture.');

    const idle = await probe(shop.baseUrl, pictureUrl, IDLE_SECONDS);
    const logins: ModeResult['logins'] = { statuses: {}, okMs: [] };
    const deadline = performance.now() + settings.seconds * 1000;
    const clients = Array.from({ length: STORM }, () => loginClient(shop.baseUrl, email, deadline, logins));
    const storm = await probe(shop.baseUrl, pictureUrl, settings.seconds);
    await Promise.all(clients);
    return { mode, idle, storm, logins };
  } finally {
    await shop.stop();
  }
}

function rows(result: ModeResult): string[][] {
  const line = (what: string, idle: number[], storm: number[]) => {
    const idleP95 = percentile(idle, 0.95);
    const stormP95 = percentile(storm, 0.95);
    return [
      what,
      formatCount(idle.length),
      formatMs(percentile(idle, 0.5)),
      formatMs(idleP95),
      formatCount(storm.length),
      formatMs(percentile(storm, 0.5)),
      formatMs(stormP95),
      `${formatRatio(stormP95 / idleP95)}×`,
    ];
  };
  return [
    line('a product picture', result.idle.picture, result.storm.picture),
    line('GET /api/product/list', result.idle.list, result.storm.list),
  ];
}

function loginLine(result: ModeResult): string {
  const answers = Object.entries(result.logins.statuses)
    .map(([status, count]) => `${formatCount(count)} × ${status}`)
    .join(', ');
  return (
    `Logins from ${STORM} clients in ${settings.seconds} s: ${answers}; the 200s took ` +
    `${formatMs(percentile(result.logins.okMs, 0.5))} (p50), ${formatMs(percentile(result.logins.okMs, 0.95))} (p95).`
  );
}

export async function loginStormSection(): Promise<Omit<SectionResult, 'seconds'>> {
  const parts = [
    'One server process on SQLite (NODE_ENV=production, PASSWORD_HASH_COST=17: scrypt with N = 2^17, about 0.4 s and ' +
      `128 MiB a hash). A shopper starts a request for a product picture and one for the product list every ` +
      `${PROBE_EVERY_MS} ms, answered or not: ${IDLE_SECONDS} s with the shop idle, then ${settings.seconds} s while ` +
      `${STORM} clients log in one after another, each at once after a 200 and after the Retry-After of a 503. Every ` +
      'figure is a full answer, body read, from the bench process on the same 2 cores.',
  ];
  const targets: Target[] = [];
  for (const mode of MODES) {
    const result = await measureMode(mode);
    parts.push(
      '',
      `### ${mode.name}`,
      '',
      table(
        [
          'request',
          'idle: count',
          'idle p50',
          'idle p95',
          'storm: count',
          'storm p50',
          'storm p95',
          'storm p95 / idle p95',
        ],
        rows(result),
      ),
      '',
      loginLine(result),
    );
    if (!mode.judged) continue;
    for (const [what, idle, storm] of [
      ['a product picture', result.idle.picture, result.storm.picture],
      ['GET /api/product/list', result.idle.list, result.storm.list],
    ] as const) {
      const limit = LIMIT_RATIO * percentile(idle, 0.95);
      targets.push(
        below(
          `Login storm: ${what} p95 during ${STORM} parallel logins (≤ ${LIMIT_RATIO}× its idle p95)`,
          limit,
          percentile(storm, 0.95),
          formatMs,
          true,
        ),
      );
    }
  }
  return { name: 'login-storm', title: 'Login storm', body: parts.join('\n'), targets };
}
