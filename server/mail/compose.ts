// A message's words and links: its subject and text from the message catalogs, in the language of the request that
// caused it (English for the command line), with links to the storefront in that language.
import { inLanguage, type Language } from '../../contract';
import { say, type MessageKey } from '../messages';

/** What a rule needs to write a message for a shopper: their language and the storefront's public address. */
export interface MailContext {
  language: Language;
  publicUrl: string;
  /**
   * Set where no shopper's page asked (a provider's webhook, the schedule): a mail about an order is then written in
   * the language the order was placed in, and `language` is only for mail about no order.
   */
  orderLanguage?: boolean;
}

/** `https://shop.example.com/hi/reset-password?token=...`: a storefront page in the shopper's language. */
export function shopLink(context: MailContext, page: string, query: Record<string, string> = {}): string {
  const search = new URLSearchParams(query).toString();
  return `${context.publicUrl}${inLanguage(page, context.language)}${search ? `?${search}` : ''}`;
}

export function composeMail(
  context: MailContext,
  keys: { subject: MessageKey; body: MessageKey },
  values: Readonly<Record<string, string | number>>,
): { subject: string; text: string } {
  return {
    subject: say({ key: keys.subject, values }, context.language),
    text: say({ key: keys.body, values }, context.language),
  };
}
