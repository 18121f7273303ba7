// A delivered order's page offers to review each line, against answers written here (the contract's getOrder and
// listReviewable), with the real store and router: "Write a review" to the product's page while the line is not
// reviewed, "Reviewed" once it is, nothing for a line the shopper's reviewable lines do not hold.
import { configure, screen, within } from '@testing-library/react';
import { aProduct, anOrder, anOrderDetail, aReviewableLine } from '../../../test/builders';
import { renderApp } from '../../../test/render';
import { answerRequests } from '../../../test/requests';
import type { OrderDetail } from '../ordersApi';

const PLACED = Date.UTC(2026, 2, 5, 10);
const SHIRT = aProduct('blue shirt', { name: 'Blue shirt', nameHi: 'नीली शर्ट', price: 500 });
const TEE = aProduct('tee', { name: 'Plain tee', price: 250 });
const BRIEFS = aProduct('briefs', { name: 'Cotton briefs', price: 200 });

/** A shirt in M and L, a tee and briefs; `status` its status now. */
const orderIn = (status: string, steps: string[] = [status]): OrderDetail =>
  anOrderDetail(
    anOrder('order-1', [SHIRT, TEE, BRIEFS], {
      items: [
        { ...SHIRT, size: 'M', quantity: 1 },
        { ...SHIRT, size: 'L', quantity: 1 },
        { ...TEE, size: 'M', quantity: 1 },
        { ...BRIEFS, size: 'M', quantity: 1 },
      ],
      status,
      date: PLACED,
    }),
    { history: steps.map((step, index) => ({ status: step, date: PLACED + index * 86_400_000 })) },
  );

/** The shirt in M not reviewed yet, the tee reviewed; the briefs were cancelled before the order left. */
const REVIEWABLE = {
  success: true,
  lines: [
    aReviewableLine('blue shirt', 'M', null),
    aReviewableLine('blue shirt', 'L', null, 'order-2'),
    aReviewableLine('blue shirt', 'L', 'rev-2'),
    aReviewableLine('tee', 'M', 'rev-1'),
    aReviewableLine('briefs', 'M', null, 'order-2'),
  ],
};
const DETAIL = '/api/order/detail/order-1';
const signedIn = { preloadedState: { auth: { token: 'shopper-token' } } };

/** What each item of the page offers about a review. */
async function offers() {
  const items = await screen.findByRole('region', { name: /^(Items in this order|इस ऑर्डर का सामान)$/ });
  await within(items).findAllByText(/^(Reviewed|समीक्षा लिख दी)$/);
  return within(items)
    .getAllByRole('listitem')
    .filter((item) => item.querySelector('img'))
    .map((item) => {
      const link = within(item).queryByRole('link');
      const name = item.querySelector('p.name')?.textContent;
      if (link) return [name, link.textContent, link.getAttribute('aria-label'), link.getAttribute('href')];
      return [name, within(item).queryByText(/^(Reviewed|समीक्षा लिख दी)$/)?.textContent ?? null];
    });
}

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(15_000);

describe("a delivered order's reviews", () => {
  it('offers to review each line not reviewed yet, says Reviewed for the others, and nothing for a line it does not hold', async () => {
    const sent = answerRequests({
      [DETAIL]: { success: true, order: orderIn('Delivered', ['Order Placed', 'Shipped', 'Delivered']) },
      '/api/user/reviewable': REVIEWABLE,
    });
    renderApp('/orders/order-1', signedIn);
    expect(await offers()).toEqual([
      ['Blue shirt', 'Write a review', 'Write a review of Blue shirt, size M', '/product/blue%20shirt?review=order-1'],
      ['Blue shirt', 'Reviewed'],
      ['Plain tee', 'Reviewed'],
      ['Cotton briefs', null],
    ]);
    expect(sent.map((request) => [request.path, request.token])).toEqual([
      [DETAIL, 'shopper-token'],
      ['/api/user/reviewable', 'shopper-token'],
    ]);
  });

  it('still offers it while a return of the delivered order is under way', async () => {
    answerRequests({
      [DETAIL]: {
        success: true,
        order: orderIn('Return Requested', ['Order Placed', 'Delivered', 'Return Requested']),
      },
      '/api/user/reviewable': REVIEWABLE,
    });
    renderApp('/orders/order-1', signedIn);
    expect((await offers())[0]).toEqual([
      'Blue shirt',
      'Write a review',
      'Write a review of Blue shirt, size M',
      '/product/blue%20shirt?review=order-1',
    ]);
  });

  it('asks nothing and offers nothing before the order is delivered', async () => {
    const sent = answerRequests({ [DETAIL]: { success: true, order: orderIn('Out for delivery') } });
    renderApp('/orders/order-1', signedIn);
    expect(await screen.findByText('Status now: Out for delivery')).toBeTruthy();
    const items = screen.getByRole('region', { name: 'Items in this order' });
    expect(within(items).queryByRole('link')).toBeNull();
    expect(within(items).queryByText('Reviewed')).toBeNull();
    expect(sent.map((request) => request.path)).toEqual([DETAIL]);
  });

  it('says it in Hindi under /hi, with the link to the Hindi product page', async () => {
    answerRequests({
      [DETAIL]: { success: true, order: orderIn('Delivered') },
      '/api/user/reviewable': REVIEWABLE,
    });
    renderApp('/hi/orders/order-1', signedIn);
    expect(await offers()).toEqual([
      ['नीली शर्ट', 'समीक्षा लिखें', 'नीली शर्ट, साइज़ M की समीक्षा लिखें', '/hi/product/blue%20shirt?review=order-1'],
      ['नीली शर्ट', 'समीक्षा लिख दी'],
      ['Plain tee', 'समीक्षा लिख दी'],
      ['Cotton briefs', null],
    ]);
  });
});
