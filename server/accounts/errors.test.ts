// The accounts wing's refusals in Hindi; their message stays English for logs and the CLI.
import { say } from '../messages';
import { LoginsDelayed } from './errors';

describe("the accounts wing's refusals", () => {
  it('say the login wait in Hindi with its seconds, and in English as before', () => {
    const delayed = new LoginsDelayed(30);
    expect(delayed.message).toBe('Too many failed logins for this account. Please wait 30 seconds and try again.');
    expect(delayed.shopperMessage && say(delayed.shopperMessage, 'hi')).toBe(
      'इस खाते में बहुत बार गलत लॉग इन हुआ है। कृपया 30 सेकंड रुककर फिर से कोशिश करें।',
    );
  });
});
