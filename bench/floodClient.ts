// The render-flood section's flood (bench/renderFlood.ts), in a process of its own so its work never delays the
// timing of the health probe beside it: `connections` connections, each asking for `/collection?<parameter>=<random>`
// one after another as fast as they are answered, reading each whole, never waiting for a Retry-After.
//
// node --import tsx bench/floodClient.ts <origin> <parameter> <seconds> <connections> [<address prefix>]
// With an address prefix (127.0.3.) connection i comes from <prefix><i + 1>, as clients on many addresses would.
// Prints FLOODING when it starts, and the answers by status as one JSON line when it ends.
import { randomBytes } from 'node:crypto';
import { Pool } from 'undici';

export const FLOODING = 'FLOODING';

async function connection(origin: string, parameter: string, until: number, address: string | undefined) {
  const answers: Record<string, number> = {};
  const pool = new Pool(origin, { connections: 1, ...(address ? { localAddress: address } : {}) });
  try {
    while (performance.now() < until) {
      let status = 'error';
      try {
        const path = `/collection?${parameter}=${randomBytes(6).toString('hex')}`;
        const answer = await pool.request({ method: 'GET', path, headers: { 'accept-encoding': 'br' } });
        await answer.body.arrayBuffer();
        status = String(answer.statusCode);
      } catch {
        // Counted as an error.
      }
      answers[status] = (answers[status] ?? 0) + 1;
    }
  } finally {
    await pool.close();
  }
  return answers;
}

async function main(): Promise<void> {
  const [origin, parameter, seconds, connections, prefix] = process.argv.slice(2);
  if (!origin || !parameter || !seconds || !connections) throw new Error('origin, parameter, seconds and connections');
  const started = performance.now();
  const until = started + Number(seconds) * 1000;
  console.log(FLOODING);
  const tallies = await Promise.all(
    Array.from({ length: Number(connections) }, (_, index) =>
      connection(origin, parameter, until, prefix ? `${prefix}${index + 1}` : undefined),
    ),
  );
  const answers: Record<string, number> = {};
  for (const tally of tallies)
    for (const [status, count] of Object.entries(tally)) answers[status] = (answers[status] ?? 0) + count;
  console.log(JSON.stringify({ answers, seconds: (performance.now() - started) / 1000 }));
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
