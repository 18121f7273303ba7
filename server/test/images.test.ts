import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { diskPictures } from '../images/diskPictures';
import { IMAGE_FORMATS, IMAGE_WIDTHS, writeImageVariants } from '../images/variants';
import { startTestShop } from './harness';

/** A photograph-like source: a 1200 x 1500 gradient with noise, as PNG. */
async function photo(): Promise<Buffer> {
  const width = 1200;
  const height = 1500;
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i += 3) {
    const x = (i / 3) % width;
    const y = Math.floor(i / 3 / width);
    pixels[i] = (x * 255) / width;
    pixels[i + 1] = (y * 255) / height;
    pixels[i + 2] = (i * 7919) % 256;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

describe('product photographs', () => {
  it('are made in every width as AVIF and WebP, 4:5, served with a year-long immutable cache', async () => {
    const shop = await startTestShop('sqlite');
    try {
      const dir = path.join(shop.config.dataDir, 'images', 'products');
      const source = await photo();
      const name = await writeImageVariants(source, shop.app.pictures, 'linen-shirt');
      expect(name).toMatch(/^linen-shirt-[0-9a-f]{10}-960\.webp$/);
      const stem = name.replace(/-960\.webp$/, '');

      const files = readdirSync(dir)
        .filter((file) => file.startsWith(stem))
        .sort();
      expect(files).toEqual(
        IMAGE_WIDTHS.flatMap((width) => IMAGE_FORMATS.map((format) => `${stem}-${width}.${format}`)).sort(),
      );
      for (const width of IMAGE_WIDTHS) {
        for (const format of IMAGE_FORMATS) {
          const meta = await sharp(readFileSync(path.join(dir, `${stem}-${width}.${format}`))).metadata();
          expect({ width: meta.width, height: meta.height, format: meta.format }).toEqual({
            width,
            height: width * 1.25,
            format: format === 'avif' ? 'heif' : 'webp',
          });
        }
      }
      const bytes = (file: string) => statSync(path.join(dir, file)).size;
      expect(bytes(`${stem}-320.webp`)).toBeLessThan(bytes(`${stem}-960.webp`));
      expect(bytes(`${stem}-960.webp`)).toBeLessThan(source.length / 4);

      for (const format of IMAGE_FORMATS) {
        const answer = await shop.get(`/images/products/${stem}-640.${format}`);
        expect(answer.status).toBe(200);
        expect(answer.headers['content-type']).toBe(`image/${format}`);
        expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      }
      // The same source again writes nothing new and answers the same name.
      expect(await writeImageVariants(source, shop.app.pictures, 'linen-shirt')).toBe(name);
      expect(readdirSync(dir).filter((file) => file.startsWith(stem))).toHaveLength(files.length);
    } finally {
      await shop.stop();
    }
  });

  it('refuses a file that is not an image, storing nothing', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'shop-images-'));
    try {
      await expect(writeImageVariants(Buffer.from('not a picture'), diskPictures(dir), 'broken')).rejects.toThrow();
      expect(readdirSync(dir)).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
