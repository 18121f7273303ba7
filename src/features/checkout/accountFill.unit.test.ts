import { DELIVERY_ADDRESS } from '../../test/builders';
import { accountFill } from './accountFill';

const saved = (id: string, phone: string) => ({ id, ...DELIVERY_ADDRESS, phone });

describe("the delivery form's fill from the account", () => {
  it("splits the account's name at its first space, and takes its e-mail and the newest saved address's phone", () => {
    const account = { name: '  Asha  Devi Rao ', email: 'asha@example.com' };
    expect(accountFill(account, [saved('newer', '+911111111111'), saved('older', '+912222222222')])).toEqual({
      firstName: 'Asha',
      lastName: 'Devi Rao',
      email: 'asha@example.com',
      phone: '+911111111111',
    });
  });

  it('leaves the last name and phone empty for a one-word name and no saved address', () => {
    expect(accountFill({ name: 'Asha', email: 'asha@example.com' }, [])).toEqual({
      firstName: 'Asha',
      lastName: '',
      email: 'asha@example.com',
      phone: '',
    });
  });

  it('fills nothing when the account could not be had', () => {
    expect(accountFill(undefined, [])).toEqual({ firstName: '', lastName: '', email: '', phone: '' });
  });

  it('cuts a long name to what the form takes', () => {
    const { firstName, lastName } = accountFill({ name: `${'A'.repeat(70)} ${'R'.repeat(70)}`, email: 'a@b.c' }, []);
    expect([firstName?.length, lastName?.length]).toEqual([60, 60]);
  });
});
