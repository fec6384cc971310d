import ICAL from 'ical.js';
import { DateTime } from 'luxon';
import {
  buildIcs,
  DuplicateBanWindowError,
  InconsistentRecurringBanError,
} from '#shared/domain/traffic-bans-ics/ics.ts';
import { aBanEntry } from './ban-entry-builder.ts';
import { feedOptions as options } from './feed-options.ts';
import { type Occurrence, parseFeed } from './parse-feed.ts';
import { aRecurringBan } from './recurring-ban-builder.ts';

const window = { from: '2026-01-01', to: '2027-12-31' };

/** 22:00 to 05:00 the next morning in Brussels, for every evening from `first` to `last`, as UTC ISO instants. */
const nights = (first: string, last: string): Occurrence[] => {
  const found: Occurrence[] = [];
  const end = DateTime.fromISO(last, { zone: 'Europe/Brussels' });
  for (let day = DateTime.fromISO(first, { zone: 'Europe/Brussels' }); day <= end; day = day.plus({ days: 1 })) {
    found.push({
      start: day.set({ hour: 22 }).toUTC().toISO() ?? '',
      end: day.plus({ days: 1 }).set({ hour: 5 }).toUTC().toISO() ?? '',
    });
  }
  return found;
};

const toIso = (instants: Occurrence[]) =>
  instants.map(({ start, end }) => ({ start: new Date(start).toISOString(), end: new Date(end).toISOString() }));

afterEach(() => ICAL.TimezoneService.reset());

