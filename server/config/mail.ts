// How the shop sends e-mail: an SMTP server (SMTP_URL) and the sender's address (MAIL_FROM). Without SMTP_URL each
// message is written to DATA_DIR/outbox/ instead: development, or production with MAIL_TO_FILES=true (a measurement).
import { ConfigError, type Env, type SettingsReader } from './values';

export interface MailConfig {
  /** smtp:// or smtps:// with the account in it; undefined: messages are written to files (never in production). */
  smtpUrl: string | undefined;
  /** The From of every message: an address, or `Name <address>`. */
  mailFrom: string;
}

function smtpUrl(env: Env, production: boolean, warnings: string[]): string | undefined {
  const raw = env.SMTP_URL;
  if (!raw) {
    if (!production) return undefined;
    // A production build run for a measurement or a demo may keep its mail in files, said in as many words.
    if (env.MAIL_TO_FILES === 'true') {
      warnings.push(
        'MAIL_TO_FILES=true: e-mails are written to DATA_DIR/outbox/, not sent; set SMTP_URL to send them.',
      );
      return undefined;
    }
    throw new ConfigError(
      'SMTP_URL must be set when NODE_ENV=production: password-reset, e-mail confirmation and order mails are ' +
        'sent through it (such as smtps://user:password@smtp.example.com:465).',
    );
  }
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError('SMTP_URL must be a URL such as smtps://user:password@smtp.example.com:465.');
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') {
    throw new ConfigError(`SMTP_URL must start with smtp:// or smtps://; it starts with ${url.protocol}//.`);
  }
  return raw;
}

/** `Name <a@b>` or `a@b`, one address without line breaks (it goes into a header). */
const FROM = /^(?:[^<>\r\n]*<[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/;

function mailFrom(raw: string | undefined, publicUrl: string): string {
  const from = raw?.trim() || `Kapda <no-reply@${new URL(publicUrl).hostname}>`;
  if (!FROM.test(from)) {
    throw new ConfigError(`MAIL_FROM must be an address such as "Kapda <orders@example.com>"; it is "${from}".`);
  }
  return from;
}

export function loadMailConfig(
  env: Env,
  production: boolean,
  publicUrl: string,
  warnings: string[],
  settings: SettingsReader,
): MailConfig {
  return {
    smtpUrl: settings.read(() => smtpUrl(env, production, warnings), undefined),
    mailFrom: settings.read(() => mailFrom(env.MAIL_FROM, publicUrl), ''),
  };
}
