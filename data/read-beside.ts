import { readFileSync } from 'node:fs';

/**
 * A data file read on first use, from where the module that asks runs: next to it in the repository, next to
 * `index.mjs` in a Lambda bundle (the deployment copies each file there, see `dataFiles` in
 * `infra/aws/operations.ts`). `load` reads and validates; its value, or the error that refused the file, is kept for
 * the life of the container, so a bad file fails every request that needs it the same way without being read again.
 */
export const onFirstUse = <T>(load: () => T): (() => T) => {
  let outcome: { readonly value: T } | { readonly error: unknown } | undefined;
  return () => {
    if (outcome === undefined) {
      try {
        outcome = { value: load() };
      } catch (error) {
        outcome = { error };
      }
    }
    if ('error' in outcome) throw outcome.error;
    return outcome.value;
  };
};

/** The JSON of a file named relative to a module's URL (its `import.meta.url`). */
export const readJsonBeside = (moduleUrl: string, file: string): unknown =>
  JSON.parse(readFileSync(new URL(`./${file}`, moduleUrl), 'utf8'));
