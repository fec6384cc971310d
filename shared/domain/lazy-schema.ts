/**
 * A zod schema built when it is first used rather than when its module loads. The schemas of the data files are run by
 * the build and the tests; a function reads those files verified (`data/read-beside.ts`) and never runs them, so built
 * at import they were most of the cold start's zod work (the rules' schemas alone about 45 ms of CPU, measured
 * importing the module alone, 28 November 2026). The value stands for the schema wherever zod or the code uses it:
 * every property read, check and call goes to the schema, built on the first.
 */
export const lazySchema = <T extends object>(build: () => T): T => {
  let built: T | undefined;
  const schema = (): T => {
    built ??= build();
    return built;
  };
  return new Proxy({} as T, {
    get: (_, key) => Reflect.get(schema(), key, schema()),
    set: (_, key, value) => Reflect.set(schema(), key, value),
    has: (_, key) => Reflect.has(schema(), key),
    ownKeys: () => Reflect.ownKeys(schema()),
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(schema(), key);
      // The stand-in has none of the schema's properties itself: each is reported as configurable, as a proxy must.
      return descriptor === undefined ? undefined : { ...descriptor, configurable: true };
    },
    defineProperty: (_, key, descriptor) => Reflect.defineProperty(schema(), key, descriptor),
    getPrototypeOf: () => Reflect.getPrototypeOf(schema()),
  });
};
