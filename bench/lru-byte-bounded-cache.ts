import type { ByteBoundedCache, ByteBoundedCacheOptions } from '#shared/http/byte-bounded-cache.ts';
// lru-cache 11 as installed (a dependency of path-scurry): the top-level lru-cache of node_modules is 5.1.1, which
// has no maxSize.
import { LRUCache } from '../node_modules/path-scurry/node_modules/lru-cache/dist/esm/index.js';

export { stringBytes } from '#shared/http/byte-bounded-cache.ts';

/**
 * `byteBoundedCache` (`shared/http/byte-bounded-cache.ts`) written over lru-cache's `LRUCache` with `maxSize` and
 * `sizeCalculation`, the same interface: what the memory bench compares, and what it builds the functions with in
 * its place to weigh the bundles.
 */
export const byteBoundedCache = <K extends {}, V extends {}>({
  maxBytes,
  sizeOf,
}: ByteBoundedCacheOptions<V>): ByteBoundedCache<K, V> => {
  // lru-cache refuses a size of 0 (an empty string): at least one byte.
  const cache = new LRUCache<K, V>({ maxSize: maxBytes, sizeCalculation: (value) => Math.max(1, sizeOf(value)) });
  const lruCache: ByteBoundedCache<K, V> = {
    get: (key) => cache.get(key),
    set: (key, value) => {
      cache.set(key, value);
    },
    remember: (key, build) => {
      const cached = cache.get(key);
      if (cached !== undefined) return cached;
      const value = build();
      cache.set(key, value);
      return value;
    },
    clear: () => cache.clear(),
    get bytes() {
      return cache.calculatedSize;
    },
    get size() {
      return cache.size;
    },
  };
  return lruCache;
};
