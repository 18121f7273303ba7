// GST credit notes through the real server on SQLite and PostgreSQL: a paid order cancelled in part and then in whole,
// by the shopper or the operator, and a returned piece refunded, each get a credit note against the invoice whose
// total is what was given back and whose lines carry the invoice lines' rates and tax split; a whole order credited
// comes to zero in every column. A cash order cancelled before delivery (never invoiced) and an exchange get none; a
// retry never issues twice; the order's page names the credit notes and their PDFs open for their owner only.
import type { Selectable } from 'kysely';
import { toPaise, toRupees } from '../../contract';
import type { CreditNoteLinesTable, CreditNotesTable, InvoiceLinesTable, InvoicesTable } from '../db/schema';
import { orderDetail } from '../test/fixtures';
import { describeEachDatabase, type TestShop } from '../test/harness';
import { issueCreditNoteIn } from '.';
import { invoiceTestOrders, type TestOrder } from '../test/invoiceTestOrders';
import { financialYear } from './taxMath';

// pdf-parse's index runs a self-test when loaded without a parent module: its library file is what it exports.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const pdfParse = require('pdf-parse/lib/pdf-parse.js') as (data: Buffer) => Promise<{ text: string }>;

const MUMBAI = { city: 'Mumbai', state: 'Maharashtra', zipcode: '400001' };
const COLUMNS = ['taxable_paise', 'cgst_paise', 'sgst_paise', 'igst_paise', 'total_paise'] as const;

type Amounts = Pick<Selectable<InvoicesTable>, (typeof COLUMNS)[number]>;
const columnsOf = (row: Amounts) => COLUMNS.map((column) => row[column]);
const summed = (rows: readonly Amounts[]) => COLUMNS.map((column) => rows.reduce((sum, row) => sum + row[column], 0));

async function invoiceOf(shop: TestShop, orderId: string) {
  const invoice = await shop.app.db
    .selectFrom('invoices')
    .selectAll()
    .where('order_id', '=', orderId)
    .executeTakeFirstOrThrow();
  const lines = await shop.app.db
    .selectFrom('invoice_lines')
    .selectAll()
    .where('invoice_id', '=', invoice.id)
    .orderBy('line_no')
    .execute();
  return { invoice, lines };
}

interface IssuedNote {
  note: Selectable<CreditNotesTable>;
  lines: Selectable<CreditNoteLinesTable>[];
}

async function creditNotesOf(shop: TestShop, orderId: string): Promise<IssuedNote[]> {
  const notes = await shop.app.db
    .selectFrom('credit_notes')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('sequence')
    .execute();
  return Promise.all(
    notes.map(async (note) => ({
      note,
      lines: await shop.app.db
        .selectFrom('credit_note_lines')
        .selectAll()
        .where('credit_note_id', '=', note.id)
        .orderBy('line_no')
        .execute(),
    })),
  );
}

const refundsOf = (shop: TestShop, orderId: string) =>
  shop.app.db.selectFrom('refunds').selectAll().where('order_id', '=', orderId).orderBy('created_at').execute();

/** Each credit note line keeps the rate, HSN and tax kind of the invoice line it reverses. */
function expectInvoiceRates(lines: readonly Selectable<CreditNoteLinesTable>[], invoiceLines: InvoiceLinesRows) {
  for (const line of lines) {
    const reversed = invoiceLines.find((row) => row.line_no === line.invoice_line_no);
    expect(reversed).toBeDefined();
    expect([line.kind, line.hsn, line.rate_percent]).toEqual([reversed?.kind, reversed?.hsn, reversed?.rate_percent]);
    expect(line.taxable_paise + line.cgst_paise + line.sgst_paise + line.igst_paise).toBe(line.total_paise);
  }
}
type InvoiceLinesRows = ReadonlyArray<Selectable<InvoiceLinesTable>>;

