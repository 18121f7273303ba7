// Section "reset-timing": does "Forgot password" answer an address with an account as fast as one without? 20
// requests for addresses that have accounts and 20 for addresses that have none, one after the other in turn (known,
// unknown, unknown, known, ...), against a shop sending its mail to a real SMTP server in the bench process.
import { setTimeout as sleep } from 'node:timers/promises';
import { Mailbox } from '../tools/testkit/mailbox';
import { newShopperDetails } from '../tools/testkit/fixtures';
import { below, table, type SectionResult, type Target } from './report';
import { startShop, type DatabaseKind } from './shop';
import { formatCount, formatMs, median, percentile } from './stats';

const REQUESTS = 20;
/** Requests before the measured ones, so both paths run warm (compiled, connections open). */
const WARM_UP = 5;
const LIMIT_PERCENT = 10;
const JSON_HEADERS = { 'content-type': 'application/json' };
/** The longest the section waits for the reset mails to arrive. */
const MAIL_WAIT_MS = 30_000;

interface Answer {
  ms: number;
  status: number;
  body: string;
}

async function forgot(baseUrl: string, email: string): Promise<Answer> {
  const started = performance.now();
  const response = await fetch(`${baseUrl}/api/user/password/forgot`, {
    method: 'POST',
    headers: JSON_HEADERS,
    body: JSON.stringify({ email }),
  });
  const body = await response.text();
  return { ms: performance.now() - started, status: response.status, body };
}

interface Measured {
  kind: DatabaseKind;
  known: number[];
  unknown: number[];
  /** A second run of addresses without an account, beside the others: how far two runs of one path differ here. */
  control: number[];
  /** Answers whose status or words differed from the first one's. */
  different: number;
  /** Reset mails the SMTP server received for the known addresses. */
  mailed: number;
}

async function measure(kind: DatabaseKind, mailbox: Mailbox): Promise<Measured> {
  const shop = await startShop({ kind, env: { SMTP_URL: mailbox.url } });
  try {
    const accounts: string[] = [];
    for (let n = 0; n < REQUESTS + WARM_UP; n += 1) {
      const details = newShopperDetails('reset-timing');
      const answer = await fetch(`${shop.baseUrl}/api/user/register`, {
        method: 'POST',
        headers: JSON_HEADERS,
        body: JSON.stringify(details),
      });
      if (answer.status !== 201) throw new Error(`sign-up failed: ${answer.status} ${await answer.text()}`);
      accounts.push(details.email);
    }
    // The sign-ups' confirmation mails leave first, so their sending does not fall on the measured requests.
    const confirmations = () => mailbox.received.filter((mail) => accounts.includes(mail.to)).length;
    const signedUp = performance.now() + MAIL_WAIT_MS;
    while (confirmations() < accounts.length && performance.now() < signedUp) await sleep(100);
    const result: Measured = { kind, known: [], unknown: [], control: [], different: 0, mailed: 0 };
    let first: string | undefined;
    for (let n = 0; n < REQUESTS + WARM_UP; n += 1) {
      // Side by side, each pair in the other order than the last, so neither path always follows the other.
      const stranger = newShopperDetails('nobody').email;
      let known: Answer;
      let unknown: Answer;
      if (n % 2 === 0) {
        known = await forgot(shop.baseUrl, accounts[n] ?? '');
        unknown = await forgot(shop.baseUrl, stranger);
      } else {
        unknown = await forgot(shop.baseUrl, stranger);
        known = await forgot(shop.baseUrl, accounts[n] ?? '');
      }
      const control = await forgot(shop.baseUrl, newShopperDetails('nobody').email);
      for (const answer of [known, unknown, control]) {
        first ??= `${answer.status} ${answer.body}`;
        if (`${answer.status} ${answer.body}` !== first) result.different += 1;
      }
      if (n < WARM_UP) continue;
      result.known.push(known.ms);
      result.unknown.push(unknown.ms);
      result.control.push(control.ms);
    }
    const measuredAccounts = new Set(accounts.slice(WARM_UP));
    // The mails leave after the answers, when the shop's sender next looks (every few seconds).
    const mailed = () =>
      mailbox.received.filter((mail) => measuredAccounts.has(mail.to) && mail.subject.startsWith('Set a new password'))
        .length;
    const deadline = performance.now() + MAIL_WAIT_MS;
    while (mailed() < REQUESTS && performance.now() < deadline) await sleep(100);
    result.mailed = mailed();
    return result;
  } finally {
    await shop.stop();
  }
}

const percentApart = (a: number[], b: number[]) => (Math.abs(median(a) - median(b)) / median(b)) * 100;
const differencePercent = (result: Measured) => percentApart(result.known, result.unknown);
const formatPercent = (value: number) => `${value.toFixed(1)} %`;

export async function resetTimingSection(): Promise<Omit<SectionResult, 'seconds'>> {
  const mailbox = new Mailbox();
  await mailbox.start();
  const results: Measured[] = [];
  try {
    for (const kind of ['sqlite', 'postgres'] as const) results.push(await measure(kind, mailbox));
  } finally {
    await mailbox.stop();
  }
  const targets: Target[] = results.map((result) =>
    below(
      `Forgot password, ${result.kind}: median of known vs unknown addresses`,
      LIMIT_PERCENT,
      differencePercent(result),
      formatPercent,
    ),
  );
  const body = [
    `One server process per database (NODE_ENV=production, SMTP_URL pointing at an SMTP server in the bench process). ` +
      `${REQUESTS} accounts sign up; then POST /api/user/password/forgot is sent for an address with an account and ` +
      `one without, in turn (and a third for another address without, the noise of this machine: two runs of one ` +
      `path), ${REQUESTS} times each after ${WARM_UP} of each to warm up, one request at a time. ` +
      'Each figure is a full answer, body read, from the bench process on the same cores. Both paths write the ' +
      'same one outbox row and answer; the account is looked up by the mail sender at its next look, seconds later.',
    '',
    table(
      [
        'database',
        'addresses',
        'requests',
        'p50',
        'p90',
        'difference of medians',
        'answers not alike',
        'reset mails received',
      ],
      results.flatMap((result) => [
        [
          result.kind,
          'with an account',
          formatCount(result.known.length),
          formatMs(median(result.known)),
          formatMs(percentile(result.known, 0.9)),
          formatPercent(differencePercent(result)),
          formatCount(result.different),
          `${formatCount(result.mailed)} of ${REQUESTS}`,
        ],
        [
          result.kind,
          'without',
          formatCount(result.unknown.length),
          formatMs(median(result.unknown)),
          formatMs(percentile(result.unknown, 0.9)),
          '',
          '',
          '',
        ],
        [
          result.kind,
          'without, a second run (the noise)',
          formatCount(result.control.length),
          formatMs(median(result.control)),
          formatMs(percentile(result.control, 0.9)),
          formatPercent(percentApart(result.control, result.unknown)),
          '',
          '',
        ],
      ]),
    ),
  ].join('\n');
  return { name: 'reset-timing', title: 'Password reset: the same time for every address', body, targets };
}
