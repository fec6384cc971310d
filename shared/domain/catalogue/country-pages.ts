import type { Page } from './pages.schema.ts';

export class CountryPageNotFoundError extends Error {
  override readonly name = 'CountryPageNotFoundError';

  constructor(readonly countryCode: string) {
    super(`no catalogue page or section for country ${countryCode}`);
  }
}

/**
 * Country code -> catalogue path of its page (`/driving-bans/germany`) or of its section of another page
 * (`/driving-bans#hungary`). Built from the catalogue so that the calendar can only point at catalogue pages.
 */
export const countryPagePathsOf = (pages: readonly Page[]): ReadonlyMap<string, string> => {
  const paths = new Map<string, string>();
  for (const page of pages) {
    if (page.countryCode !== undefined) paths.set(page.countryCode, page.path);
    for (const section of page.sections ?? []) paths.set(section.countryCode, `${page.path}#${section.anchor}`);
  }
  return paths;
};

export const countryPagePathIn = (paths: ReadonlyMap<string, string>, countryCode: string): string => {
  const path = paths.get(countryCode.toUpperCase());
  if (path === undefined) throw new CountryPageNotFoundError(countryCode);
  return path;
};
