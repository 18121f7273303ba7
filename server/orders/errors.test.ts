// The orders wing's refusals in Hindi with their values; their message stays English for logs and the CLI.
import type { DomainError } from '../errors';
import { say } from '../messages';
import { SizeCapExceeded, UnpaidLimitReached } from './errors';

const inHindi = (error: DomainError) => (error.shopperMessage ? say(error.shopperMessage, 'hi') : undefined);

describe("the orders wing's refusals", () => {
  it('say the unpaid caps in Hindi with their numbers, and in English as before', () => {
    const orders = new UnpaidLimitReached({ orders: 3, units: 4 }, { orders: 3, units: 40 });
    expect(orders.message).toBe(
      'You have 3 orders not yet paid for or delivered, the most an account may have. Please wait until one is delivered before ordering more, or contact us.',
    );
    expect(inHindi(orders)).toMatch(/^आपके 3 ऑर्डर ऐसे हैं/);
    expect(inHindi(new UnpaidLimitReached({ orders: 1, units: 39 }, { orders: 3, units: 40 }))).toMatch(
      /^इस ऑर्डर से बिना भुगतान या बिना मिले नगों की संख्या 40 से ज़्यादा/,
    );
  });

  it("say the per-size cap with the line's name, size and quantity", () => {
    expect(inHindi(new SizeCapExceeded({ name: 'Kurta', size: 'M', quantity: 12 }, 10))).toBe(
      'एक बार में एक साइज़ के ज़्यादा से ज़्यादा 10 नग ऑर्डर किए जा सकते हैं (Kurta, साइज़ M के 12)। कृपया कार्ट में संख्या कम करें।',
    );
  });
});
