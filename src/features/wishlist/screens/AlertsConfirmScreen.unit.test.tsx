// The back-in-stock confirmation page against answers written here from the contract (confirmStockAlert), with the real
// store and router: it confirms once as it opens, says the server's answer or refusal, and asks nothing without a token.
import { configure, screen } from '@testing-library/react';
import { renderApp } from '../../../test/render';
import { answerRequests, type SentRequest } from '../../../test/requests';

// The screen's chunk loads on first use: on a busy machine that takes longer than the unit tests' usual second.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(15_000);

const CONFIRMED = 'Confirmed: we will e-mail asha@example.in once when size M of Cotton Kurta is back.';
const bodies = (sent: SentRequest[]) =>
  sent.filter((request) => request.path === '/api/stock-alerts/confirm').map((request) => request.body);

describe('the back-in-stock confirmation page', () => {
  it("confirms the link's alert once as it opens, saying so while it works and then the server's words", async () => {
    let answer: (response: Response) => void = () => undefined;
    const sent = answerRequests({
      '/api/stock-alerts/confirm': () => new Promise<Response>((resolve) => (answer = resolve)) as unknown as Response,
    });
    renderApp('/alerts/confirm?token=alert.time.signature');
    await screen.findByRole('heading', { level: 1, name: 'STOCK ALERTS' });
    await screen.findByText('Confirming your back-in-stock e-mail…');
    answer(Response.json({ success: true, message: CONFIRMED, inStock: false }));
    expect((await screen.findByText(CONFIRMED)).closest('[role="status"]')).not.toBeNull();
    expect(bodies(sent)).toEqual([{ token: 'alert.time.signature' }]);
    expect(screen.getByRole('link', { name: 'Go on shopping' }).getAttribute('href')).toBe('/collection');
  });

  it("says the server's refusal of a link, in its words", async () => {
    const refused = 'This confirmation link has expired: links work for 7 days.';
    answerRequests({
      '/api/stock-alerts/confirm': () => Response.json({ success: false, message: refused }, { status: 400 }),
    });
    renderApp('/alerts/confirm?token=old.link.signature');
    expect((await screen.findByRole('alert')).textContent).toContain(refused);
    expect(screen.queryByText(CONFIRMED)).toBeNull();
  });

  it('asks nothing of the server for a link without its token', async () => {
    const sent = answerRequests({});
    renderApp('/alerts/confirm');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'This link is incomplete: open the whole link from the e-mail.',
    );
    expect(bodies(sent)).toEqual([]);
  });
});