describe('buildIcs with recurring bans', () => {
  test('writes a night ban as one daily series over the window, not two events a day', () => {
    // Act
    const ics = buildIcs([aBanEntry()], { ...options, recurring: { bans: [aRecurringBan()], ...window } });
    const { events } = parseFeed(ics);

    // Assess
    expect(events.map((event) => event.uid)).toEqual([
      'de-2026-04-03-0000-holiday@freight.example',
      'at-night-2200-0500@freight.example',
    ]);
    expect(ics).toContain('DTSTART;TZID=Europe/Brussels:20251231T220000\r\n');
    expect(ics).toContain('DTEND;TZID=Europe/Brussels:20260101T050000\r\n');
    // UNTIL is in UTC (RFC 5545 3.3.10) and inclusive: the night that starts on the last day.
    expect(ics).toContain('RRULE:FREQ=DAILY;UNTIL=20271231T210000Z\r\n');
  });

  test('expands to every night that reaches into the window, 22:00 to 05:00 across both clock changes', () => {
    // Act
    const feed = parseFeed(buildIcs([], { ...options, recurring: { bans: [aRecurringBan()], ...window } }));
    const occurrences = feed.occurrences('at-night-2200-0500@freight.example');

    // Assess
    expect(occurrences).toHaveLength(731);
    expect(occurrences).toEqual(toIso(nights('2025-12-31', '2027-12-31')));
    expect(occurrences).toEqual(
      expect.arrayContaining([
        // Summer time begins at 02:00 on 29 March 2026: a night of six hours.
        { start: '2026-03-28T21:00:00.000Z', end: '2026-03-29T03:00:00.000Z' },
        { start: '2026-03-29T20:00:00.000Z', end: '2026-03-30T03:00:00.000Z' },
        // Summer time ends at 03:00 on 25 October 2026: a night of eight hours.
        { start: '2026-10-24T20:00:00.000Z', end: '2026-10-25T04:00:00.000Z' },
        { start: '2026-10-25T21:00:00.000Z', end: '2026-10-26T04:00:00.000Z' },
      ]),
    );
  });

  test('writes out the nights of the clock changes, which a DTEND series would give the first night’s 7 hours', () => {
    // Act
    const feed = parseFeed(buildIcs([], { ...options, recurring: { bans: [aRecurringBan()], ...window } }));

    // Assess
    expect(feed.overrides('at-night-2200-0500@freight.example')).toEqual([
      '2026-03-28T21:00:00.000Z',
      '2026-10-24T20:00:00.000Z',
      '2027-03-27T21:00:00.000Z',
      '2027-10-30T20:00:00.000Z',
    ]);
  });

  test('starts a night earlier when the range begins just after a clock change, so the series keeps 7 hours', () => {
    // Act
    const ics = buildIcs([], {
      ...options,
      recurring: { bans: [aRecurringBan()], from: '2026-03-29', to: '2026-03-29' },
    });
    const feed = parseFeed(ics);

    // Assess
    expect(ics).toContain('DTSTART;TZID=Europe/Brussels:20260327T220000\r\nDTEND;TZID=Europe/Brussels:20260328T050000');
    expect(feed.overrides('at-night-2200-0500@freight.example')).toEqual(['2026-03-28T21:00:00.000Z']);
    expect(feed.occurrences('at-night-2200-0500@freight.example')).toEqual(toIso(nights('2026-03-27', '2026-03-29')));
  });

  test('covers one requested day with the night before and the night of that day', () => {
    // Act
    const feed = parseFeed(
      buildIcs([], { ...options, recurring: { bans: [aRecurringBan()], from: '2026-06-10', to: '2026-06-10' } }),
    );

    // Assess
    expect(feed.occurrences('at-night-2200-0500@freight.example')).toEqual([
      { start: '2026-06-09T20:00:00.000Z', end: '2026-06-10T03:00:00.000Z' },
      { start: '2026-06-10T20:00:00.000Z', end: '2026-06-11T03:00:00.000Z' },
    ]);
  });

  test('starts on the first day when the window does not run past midnight', () => {
    // Prepare
    const ban = aRecurringBan({ start: '00:00', end: '05:00' });

    // Act
    const feed = parseFeed(
      buildIcs([], { ...options, recurring: { bans: [ban], from: '2026-06-10', to: '2026-06-11' } }),
    );

    // Assess
    expect(feed.occurrences('at-night-0000-0500@freight.example')).toEqual([
      { start: '2026-06-09T22:00:00.000Z', end: '2026-06-10T03:00:00.000Z' },
      { start: '2026-06-10T22:00:00.000Z', end: '2026-06-11T03:00:00.000Z' },
    ]);
  });

  test('titles and describes the series in the requested language, linking the country page', () => {
    // Act
    const [event] = parseFeed(
      buildIcs([], { ...options, lang: 'de', recurring: { bans: [aRecurringBan()], ...window } }),
    ).events;

    // Assess
    expect(event).toMatchObject({
      summary: 'AT · Lkw-Fahrverbot · Nachtfahrverbot',
      status: 'CONFIRMED',
      transparency: 'TRANSPARENT',
      tzid: 'Europe/Brussels',
      url: 'https://freight.example/driving-bans/austria',
    });
    expect(event?.description.split('\n')).toEqual([
      'Austria · Nachtfahrverbot',
      'Zeit (MEZ): 22:00–05:00 (täglich)',
      'Fahrzeuge: Lorries over 7.5 t permissible total mass',
      'Geltungsbereich: landesweit',
      'Ausnahmen: Certified low-noise lorries (L plate), at most 60 km/h at night',
      'Amtliche Quelle: Unternehmensserviceportal (USP) — https://www.usp.gv.at/',
      'Zuletzt geprüft: 2026-10',
      'Details: https://freight.example/driving-bans/austria',
    ]);
  });

  test('links the calendar page when the country has no page of its own', () => {
    // Prepare
    const ban = aRecurringBan({ page: undefined });

    // Act
    const [event] = parseFeed(buildIcs([], { ...options, recurring: { bans: [ban], ...window } })).events;

    // Assess
    expect(event?.url).toBe('https://freight.example/driving-bans');
  });

  test('gives each country its own series with a UID that does not depend on the range', () => {
    // Prepare
    const bans = [
      aRecurringBan(),
      aRecurringBan({ country: 'CH', countryName: 'Switzerland', timezone: 'Europe/Zurich' }),
      aRecurringBan({ country: 'LI', countryName: 'Liechtenstein', timezone: 'Europe/Vaduz' }),
    ];

    // Act
    const first = parseFeed(buildIcs([], { ...options, recurring: { bans, ...window } })).events;
    const rolled = parseFeed(
      buildIcs([], { ...options, recurring: { bans, from: '2027-01-01', to: '2028-12-31' } }),
    ).events;

    // Assess
    expect(first.map((event) => event.uid)).toEqual([
      'at-night-2200-0500@freight.example',
      'ch-night-2200-0500@freight.example',
      'li-night-2200-0500@freight.example',
    ]);
    expect(rolled.map((event) => event.uid)).toEqual(first.map((event) => event.uid));
  });

  test('refuses two series for the same window', () => {
    // Act
    const build = () =>
      buildIcs([], { ...options, recurring: { bans: [aRecurringBan(), aRecurringBan()], ...window } });

    // Assess
    expect(build).toThrow(DuplicateBanWindowError);
  });

  test.each([
    ['a zone whose offset differs from Brussels', { timezone: 'Europe/Helsinki' }],
    ['a zone that changes its clocks on other days', { timezone: 'America/New_York' }],
    ['a start that is not HH:MM', { start: '10 pm' }],
    ['a page that is not a URL', { page: 'austria' }],
  ])('refuses a recurring ban with %s', (_case, overrides) => {
    // Act
    const build = () => buildIcs([], { ...options, recurring: { bans: [aRecurringBan(overrides)], ...window } });

    // Assess
    expect(build).toThrow(InconsistentRecurringBanError);
  });

  test('refuses a range that is not two dates in order', () => {
    // Act
    const build = () =>
      buildIcs([], { ...options, recurring: { bans: [aRecurringBan()], from: '2026-06-11', to: '2026-06-10' } });

    // Assess
    expect(build).toThrow(RangeError);
  });
});
