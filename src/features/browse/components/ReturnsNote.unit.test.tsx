// The product page's returns note, against answers written here (getProduct, listPaymentMethods), with the real store
// and router: the shop's window once the app has started, or that the product cannot go back.
import { configure, screen, waitFor } from '@testing-library/react';
import { aProduct } from '../../../test/builders';
import { callsSettled, renderApp } from '../../../test/render';
import { answerRequests } from '../../../test/requests';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(15_000);

const methods = (returnWindowDays: number) => ({ success: true, methods: ['cod'], sandbox: [], returnWindowDays });

function productPage(returnable: boolean, returnWindowDays: number) {
  const product = aProduct('briefs', {
    name: 'Cotton briefs',
    sizes: ['S', 'M'],
    ...(returnable ? {} : { returnable: false }),
  });
  const sent = answerRequests({
    '/api/product/detail/briefs': { success: true, product, related: [] },
    '/api/payment/methods': methods(returnWindowDays),
  });
  const { store } = renderApp('/product/briefs');
  return { sent, store };
}

describe("the product page's returns note", () => {
  it("says the shop's return window beside the sizes", async () => {
    productPage(true, 7);
    expect(await screen.findByText('Returns and size exchanges within 7 days of delivery')).toBeTruthy();
  });

  it('says nothing of returns when the shop takes none', async () => {
    const { sent, store } = productPage(true, 0);
    await screen.findByRole('heading', { level: 1, name: 'Cotton briefs' });
    await waitFor(() => expect(sent.map((request) => request.path)).toContain('/api/payment/methods'));
    await callsSettled(store);
    expect(sent.map((request) => request.path)).toContain('/api/payment/methods');
    expect(screen.queryByText(/Returns and size exchanges/)).toBeNull();
  });

  it('says a product the shop marks not returnable cannot be returned or exchanged, without asking the window', async () => {
    const { sent } = productPage(false, 7);
    expect(await screen.findByText('This product cannot be returned or exchanged.')).toBeTruthy();
    expect(screen.queryByText(/Returns and size exchanges/)).toBeNull();
    expect(sent.map((request) => request.path)).not.toContain('/api/payment/methods');
  });
});
