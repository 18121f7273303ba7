// Pictures that would hold the shop's threads for minutes: SVG filters are refused at once, in the caller's language,
// and every picture is made in a process of its own, at a lower priority, that is killed at its time limit.
import { existsSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import sharp from 'sharp';
import { newOperator } from '../test/fixtures';
import { describeEachDatabase, type Shopper } from '../test/harness';
import { makeVariants } from './pictureMaker';

const SVG = 'http://www.w3.org/2000/svg';
/** 236 bytes that librsvg draws for longer than anyone waits: turbulence of a hundred thousand octaves. */
const turbulence = (attributes = '') =>
  Buffer.from(
    `<svg xmlns="${SVG}" width="4000" height="5000"${attributes}><filter id="f"><feTurbulence baseFrequency="0.01" numOctaves="99999"/></filter><rect width="100%" height="100%" filter="url(#f)"/></svg>`,
  );
/**
 * A picture that takes seconds to draw on any machine: the turbulence alone is drawn in a tenth of a second on an idle
 * one, so eight large morphology steps follow it (about 4 s here).
 */
const slowToDraw = Buffer.from(
  `<svg xmlns="${SVG}" width="4000" height="5000"><filter id="f" x="0" y="0" width="100%" height="100%">` +
    '<feTurbulence baseFrequency="0.01" numOctaves="8"/>' +
    Array.from(
      { length: 8 },
      (_, step) => `<feMorphology operator="${step % 2 ? 'erode' : 'dilate'}" radius="300"/>`,
    ).join('') +
    '</filter><rect width="100%" height="100%" filter="url(#f)"/></svg>',
);
const cssFilter = Buffer.from(
  `<svg xmlns="${SVG}" width="400" height="500"><rect width="400" height="500" style="filter: blur(40px)" fill="teal"/></svg>`,
);
const plainSvg = Buffer.from(
  `<svg xmlns="${SVG}" width="400" height="500"><rect width="400" height="500" fill="#2a6f5f"/><circle cx="200" cy="250" r="120" fill="#f2c14e"/></svg>`,
);

const ENGLISH =
  'The picture was refused: it uses SVG filters (filter elements, fe… elements or the CSS filter property), which take too long to draw. Remove them, or send the picture as PNG, JPEG or WebP.';
const HINDI =
  'तस्वीर स्वीकार नहीं की गई: इसमें SVG फ़िल्टर (filter या fe… तत्व, या CSS की filter प्रॉपर्टी) हैं, जिन्हें बनाने में बहुत समय लगता है। उन्हें हटाएँ, या तस्वीर PNG, JPEG या WebP में भेजें।';

describeEachDatabase('picture uploads that would stall the shop', (shop) => {
  let operator: Shopper;
  beforeAll(async () => {
    operator = await newOperator(shop());
  });
  const upload = (payload: Buffer, name: string, headers: Record<string, string> = {}) =>
    shop().request({
      method: 'POST',
      url: `/api/admin/images?name=${name}`,
      headers: { token: operator.token, 'content-type': 'image/svg+xml', ...headers },
      payload,
    });
  /** The pictures stored under a name: files on SQLite, rows of the pictures table on PostgreSQL. */
  const stored = async (name: string): Promise<string[]> => {
    if (shop().kind === 'postgres') {
      const { rows } = await sql<{
        path: string;
      }>`select path from pictures where path like ${`products/${name}-%`}`.execute(shop().app.db);
      return rows.map((row) => row.path);
    }
    const folder = path.join(shop().config.dataDir, 'images', 'products');
    return existsSync(folder) ? readdirSync(folder).filter((file) => file.startsWith(`${name}-`)) : [];
  };

  it('refuses an SVG with a filter element with 400, in English and in Hindi, storing nothing', async () => {
    const english = await upload(turbulence(), 'turbulence');
    expect([english.status, english.body]).toEqual([400, { success: false, message: ENGLISH }]);
    const hindi = await upload(turbulence(), 'turbulence', { 'shop-language': 'hi' });
    expect([hindi.status, hindi.body]).toEqual([400, { success: false, message: HINDI }]);
    expect(await stored('turbulence')).toEqual([]);
  });

  it('refuses an SVG that blurs with the CSS filter property, storing nothing', async () => {
    const answer = await upload(cssFilter, 'css-blur');
    expect([answer.status, answer.body.message]).toEqual([400, ENGLISH]);
    expect(await stored('css-blur')).toEqual([]);
  });

  it('makes an SVG without filters into every width and format, drawn in its own process', async () => {
    const answer = await upload(plainSvg, 'plain-art');
    expect(answer.status).toBe(201);
    expect(answer.body.url).toMatch(/\/images\/products\/plain-art-[0-9a-f]{10}-960\.webp$/);
    expect((await stored('plain-art')).length).toBe(6);
    const widest = await shop().get(new URL(answer.body.url as string, 'http://shop').pathname);
    expect(widest.status).toBe(200);
  });

  it('makes one picture at a time: with four waiting, the next upload is turned away with 503 and Retry-After', async () => {
    // Six at once, each a different picture: one is made, four wait their turn, the sixth finds no place.
    const answers = await Promise.all(
      ['#102030', '#203040', '#304050', '#405060', '#506070', '#607080'].map((colour, index) =>
        upload(Buffer.from(plainSvg.toString().replace('#2a6f5f', colour)), `queued-${index}`),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([201, 201, 201, 201, 201, 503]);
    const busy = answers.find((answer) => answer.status === 503);
    expect(busy?.headers['retry-after']).toBe('30');
    expect(busy?.body).toEqual({
      success: false,
      message: 'The shop is making other pictures right now. Please send this one again in 30 seconds.',
    });
  });
});

describe('making a picture in a process of its own', () => {
  it('stops a picture that outlasts its time limit: the promise rejects and the process is gone', async () => {
    let pid: number | undefined;
    await expect(
      makeVariants(slowToDraw, [{ width: 320, height: 400, format: 'webp' }], {
        seconds: 1,
        onStart: (started) => {
          pid = started;
        },
      }),
    ).rejects.toThrow('the picture took longer than 1 second to make');
    expect(pid).toEqual(expect.any(Number));
    // Signal 0 tests that a process exists: a killed and reaped one is not found.
    expect(() => process.kill(pid as number, 0)).toThrow(expect.objectContaining({ code: 'ESRCH' }));
  });

  it('answers each variant asked for, in its size and format, made at a priority below the server', async () => {
    let priority: number | undefined;
    const made = await makeVariants(
      plainSvg,
      [
        { width: 320, height: 400, format: 'avif' },
        { width: 960, height: 1200, format: 'webp' },
      ],
      { onStart: (pid) => (priority = os.getPriority(pid)) },
    );
    const described = await Promise.all(
      made.map(async (bytes) => {
        const { width, height, format } = await sharp(bytes).metadata();
        return { width, height, format };
      }),
    );
    expect(described).toEqual([
      { width: 320, height: 400, format: 'heif' },
      { width: 960, height: 1200, format: 'webp' },
    ]);
    expect(priority).toBeGreaterThan(os.getPriority());
    // The yellow circle is there: the widest variant's red channel reaches about the circle's 0xf2.
    const { channels } = await sharp(made[1]).stats();
    expect(channels[0]?.max).toBeGreaterThan(0xe0);
  });

  it('refuses bytes that are not a picture', async () => {
    await expect(
      makeVariants(Buffer.from('not a picture'), [{ width: 320, height: 400, format: 'webp' }]),
    ).rejects.toThrow('the file is not a picture the shop reads');
  });
});
