// Links made by a process whose own clock is two minutes ahead are dated on the database's clock (server/db/clock.ts),
// so they last as long whichever process made them (issue 45, item 14).
import { describeEachDatabase } from '../test/harness';
import { CLOCK_SLACK_MS as SLACK_MS, processClockAhead } from '../test/shiftClock';
import { userIdByEmail } from './accountFacts';
import { createLink, liveLink } from './links';

const AHEAD_MS = 120_000;

describeEachDatabase('links made by a process whose clock is two minutes ahead', (shop) => {
  const began = processClockAhead(AHEAD_MS);

  it('dates a link it makes by the database: it works thirty minutes from now, not two more', async () => {
    const user = await shop().newShopper('Clock link');
    const owner = { userId: (await userIdByEmail(shop().app.db, user.email)) ?? '', email: user.email };
    const token = await createLink(shop().app.db, 'reset', owner);
    const row = await shop()
      .app.db.selectFrom('account_links')
      .select('expires_at')
      .where('user_id', '=', owner.userId)
      .where('purpose', '=', 'reset')
      .executeTakeFirstOrThrow();
    expect(row.expires_at - began()).toBeLessThan(30 * 60_000 + SLACK_MS);
    expect(await liveLink(shop().app.db, token, 'reset')).toEqual(owner);
  });
});