describeEachDatabase(
  'credit notes',
  (shop) => {
    const { operator, dear, paidOnline, codOrder, move, deliver } = invoiceTestOrders(shop);
    const cancel = ({ shopper, orderId }: TestOrder, units?: string[]) =>
      shop().post('/api/order/cancel', { orderId, reason: 'changedMind', units }, shopper.token);
    const ask = ({ shopper, orderId }: TestOrder, body: Record<string, unknown>) =>
      shop().post('/api/order/return', { orderId, reason: 'tooSmall', ...body }, shopper.token);
    const step = (requestId: string, to: string) =>
      shop().post(`/api/admin/returns/${requestId}/step`, { to }, operator().token);

    it('credits a paid order cancelled in part, then in whole, what each refund gave back, at the invoice’s rates and split', async () => {
      const order = await paidOnline();
      const { invoice, lines } = await invoiceOf(shop(), order.orderId);
      expect((await cancel(order, ['2.1'])).status).toBe(200);

      const [part] = await creditNotesOf(shop(), order.orderId);
      if (!part) throw new Error('a part cancellation of a paid order has no credit note');
      const [partRefund] = await refundsOf(shop(), order.orderId);
      expect(part.note).toMatchObject({
        invoice_id: invoice.id,
        reason: 'cancellation',
        intra_state: 1,
        total_paise: partRefund?.amount_paise,
      });
      expect(part.note.number).toMatch(new RegExp(`^KCN/${financialYear(Date.now()).slice(2)}/\\d{6}$`));
      // One ₹2,400 piece of the invoice's 5% line: ₹2,285.71 taxable, ₹114.29 tax in two halves.
      expect(part.lines).toEqual([
        expect.objectContaining({ invoice_line_no: 2, quantity: 1, rate_percent: 5, total_paise: 240_000 }),
      ]);
      expect(part.lines[0]).toMatchObject({ taxable_paise: 228_571, cgst_paise: 5_714, sgst_paise: 5_715 });
      expectInvoiceRates(part.lines, lines);

      expect((await cancel(order)).status).toBe(200);
      const notes = await creditNotesOf(shop(), order.orderId);
      expect(notes).toHaveLength(2);
      const rest = notes[1] as IssuedNote;
      const refunds = await refundsOf(shop(), order.orderId);
      expect(refunds.map((refund) => refund.amount_paise)).toEqual(notes.map(({ note }) => note.total_paise));
      expect(rest.note.sequence).toBe(part.note.sequence + 1);
      // The rest: the ₹3,000 piece, the other ₹2,400 piece and the delivery fee, each at its invoice line's rate.
      expect(rest.lines.map((line) => [line.invoice_line_no, line.kind, line.quantity, line.rate_percent])).toEqual([
        [1, 'goods', 1, 18],
        [2, 'goods', 1, 5],
        [3, 'delivery', 1, 18],
      ]);
      expect(columnsOf(rest.lines[0] as Amounts)).toEqual(columnsOf(lines[0] as Amounts));
      expectInvoiceRates(rest.lines, lines);
      // Credited in full, the invoice comes to zero in every column.
      expect(summed(notes.map(({ note }) => note))).toEqual(columnsOf(invoice));
      for (const { note, lines: noteLines } of notes) expect(summed(noteLines)).toEqual(columnsOf(note));

      const detail = await orderDetail(shop(), order.shopper.token, order.orderId);
      expect(detail.creditNotes).toEqual(
        notes.map(({ note }) => ({
          id: note.id,
          number: note.number,
          issuedAt: Number(note.issued_at),
          amount: toRupees(note.total_paise),
        })),
      );
    });

    it('credits a paid order the operator cancels, delivered to another state, in IGST alone', async () => {
      const order = await paidOnline(MUMBAI);
      const { invoice } = await invoiceOf(shop(), order.orderId);
      expect((await move(order.orderId, 'Cancelled')).status).toBe(200);
      const [whole, ...more] = await creditNotesOf(shop(), order.orderId);
      expect(more).toEqual([]);
      expect(whole?.note).toMatchObject({ intra_state: 0, buyer_state: 'Maharashtra', cgst_paise: 0, sgst_paise: 0 });
      expect(whole?.lines.every((line) => line.cgst_paise === 0 && line.sgst_paise === 0)).toBe(true);
      expect(columnsOf(whole?.note as Amounts)).toEqual(columnsOf(invoice));
      expect(whole?.note.total_paise).toBe((await refundsOf(shop(), order.orderId))[0]?.amount_paise);
    });

    it('issues none for a cash order cancelled before delivery, which was never invoiced', async () => {
      const order = await codOrder();
      expect((await cancel(order, ['1.1'])).status).toBe(200);
      expect((await move(order.orderId, 'Cancelled')).status).toBe(200);
      expect(await creditNotesOf(shop(), order.orderId)).toEqual([]);
      const detail = await orderDetail(shop(), order.shopper.token, order.orderId);
      expect([detail.invoice, detail.creditNotes]).toEqual([null, []]);
    });

    it('credits a returned piece once it is refunded, and an exchange not at all', async () => {
      const order = await codOrder();
      await deliver(order.orderId);
      const { lines } = await invoiceOf(shop(), order.orderId);
      const made = await ask(order, { units: ['2.2'], kind: 'refund', refundRoute: 'storeCredit' });
      expect(made.status).toBe(201);
      const requestId = made.body.request.id as string;
      for (const to of ['approved', 'pickedUp', 'received']) expect((await step(requestId, to)).status).toBe(200);
      expect(await creditNotesOf(shop(), order.orderId)).toEqual([]);
      expect((await step(requestId, 'refunded')).status).toBe(200);
      const [returned, ...more] = await creditNotesOf(shop(), order.orderId);
      expect(more).toEqual([]);
      expect(returned?.note).toMatchObject({ reason: 'return', source_id: requestId, total_paise: 240_000 });
      expect(toPaise(made.body.request.amount as number)).toBe(240_000);
      expect(returned?.lines).toEqual([expect.objectContaining({ invoice_line_no: 2, quantity: 1, rate_percent: 5 })]);
      expectInvoiceRates(returned?.lines ?? [], lines);

      const exchange = await ask(order, { units: ['1.1'], kind: 'exchange', exchangeSize: dear().sizes[1] });
      expect(exchange.status).toBe(201);
      const exchangeId = exchange.body.request.id as string;
      for (const to of ['approved', 'pickedUp', 'received', 'exchanged'])
        expect((await step(exchangeId, to)).status).toBe(200);
      expect(await creditNotesOf(shop(), order.orderId)).toHaveLength(1);
      const detail = await orderDetail(shop(), order.shopper.token, order.orderId);
      expect(detail.creditNotes.map((note) => note.number)).toEqual([returned?.note.number]);
    });

    it('brings the delivery fee back on the return of an online order’s every piece, and a retry issues nothing more', async () => {
      const order = await paidOnline();
      await deliver(order.orderId);
      const { invoice } = await invoiceOf(shop(), order.orderId);
      const made = await ask(order, { units: ['1.1', '2.1', '2.2'], kind: 'refund' });
      expect(made.status).toBe(201);
      const requestId = made.body.request.id as string;
      for (const to of ['approved', 'pickedUp', 'received', 'refunded'])
        expect((await step(requestId, to)).status).toBe(200);
      const [returned] = await creditNotesOf(shop(), order.orderId);
      expect(returned?.lines.map((line) => line.kind)).toEqual(['goods', 'goods', 'delivery']);
      expect(columnsOf(returned?.note as Amounts)).toEqual(columnsOf(invoice));
      expect(returned?.note.total_paise).toBe((await refundsOf(shop(), order.orderId))[0]?.amount_paise);

      // The same return again answers its credit note; anything more finds nothing left on the invoice.
      const again = await shop()
        .app.db.transaction()
        .execute(async (trx) => [
          await issueCreditNoteIn(trx, {
            orderId: order.orderId,
            at: Date.now(),
            reason: 'return',
            sourceId: requestId,
            units: ['1.1'],
            amountPaise: 1_000,
          }),
          await issueCreditNoteIn(trx, {
            orderId: order.orderId,
            at: Date.now(),
            reason: 'refund',
            sourceId: 'one-more',
            amountPaise: 1_000,
          }),
        ]);
      expect(again).toEqual([returned?.note.number, null]);
      expect(await creditNotesOf(shop(), order.orderId)).toHaveLength(1);
    });

    it('gives the shopper their own credit note as a PDF naming its number and invoice, the operator any, nobody else', async () => {
      const order = await paidOnline();
      const { invoice } = await invoiceOf(shop(), order.orderId);
      expect((await cancel(order, ['1.1'])).status).toBe(200);
      const [issued] = await creditNotesOf(shop(), order.orderId);
      if (!issued) throw new Error('no credit note');
      const own = await shop().app.inject({
        method: 'GET',
        url: `/api/order/credit-note/${issued.note.id}`,
        headers: { token: order.shopper.token },
      });
      expect(own.statusCode).toBe(200);
      expect(own.headers['content-type']).toBe('application/pdf');
      expect(own.headers['cache-control']).toBe('private, no-store');
      expect(own.headers['content-disposition']).toBe(
        `inline; filename="credit-note-${issued.note.number.replaceAll('/', '-')}.pdf"`,
      );
      expect(own.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      const { text } = await pdfParse(own.rawPayload);
      expect(text).toContain('Credit Note');
      expect(text).toContain(issued.note.number);
      expect(text).toContain(`Against invoice: ${invoice.number}`);
      expect(text).toContain('GSTIN: 29AAGCK1234E1ZS');
      expect(text).toContain('18%');
      expect(text).toContain('2,542.37');

      const stranger = await shop().newShopper();
      for (const [id, token] of [
        [issued.note.id, stranger.token],
        ['no-such-note', order.shopper.token],
      ] as const) {
        const refused = await shop().request({
          method: 'GET',
          url: `/api/order/credit-note/${id}`,
          headers: { token },
        });
        expect(refused).toMatchObject({
          status: 404,
          body: { success: false, message: 'There is no such credit note.' },
        });
      }
      const admin = await shop().app.inject({
        method: 'GET',
        url: `/api/admin/credit-notes/${issued.note.id}`,
        headers: { token: operator().token },
      });
      expect(admin.statusCode).toBe(200);
      expect(admin.headers['content-disposition']).toMatch(/^attachment; /);
      expect(admin.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      const forbidden = await shop().request({
        method: 'GET',
        url: `/api/admin/credit-notes/${issued.note.id}`,
        headers: { token: order.shopper.token },
      });
      expect(forbidden.status).toBe(403);
    });
  },
  { RETURN_WINDOW_DAYS: '7' },
);
