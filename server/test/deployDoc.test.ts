// docs/deploy.md's advice on client addresses and rate limits, held to what the configuration and the limits do.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from '../../tools/testkit/processes';
import { loadConfig } from '../config';

const deploy = readFileSync(path.join(ROOT, 'docs', 'deploy.md'), 'utf8');
/** The guide's list items, each joined onto one line. */
const bullets = deploy.split(/\n(?=\s*- )/).map((item) => item.replace(/\s+/g, ' '));

describe('docs/deploy.md', () => {
  it('offers only TRUST_PROXY values the shop starts with, and says true is refused', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'shop-deploy-doc-'));
    try {
      const offered = [...deploy.matchAll(/`TRUST_PROXY=([^`]+)`/g)].map((match) => match[1] ?? '');
      expect(offered).toEqual(expect.arrayContaining(['true']));
      for (const value of offered.filter((entry) => entry !== 'true'))
        expect(loadConfig({ TRUST_PROXY: value }, dir).trustProxy).not.toBe(false);
      expect(() => loadConfig({ TRUST_PROXY: 'true' }, dir)).toThrow('TRUST_PROXY must be');
      expect(deploy).not.toMatch(/does not read `X-Forwarded-For`/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('says every rate limit is shared through REDIS_URL, and counted per process without it', () => {
    const limits = bullets.filter((item) => /rate limits are counted|every rate limit/.test(item));
    expect(limits).toHaveLength(1);
    expect(limits[0]).toContain('`REDIS_URL`');
    expect(limits[0]).toMatch(/without it[^.]*N times/);
    expect(limits[0]).not.toMatch(/login and sign-up rate limits are counted per process/);
  });
});
