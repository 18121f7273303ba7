// E-mail confirmation through a real SMTP server: the sign-up's link, asking again, the owner told of a sign-up with
// their address, and the new-account limits an unconfirmed account orders within.
import { createHash } from 'node:crypto';
import { en } from '../messages/en';
import { catalog, fillCart, orderBodyFor, userIdOf } from '../test/fixtures';
import { describeEachDatabase } from '../test/harness';
import { Mailbox, type ReceivedMail } from '../../tools/testkit/mailbox';

const mailbox = new Mailbox();
beforeAll(() => mailbox.start());
afterAll(() => mailbox.stop());

const LINK_INVALID = { success: false, message: en['confirm.linkInvalid'] };
const DAY_MS = 24 * 3600_000;

const tokenOf = (mail: ReceivedMail | undefined) =>
  new URL(mail?.links.find((link) => link.includes('/confirm-email?')) ?? 'http://none/').searchParams.get('token') ??
  '';

describeEachDatabase(
  'e-mail confirmation',
  (shop) => {
    const confirm = (token: string) => shop().post('/api/user/email/confirm', { token });
    const resend = (token?: string) => shop().post('/api/user/email/resend', undefined, token);
    const confirmations = (email: string) =>
      mailbox.to(email).filter((mail) => mail.subject === en['mail.confirm.subject']);
    const confirmedAt = async (token: string) =>
      (
        await shop()
          .app.db.selectFrom('users')
          .select('email_confirmed_at')
          .where('id', '=', userIdOf(shop(), token))
          .executeTakeFirstOrThrow()
      ).email_confirmed_at;

    it('mails a new account a link, written with the account, that confirms its e-mail once', async () => {
      const shopper = await shop().newShopper();
      // Written in the sign-up's transaction: the outbox holds it before any sender ran.
      const written = await shop()
        .app.db.selectFrom('mail_outbox')
        .select(['kind', 'subject'])
        .where('recipient', '=', shopper.email)
        .execute();
      expect(written).toEqual([{ kind: 'confirm', subject: en['mail.confirm.subject'] }]);
      expect(await confirmedAt(shopper.token)).toBeNull();
      await shop().app.mail.sendDue();
      const [mail] = confirmations(shopper.email);
      expect(mail?.text).toContain('Welcome to Kapda.');
      expect(mail?.links).toEqual([`${shop().config.publicUrl}/confirm-email?token=${tokenOf(mail)}`]);
      expect(await confirm(tokenOf(mail))).toMatchObject({
        status: 200,
        body: { success: true, message: en['confirm.done'] },
      });
      expect(await confirmedAt(shopper.token)).toEqual(expect.any(Number));
      expect(await confirm(tokenOf(mail))).toMatchObject({ status: 400, body: LINK_INVALID });
      expect(await confirm('no-such-link')).toMatchObject({ status: 400, body: LINK_INVALID });
    });

    it('refuses a link past its 3 days', async () => {
      const shopper = await shop().newShopper();
      await shop().app.mail.sendDue();
      const token = tokenOf(confirmations(shopper.email)[0]);
      await shop()
        .app.db.updateTable('account_links')
        .set({ expires_at: Date.now() })
        .where('token_hash', '=', createHash('sha256').update(token).digest('base64url'))
        .execute();
      expect(await confirm(token)).toMatchObject({ status: 400, body: LINK_INVALID });
      expect(await confirmedAt(shopper.token)).toBeNull();
    });

    it('mails a new link when asked, says so when the e-mail is confirmed already, and asks for a login', async () => {
      const shopper = await shop().newShopper();
      expect(await resend(shopper.token)).toMatchObject({
        status: 200,
        body: {
          success: true,
          message: `A link to confirm your e-mail is on its way to ${shopper.email}. It works for 3 days.`,
        },
      });
      await shop().app.mail.sendDue();
      const links = confirmations(shopper.email);
      expect(links).toHaveLength(2);
      expect((await confirm(tokenOf(links[1]))).status).toBe(200);
      expect(await resend(shopper.token)).toMatchObject({
        status: 200,
        body: { success: true, message: en['confirm.already'] },
      });
      await shop().app.mail.sendDue();
      expect(confirmations(shopper.email)).toHaveLength(2);
      expect((await resend()).status).toBe(401);
    });

    it('limits how often one account asks again', async () => {
      const shopper = await shop().newShopper();
      const answers = [];
      for (let n = 0; n < 4; n += 1) answers.push((await resend(shopper.token)).status);
      expect(answers).toEqual([200, 200, 200, 429]);
      const other = await shop().newShopper();
      expect((await resend(other.token)).status).toBe(200);
    });

    it('answers a sign-up with a taken e-mail as before and tells its owner, once an hour', async () => {
      const owner = await shop().newShopper();
      const attempt = { name: 'Someone Else', email: owner.email.toUpperCase(), password: 'quiet meadow lantern 3' };
      for (let n = 0; n < 2; n += 1) {
        expect(await shop().post('/api/user/register', attempt)).toMatchObject({
          status: 409,
          body: { success: false, message: en['account.emailTaken'] },
        });
      }
      await shop().app.mail.sendDue();
      const told = mailbox.to(owner.email).filter((mail) => mail.subject === en['mail.signupAttempt.subject']);
      expect(told).toHaveLength(1);
      expect(told[0]?.links).toEqual([`${shop().config.publicUrl}/login`]);
      const accounts = await shop().app.db.selectFrom('users').select('id').where('email', '=', owner.email).execute();
      expect(accounts).toHaveLength(1);
    });

    it('lets an unconfirmed account, however old, order only within the new-account limits', async () => {
      const [product] = await catalog(shop());
      const line = { itemId: product?._id ?? '', size: product?.sizes[0] ?? '', quantity: 1 };
      const placeTwo = async (token: string) => {
        const statuses = [];
        for (let n = 0; n < 2; n += 1) {
          await fillCart(shop(), token, [line]);
          statuses.push((await shop().post('/api/order/place', await orderBodyFor(shop(), token), token)).status);
        }
        return statuses;
      };
      const unconfirmed = await shop().newShopper();
      const confirmed = await shop().newShopper();
      await shop().app.mail.sendDue();
      expect((await confirm(tokenOf(confirmations(confirmed.email)[0]))).status).toBe(200);
      // Both accounts are two days old.
      await shop()
        .app.db.updateTable('users')
        .set({ created_at: Date.now() - 2 * DAY_MS })
        .where('id', 'in', [userIdOf(shop(), unconfirmed.token), userIdOf(shop(), confirmed.token)])
        .execute();
      expect(await placeTwo(confirmed.token)).toEqual([201, 201]);
      expect(await placeTwo(unconfirmed.token)).toEqual([201, 409]);
    });
  },
  () => ({ SMTP_URL: mailbox.url, NEW_ACCOUNT_UNPAID_ORDERS_MAX: '1' }),
);
