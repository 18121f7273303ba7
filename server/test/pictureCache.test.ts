// The memory a server process keeps of recently served pictures: bounded by bytes, the least recently used first out.
import { PictureCache } from '../images/pictureCache';
import type { Picture } from '../images/picture';

const picture = (bytes: number): Picture => ({
  bytes: Buffer.alloc(bytes),
  contentType: 'image/webp',
  etag: `"${bytes}"`,
});
const held = (cache: PictureCache, names: string[]) => names.filter((name) => cache.get(name) !== undefined);

describe('the picture cache', () => {
  it('drops the least recently used pictures once it holds more bytes than its bound', () => {
    const cache = new PictureCache(1000);
    for (const name of ['a', 'b', 'c', 'd']) cache.set(name, picture(250));
    cache.get('a');
    cache.set('e', picture(250));
    expect(held(cache, ['a', 'b', 'c', 'd', 'e'])).toEqual(['a', 'c', 'd', 'e']);
  });

  it('keeps no picture larger than a quarter of its bound, so one cannot push out the rest', () => {
    const cache = new PictureCache(1000);
    cache.set('small', picture(100));
    cache.set('large', picture(251));
    expect(held(cache, ['small', 'large'])).toEqual(['small']);
  });

  it('counts a replaced or removed picture’s bytes once', () => {
    const cache = new PictureCache(1000);
    for (let round = 0; round < 10; round += 1) cache.set('same', picture(250));
    cache.set('other', picture(250));
    cache.delete('other');
    for (const name of ['x', 'y']) cache.set(name, picture(250));
    expect(held(cache, ['same', 'x', 'y'])).toEqual(['same', 'x', 'y']);
  });
});
