import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';

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

/**
 * The list of data files a deployment verified when it was built, beside its bundle: each file's SHA-256, for the
 * files its schema accepts as they are (`data/verify.ts`). The repository has no such list.
 */
export const VERIFIED_DATA_FILE = 'verified-data.json';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The verified files listed beside each module directory (a bundle's, once), by name. */
const verifiedLists = new Map<string, Readonly<Record<string, string>>>();
const verifiedBeside = (moduleUrl: string): Readonly<Record<string, string>> => {
  const list = new URL(`./${VERIFIED_DATA_FILE}`, moduleUrl);
  let verified = verifiedLists.get(list.href);
  if (verified === undefined) {
    verified = existsSync(list) ? (JSON.parse(readFileSync(list, 'utf8')) as Record<string, string>) : {};
    verifiedLists.set(list.href, verified);
  }
  return verified;
};

/**
 * A data file read beside a module, and validated by `parse` unless the build verified it: a file listed beside the
 * bundle with the hash of what is read is the form its schema accepts unchanged, so it is taken as it is, and a cold
 * start does not validate again what the build did (about 85 ms of the estimate's first request, measured in the
 * bundles bench's profile). Anything else, and every file in the repository, is validated as it is read.
 */
export const readDataBeside = <T>(moduleUrl: string, file: string, parse: (content: unknown) => T): T => {
  const text = readFileSync(new URL(`./${file}`, moduleUrl), 'utf8');
  const content: unknown = JSON.parse(text);
  const hash = verifiedBeside(moduleUrl)[file];
  return hash !== undefined && hash === sha256(text) ? (content as T) : parse(content);
};

/** The SHA-256 of a data file's text, as the list of verified files holds it. */
export const dataFileHash = sha256;
