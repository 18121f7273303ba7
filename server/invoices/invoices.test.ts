// GST tax invoices through the real server on SQLite and PostgreSQL: an online order is invoiced when it is paid and a
// cash order when it is delivered, once, numbered from the year's series; 5% and 18% by the piece's price, CGST +
// SGST within the shop's state and IGST outside it, the lines summing to the order's value to the paisa; the PDF the
// shopper and the operator download holds the GSTIN, the number, the HSN codes and the tax lines.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { SHOP_LANGUAGE_HEADER, toPaise } from '../../contract';
import { describeEachDatabase, type TestShop } from '../test/harness';
import { TAX_DEFAULTS } from '../config';
import { invoiceSummaryOf, recordShopTax } from '.';
import { invoiceTestOrders } from '../test/invoiceTestOrders';
import { TAX_DOCUMENT_DOWNLOADS_PER_MINUTE } from './routes';
import { financialYear } from './taxMath';

// pdf-parse's index runs a self-test when loaded without a parent module: its library file is what it exports.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const pdfParse = require('pdf-parse/lib/pdf-parse.js') as (data: Buffer) => Promise<{ text: string }>;

const MUMBAI = { city: 'Mumbai', state: 'Maharashtra', zipcode: '400001' };

const invoiceOf = (shop: TestShop, orderId: string) =>
  shop.app.db.selectFrom('invoices').selectAll().where('order_id', '=', orderId).executeTakeFirst();
const linesOf = (shop: TestShop, invoiceId: string) =>
  shop.app.db.selectFrom('invoice_lines').selectAll().where('invoice_id', '=', invoiceId).orderBy('line_no').execute();

