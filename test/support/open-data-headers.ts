/** The licence link every open-data answer of the calendar, the catalogue and the change log carries. */
const LICENSE_LINK = '<https://creativecommons.org/licenses/by/4.0/>; rel="license"';

/**
 * Asserts the headers of an open-data answer: any origin may read it and shared caches keep it an hour; with
 * `licensed`, it also links its licence.
 */
export const expectOpenDataHeaders = (response: Response, { licensed = false }: { licensed?: boolean } = {}) => {
  expect(response.headers.get('access-control-allow-origin')).toBe('*');
  expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
  if (licensed) expect(response.headers.get('link')).toBe(LICENSE_LINK);
};
