import { Lru } from './lru';

describe('Lru', () => {
  it('keeps at most its capacity, forgetting the entry used longest ago first', () => {
    const lru = new Lru<string, number>(2);
    lru.set('a', 1);
    lru.set('b', 2);
    expect(lru.get('a')).toBe(1);
    lru.set('c', 3);
    expect([lru.get('a'), lru.get('b'), lru.get('c'), lru.size]).toEqual([1, undefined, 3, 2]);
  });

  it('deletes an entry only while it still holds the value named', () => {
    const lru = new Lru<string, number>(2);
    lru.set('a', 1);
    lru.delete('a', 2);
    expect(lru.get('a')).toBe(1);
    lru.delete('a', 1);
    expect(lru.get('a')).toBeUndefined();
  });
});
