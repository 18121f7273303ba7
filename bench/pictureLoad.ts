// A shopper's login and picture while an operator uploads four heavy pictures at once, again and again: 40-megapixel
// photographs, SVGs drawn with a filter, and SVGs of thousands of shapes. One shop (SQLite, production's password
// hashing), measured for this checkout and, side by side, for an earlier commit (the picture pipeline before issue 45).
// Run: npx tsx bench/pictureLoad.ts [earlier-commit]     (PICTURE_LOAD_SECONDS sets each load's length, 20 by default)
import { setTimeout as sleep } from 'node:timers/promises';
import sharp from 'sharp';
import { setRole } from '../server/accounts';
import { openDatabase } from '../server/db/database';
import { cleanUpAll } from './cleanup';
import { startShop, type Shop } from './shop';
import { formatMs, percentile } from './stats';
import { earlierCheckout } from './worktree';

const SECONDS = Number(process.env.PICTURE_LOAD_SECONDS ?? 20);
const UPLOADERS = 4;
const PASSWORD = 'correct horse battery staple';
const JSON_HEADERS = { 'content-type': 'application/json' };
/** An upload still unanswered this long after the load ends is abandoned (the shop is stopped after each load). */
const UPLOAD_GRACE_MS = 5_000;
/** The longest the shopper waits for a login or a picture. */
const PATIENCE_MS = 60_000;

interface Load {
  name: string;
  type: string;
  body: () => Promise<Buffer>;
}

/** A photograph's worth of detail at 7,000 x 5,700 pixels (just under the 40-megapixel limit), as JPEG. */
async function bigPhoto(): Promise<Buffer> {
  const width = 7_000;
  const height = 5_700;
  return sharp({
    create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 30 } },
  })
    .blur(1.2)
    .jpeg({ quality: 70 })
    .toBuffer();
}

const SVG = 'http://www.w3.org/2000/svg';
const filterSvg = async () =>
  Buffer.from(
    `<svg xmlns="${SVG}" width="4000" height="5000"><filter id="f"><feTurbulence baseFrequency="0.02" numOctaves="8"/><feGaussianBlur stdDeviation="30"/></filter><rect width="100%" height="100%" filter="url(#f)"/></svg>`,
  );
const shapesSvg = async () =>
  Buffer.from(
    `<svg xmlns="${SVG}" width="4000" height="5000">${Array.from(
      { length: 20_000 },
      (_, n) =>
        `<circle cx="${(n * 7919) % 4000}" cy="${(n * 104729) % 5000}" r="${40 + (n % 90)}" fill="hsl(${n % 360},60%,50%)" fill-opacity="0.5"/>`,
    ).join('')}</svg>`,
  );

const LOADS: Load[] = [
  { name: 'no uploads', type: '', body: async () => Buffer.alloc(0) },
  { name: '40-megapixel JPEG', type: 'image/jpeg', body: bigPhoto },
  { name: 'SVG with a filter', type: 'image/svg+xml', body: filterSvg },
  { name: 'SVG of 20,000 shapes', type: 'image/svg+xml', body: shapesSvg },
];

async function timed(url: string, init?: RequestInit): Promise<{ ms: number; status: number }> {
  const started = performance.now();
  const response = await fetch(url, init);
  await response.arrayBuffer();
  return { ms: performance.now() - started, status: response.status };
}

/** The shopper's wait: a request unanswered after PATIENCE_MS counts as that long (status 0) and is given up. */
const patiently = (url: string, init: RequestInit = {}) =>
  timed(url, { ...init, signal: AbortSignal.timeout(PATIENCE_MS) }).catch(() => ({ ms: PATIENCE_MS, status: 0 }));

/** An account with the admin role, given through the accounts wing's face as `npm run shop -- users role` does. */
async function signUp(shop: Shop, email: string, admin: boolean): Promise<string> {
  const answer = await fetch(`${shop.baseUrl}/api/user/register`, {
    method: 'POST',
    headers: JSON_HEADERS,
    body: JSON.stringify({ name: 'Bench Person', email, password: PASSWORD }),
  });
  const body = (await answer.json()) as { token?: string };
  if (!body.token) throw new Error(`Sign-up answered ${answer.status}.`);
  if (admin) {
    const opened = openDatabase(shop.databaseUrl);
    try {
      await setRole(opened.db, email, 'admin', 'bench');
    } finally {
      await opened.close();
    }
  }
  return body.token;
}

interface Measured {
  logins: number[];
  pictures: number[];
  uploads: Record<string, number>;
}

/**
 * The picture with a mark that makes each upload a new picture (a JPEG comment after its start, an SVG comment), so
 * every upload is made in full rather than found already stored.
 */
