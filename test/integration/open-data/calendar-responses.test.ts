import { trafficBanRules } from '#data/traffic-bans/index.ts';
import type { CountryRules } from '#shared/domain/traffic-bans/rules.schema.ts';
import { buildIcs } from '#shared/domain/traffic-bans-ics/ics.ts';
import { calendarResponses, windowAt } from '#shared/operations/traffic-bans/calendar-responses.ts';
import { calendarQueryParser } from '#shared/operations/traffic-bans/traffic-bans.schema.ts';

const license = {
  name: 'CC BY 4.0',
  url: 'https://creativecommons.org/licenses/by/4.0/',
  attribution: 'test',
} as const;
const germany = trafficBanRules().find((rules) => rules.code === 'DE') as CountryRules;
// A country listed for its summary and source only: no dated rules, no page.
const netherlands: CountryRules = {
  ...germany,
  code: 'NL',
  name: 'Netherlands',
  timezone: 'Europe/Amsterdam',
  regime: 'without-dated-bans',
  page: undefined,
  rules: [],
};
const rules = [germany, netherlands];

const build = () => ({
  responses: calendarResponses({ rules, siteBaseUrl: 'https://bans.example.org', license: () => license }),
  parse: calendarQueryParser(rules.map((r) => r.code)),
});

describe('the calendar window', () => {
  test('is the current and the next year, the year read in Central European Time', () => {
    expect(windowAt(new Date('2026-12-31T22:59:59Z'))).toEqual({
      from: '2026-01-01',
      to: '2027-12-31',
      years: [2026, 2027],
    });
    // Midnight on 1 January in Brussels is 23:00 UTC the day before: the window rolls over then.
    expect(windowAt(new Date('2026-12-31T23:00:00Z'))).toEqual({
      from: '2027-01-01',
      to: '2028-12-31',
      years: [2027, 2028],
    });
  });

  test('rolls over in a warm container: the same instance answers the new years after 1 January', () => {
    const { responses, parse } = build();
    const before = new Date('2026-12-31T12:00:00Z');
    const after = new Date('2027-01-01T12:00:00Z');

    const old = JSON.parse(responses.json(windowAt(before), parse(windowAt(before), {}), before).body);
    const rolled = JSON.parse(responses.json(windowAt(after), parse(windowAt(after), {}), after).body);

    expect(old.window.years).toEqual([2026, 2027]);
    expect(rolled.window.years).toEqual([2027, 2028]);
    expect(rolled.bans.some((ban: { date: string }) => ban.date.startsWith('2028'))).toBe(true);
    expect(rolled.bans.some((ban: { date: string }) => ban.date.startsWith('2026'))).toBe(false);
    expect(rolled.generated).toBe(after.toISOString());
  });

  test('a date valid last year is refused after the roll-over', () => {
    const { parse } = build();

    expect(() => parse(windowAt(new Date('2026-06-01T00:00:00Z')), { date: '2026-03-01' })).not.toThrow();
    expect(() => parse(windowAt(new Date('2027-06-01T00:00:00Z')), { date: '2026-03-01' })).toThrow(
      expect.objectContaining({ issues: [expect.objectContaining({ name: 'date' })] }),
    );
  });
});

describe('answers from the built calendar', () => {
  test('a country without dated bans returns its entry and no bans', () => {
    const { responses, parse } = build();
    const now = new Date('2026-06-01T00:00:00Z');
    const window = windowAt(now);

    const body = JSON.parse(responses.json(window, parse(window, { country: 'nl' }), now).body);

    expect(body.filters.countries).toEqual(['NL']);
    expect(body.countries).toEqual([]);
    expect(body.countriesWithoutDatedBans).toEqual([
      expect.objectContaining({ code: 'NL', summary: expect.any(String), officialSource: expect.any(Object) }),
    ]);
    expect(body.countriesWithoutDatedBans[0].page).toBeUndefined();
    expect(body.bans).toEqual([]);
    expect(body.count).toBe(0);
  });

  test('builds each language once; later requests reuse it and keep its generated time', () => {
    const { responses, parse } = build();
    const first = new Date('2026-06-01T00:00:00Z');
    const later = new Date('2026-06-01T00:05:00Z');
    const window = windowAt(first);

    const full = JSON.parse(responses.json(window, parse(window, {}), first).body);
    const filtered = JSON.parse(responses.json(window, parse(window, { date: '2026-12-25' }), later).body);

    expect(filtered.generated).toBe(full.generated);
    expect(filtered.bans).toEqual(full.bans.filter((ban: { date: string }) => ban.date === '2026-12-25'));
  });

  test('returns the same body object for a repeated request, so its tag is not computed again', () => {
    const { responses, parse } = build();
    const now = new Date('2026-06-01T00:00:00Z');
    const window = windowAt(now);

    const a = responses.json(window, parse(window, { lang: 'es' }), now);
    const b = responses.json(window, parse(window, { lang: 'es' }), now);

    expect(b).toBe(a);
  });
});

describe('the body cache', () => {
  test('never holds more bytes than its bound, whatever the mix of requests', () => {
    // Prepare
    const limit = 3 * 1024 * 1024;
    const responses = calendarResponses({
      rules,
      siteBaseUrl: 'https://bans.example.org',
      license: () => license,
      feedWriter: buildIcs,
      cachedBytes: limit,
    });
    const parse = calendarQueryParser(rules.map((r) => r.code));
    const now = new Date('2026-06-01T00:00:00Z');
    const window = windowAt(now);
    const held: number[] = [];

    // Act: every language, whole years and single months, JSON and feed, with and without the night entries
    for (const lang of ['en', 'es', 'ro', 'it', 'fr', 'de']) {
      for (const [from, to] of [
        ['2026-01-01', '2027-12-31'],
        ['2026-03-01', '2027-12-31'],
        ['2026-07-01', '2026-07-31'],
      ]) {
        for (const include of [undefined, 'night']) {
          const query = { lang, from, to, ...(include ? { include } : {}) };
          responses.json(window, parse(window, query), now);
          held.push(responses.cached().bytes);
          responses.ics(window, parse(window, query), now);
          held.push(responses.cached().bytes);
        }
      }
    }

    // Assess
    expect(Math.max(...held)).toBeLessThanOrEqual(limit);
    expect(responses.cached().entries).toBeGreaterThan(0);
  });

  test('answers a request dropped from the cache again with the same bytes and tag', () => {
    // Prepare: a bound too small for any body
    const responses = calendarResponses({
      rules,
      siteBaseUrl: 'https://bans.example.org',
      license: () => license,
      cachedBytes: 1,
    });
    const parse = calendarQueryParser(rules.map((r) => r.code));
    const now = new Date('2026-06-01T00:00:00Z');
    const window = windowAt(now);

    // Act
    const first = responses.json(window, parse(window, {}), now);
    const again = responses.json(window, parse(window, {}), now);

    // Assess
    expect(responses.cached()).toEqual({ bytes: 0, entries: 0 });
    expect(again).not.toBe(first);
    expect(again).toEqual(first);
  });
});
