// The order page's tax invoice and credit notes against answers written here (the contract's getOrder, orderInvoice
// and the credit note's PDF), with the real store and router: what the page says of them, what a download asks for
// and the file it offers, and a refusal read out.
import { configure, screen, within } from '@testing-library/react';
import { FAILURE_STATUS_HEADER } from '../../../../contract';
import { aProduct, anOrder, anOrderDetail } from '../../../test/builders';
import { renderApp } from '../../../test/render';
import { answerRequests, type MadeAnswer } from '../../../test/requests';
import { pdfAnswer, recordSavedFiles } from '../../../test/savedFiles';
import type { OrderDetail, TaxDocument } from '../ordersApi';

const PLACED = Date.UTC(2026, 2, 5, 10);
const DAY = 86_400_000;

const INVOICE: TaxDocument = { id: 'inv-1', number: 'KAP/26-27/000001', issuedAt: PLACED, amount: 1260 };
const CREDIT_NOTES: TaxDocument[] = [
  { id: 'cn-1', number: 'KCN/26-27/000001', issuedAt: PLACED + DAY, amount: 500 },
  { id: 'cn-2', number: 'KCN/26-27/000002', issuedAt: PLACED + 2 * DAY, amount: 250.5 },
];

const order = (overrides: Partial<OrderDetail> = {}, paymentMethod = 'Razorpay'): OrderDetail =>
  anOrderDetail(
    anOrder('order-1', [aProduct('shirt', { name: 'Blue shirt', price: 500 })], {
      paymentMethod,
      payment: paymentMethod !== 'COD',
      date: PLACED,
    }),
    overrides,
  );

const DETAIL = '/api/order/detail/order-1';
const INVOICE_PDF = '/api/order/invoice/order-1';
const NO_INVOICE =
  'This order has no tax invoice yet: it is issued when the order is paid, or delivered for cash on delivery.';
const signedIn = { preloadedState: { auth: { token: 'shopper-token' } } };

const refused =
  (status: number, message: string): MadeAnswer =>
  () =>
    Response.json({ success: false, message }, { status });

/** A PDF whose bytes the server holds back until the test releases them. */
function heldPdf(content: string) {
  let release = () => {};
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      release = () => {
        controller.enqueue(new TextEncoder().encode(content));
        controller.close();
      };
    },
  });
  const answer: MadeAnswer = () => new Response(body, { headers: { 'content-type': 'application/pdf' } });
  return { answer, release: () => release() };
}

const { files, revoked, offered } = recordSavedFiles();

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(20_000);

