// The operator's order screen's tax invoice and credit notes against answers written here (the contract's
// adminShowOrder, adminOrderInvoice and adminCreditNote), with the real store and router: the invoice's number and
// date, each credit note's number, date and amount, their PDFs asked for with the operator's token and offered as files
// named after their numbers; before the invoice is issued, when it will be; the server's refusal beside its button.
import { configure, screen, within } from '@testing-library/react';
import { aProduct, anOrder } from '../../../test/builders';
import { renderApp } from '../../../test/render';
import { answerRequests } from '../../../test/requests';
import { pdfAnswer, recordSavedFiles } from '../../../test/savedFiles';
import type { AdminOrder, TaxDocument } from '../adminApi';

const DELIVERED = Date.UTC(2026, 10, 20, 9);
const DAY = 24 * 60 * 60 * 1000;

const ORDER: AdminOrder = {
  ...anOrder('order-1', [aProduct('kurta', { name: 'Cotton kurta', price: 1289 })], {
    status: 'Delivered',
    payment: true,
    date: DELIVERED,
  }),
  userId: 'user-1',
  email: 'asha@example.in',
  cancelledPieces: 0,
};
const INVOICE: TaxDocument = { id: 'inv-1', number: 'KAP/26-27/000001', issuedAt: DELIVERED, amount: 1299 };
const CREDIT_NOTES: TaxDocument[] = [
  { id: 'cn-1', number: 'KCN/26-27/000001', issuedAt: DELIVERED + DAY, amount: 500 },
  { id: 'cn-2', number: 'KCN/26-27/000002', issuedAt: DELIVERED + 2 * DAY, amount: 250.5 },
];

const SHOW = '/api/admin/orders/order-1';
const INVOICE_PDF = '/api/admin/orders/order-1/invoice';
const CREDIT_NOTE_PDF = '/api/admin/credit-notes/cn-2';
const ADMIN_CALLS = {
  '/api/user/me': {
    success: true,
    account: { name: 'Op', email: 'op@example.in', emailConfirmed: true, createdAt: 1, role: 'admin' },
  },
  '/api/admin/returns': { success: true, returns: [] },
};
const shown = (invoice: TaxDocument | null, creditNotes: TaxDocument[] = []) => ({
  [SHOW]: {
    success: true,
    order: ORDER,
    lines: [],
    history: [],
    payments: [],
    refunds: [],
    refundDue: 0,
    invoice,
    creditNotes,
  },
});
const signedIn = { preloadedState: { auth: { token: 'admin-token' } } };

const { files, offered } = recordSavedFiles();

// The admin chunk loads on first use: on a busy machine that takes longer than the unit tests' usual second.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(15_000);

describe("the operator's order screen's tax invoice and credit notes", () => {
  it("shows the invoice's number and date, and downloads it with the operator's token as a file named after it", async () => {
    const sent = answerRequests({ ...ADMIN_CALLS, ...shown(INVOICE), [INVOICE_PDF]: pdfAnswer('%PDF-1.7 invoice') });
    const { user } = renderApp('/admin/orders/order-1', signedIn);
    const part = await screen.findByRole('region', { name: 'Tax invoice' });
    expect(within(part).getByText('Invoice KAP/26-27/000001 · Issued 20 Nov 2026')).toBeTruthy();
    expect(within(part).queryByRole('table')).toBeNull();
    await user.click(within(part).getByRole('button', { name: 'Download invoice (PDF)' }));

    await within(part).findByRole('button', { name: 'Download invoice (PDF)' });
    expect(sent.filter((request) => request.path === INVOICE_PDF).map(({ method, token }) => [method, token])).toEqual([
      ['GET', 'admin-token'],
    ]);
    expect(offered).toEqual([{ href: 'blob:http://localhost/1', download: 'KAP-26-27-000001.pdf' }]);
    expect(await files[0]?.text()).toBe('%PDF-1.7 invoice');
  });

  it('lists each credit note with its number, date and amount, and downloads the one asked for', async () => {
    const sent = answerRequests({
      ...ADMIN_CALLS,
      ...shown(INVOICE, CREDIT_NOTES),
      [CREDIT_NOTE_PDF]: pdfAnswer('%PDF-1.7 credit note 2'),
    });
    const { user } = renderApp('/admin/orders/order-1', signedIn);
    const part = await screen.findByRole('region', { name: 'Tax invoice' });
    expect(within(part).getByRole('heading', { name: 'Credit notes' })).toBeTruthy();
    const rows = within(within(part).getByRole('table')).getAllByRole('row');
    expect(rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent))).toEqual([
      ['Number', 'Issued', 'Amount', 'PDF'],
      ['KCN/26-27/000001', '21 Nov 2026', '₹500', 'Download (PDF)'],
      ['KCN/26-27/000002', '22 Nov 2026', '₹250.50', 'Download (PDF)'],
    ]);
    await user.click(within(part).getByRole('button', { name: 'Download credit note KCN/26-27/000002 (PDF)' }));

    await within(part).findByRole('button', { name: 'Download credit note KCN/26-27/000002 (PDF)' });
    expect(sent.filter((request) => request.path.startsWith('/api/admin/credit-notes/'))).toEqual([
      expect.objectContaining({ method: 'GET', path: CREDIT_NOTE_PDF, token: 'admin-token' }),
    ]);
    expect(offered).toEqual([{ href: 'blob:http://localhost/1', download: 'KCN-26-27-000002.pdf' }]);
    expect(await files[0]?.text()).toBe('%PDF-1.7 credit note 2');
  });

  it('says, in the page’s language, when the invoice will be issued, and offers no download before it is', async () => {
    const sent = answerRequests({ ...ADMIN_CALLS, ...shown(null) });
    renderApp('/hi/admin/orders/order-1', signedIn);
    const part = await screen.findByRole('region', { name: 'टैक्स इनवॉइस' });
    expect(within(part).getByText(/^कोई टैक्स इनवॉइस नहीं: /)).toBeTruthy();
    expect(within(part).queryByRole('button')).toBeNull();
    expect(within(part).queryByRole('heading', { name: 'क्रेडिट नोट' })).toBeNull();
    expect(sent.map((request) => request.path)).not.toContain(INVOICE_PDF);
  });

  it("says the server's refusal (in the page's language) beside the button", async () => {
    const message = 'दुकान कुछ देर के लिए उपलब्ध नहीं है। कृपया थोड़ी देर में फिर से कोशिश करें।';
    answerRequests({
      ...ADMIN_CALLS,
      ...shown(INVOICE),
      [INVOICE_PDF]: () => Response.json({ success: false, message }, { status: 503 }),
    });
    const { user } = renderApp('/hi/admin/orders/order-1', signedIn);
    const part = await screen.findByRole('region', { name: 'टैक्स इनवॉइस' });
    expect(within(part).getByText(/^इनवॉइस KAP\/26-27\/000001 · /)).toBeTruthy();
    await user.click(within(part).getByRole('button', { name: 'इनवॉइस डाउनलोड करें (PDF)' }));

    expect((await within(part).findByRole('alert')).textContent).toBe(message);
    expect(offered).toEqual([]);
  });
});
