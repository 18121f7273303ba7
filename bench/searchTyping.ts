// Shoppers typing in the search box, for the search section: each picks a word (a catalog word, a typo, Hinglish,
// Devanagari, two words), sends one call per key from the second letter, 120 ms apart whatever the answers (typing
// does not wait), reads for a moment, and picks the next. Seeded, so every run and every checkout types the same.
import { setTimeout as sleep } from 'node:timers/promises';
import { build, type Histogram } from 'hdr-histogram-js';
import { Pool } from 'undici';
import { random } from './catalog';

const KEY_MS = 120;
const READING_MS = 600;
/** An answer not back by then counts as a failure (an overloaded server's queue, say). */
const PATIENCE_MS = 60_000;

/** What shoppers type: the demo catalog's words, as written and as mistyped, in English, Hinglish and Hindi. */
const TYPED: ReadonlyArray<{ text: string; lang: 'en' | 'hi' }> = [
  ...[
    'jacket',
    'jaket',
    'hoodie',
    'hoddie',
    'sweater',
    'sweter',
    'jeans',
    'jeens',
    't-shirt',
    't shirt',
    'tshirt',
    'trousers',
    'joggers',
    'skirt',
    'shorts',
    'dress',
    'polo',
    'blouse',
    'cotton',
    'fleece',
    'linen',
    'denim',
    'navy',
    'black',
    'lavender',
    'mustard',
    'red jacket',
    'men jacket',
    'women skirt',
    'kids hoodie',
    'slim fit',
    'zip front',
    'crew neck',
  ].map((text) => ({ text, lang: 'en' as const })),
  ...[
    'jaiket',
    'ladkiyon ki skirt',
    'ladkon ki jeans',
    'mahila top',
    'kali jacket',
    'जैकेट',
    'जींस',
    'हुडी',
    'स्वेटर',
    'टी-शर्ट',
    'कॉटन',
  ].map((text) => ({ text, lang: 'hi' as const })),
];

export const TYPED_TEXTS = TYPED.length;

export interface TypingResult {
  calls: number;
  failures: number;
  seconds: number;
  /** Latency in microseconds. */
  latency: Histogram;
  /** Distinct texts asked for. */
  distinct: number;
}

/**
 * `shoppers` typing for `seconds`, each key one GET of `path(typed, lang)`; answers still coming at the end are
 * awaited (and counted).
 */
export async function typeFor(
  origin: string,
  path: (typed: string, lang: 'en' | 'hi') => string,
  { shoppers, seconds, seed }: { shoppers: number; seconds: number; seed: number },
): Promise<TypingResult> {
  const pool = new Pool(origin, { connections: shoppers * 4, pipelining: 1 });
  const latency = build({
    lowestDiscernibleValue: 1,
    highestTrackableValue: 120_000_000,
    numberOfSignificantValueDigits: 3,
  });
  const asked = new Set<string>();
  let [calls, failures] = [0, 0];
  const pending: Array<Promise<void>> = [];
  const call = async (target: string) => {
    const started = performance.now();
    try {
      const answer = await pool.request({
        method: 'GET',
        path: target,
        headersTimeout: PATIENCE_MS,
        bodyTimeout: PATIENCE_MS,
      });
      await answer.body.arrayBuffer();
      if (answer.statusCode !== 200) failures += 1;
    } catch {
      failures += 1;
    }
    latency.recordValue(Math.max(1, Math.round((performance.now() - started) * 1000)));
    calls += 1;
  };
  const stopAt = performance.now() + seconds * 1000;
  const shopper = async (index: number) => {
    const next = random(seed * 1000 + index);
    // Shoppers do not start in step.
    await sleep(next() * KEY_MS * 4);
    while (performance.now() < stopAt) {
      const { text, lang } = TYPED[Math.floor(next() * TYPED.length)] ?? { text: 'jacket', lang: 'en' };
      const letters = [...text];
      for (let typed = 2; typed <= letters.length && performance.now() < stopAt; typed += 1) {
        const target = path(letters.slice(0, typed).join(''), lang);
        asked.add(target);
        pending.push(call(target));
        await sleep(KEY_MS);
      }
      await sleep(READING_MS);
    }
  };
  const started = performance.now();
  try {
    await Promise.all(Array.from({ length: shoppers }, (_, index) => shopper(index)));
    await Promise.all(pending);
    return { calls, failures, seconds: (performance.now() - started) / 1000, latency, distinct: asked.size };
  } finally {
    await pool.close();
  }
}
