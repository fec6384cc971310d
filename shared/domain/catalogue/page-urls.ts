import { canonicalLocale, type SiteLocale } from './pages.schema.ts';

export class InvalidSiteBaseUrlError extends Error {
  override readonly name = 'InvalidSiteBaseUrlError';

  constructor(
    readonly siteBaseUrl: string,
    reason: string,
    options?: { cause?: unknown },
  ) {
    super(`site base URL ${JSON.stringify(siteBaseUrl)} ${reason}`, options);
  }
}

/**
 * Checks that the site base is an absolute http(s) URL that pages can be appended to, and returns it without a
 * trailing slash so that `base + path` never doubles the slash. A path prefix (`https://host/app`) is kept.
 */
export const parseSiteBaseUrl = (siteBaseUrl: string): string => {
  let url: URL;
  try {
    url = new URL(siteBaseUrl);
  } catch (cause) {
    throw new InvalidSiteBaseUrlError(siteBaseUrl, 'is not an absolute URL', { cause });
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new InvalidSiteBaseUrlError(siteBaseUrl, 'must use https or http');
  }
  if (url.username !== '' || url.password !== '') {
    throw new InvalidSiteBaseUrlError(siteBaseUrl, 'must not carry credentials');
  }
  // `new URL` drops an empty "?" or "#", so the raw text is checked too.
  if (url.search !== '' || url.hash !== '' || /[?#]/.test(siteBaseUrl)) {
    throw new InvalidSiteBaseUrlError(siteBaseUrl, 'must not carry a query or a fragment');
  }
  const prefix = url.pathname.replace(/\/+$/, '');
  if (prefix.includes('//')) {
    throw new InvalidSiteBaseUrlError(siteBaseUrl, 'must not contain an empty path segment');
  }
  return `${url.origin}${prefix}`;
};

/**
 * Path of a page in a locale: English pages live at their canonical path, every other locale under `/<locale>`
 * followed by the same path (`/driving-bans` -> `/es/driving-bans`, `/` -> `/es`). A fragment is kept.
 */
export const localizedPath = (path: string, locale: SiteLocale): string => {
  if (locale === canonicalLocale) return path;
  if (path === '/') return `/${locale}`;
  if (path.startsWith('/#')) return `/${locale}${path.slice(1)}`;
  return `/${locale}${path}`;
};

/** Absolute URL of a root-relative path on a base already checked by `parseSiteBaseUrl`. */
export const pageUrl = (normalizedSiteBaseUrl: string, path: string): string => `${normalizedSiteBaseUrl}${path}`;
