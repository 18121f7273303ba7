import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../config';

describe('configuration from the environment', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'shop-config-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('defaults to port 4000 and a SQLite file in the data folder', () => {
    const config = loadConfig({}, dir);
    expect(config.port).toBe(4000);
    expect(config.databaseUrl).toBe(`sqlite:${path.join(dir, 'data', 'shop.sqlite')}`);
    expect(config.publicUrl).toBe('http://localhost:4000');
    expect(config.corsOrigins).toEqual([]);
    expect(config.passwordHashCost).toBe(17);
  });

  it('generates a development JWT secret once and keeps it in the data folder', () => {
    const first = loadConfig({}, dir).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dir, 'data', 'jwt-secret'), 'utf8')).toBe(first);
    expect(loadConfig({}, dir).jwtSecret).toBe(first);
  });

  it.each([
    [
      { NODE_ENV: 'production', PAYMENT_METHODS: 'cod' },
      'JWT_SECRET must be set when NODE_ENV=production (at least 32 random characters).',
    ],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET must be at least 32 characters long.'],
    [{ PORT: 'abc' }, 'PORT must be a whole number from 0 to 65535; it is "abc".'],
    [{ PORT: '70000' }, 'PORT must be a whole number from 0 to 65535; it is "70000".'],
    [
      { DATABASE_URL: 'mysql://root:secret@db/shop' },
      'DATABASE_URL must start with postgres://, postgresql:// or sqlite:; it is "mysql://root:***@db/shop".',
    ],
    [
      { CORS_ORIGINS: 'https://a.example, ftp://b' },
      'CORS_ORIGINS must be an http(s) URL such as https://shop.example.com; it is "ftp://b".',
    ],
    [
      { PUBLIC_URL: 'nonsense' },
      'PUBLIC_URL must be an http(s) URL such as https://shop.example.com; it is "nonsense".',
    ],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent; it is "loud".'],
    [
      { IMAGE_BASE_URL: '/images' },
      'IMAGE_BASE_URL must be an http(s) URL without a query, such as https://cdn.example.com/images; it is "/images".',
    ],
    [{ IMAGE_BASE_URL: 'https://cdn.example.com/images?v=1' }, 'IMAGE_BASE_URL must be an http(s) URL without a query'],
    [
      { FAILURE_STATUS: '400' },
      'FAILURE_STATUS must be 200 (failures answered as the original server did) or 4xx (the default); it is "400".',
    ],
  ])('refuses %j with a message saying what to fix', (env, message) => {
    expect(() => loadConfig(env, dir)).toThrow(message);
  });

  it('reads CORS origins and the public URL as origins', () => {
    const config = loadConfig(
      {
        CORS_ORIGINS: 'https://shop.example.com/, http://localhost:5173',
        PUBLIC_URL: 'https://shop.example.com/x',
        JWT_SECRET: 'y'.repeat(40),
      },
      dir,
    );
    expect(config.corsOrigins).toEqual(['https://shop.example.com', 'http://localhost:5173']);
    expect(config.publicUrl).toBe('https://shop.example.com');
  });

  it('names pictures under PUBLIC_URL/images unless IMAGE_BASE_URL says, and answers failures with their status unless FAILURE_STATUS=200', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://shop.example.com/' }, dir)).toMatchObject({
      imageBaseUrl: 'https://shop.example.com/images',
      failureStatus: '4xx',
    });
    expect(
      loadConfig({ IMAGE_BASE_URL: 'https://cdn.example.com/kapda/images/', FAILURE_STATUS: '200' }, dir),
    ).toMatchObject({
      imageBaseUrl: 'https://cdn.example.com/kapda/images',
      failureStatus: '200',
    });
  });
});