let uploadCount = 0;
function marked(load: Load, body: Buffer): Buffer {
  uploadCount += 1;
  const mark = Buffer.from(`bench upload ${uploadCount}`);
  if (load.type !== 'image/jpeg') return Buffer.concat([body, Buffer.from(`<!-- ${mark.toString()} -->`)]);
  const length = Buffer.alloc(2);
  length.writeUInt16BE(mark.length + 2);
  return Buffer.concat([body.subarray(0, 2), Buffer.from([0xff, 0xfe]), length, mark, body.subarray(2)]);
}

async function uploader(shop: Shop, token: string, load: Load, body: Buffer, until: number, seen: Measured) {
  while (performance.now() < until) {
    const answer = await timed(`${shop.baseUrl}/api/admin/images?name=bench`, {
      method: 'POST',
      headers: { token, 'content-type': load.type },
      body: new Uint8Array(marked(load, body)),
      signal: AbortSignal.timeout(Math.max(1, Math.round(until - performance.now() + UPLOAD_GRACE_MS))),
    }).catch(() => ({ status: 0, ms: 0 }));
    const key = answer.status === 0 ? 'unanswered' : String(answer.status);
    seen.uploads[key] = (seen.uploads[key] ?? 0) + 1;
    // A refused upload is sent again a moment later, as an operator's script would.
    if (answer.status !== 201) await sleep(250);
  }
}

async function measure(load: Load, body: Buffer, checkout: string | undefined): Promise<Measured> {
  const shop = await startShop({
    kind: 'sqlite',
    checkout,
    // Production's password hashing, and its limits on logins (the bench logs in one account again and again).
    env: { PASSWORD_HASH_COST: '17', PASSWORD_HASH_QUEUE: '16', AUTH_RATE_LIMIT_PER_MINUTE: '100000' },
  });
  try {
    const stamp = Date.now();
    const operator = await signUp(shop, `operator-${stamp}@bench.example.com`, true);
    const shopper = `shopper-${stamp}@bench.example.com`;
    await signUp(shop, shopper, false);
    const list = (await (await fetch(`${shop.baseUrl}/api/product/list`)).json()) as {
      products: Array<{ image: string[] }>;
    };
    const pictureUrl = list.products[0]?.image[0];
    if (!pictureUrl) throw new Error('The catalog has no picture.');
    const seen: Measured = { logins: [], pictures: [], uploads: {} };
    const until = performance.now() + SECONDS * 1000;
    const uploaders = load.type === '' ? 0 : UPLOADERS;
    const uploads = Array.from({ length: uploaders }, () => uploader(shop, operator, load, body, until, seen));
    await sleep(500);
    while (performance.now() < until) {
      const login = await patiently(`${shop.baseUrl}/api/user/login`, {
        method: 'POST',
        headers: JSON_HEADERS,
        body: JSON.stringify({ email: shopper, password: PASSWORD }),
      });
      if (login.status !== 200 && login.status !== 0) throw new Error(`Login answered ${login.status}.`);
      seen.logins.push(login.ms);
      seen.pictures.push((await patiently(pictureUrl)).ms);
    }
    await Promise.all(uploads);
    return seen;
  } finally {
    await shop.stop();
  }
}

const row = (label: string, seen: Measured) =>
  `| ${label} | ${seen.logins.length} | ${formatMs(percentile(seen.logins, 0.5))} | ${formatMs(percentile(seen.logins, 0.95))} | ${formatMs(Math.max(...seen.logins))} | ${formatMs(percentile(seen.pictures, 0.95))} | ${Object.entries(
    seen.uploads,
  )
    .map(([status, count]) => `${count} x ${status}`)
    .join(', ')} |`;

async function main(): Promise<void> {
  const earlier = process.argv[2];
  const checkouts: Array<[string, string | undefined]> = [['this checkout', undefined]];
  if (earlier) checkouts.unshift([`before (${earlier})`, earlierCheckout(earlier)]);
  console.log(`${UPLOADERS} uploaders, ${SECONDS} s each; a shopper logs in and loads a picture, one after another.\n`);
  console.log(`(A login or picture unanswered after ${PATIENCE_MS / 1000} s counts as ${PATIENCE_MS / 1000} s.)\n`);
  console.log('| load, code | logins | login p50 | login p95 | login max | picture p95 | uploads answered |');
  console.log('|---|---|---|---|---|---|---|');
  for (const load of LOADS) {
    const body = await load.body();
    for (const [label, checkout] of checkouts)
      console.log(
        row(`${load.name} (${(body.length / 1024).toFixed(0)} kB), ${label}`, await measure(load, body, checkout)),
      );
  }
}

main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => cleanUpAll());
