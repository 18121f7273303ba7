// Mail, across the wings: rules write messages to the outbox in their own transactions (enqueueMail); each server
// process sends them from there (createMailSender) through SMTP or, in development, into files.
export { composeMail, shopLink, type MailContext } from './compose';
export {
  enqueueMail,
  forgetMail,
  MAX_MAIL_ATTEMPTS,
  retryMail,
  unsentMail,
  wroteMailSince,
  type NewMail,
  type OutboxRow,
  type WaitingMail,
} from './outbox';
export { createMailSender, type MailExpander, type MailSender, type MailSource } from './sender';
export { createMailTransport, type MailHeaders, type MailTransport } from './transport';
