/**
 * A least-recently-used cache bounded by the bytes of what it holds, not by a number of entries: one calendar body
 * weighs a few kilobytes or several megabytes, so a count says nothing about the memory it takes. Adding an entry
 * drops the least recently used ones until the total fits; an entry larger than the whole bound is not kept.
 * (A Map keeps insertion order, and every hit re-inserts its key, so the first key is always the least recent.)
 */
export interface ByteBoundedCache<K, V> {
  get(key: K): V | undefined;
  set(key: K, value: V): void;
  /** The cached value, or the one `build` makes, kept. */
  remember(key: K, build: () => V): V;
  clear(): void;
  /** The bytes of the entries held, as `sizeOf` counts them; never above `maxBytes`. */
  readonly bytes: number;
  readonly size: number;
}

export interface ByteBoundedCacheOptions<V> {
  readonly maxBytes: number;
  readonly sizeOf: (value: V) => number;
}

/**
 * What a string may occupy in memory: V8 stores a string one or two bytes per UTF-16 code unit (two as soon as one
 * character lies outside Latin-1, as in Romanian texts). The larger figure, so a bound in bytes is never exceeded.
 */
export const stringBytes = (text: string): number => text.length * 2;

export const byteBoundedCache = <K, V>({ maxBytes, sizeOf }: ByteBoundedCacheOptions<V>): ByteBoundedCache<K, V> => {
  const entries = new Map<K, { readonly value: V; readonly bytes: number }>();
  let total = 0;

  const remove = (key: K) => {
    const entry = entries.get(key);
    if (entry === undefined) return;
    entries.delete(key);
    total -= entry.bytes;
  };

  const cache: ByteBoundedCache<K, V> = {
    get: (key) => {
      const entry = entries.get(key);
      if (entry === undefined) return undefined;
      entries.delete(key);
      entries.set(key, entry);
      return entry.value;
    },
    set: (key, value) => {
      remove(key);
      const bytes = sizeOf(value);
      if (bytes > maxBytes) return;
      while (total + bytes > maxBytes) remove(entries.keys().next().value as K);
      entries.set(key, { value, bytes });
      total += bytes;
    },
    remember: (key, build) => {
      const cached = cache.get(key);
      if (cached !== undefined) return cached;
      const value = build();
      cache.set(key, value);
      return value;
    },
    clear: () => {
      entries.clear();
      total = 0;
    },
    get bytes() {
      return total;
    },
    get size() {
      return entries.size;
    },
  };
  return cache;
};
