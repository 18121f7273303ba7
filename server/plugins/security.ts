// Security headers on every answer (helmet): a strict Content-Security-Policy for the storefront, with the
// payment providers' origins only where a real provider needs them, HSTS only when the shop is served over TLS,
// no framing by any site (X-Frame-Options: DENY agreeing with frame-ancestors 'none'), and no sniffing of content types.
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';

/** What Razorpay's popup needs (its checkout.js, the iframe it opens, its error reports). Stripe Checkout is a redirect. */
const RAZORPAY_ORIGINS = {
  script: ['https://checkout.razorpay.com'],
  frame: ['https://api.razorpay.com'],
  connect: ['https://lumberjack.razorpay.com'],
};

export function contentSecurityPolicy(config: Config): Record<string, string[]> {
  const razorpay = config.razorpay ? RAZORPAY_ORIGINS : { script: [], frame: [], connect: [] };
  const tls = config.publicUrl.startsWith('https:');
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
    'script-src': ["'self'", ...razorpay.script],
    // styled-components and react-toastify insert their styles at run time.
    'style-src': ["'self'", "'unsafe-inline'"],
    // Answers name pictures under IMAGE_BASE_URL, absolute, which need not be the origin the page came from.
    'img-src': ["'self'", 'data:', new URL(config.imageBaseUrl).origin],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...razorpay.connect],
    'frame-src': razorpay.frame.length > 0 ? razorpay.frame : ["'none'"],
    ...(tls ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

/** A policy as the Content-Security-Policy header says it, for a page whose policy differs (the sandbox's checkout). */
export function policyHeader(directives: Record<string, string[]>): string {
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ');
}

export async function registerSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
    // One framing policy: no site frames the shop's pages, its own included (frame-ancestors 'none'), and browsers
    // that know only this older header hear the same. Nothing frames them: Stripe's checkout (and the sandbox's) is a
    // page of its own, Razorpay's popup is a frame in our page and the sandbox's an element of it.
    xFrameOptions: { action: 'deny' },
    // Browsers remember HSTS for the host; a shop on plain http (a laptop, a test) must never send it.
    strictTransportSecurity: config.publicUrl.startsWith('https:')
      ? { maxAge: 365 * 24 * 3600, includeSubDomains: true }
      : false,
  });
}
