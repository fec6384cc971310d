/**
 * A function of an object computed once per object, kept while the object lives (a `WeakMap`): the memos keyed by a
 * data file's parsed table, a calendar, a corridor or a planning, nested one level per key.
 */
export const rememberedBy = <K extends object, V>(compute: (key: K) => V): ((key: K) => V) => {
  const kept = new WeakMap<K, V>();
  return (key) => {
    if (!kept.has(key)) kept.set(key, compute(key));
    return kept.get(key) as V;
  };
};
