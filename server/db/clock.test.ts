// The database's clock (clock.ts) against a process whose own clock is two minutes ahead: what that process dates
// is dated as every other process would date it (issue 45, item 14).
import { enqueueMail } from '../mail';
import { describeEachDatabase } from '../test/harness';
import { CLOCK_SLACK_MS as SLACK_MS, processClockAhead } from '../test/shiftClock';
import { dbNow } from './clock';

const AHEAD_MS = 120_000;

describeEachDatabase('the database clock, asked from a process whose clock is two minutes ahead', (shop) => {
  const began = processClockAhead(AHEAD_MS);

  it("answers the database's time, not the process's", async () => {
    const now = await dbNow(shop().app.db);
    expect(now).toBeGreaterThanOrEqual(began() - SLACK_MS);
    expect(now).toBeLessThan(began() + SLACK_MS);
  });

  it('writes mail due now on the database clock, not two minutes on, for the other processes to send', async () => {
    const recipient = `clock-${began()}@example.com`;
    const mail = { kind: 'test', dedupeKey: `test:${recipient}`, recipient, subject: 'Clock', text: 'Due now' };
    expect(await enqueueMail(shop().app.db, mail)).toBe(true);
    const row = await shop()
      .app.db.selectFrom('mail_outbox')
      .select('next_attempt_at')
      .where('recipient', '=', recipient)
      .executeTakeFirstOrThrow();
    expect(row.next_attempt_at).toBeLessThan(began() + SLACK_MS);
  });
});
