// Security headers on every answer (helmet): a strict Content-Security-Policy for the storefront, with the
// payment providers' origins only where a real provider needs them, HSTS only when the shop is served over TLS,
// no framing by any site (X-Frame-Options: DENY agreeing with frame-ancestors 'none'), and no sniffing of content types.
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { contentSecurityPolicy } from '../http/securityPolicy';

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