describeEachDatabase('tax invoices', (shop) => {
  const { operator, paidOnline, codOrder, move, deliver } = invoiceTestOrders(shop);

  it('invoices a paid online order within the state: 18% on the ₹3,000 piece, 5% on the ₹2,400 ones, CGST + SGST', async () => {
    const { orderId, amount } = await paidOnline();
    const invoice = await invoiceOf(shop(), orderId);
    expect(invoice).toBeDefined();
    if (!invoice) return;
    expect(invoice.number).toMatch(new RegExp(`^KAP/${financialYear(Date.now()).slice(2)}/\\d{6}$`));
    expect(invoice.intra_state).toBe(1);
    expect(await invoiceSummaryOf(shop().app.db, orderId)).toEqual({
      id: invoice.id,
      number: invoice.number,
      issuedAt: Number(invoice.issued_at),
      amount,
    });
    const lines = await linesOf(shop(), invoice.id);
    expect(lines.map((line) => [line.kind, line.hsn, line.quantity, line.rate_percent])).toEqual([
      ['goods', expect.stringMatching(/^\d{4}$/), 1, 18],
      ['goods', expect.stringMatching(/^\d{4}$/), 2, 5],
      ['delivery', '9965', 1, 18],
    ]);
    // ₹3,000 at 18%: ₹2,542.37 taxable, ₹457.63 tax in two halves.
    expect(lines[0]).toMatchObject({ taxable_paise: 254_237, cgst_paise: 22_881, sgst_paise: 22_882, igst_paise: 0 });
    // Two ₹2,400 pieces at 5%: ₹4,571.43 taxable, ₹228.57 tax.
    expect(lines[1]).toMatchObject({ taxable_paise: 457_143, cgst_paise: 11_428, sgst_paise: 11_429, igst_paise: 0 });
    for (const line of lines)
      expect(line.taxable_paise + line.cgst_paise + line.sgst_paise + line.igst_paise).toBe(line.total_paise);
    const sum = (pick: (line: (typeof lines)[number]) => number) => lines.reduce((a, line) => a + pick(line), 0);
    expect(sum((line) => line.taxable_paise + line.cgst_paise + line.sgst_paise)).toBe(toPaise(amount));
    expect(invoice.total_paise).toBe(toPaise(amount));
    expect(invoice.taxable_paise + invoice.cgst_paise + invoice.sgst_paise).toBe(toPaise(amount));
  });

  it('invoices a cash order delivered to another state with IGST alone, summing to the total, only once delivered', async () => {
    const { shopper, orderId, amount } = await codOrder(MUMBAI);
    await move(orderId, 'Packing');
    expect(await invoiceOf(shop(), orderId)).toBeUndefined();
    expect(await invoiceSummaryOf(shop().app.db, orderId)).toBeNull();
    const before = await shop().request({
      method: 'GET',
      url: `/api/order/invoice/${orderId}`,
      headers: { token: shopper.token },
    });
    expect(before.status).toBe(404);
    for (const status of ['Shipped', 'Out for delivery', 'Delivered'])
      expect((await move(orderId, status)).status).toBe(200);
    const invoice = await invoiceOf(shop(), orderId);
    if (!invoice) throw new Error('a delivered cash order has no invoice');
    expect(invoice).toMatchObject({ intra_state: 0, buyer_state: 'Maharashtra', cgst_paise: 0, sgst_paise: 0 });
    const lines = await linesOf(shop(), invoice.id);
    expect(lines.every((line) => line.cgst_paise === 0 && line.sgst_paise === 0 && line.igst_paise > 0)).toBe(true);
    expect(lines.reduce((sum, line) => sum + line.taxable_paise + line.igst_paise, 0)).toBe(toPaise(amount));
    expect(invoice.taxable_paise + invoice.igst_paise).toBe(toPaise(amount));
  });

  it("invoices a buyer who writes the shop's state by another name or spelling within the state: CGST + SGST", async () => {
    const spaced = await paidOnline({ state: 'karnataka ' });
    expect(await invoiceOf(shop(), spaced.orderId)).toMatchObject({ intra_state: 1, igst_paise: 0 });

    await recordShopTax(shop().app.db, { ...TAX_DEFAULTS, shopGstin: '21AAGCK1234E1Z8', shopState: 'Odisha' });
    try {
      const orissa = await paidOnline({ city: 'Bhubaneswar', state: 'Orissa', zipcode: '751001' });
      const invoice = await invoiceOf(shop(), orissa.orderId);
      // The order keeps the state as the directory names it, and the invoice says it so.
      expect(invoice).toMatchObject({ intra_state: 1, buyer_state: 'Odisha', igst_paise: 0 });
      expect(invoice?.cgst_paise).toBeGreaterThan(0);
      const mumbai = await paidOnline(MUMBAI);
      expect(await invoiceOf(shop(), mumbai.orderId)).toMatchObject({ intra_state: 0, cgst_paise: 0, sgst_paise: 0 });
    } finally {
      await recordShopTax(shop().app.db, shop().config);
    }
  });

  it('leaves pieces cancelled before delivery off a cash order’s invoice', async () => {
    const { shopper, orderId } = await codOrder();
    expect(
      (await shop().post('/api/order/cancel', { orderId, units: ['2.1'], reason: 'changedMind' }, shopper.token))
        .status,
    ).toBe(200);
    await deliver(orderId);
    const invoice = await invoiceOf(shop(), orderId);
    if (!invoice) throw new Error('a delivered cash order has no invoice');
    const lines = await linesOf(shop(), invoice.id);
    expect(lines.map((line) => line.quantity)).toEqual([1, 1, 1]);
    expect(invoice.total_paise).toBe(300_000 + 240_000 + 1_000);
  });

  it('issues one invoice however often the payment is confirmed, and numbers follow one another', async () => {
    const { shopper, payment, orderId } = await paidOnline();
    const first = await invoiceOf(shop(), orderId);
    for (let again = 0; again < 3; again += 1)
      expect((await shop().post('/api/order/verifyRazorpay', payment, shopper.token)).status).toBe(200);
    const invoices = await shop().app.db.selectFrom('invoices').selectAll().where('order_id', '=', orderId).execute();
    expect(invoices).toEqual([first]);
    const next = await paidOnline();
    const second = await invoiceOf(shop(), next.orderId);
    expect(second?.sequence).toBe((first?.sequence ?? 0) + 1);
    const series = await shop().app.db.selectFrom('invoice_series').selectAll().execute();
    expect(series.map((row) => Number(row.last_number))).toEqual([second?.sequence]);
  });

  it("gives the shopper their own invoice as a PDF holding the GSTIN, the number, the HSN codes and the tax lines, and nobody else's", async () => {
    const { shopper, orderId } = await paidOnline();
    const invoice = await invoiceOf(shop(), orderId);
    if (!invoice) throw new Error('a paid order has no invoice');
    const answer = await shop().app.inject({
      method: 'GET',
      url: `/api/order/invoice/${orderId}`,
      headers: { token: shopper.token },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const { text } = await pdfParse(answer.rawPayload);
    expect(text).toContain('Tax Invoice');
    expect(text).toContain('GSTIN: 29AAGCK1234E1ZS');
    expect(text).toContain(invoice.number);
    const lines = await linesOf(shop(), invoice.id);
    for (const line of lines) expect(text).toContain(line.hsn);
    expect(text).toContain('CGST');
    expect(text).toContain('SGST');
    expect(text).toContain('18%');
    expect(text).toContain('5%');
    expect(text).toContain('2,542.37');
    expect(text).toContain('₹');

    const stranger = await shop().newShopper();
    const theirs = await shop().request({
      method: 'GET',
      url: `/api/order/invoice/${orderId}`,
      headers: { token: stranger.token },
    });
    expect(theirs.status).toBe(404);
    const admin = await shop().app.inject({
      method: 'GET',
      url: `/api/admin/orders/${orderId}/invoice`,
      headers: { token: operator().token },
    });
    expect(admin.statusCode).toBe(200);
    expect(admin.headers['content-type']).toBe('application/pdf');
    const forbidden = await shop().request({
      method: 'GET',
      url: `/api/admin/orders/${orderId}/invoice`,
      headers: { token: shopper.token },
    });
    expect(forbidden.status).toBe(403);
  });

  it('draws an invoice once, on its first download, and sends the kept PDF after that', async () => {
    const { shopper, orderId } = await paidOnline();
    const invoice = await invoiceOf(shop(), orderId);
    if (!invoice) throw new Error('a paid order has no invoice');
    const kept = () =>
      shop()
        .app.db.selectFrom('tax_document_files')
        .selectAll()
        .where('document_id', '=', invoice.id)
        .executeTakeFirst();
    expect(await kept()).toBeUndefined();
    const download = () =>
      shop().app.inject({ method: 'GET', url: `/api/order/invoice/${orderId}`, headers: { token: shopper.token } });
    const first = await download();
    expect(first.statusCode).toBe(200);
    const row = await kept();
    expect(row).toMatchObject({ kind: 'invoice', etag: first.headers.etag });
    expect(Buffer.from(row?.bytes ?? []).equals(first.rawPayload)).toBe(true);

    // The kept bytes are what every later download sends, the operator's too: nothing is drawn again.
    const marked = Buffer.concat([first.rawPayload, Buffer.from('% kept\n')]);
    await shop()
      .app.db.updateTable('tax_document_files')
      .set({ bytes: marked, etag: '"marked"' })
      .where('document_id', '=', invoice.id)
      .execute();
    const second = await download();
    expect(second.statusCode).toBe(200);
    expect(second.headers.etag).toBe('"marked"');
    expect(second.rawPayload.equals(marked)).toBe(true);
    const admin = await shop().app.inject({
      method: 'GET',
      url: `/api/admin/orders/${orderId}/invoice`,
      headers: { token: operator().token },
    });
    expect(admin.rawPayload.equals(marked)).toBe(true);
  });

  it("limits a shopper's downloads of tax documents a minute, answering 429 with Retry-After in their language", async () => {
    const { shopper, orderId } = await paidOnline();
    const download = (headers: Record<string, string> = {}) =>
      shop().request({
        method: 'GET',
        url: `/api/order/invoice/${orderId}`,
        headers: { token: shopper.token, ...headers },
      });
    for (let time = 0; time < TAX_DOCUMENT_DOWNLOADS_PER_MINUTE; time += 1) expect((await download()).status).toBe(200);
    const refused = await download({ [SHOP_LANGUAGE_HEADER]: 'hi' });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((refused.body as { message: string }).message).toMatch(
      /^इस खाते से थोड़े समय में बहुत ज़्यादा बार बिल .* (सेकंड|मिनट) रुककर/,
    );
    expect(((await download()).body as { message: string }).message).toMatch(/^Too many downloads of invoices/);
    // Another shopper's downloads are their own.
    const other = await paidOnline();
    const theirs = await shop().request({
      method: 'GET',
      url: `/api/order/invoice/${other.orderId}`,
      headers: { token: other.shopper.token },
    });
    expect(theirs.status).toBe(200);
  });

  it('prints a Kannada name and street, and Tamil, Bengali and Urdu ones, in their own fonts, not blanks', async () => {
    const kannada = await paidOnline({ firstName: 'ರಮೇಶ್', lastName: 'ಕುಮಾರ್', street: '೧೨, ಗಾಂಧಿ ನಗರ, ಬೆಂಗಳೂರು' });
    const others = await paidOnline({ firstName: 'முருகன்', lastName: 'বাংলা', street: 'محمد علی روڈ 4' });
    const texts: string[] = [];
    const fonts: string[] = [];
    for (const { orderId } of [kannada, others]) {
      const answer = await shop().app.inject({
        method: 'GET',
        url: `/api/admin/orders/${orderId}/invoice`,
        headers: { token: operator().token },
      });
      expect(answer.statusCode).toBe(200);
      // Composed as typed: the PDF's text names a vowel sign by its parts (ೇ as ೆ and ೕ).
      texts.push((await pdfParse(answer.rawPayload)).text.normalize('NFC'));
      fonts.push(...(answer.rawPayload.toString('latin1').match(/\/BaseFont \/[A-Z]{6}\+[A-Za-z-]+/g) ?? []));
      // Each font holds only the glyphs the document uses: a few tens of kilobytes in all.
      expect(answer.rawPayload.length).toBeLessThan(150_000);
    }
    for (const word of ['ರಮೇಶ್', 'ಕುಮಾರ್', 'ಗಾಂಧಿ', 'ಬೆಂಗಳೂರು']) expect(texts[0]).toContain(word);
    for (const word of ['முருகன்', 'বাংলা', 'محمد', 'علی']) expect(texts[1]).toContain(word);
    const families = new Set(fonts.map((name) => name.replace(/^\/BaseFont \/[A-Z]{6}\+/, '').replace(/-.*$/, '')));
    expect(families).toEqual(
      new Set(['NotoSansDevanagari', 'NotoSansKannada', 'NotoSansTamil', 'NotoSansBengali', 'NotoSansArabic']),
    );
  });

  it('writes Hindi product names in Devanagari in the PDF', async () => {
    const font = await readFile(
      path.join(
        path.dirname(require.resolve('@fontsource/noto-sans-devanagari/LICENSE')),
        'files',
        'noto-sans-devanagari-devanagari-400-normal.woff',
      ),
    );
    expect(font.length).toBeGreaterThan(10_000);
    const { orderId } = await paidOnline();
    const invoice = await invoiceOf(shop(), orderId);
    if (!invoice) throw new Error('a paid order has no invoice');
    await shop()
      .app.db.updateTable('invoice_lines')
      .set({ name_hi: 'सूती कुर्ता' })
      .where('invoice_id', '=', invoice.id)
      .where('line_no', '=', 1)
      .execute();
    const answer = await shop().app.inject({
      method: 'GET',
      url: `/api/admin/orders/${orderId}/invoice`,
      headers: { token: operator().token },
    });
    const { text } = await pdfParse(answer.rawPayload);
    expect(text).toContain('सूती');
    expect(text).toMatch(/NotoSansDevanagari|[\u0900-\u097F]/);
  });
});
