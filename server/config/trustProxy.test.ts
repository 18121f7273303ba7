// TRUST_PROXY: which proxies may name the client's address in X-Forwarded-For. Only a hop count or the proxies' own
// addresses are taken, so a client cannot pick the address its per-address limits count under.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '.';
import { startTestShop } from '../test/harness';

describe('TRUST_PROXY', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'shop-trust-proxy-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('refuses true (every proxy, so any client) and names the forms it takes', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' }, dir)).toThrow(
      'TRUST_PROXY must be false, the number of proxies in front of the shop (such as 1) or their addresses and ranges (such as 10.0.0.0/8,127.0.0.1); it is "true"',
    );
  });

  it.each([
    ['1', 1],
    ['2', 2],
    ['10.0.0.0/8, 127.0.0.1', ['10.0.0.0/8', '127.0.0.1']],
    ['false', false],
    ['', false],
  ])('reads %j as %j', (raw, expected) => {
    expect(loadConfig({ TRUST_PROXY: raw }, dir).trustProxy).toEqual(expected);
  });

  it.each(['0', '-1', '1.5', '11', 'yes', '10.0.0.0/8,proxy'])('refuses %j', (raw) => {
    expect(() => loadConfig({ TRUST_PROXY: raw }, dir)).toThrow(`it is "${raw}"`);
  });
});

describe('a shop behind one proxy hop (TRUST_PROXY=1)', () => {
  it('counts a client that forges X-Forwarded-For under the address the proxy saw, so its limit holds', async () => {
    const shop = await startTestShop('sqlite', { TRUST_PROXY: '1', AUTH_RATE_LIMIT_PER_MINUTE: '3' });
    try {
      const statuses = [];
      for (let attempt = 0; attempt < 5; attempt += 1) {
        // The proxy (127.0.0.2) appends the address it took the connection from to whatever the client sent.
        const forged = `203.0.113.${attempt + 1}`;
        const answer = await shop.request({
          method: 'POST',
          url: '/api/user/login',
          payload: { email: 'nobody@example.com', password: 'wrong password' },
          headers: { 'x-forwarded-for': `${forged}, 198.51.100.7` },
          from: '127.0.0.2',
        });
        statuses.push(answer.status);
      }
      expect(statuses).toEqual([401, 401, 401, 429, 429]);
      // Another client behind the same proxy keeps its own count.
      const other = await shop.request({
        method: 'POST',
        url: '/api/user/login',
        payload: { email: 'somebody@example.com', password: 'wrong password' },
        headers: { 'x-forwarded-for': '198.51.100.8' },
        from: '127.0.0.2',
      });
      expect(other.status).toBe(401);
    } finally {
      await shop.stop();
    }
  });
});
