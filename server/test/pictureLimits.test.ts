// A picture is refused from what its header claims, before a pixel is decoded: a few hundred bytes can claim a
// billion pixels. The PNG below has a real header and no pixel data at all, so only its header can refuse it.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { sql } from 'kysely';
import { newOperator } from './fixtures';
import { describeEachDatabase, type Shopper } from './harness';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Buffer) =>
  (bytes.reduce((c, byte) => (CRC_TABLE[(c ^ byte) & 0xff] as number) ^ (c >>> 8), 0xffffffff) ^ 0xffffffff) >>> 0;

function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A PNG header claiming `width` x `height` RGB pixels, followed by a token of compressed data. */
function claimedPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(16))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const svgClaiming = (width: number, height: number) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="10" height="10"/></svg>`,
  );

describeEachDatabase('picture uploads', (shop) => {
  let operator: Shopper;
  beforeAll(async () => {
    operator = await newOperator(shop());
  });
  const upload = (type: string, payload: Buffer) =>
    shop().request({
      method: 'POST',
      url: '/api/admin/images?name=huge',
      headers: { token: operator.token, 'content-type': type },
      payload,
    });
  /** The pictures stored under the uploads' name: files on SQLite, rows of the pictures table on PostgreSQL. */
  const storedHuge = async (): Promise<string[]> => {
    if (shop().kind === 'postgres') {
      const { rows } = await sql<{ path: string }>`select path from pictures where path like 'products/huge-%'`.execute(
        shop().app.db,
      );
      return rows.map((row) => row.path);
    }
    const folder = path.join(shop().config.dataDir, 'images', 'products');
    return existsSync(folder) ? readdirSync(folder).filter((file) => file.startsWith('huge-')) : [];
  };

  it.each([
    ['a PNG header claiming 50,000 x 50,000 pixels', 'image/png', claimedPng(50_000, 50_000), '50000 x 50000'],
    ['a PNG header claiming 8,000 x 6,000 pixels', 'image/png', claimedPng(8_000, 6_000), '8000 x 6000'],
    ['an SVG of 20,000 x 20,000 pixels', 'image/svg+xml', svgClaiming(20_000, 20_000), '20000 x 20000'],
  ])('refuses %s with 400 from its header, storing nothing', async (_label, type, payload, size) => {
    const answer = await upload(type, payload);
    expect(answer).toMatchObject({
      status: 400,
      body: {
        success: false,
        message: `The picture was refused: the picture is ${size} pixels; at most 40 megapixels are taken.`,
      },
    });
    expect(await storedHuge()).toEqual([]);
  });
});
