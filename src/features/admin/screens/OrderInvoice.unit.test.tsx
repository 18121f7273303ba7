// The operator's order screen's tax invoice against answers written here (the contract's adminShowOrder and
// adminOrderInvoice), with the real store and router: the PDF asked for with the operator's token and offered as a
// file, and the server's refusal of an order with no invoice yet.
import { configure, screen, within } from '@testing-library/react';
import { aProduct, anOrder } from '../../../test/builders';
import { renderApp } from '../../../test/render';
import { answerRequests } from '../../../test/requests';
import { pdfAnswer, recordSavedFiles } from '../../../test/savedFiles';
import type { AdminOrder } from '../adminApi';

const ORDER: AdminOrder = {
  ...anOrder('order-1', [aProduct('kurta', { name: 'Cotton kurta', price: 1289 })], {
    status: 'Delivered',
    payment: true,
    date: Date.UTC(2026, 10, 20, 9),
  }),
  userId: 'user-1',
  email: 'asha@example.in',
};

const INVOICE_PDF = '/api/admin/orders/order-1/invoice';
const ADMIN_CALLS = {
  '/api/user/me': {
    success: true,
    account: { name: 'Op', email: 'op@example.in', emailConfirmed: true, createdAt: 1, role: 'admin' },
  },
  '/api/admin/returns': { success: true, returns: [] },
  '/api/admin/orders/order-1': { success: true, order: ORDER, history: [], refunds: [], refundDue: 0 },
};
const signedIn = { preloadedState: { auth: { token: 'admin-token' } } };

const { files, offered } = recordSavedFiles();

// The admin chunk loads on first use: on a busy machine that takes longer than the unit tests' usual second.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(15_000);

describe("the operator's order screen's tax invoice", () => {
  it("downloads the order's invoice with the operator's token and offers it as a file named after the order", async () => {
    const sent = answerRequests({ ...ADMIN_CALLS, [INVOICE_PDF]: pdfAnswer('%PDF-1.7 invoice') });
    const { user } = renderApp('/admin/orders/order-1', signedIn);
    const part = await screen.findByRole('region', { name: 'Tax invoice' });
    await user.click(within(part).getByRole('button', { name: 'Download invoice (PDF)' }));

    await within(part).findByRole('button', { name: 'Download invoice (PDF)' });
    expect(sent.filter((request) => request.path === INVOICE_PDF).map(({ method, token }) => [method, token])).toEqual([
      ['GET', 'admin-token'],
    ]);
    expect(offered).toEqual([{ href: 'blob:http://localhost/1', download: 'invoice-order-ORDER-1.pdf' }]);
    expect(await files[0]?.text()).toBe('%PDF-1.7 invoice');
  });

  it("says the server's refusal (in the page's language) beside the button when there is no invoice yet", async () => {
    const message =
      'इस ऑर्डर का टैक्स इनवॉइस अभी नहीं बना है: ऑर्डर का भुगतान होने पर, या कैश ऑन डिलीवरी में डिलीवरी होने पर बनता है।';
    answerRequests({
      ...ADMIN_CALLS,
      [INVOICE_PDF]: () => Response.json({ success: false, message }, { status: 404 }),
    });
    const { user } = renderApp('/hi/admin/orders/order-1', signedIn);
    const part = await screen.findByRole('region', { name: 'टैक्स इनवॉइस' });
    await user.click(within(part).getByRole('button', { name: 'इनवॉइस डाउनलोड करें (PDF)' }));

    expect((await within(part).findByRole('alert')).textContent).toBe(message);
    expect(offered).toEqual([]);
  });
});
