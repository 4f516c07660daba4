import { describe, expect, it, vi } from 'vitest';
import { SearchResponseCache } from './search-response-cache.js';

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('SearchResponseCache', () => {
  it('makes an answer once per key, and once for requests that come together', async () => {
    const cache = new SearchResponseCache<string>({ maxEntries: 10, ttlMs: 60_000 });
    const make = vi.fn(async () => 'answer');
    const [first, second] = await Promise.all([cache.get('patience', make), cache.get('patience', make)]);
    expect([first, second, await cache.get('patience', make)]).toEqual(['answer', 'answer', 'answer']);
    expect(make).toHaveBeenCalledTimes(1);
  });

  it('keeps no failure', async () => {
    const cache = new SearchResponseCache<string>({ maxEntries: 10, ttlMs: 60_000 });
    await expect(cache.get('q', async () => Promise.reject(new Error('index closed')))).rejects.toThrow('index closed');
    await settle();
    expect(cache.size).toBe(0);
    await expect(cache.get('q', async () => 'answer')).resolves.toBe('answer');
  });

  it('lets the least recently used go when full, and anything older than its time', async () => {
    let now = 0;
    const cache = new SearchResponseCache<string>({ maxEntries: 2, ttlMs: 1_000, now: () => now });
    const make = vi.fn(async (key: string) => key);
    const get = (key: string) => cache.get(key, () => make(key));
    await get('a');
    await get('b');
    await get('a'); // a is now the most recently used
    await get('c'); // full: b goes
    expect(cache.size).toBe(2);
    expect(make).toHaveBeenCalledTimes(3);
    await get('a');
    expect(make).toHaveBeenCalledTimes(3);
    await get('b');
    expect(make).toHaveBeenCalledTimes(4);

    now = 1_000;
    await get('b');
    expect(make).toHaveBeenCalledTimes(5);
  });
});
