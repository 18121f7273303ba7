// The back-in-stock mail. A size's restock, by whatever road, ends its confirmed alerts (restocks.ts, claiming the
// stock wing's record of it), which writes one request per alert to the outbox; the mail sender expands each into
// its mail here, in the alert's language, with the product's page (the size chosen) and the address's unsubscribe
// link. The request's row is unique per alert and marked sent with the mail written: one mail per alert, however
// many processes restock or send. (Requests written by the restock trigger of migrations 0022 and 0027, which 0030
// dropped, are the same rows and are expanded alike.)
import { composeMail, enqueueMail, shopLink, type MailExpander, type MailHeaders } from '../mail';
import { findProducts } from '../catalog';
import { DEFAULT_LANGUAGE, isLanguage, pagePath } from '../../contract';
import { unsubscribeToken } from './unsubscribeLinks';

/** The outbox kind of a restock's requests (migrations 0022 and 0027 wrote this text too). */
export const BACK_IN_STOCK_REQUEST = 'back-in-stock-request';

/** What a request's body holds (restocks.ts writes it). */
interface RestockRequest {
  productId: string;
  size: string;
  language: string;
}

/** The sender's step for a request: the mail, unless the product was removed since (then nothing). */
export const expandBackInStock =
  ({ publicUrl, secret }: { publicUrl: string; secret: string }): MailExpander =>
  async (trx, row) => {
    const { productId, size, language: asked } = JSON.parse(row.body_text) as RestockRequest;
    const product = (await findProducts(trx, [productId])).get(productId);
    if (!product) return;
    const language = isLanguage(asked) ? asked : DEFAULT_LANGUAGE;
    const context = { language, publicUrl };
    const name = (language === 'hi' && product.name_hi) || product.name;
    await enqueueMail(trx, {
      kind: 'back-in-stock',
      dedupeKey: `back-in-stock:${row.id}`,
      recipient: row.recipient,
      ...composeMail(
        context,
        { subject: 'mail.backInStock.subject', body: 'mail.backInStock.body' },
        {
          name,
          size,
          link: shopLink(context, pagePath('product', { productId }), { size }),
          unsubscribe: shopLink(context, pagePath('alertsUnsubscribe'), {
            token: unsubscribeToken(secret, row.recipient),
          }),
        },
      ),
    });
  };

/** Where a mail program's one-click unsubscribe (RFC 8058) posts: ends every alert of the address the token names. */
export const ONE_CLICK_UNSUBSCRIBE_PATH = '/api/stock-alerts/unsubscribe/one-click';

/**
 * An alert mail's List-Unsubscribe (the one-click address, with the address's token) and List-Unsubscribe-Post, so a
 * mail program offers its own Unsubscribe button, which ends the alerts without opening the shop. The shop has no
 * mailbox that takes unsubscribe mails, so no mailto: is offered.
 */
export const alertMailHeaders =
  ({ publicUrl, secret }: { publicUrl: string; secret: string }): MailHeaders =>
  (row) =>
    row.kind === 'back-in-stock'
      ? {
          'List-Unsubscribe': `<${publicUrl}${ONE_CLICK_UNSUBSCRIBE_PATH}?token=${unsubscribeToken(secret, row.recipient)}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        }
      : undefined;
