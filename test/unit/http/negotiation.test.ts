import { acceptsGzip, parseQualityList, pickLanguage } from '#shared/http/negotiation.ts';

describe('pickLanguage', () => {
  test.each([
    [undefined, 'es'],
    ['', 'es'],
    ['en', 'en'],
    ['fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7, *;q=0.5', 'fr'],
    ['en;q=0.5, de', 'de'],
    ['ja, ro;q=0.3', 'ro'],
    ['ja, zh', 'es'],
    ['*', 'es'],
    ['es;q=0, *', 'en'],
    ['it;q=0.8, fr;q=0.8', 'it'],
    ['DE-at', 'de'],
    ['en;q=2, it', 'it'],
    ['en;q=0.000, it;q=0.001', 'it'],
    ['en-GB;q=0.2, en;q=0.9, fr;q=0.5', 'en'],
    // negotiator 1.1 (middy's) answers fr here, preferring an exact tag over the header's order, and en above for q=2.
    ['de-DE, fr', 'de'],
  ])('Accept-Language %p selects %p', (header, expected) => {
    expect(pickLanguage(header)).toBe(expected);
  });
});

describe('acceptsGzip', () => {
  test.each([
    [undefined, false],
    ['gzip', true],
    ['br, gzip;q=0.5', true],
    ['gzip;q=0', false],
    ['GZIP;Q=0.001', true],
    ['*', true],
    ['identity', false],
    ['gzip;q=abc', false],
  ])('Accept-Encoding %p accepts gzip: %p', (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected);
  });
});

test('a quality list keeps its members in header order, lower-cased, q = 1 unless given, bad q-values dropped', () => {
  expect(parseQualityList('fr-CH, fr;q=0.9, en;q=2, *;q=0')).toEqual([
    { token: 'fr-ch', q: 1, index: 0 },
    { token: 'fr', q: 0.9, index: 1 },
    { token: '*', q: 0, index: 3 },
  ]);
});
