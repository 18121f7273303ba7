// The payments wing's refusals in Hindi with their values; their message stays English for logs and the CLI.
import type { DomainError } from '../errors';
import { say } from '../messages';
import { PaymentForChangedProduct } from './errors';

const inHindi = (error: DomainError) => (error.shopperMessage ? say(error.shopperMessage, 'hi') : undefined);

describe("the payments wing's refusals", () => {
  it('say why a payment for a changed product was not taken', () => {
    const changed = new PaymentForChangedProduct('ord-1', 'price changed');
    expect(changed.message).toMatch(/because the price of a product in it changed while you were paying/);
    // The shopper reads the order by its number.
    expect(inHindi(changed)).toMatch(/^ऑर्डर ORD-1 का यह भुगतान .* कीमत बदल गई।/);
  });
});
