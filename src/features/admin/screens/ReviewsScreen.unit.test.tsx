// The operator's reviews (/admin/reviews) against answers written here (the contract's adminListReviews and
// adminSetReviewVisibility), with the real store and router: a shop that keeps what the screen decides, as the server
// does (reported first, a decision settles the reports).
import { configure, screen, waitFor, within } from '@testing-library/react';
import { aReview } from '../../../test/builders';
import { renderApp } from '../../../test/render';
import { answerRequests, type SentRequest } from '../../../test/requests';
import type { AdminReview } from '../adminApi';

const ADMIN = {
  success: true,
  account: { name: 'Op', email: 'op@example.in', emailConfirmed: true, createdAt: 1, role: 'admin' },
};
const signedIn = { preloadedState: { auth: { token: 'admin-token' } } };
const WRITTEN = Date.UTC(2026, 10, 20, 9);

const review = (id: string, more: Partial<AdminReview>): AdminReview => ({
  ...aReview(id, { createdAt: WRITTEN }),
  productName: 'Blue shirt',
  hidden: false,
  hiddenReason: null,
  reports: 0,
  ...more,
});

const REPORTED = review('r1', {
  stars: 2,
  fit: 'small',
  size: 'L',
  title: '<b>Bad</b></script><script>alert(1)</script>',
  text: 'Tight at the chest.\nBuy one size up.',
  reports: 3,
});
const HIDDEN = review('r2', {
  productId: 'red-skirt',
  productName: 'Red skirt',
  stars: 1,
  fit: 'large',
  size: 'S',
  text: 'Cheap copies at example.com',
  author: 'Spam',
  hidden: true,
  hiddenReason: 'Advertising',
});
const SHOWN = review('r3', { stars: 5, title: 'बहुत अच्छा', language: 'hi', author: 'Asha', size: 'XL' });

/** A shop keeping the reviews' visibility; `asked` fills with the query of each list asked for. */
function reviewsServer() {
  let reviews = [REPORTED, HIDDEN, SHOWN];
  const asked: string[] = [];
  const listed = () => {
    const filter = new URLSearchParams(asked.at(-1)).get('filter') ?? 'all';
    const chosen = reviews.filter((one) => filter === 'all' || (filter === 'hidden' ? one.hidden : one.reports > 0));
    return Response.json({ success: true, reviews: chosen });
  };
  const decided = (request: SentRequest) => {
    const id = request.path.split('/')[4];
    const { hidden, reason } = request.body as { hidden: boolean; reason: string };
    reviews = reviews.map((one) =>
      one.id === id ? { ...one, hidden, hiddenReason: hidden ? reason : null, reports: 0 } : one,
    );
    return Response.json({ success: true, review: reviews.find((one) => one.id === id) });
  };
  const sent = answerRequests({
    '/api/user/me': ADMIN,
    '/api/admin/reviews': listed,
    ...Object.fromEntries(reviews.map((one) => [`/api/admin/reviews/${one.id}/visibility`, decided])),
  });
  const answer = globalThis.fetch;
  globalThis.fetch = (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (url.pathname === '/api/admin/reviews') asked.push(url.search);
    return answer(input, init);
  };
  return { sent, asked };
}

const decisions = (sent: SentRequest[]) =>
  sent.filter((request) => request.method === 'POST').map(({ path, body }) => [path, body]);
const cards = () => screen.getAllByRole('article');
const cardOf = (name: RegExp | string, author: string) =>
  screen.getAllByRole('article', { name }).find((card) => within(card).queryByText(new RegExp(`^By ${author},`)));

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(15_000);