describe("the order page's tax invoice", () => {
  it('names the invoice and each credit note with its number, date and amount', async () => {
    answerRequests({ [DETAIL]: { success: true, order: order({ invoice: INVOICE, creditNotes: CREDIT_NOTES }) } });
    renderApp('/orders/order-1', signedIn);

    const part = await screen.findByRole('region', { name: 'Tax invoice' });
    expect(within(part).getByText('Invoice KAP/26-27/000001')).toBeTruthy();
    expect(within(part).getByText('Issued on 5 Mar 2026').getAttribute('datetime')).toBe(
      new Date(PLACED).toISOString(),
    );
    expect(within(part).getByRole('button', { name: 'Download invoice (PDF)' })).toBeTruthy();

    const notes = within(within(part).getByRole('list', { name: 'Credit notes' })).getAllByRole('listitem');
    expect(notes.map((note) => note.querySelector('p.number')?.textContent)).toEqual([
      'Credit note KCN/26-27/000001',
      'Credit note KCN/26-27/000002',
    ]);
    expect(notes[0]?.textContent).toContain('Issued on 6 Mar 2026 · Amount ₹500');
    expect(notes[1]?.textContent).toContain('Issued on 7 Mar 2026 · Amount ₹250.50');
    const second = within(notes[1] as HTMLElement);
    const named = second.getByRole('button', { name: 'Download credit note KCN/26-27/000002 (PDF)' });
    expect(named.textContent).toBe('Download credit note (PDF)');
  });

  it.each([
    ['an order paid online', order(), 'The tax invoice is issued once your payment is confirmed'],
    ['a cash order', order({}, 'COD'), 'The tax invoice is issued when the order is delivered and paid in cash'],
    ['a cancelled order', order({ status: 'Cancelled' }, 'COD'), 'No tax invoice was issued for this order.'],
  ])('says whether and when %s without one gets its invoice, and offers no download', async (_, answer, said) => {
    answerRequests({ [DETAIL]: { success: true, order: answer } });
    renderApp('/orders/order-1', signedIn);

    const part = await screen.findByRole('region', { name: 'Tax invoice' });
    expect(part.textContent).toContain(said);
    expect(within(part).queryByRole('button')).toBeNull();
    expect(within(part).queryByRole('list')).toBeNull();
  });

  it('downloads the invoice with the shopper’s token and offers it as a file named after its number', async () => {
    const sent = answerRequests({
      [DETAIL]: { success: true, order: order({ invoice: INVOICE }) },
      [INVOICE_PDF]: pdfAnswer('%PDF-1.7 invoice KAP/26-27/000001'),
    });
    const { user } = renderApp('/orders/order-1', signedIn);
    await user.click(await screen.findByRole('button', { name: 'Download invoice (PDF)' }));

    await screen.findByRole('button', { name: 'Download invoice (PDF)' });
    expect(sent.filter((request) => request.path === INVOICE_PDF)).toEqual([
      { method: 'GET', path: INVOICE_PDF, body: undefined, token: 'shopper-token' },
    ]);
    expect(offered).toEqual([{ href: 'blob:http://localhost/1', download: 'KAP-26-27-000001.pdf' }]);
    expect(files[0]?.type).toBe('application/pdf');
    expect(await files[0]?.text()).toBe('%PDF-1.7 invoice KAP/26-27/000001');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('downloads a credit note from its own path, named after its own number', async () => {
    const sent = answerRequests({
      [DETAIL]: { success: true, order: order({ invoice: INVOICE, creditNotes: CREDIT_NOTES }) },
      '/api/order/credit-note/cn-2': pdfAnswer('%PDF-1.7 credit note 2'),
    });
    const { user } = renderApp('/orders/order-1', signedIn);
    const name = 'Download credit note KCN/26-27/000002 (PDF)';
    await user.click(await screen.findByRole('button', { name }));

    await screen.findByRole('button', { name });
    expect(sent.map((request) => `${request.path} ${request.token}`)).toEqual([
      `${DETAIL} shopper-token`,
      '/api/order/credit-note/cn-2 shopper-token',
    ]);
    expect(offered).toEqual([{ href: 'blob:http://localhost/1', download: 'KCN-26-27-000002.pdf' }]);
    expect(await files[0]?.text()).toBe('%PDF-1.7 credit note 2');
  });

  it('says it is preparing the file while it comes, keeps the focus, and asks once however often it is pressed', async () => {
    const held = heldPdf('%PDF-1.7 held');
    const sent = answerRequests({
      [DETAIL]: { success: true, order: order({ invoice: INVOICE }) },
      [INVOICE_PDF]: held.answer,
    });
    const { user } = renderApp('/orders/order-1', signedIn);
    await user.click(await screen.findByRole('button', { name: 'Download invoice (PDF)' }));

    const working = await screen.findByRole('button', { name: 'Preparing the PDF…' });
    expect(working.getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(working);
    const part = screen.getByRole('region', { name: 'Tax invoice' });
    expect(within(part).getByRole('status').textContent).toBe('Preparing the PDF…');
    await user.keyboard('{Enter}');
    expect(sent.filter((request) => request.path === INVOICE_PDF)).toHaveLength(1);

    held.release();
    const ready = await screen.findByRole('button', { name: 'Download invoice (PDF)' });
    expect(ready.hasAttribute('aria-disabled')).toBe(false);
    expect(document.activeElement).toBe(ready);
    expect(within(part).getByRole('status').textContent).toBe('');
    expect(offered).toEqual([{ href: 'blob:http://localhost/1', download: 'KAP-26-27-000001.pdf' }]);
  });

  it('keeps the file it offered until the next one is offered or the page is left', async () => {
    answerRequests({
      [DETAIL]: { success: true, order: order({ invoice: INVOICE }) },
      [INVOICE_PDF]: pdfAnswer('%PDF-1.7 invoice'),
    });
    const { user, unmount } = renderApp('/orders/order-1', signedIn);
    const button = await screen.findByRole('button', { name: 'Download invoice (PDF)' });
    await user.click(button);
    await screen.findByRole('button', { name: 'Download invoice (PDF)' });
    expect(revoked).toEqual([]);

    await user.click(button);
    await screen.findByRole('button', { name: 'Download invoice (PDF)' });
    expect(offered.map((offer) => offer.href)).toEqual(['blob:http://localhost/1', 'blob:http://localhost/2']);
    expect(revoked).toEqual(['blob:http://localhost/1']);

    unmount();
    expect(revoked).toEqual(['blob:http://localhost/1', 'blob:http://localhost/2']);
  });

  it("reads out the server's refusal and offers no file", async () => {
    answerRequests({
      [DETAIL]: { success: true, order: order({ invoice: INVOICE }) },
      [INVOICE_PDF]: refused(404, NO_INVOICE),
    });
    const { user } = renderApp('/orders/order-1', signedIn);
    await user.click(await screen.findByRole('button', { name: 'Download invoice (PDF)' }));

    expect((await screen.findByRole('alert')).textContent).toBe(NO_INVOICE);
    expect(offered).toEqual([]);
    expect(files).toEqual([]);
  });

  it('reads a refusal answered with 200 and the failure header as a refusal too', async () => {
    const message = 'There is no such credit note.';
    answerRequests({
      [DETAIL]: { success: true, order: order({ invoice: INVOICE, creditNotes: CREDIT_NOTES }) },
      '/api/order/credit-note/cn-1': () =>
        Response.json({ success: false, message }, { headers: { [FAILURE_STATUS_HEADER]: '404' } }),
    });
    const { user } = renderApp('/orders/order-1', signedIn);
    await user.click(await screen.findByRole('button', { name: 'Download credit note KCN/26-27/000001 (PDF)' }));

    const notes = within(screen.getByRole('list', { name: 'Credit notes' })).getAllByRole('listitem');
    expect((await within(notes[0] as HTMLElement).findByRole('alert')).textContent).toBe(message);
    expect(within(notes[1] as HTMLElement).queryByRole('alert')).toBeNull();
    expect(offered).toEqual([]);
  });

  it('clears the refusal once a later try succeeds', async () => {
    let issued = false;
    answerRequests({
      [DETAIL]: { success: true, order: order({ invoice: INVOICE }) },
      [INVOICE_PDF]: ((request) =>
        issued ? pdfAnswer('%PDF-1.7')(request) : refused(404, NO_INVOICE)(request)) satisfies MadeAnswer,
    });
    const { user } = renderApp('/orders/order-1', signedIn);
    const button = await screen.findByRole('button', { name: 'Download invoice (PDF)' });
    await user.click(button);
    await screen.findByRole('alert');

    issued = true;
    await user.click(button);
    await screen.findByRole('button', { name: 'Download invoice (PDF)' });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(offered).toHaveLength(1);
  });

  it('speaks Hindi under /hi: the part, the invoice, its date and the credit notes', async () => {
    answerRequests({ [DETAIL]: { success: true, order: order({ invoice: INVOICE, creditNotes: CREDIT_NOTES }) } });
    renderApp('/hi/orders/order-1', signedIn);

    const part = await screen.findByRole('region', { name: 'टैक्स इनवॉइस' });
    expect(within(part).getByText('इनवॉइस KAP/26-27/000001')).toBeTruthy();
    expect(within(part).getByText('5 मार्च 2026 को जारी')).toBeTruthy();
    expect(within(part).getByRole('button', { name: 'इनवॉइस डाउनलोड करें (PDF)' })).toBeTruthy();
    const [first] = within(within(part).getByRole('list', { name: 'क्रेडिट नोट' })).getAllByRole('listitem');
    expect(first?.textContent).toContain('क्रेडिट नोट KCN/26-27/000001');
    expect(first?.textContent).toContain('6 मार्च 2026 को जारी · रकम ₹500');
  });
});