describe("the operator's reviews", () => {
  it('lists every review, reported first, with its product, stars, fit, size, words as plain text, reports and state', async () => {
    reviewsServer();
    renderApp('/admin/reviews', signedIn);
    const nav = await screen.findByRole('navigation', { name: 'Admin sections' });
    expect(within(nav).getByRole('link', { name: 'Reviews' }).getAttribute('aria-current')).toBe('page');
    await screen.findByRole('region', { name: "Buyers' reviews" });
    await waitFor(() => expect(cards()).toHaveLength(3));
    expect(cards().map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Blue shirt',
      'Red skirt',
      'Blue shirt',
    ]);

    const reported = cards()[0] as HTMLElement;
    expect(within(reported).getByRole('link', { name: 'Blue shirt' }).getAttribute('href')).toBe('/product/blue-shirt');
    for (const fact of ['2 of 5 stars', 'Runs small', 'Size L', 'Written in English', '3 open reports'])
      expect(within(reported).getByText(fact)).toBeTruthy();
    expect(within(reported).getByText('Shown to shoppers')).toBeTruthy();
    // The buyer's words as they wrote them: text, never markup, line breaks kept.
    const title = within(reported).getByText('<b>Bad</b></script><script>alert(1)</script>');
    expect(title.tagName).toBe('P');
    expect(reported.querySelector('b, script')).toBeNull();
    expect(within(reported).getByText(/^Tight at the chest\./).textContent).toBe(
      'Tight at the chest.\nBuy one size up.',
    );

    const hidden = cards()[1] as HTMLElement;
    expect(within(hidden).getByText('Hidden from shoppers: Advertising')).toBeTruthy();
    expect(within(hidden).getByText('No open reports')).toBeTruthy();
    expect(within(hidden).getByRole('button', { name: "Show Spam's review of Red skirt again" })).toBeTruthy();

    const hindi = cards()[2] as HTMLElement;
    expect(within(hindi).getByText('बहुत अच्छा').getAttribute('lang')).toBe('hi');
    expect(within(hindi).getByText('Written in Hindi')).toBeTruthy();
  });

  it('hides a review only with a reason, and shows a hidden one again', async () => {
    const { sent } = reviewsServer();
    const { user } = renderApp('/admin/reviews', signedIn);
    await waitFor(() => expect(cards()).toHaveLength(3));
    const reported = cardOf('Blue shirt', 'Ravi') as HTMLElement;
    const hide = within(reported).getByRole('button', { name: "Hide Ravi's review of Blue shirt" });

    await user.click(hide);
    expect(within(reported).getByRole('alert').textContent).toBe('Give a reason first.');
    await user.type(within(reported).getByRole('textbox', { name: 'Reason for hiding it' }), '   ');
    await user.click(hide);
    expect(decisions(sent)).toEqual([]);

    await user.type(within(reported).getByRole('textbox', { name: 'Reason for hiding it' }), ' Rude words ');
    await user.click(hide);
    expect(await screen.findByText("Ravi's review of Blue shirt is hidden.")).toBeTruthy();
    await waitFor(() => expect(within(reported).getByText('Hidden from shoppers: Rude words')).toBeTruthy());
    expect(within(reported).getByText('No open reports')).toBeTruthy();
    expect(within(reported).queryByRole('alert')).toBeNull();

    const spam = cardOf('Red skirt', 'Spam') as HTMLElement;
    await user.type(within(spam).getByRole('textbox', { name: 'Reason for showing it again' }), 'Read again: fine');
    await user.click(within(spam).getByRole('button', { name: "Show Spam's review of Red skirt again" }));
    expect(await screen.findByText("Spam's review of Red skirt is shown again.")).toBeTruthy();
    await waitFor(() => expect(within(spam).getByText('Shown to shoppers')).toBeTruthy());
    expect(decisions(sent)).toEqual([
      ['/api/admin/reviews/r1/visibility', { hidden: true, reason: 'Rude words' }],
      ['/api/admin/reviews/r2/visibility', { hidden: false, reason: 'Read again: fine' }],
    ]);
  });

  it('shows only the reported or only the hidden reviews, and says when there are none', async () => {
    const { asked } = reviewsServer();
    const { user } = renderApp('/admin/reviews', signedIn);
    await waitFor(() => expect(cards()).toHaveLength(3));
    const show = screen.getByRole('combobox', { name: 'Show' });

    await user.selectOptions(show, 'Hidden');
    await waitFor(() =>
      expect(cards().map((card) => within(card).getByRole('heading').textContent)).toEqual(['Red skirt']),
    );
    await user.selectOptions(show, 'Reported');
    await waitFor(() => expect(cards()).toHaveLength(1));
    const reported = cards()[0] as HTMLElement;
    await user.type(within(reported).getByRole('textbox', { name: 'Reason for hiding it' }), 'Rude words');
    await user.click(within(reported).getByRole('button', { name: "Hide Ravi's review of Blue shirt" }));
    expect(await screen.findByText('No reported review waits for a decision.')).toBeTruthy();
    expect(asked).toEqual(['?filter=all', '?filter=hidden', '?filter=reported', '?filter=reported']);
  });

  it('says what the server refused', async () => {
    answerRequests({
      '/api/user/me': ADMIN,
      '/api/admin/reviews': { success: true, reviews: [REPORTED] },
      '/api/admin/reviews/r1/visibility': () =>
        Response.json({ success: false, message: 'No such review.' }, { status: 404 }),
    });
    const { user } = renderApp('/admin/reviews', signedIn);
    await user.type(await screen.findByRole('textbox', { name: 'Reason for hiding it' }), 'Rude words');
    await user.click(screen.getByRole('button', { name: "Hide Ravi's review of Blue shirt" }));
    expect(await screen.findByText('That did not work: No such review.')).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Reason for hiding it' }).value).toBe('Rude words');
  });

  it('says everything in Hindi under /hi/admin/reviews', async () => {
    reviewsServer();
    renderApp('/hi/admin/reviews', signedIn);
    expect(await screen.findByRole('link', { name: 'समीक्षाएँ' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'खरीदारों की समीक्षाएँ' })).toBeTruthy();
    await waitFor(() => expect(cards()).toHaveLength(3));
    const reported = cards()[0] as HTMLElement;
    for (const fact of ['5 में से 2 तारे', 'छोटा आता है', 'साइज़ L', '3 खुली शिकायतें', 'ग्राहकों को दिखती है'])
      expect(within(reported).getByText(fact)).toBeTruthy();
    expect(within(reported).getByRole('button', { name: 'Blue shirt की Ravi की समीक्षा छिपाएँ' })).toBeTruthy();
    expect(screen.getByText('ग्राहकों से छिपी: Advertising')).toBeTruthy();
  });
});
