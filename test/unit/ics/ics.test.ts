import fc from 'fast-check';
import ICAL from 'ical.js';
import { DateTime } from 'luxon';
import { holidayTable } from '#data/traffic-bans/holiday-table.ts';
import { trafficBanRules } from '#data/traffic-bans/index.ts';
import { buildCalendarIndex, queryCalendar } from '#shared/domain/traffic-bans/calendar-index.ts';
import { banEntrySchema } from '#shared/domain/traffic-bans-ics/ban-entry.ts';
import { buildIcs, DuplicateBanWindowError, InconsistentBanEntryError } from '#shared/domain/traffic-bans-ics/ics.ts';
import { aBanEntry } from './ban-entry-builder.ts';
import { feedOptions as options } from './feed-options.ts';
import { parseFeed } from './parse-feed.ts';

const utc = (rfc3339: string): string => new Date(rfc3339).toISOString();

afterEach(() => ICAL.TimezoneService.reset());

describe('buildIcs', () => {
  test('writes one event per ban window and the Europe/Brussels VTIMEZONE', () => {
    // Prepare
    const entries = [
      aBanEntry(),
      aBanEntry({
        date: '2026-04-05',
        weekday: 'Sunday',
        reason: 'Sunday',
        kind: 'weekend',
        startsAt: '2026-04-05T00:00:00+02:00',
        endsAt: '2026-04-05T22:00:00+02:00',
      }),
      aBanEntry({ country: 'AT', countryName: 'Austria', page: 'https://freight.example/driving-bans/austria' }),
    ];

    // Act
    const { calendar, events } = parseFeed(buildIcs(entries, options));

    // Assess
    expect(events).toHaveLength(3);
    expect(calendar.getAllSubcomponents('vtimezone').map((tz) => tz.getFirstPropertyValue('tzid'))).toEqual([
      'Europe/Brussels',
    ]);
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Truck driving bans');
  });

  test('writes an empty but valid calendar when there is no entry', () => {
    // Act
    const { calendar, events } = parseFeed(buildIcs([], options));

    // Assess
    expect(events).toEqual([]);
    expect(calendar.name).toBe('vcalendar');
  });

  test('places a window in Central European Time at the instants of startsAt and endsAt', () => {
    // Prepare
    const entry = aBanEntry();

    // Act
    const [event] = parseFeed(buildIcs([entry], options)).events;

    // Assess
    expect(event).toMatchObject({
      tzid: 'Europe/Brussels',
      start: '2026-04-02T22:00:00.000Z',
      end: '2026-04-03T20:00:00.000Z',
    });
  });

  test('keeps the instants right on the day summer time begins', () => {
    // Prepare
    const entry = aBanEntry({
      date: '2026-03-29',
      weekday: 'Sunday',
      reason: 'Sunday',
      kind: 'weekend',
      startsAt: '2026-03-29T00:00:00+01:00',
      endsAt: '2026-03-29T22:00:00+02:00',
    });

    // Act
    const ics = buildIcs([entry], options);
    const [event] = parseFeed(ics).events;

    // Assess
    expect(ics).toContain('DTSTART;TZID=Europe/Brussels:20260329T000000');
    expect(ics).toContain('DTEND;TZID=Europe/Brussels:20260329T220000');
    expect(event).toMatchObject({ start: '2026-03-28T23:00:00.000Z', end: '2026-03-29T20:00:00.000Z' });
  });

  test('keeps the instants right on the day summer time ends', () => {
    // Prepare
    const entry = aBanEntry({
      date: '2026-10-25',
      weekday: 'Sunday',
      reason: 'Sunday',
      kind: 'weekend',
      startsAt: '2026-10-25T00:00:00+02:00',
      endsAt: '2026-10-25T22:00:00+01:00',
    });

    // Act
    const [event] = parseFeed(buildIcs([entry], options)).events;

    // Assess
    expect(event).toMatchObject({ start: '2026-10-24T22:00:00.000Z', end: '2026-10-25T21:00:00.000Z' });
  });

  test.each([
    [
      'a window inside the first 02:00-03:00',
      '02:10',
      '02:40',
      '2026-10-25T02:10:00+02:00',
      '2026-10-25T02:40:00+02:00',
    ],
    [
      'a window inside the second 02:00-03:00',
      '02:10',
      '02:40',
      '2026-10-25T02:10:00+01:00',
      '2026-10-25T02:40:00+01:00',
    ],
    [
      'a window that ends at the first 02:00',
      '01:59',
      '02:00',
      '2026-10-25T01:59:00+02:00',
      '2026-10-25T02:00:00+02:00',
    ],
    [
      'a window that starts at the second 02:30',
      '02:30',
      '04:00',
      '2026-10-25T02:30:00+01:00',
      '2026-10-25T04:00:00+01:00',
    ],
  ])('writes %s of the autumn change in UTC, read back at its instants', (_case, start, end, startsAt, endsAt) => {
    // Prepare
    const entry = aBanEntry({ date: '2026-10-25', weekday: 'Sunday', start, end, startsAt, endsAt });

    // Act
    const ics = buildIcs([entry], options);
    const [event] = parseFeed(ics).events;

    // Assess
    expect(ics).toContain(`DTSTART:${utc(startsAt).replace(/[-:]|\.000/g, '')}`);
    expect(ics).toContain(`DTEND:${utc(endsAt).replace(/[-:]|\.000/g, '')}`);
    expect(event).toMatchObject({ start: utc(startsAt), end: utc(endsAt) });
  });

  test('ends a window that runs to 24:00 at midnight of the next day', () => {
    // Prepare
    const entry = aBanEntry({
      country: 'AT',
      countryName: 'Austria',
      date: '2026-07-04',
      weekday: 'Saturday',
      reason: 'Summer Saturday',
      kind: 'night',
      start: '22:00',
      end: '24:00',
      startsAt: '2026-07-04T22:00:00+02:00',
      endsAt: '2026-07-05T00:00:00+02:00',
    });

    // Act
    const ics = buildIcs([entry], options);
    const [event] = parseFeed(ics).events;

    // Assess
    expect(ics).toContain('DTEND;TZID=Europe/Brussels:20260705T000000');
    expect(event).toMatchObject({ start: '2026-07-04T20:00:00.000Z', end: '2026-07-04T22:00:00.000Z' });
  });

  test('gives every window a unique UID that does not change between builds', () => {
    // Prepare
    const entries = [
      aBanEntry(),
      aBanEntry({
        start: '22:00',
        end: '24:00',
        startsAt: '2026-04-03T22:00:00+02:00',
        endsAt: '2026-04-04T00:00:00+02:00',
      }),
      aBanEntry({ kind: 'road', scope: 'specific-roads', roads: ['A 8'] }),
      aBanEntry({ kind: 'road', scope: 'specific-roads', roads: ['A 93'] }),
      aBanEntry({ kind: 'dated', scope: 'transit', appliesTo: 'transit-to-IT' }),
      aBanEntry({ kind: 'dated', scope: 'transit', appliesTo: 'southbound-to-IT' }),
    ];

    // Act
    const first = parseFeed(buildIcs(entries, options)).events.map((event) => event.uid);
    const second = parseFeed(buildIcs(entries, { ...options, generated: new Date('2027-01-01T00:00:00Z') })).events.map(
      (event) => event.uid,
    );

    // Assess
    expect(new Set(first).size).toBe(entries.length);
    expect(second).toEqual(first);
    expect(first[0]).toBe('de-2026-04-03-0000-holiday@freight.example');
    expect(first[4]).toBe('de-2026-04-03-0000-dated-transit-to-it@freight.example');
  });

  test('keeps the UID when only the texts of a window change, so a re-subscription does not duplicate it', () => {
    // Prepare
    const before = aBanEntry();
    const after = aBanEntry({ reason: 'Karfreitag', vehicle: 'Lkw über 7,5 t', lastVerified: '2026-11' });

    // Act
    const [uidBefore] = parseFeed(buildIcs([before], options)).events.map((event) => event.uid);
    const [uidAfter] = parseFeed(buildIcs([after], { ...options, lang: 'de' })).events.map((event) => event.uid);

    // Assess
    expect(uidAfter).toBe(uidBefore);
  });

  test('refuses two entries for the same window', () => {
    // Prepare
    const entries = [aBanEntry(), aBanEntry({ reason: 'Good Friday (repeated)' })];

    // Act
    const build = () => buildIcs(entries, options);

    // Assess
    expect(build).toThrow(DuplicateBanWindowError);
  });

  test('numbers entries of one window that differ only in the section or direction their note names', () => {
    // Prepare
    const towards = (place: string, word: string) =>
      aBanEntry({ roads: ['A10'], scope: 'specific-roads', kind: 'road', note: `A10, ${word} ${place}.` });
    const english = [towards('Villach', 'towards'), towards('Salzburg', 'towards')];
    const german = [towards('Villach', 'Richtung'), towards('Salzburg', 'Richtung')];

    // Act
    const uids = parseFeed(buildIcs(english, options)).events.map((event) => event.uid);
    const germanUids = parseFeed(buildIcs(german, { ...options, lang: 'de' })).events.map((event) => event.uid);

    // Assess
    expect(new Set(uids).size).toBe(2);
    expect(uids[1]).toBe((uids[0] as string).replace('@', '-2@'));
    expect(germanUids).toEqual(uids);
    const twice = towards('Villach', 'towards');
    expect(() => buildIcs([twice, twice], options)).toThrow(DuplicateBanWindowError);
  });

  test('titles an event with the country, the kind of ban and the reason', () => {
    // Act
    const [event] = parseFeed(buildIcs([aBanEntry()], options)).events;

    // Assess
    expect(event?.summary).toBe('DE · Truck ban · Good Friday');
  });

  test('titles a road ban with its roads and a regional ban as regional, so neither reads as the whole country', () => {
    // Act
    const events = parseFeed(
      buildIcs(
        [
          aBanEntry({ kind: 'road', scope: 'specific-roads', roads: ['CV-50', 'A-3'], reason: 'Cheste circuit' }),
          aBanEntry({ kind: 'holiday', scope: 'regional', reason: 'Corpus Christi', start: '00:00', end: '22:00' }),
        ],
        options,
      ),
    ).events;

    // Assess
    expect(events.map((event) => event.summary)).toEqual([
      'DE · Truck ban · CV-50, A-3 · Cheste circuit',
      'DE · Truck ban · regional · Corpus Christi',
    ]);
  });

  test('describes vehicle, scope, roads, direction, note, official source and page', () => {
    // Prepare
    const entry = aBanEntry({
      country: 'AT',
      countryName: 'Austria',
      kind: 'road',
      scope: 'specific-roads',
      roads: ['A 12', 'A 13'],
      appliesTo: 'southbound-to-IT',
      note: 'Local deliveries are exempt',
      officialSource: { name: 'BMK', url: 'https://www.bmk.gv.at/' },
      page: 'https://freight.example/driving-bans/austria',
    });

    // Act
    const [event] = parseFeed(buildIcs([entry], options)).events;

    // Assess
    expect(event?.description.split('\n')).toEqual([
      'Austria · Good Friday',
      'Time (CET): 00:00–22:00',
      'Vehicles: Lorries over 7.5 t and lorries with trailers',
      'Scope: specific roads',
      'Roads: A 12, A 13',
      'Applies to: southbound-to-IT',
      'Note: Local deliveries are exempt',
      'Official source: BMK — https://www.bmk.gv.at/',
      'Last checked: 2026-10',
      'Details: https://freight.example/driving-bans/austria',
    ]);
    expect(event?.url).toBe('https://freight.example/driving-bans/austria');
  });

  test('marks a provisional date in title, description and status, with why it is provisional', () => {
    // Prepare
    const provisionalReason = 'Projected from the orders of 2021 to 2026; the order for 2027 would confirm it.';
    const entry = aBanEntry({ provisional: true, provisionalReason });

    // Act
    const [event] = parseFeed(buildIcs([entry], options)).events;

    // Assess
    expect(event?.summary).toBe('DE · Truck ban · Good Friday (provisional)');
    expect(event?.description).toContain(
      `Provisional: date estimated before the authority publishes its calendar\n${provisionalReason}\n`,
    );
    expect(event?.status).toBe('TENTATIVE');
  });

  test("gives a country's own hours under the CET ones where they differ, and not where they are the same", () => {
    // Prepare
    const romania = aBanEntry({
      country: 'RO',
      countryName: 'Romania',
      timezone: 'Europe/Bucharest',
      date: '2026-01-23',
      weekday: 'Friday',
      start: '17:00',
      end: '21:00',
      startsAt: '2026-01-23T17:00:00+01:00',
      endsAt: '2026-01-23T21:00:00+01:00',
      localStart: '18:00',
      localEnd: '22:00',
    });

    // Act
    const [event, german] = parseFeed(buildIcs([romania, aBanEntry()], options)).events;

    // Assess
    expect(event?.description).toContain('Time (CET): 17:00–21:00\nLocal time: 18:00–22:00\n');
    expect(german?.description).not.toContain('Local time');
  });

  test('confirms a published date and never marks the subscriber busy', () => {
    // Act
    const [event] = parseFeed(buildIcs([aBanEntry()], options)).events;

    // Assess
    expect(event).toMatchObject({ status: 'CONFIRMED', transparency: 'TRANSPARENT' });
  });

  test('round-trips commas, semicolons, backslashes and newlines in the texts', () => {
    // Prepare
    const entry = aBanEntry({
      reason: 'Assumption; Ferragosto, eve',
      vehicle: 'Lorries > 7.5 t, trailers; tractors\\units',
      note: 'First line, with comma;\nsecond line\r\nthird line',
    });

    // Act
    const ics = buildIcs([entry], options);
    const [event] = parseFeed(ics).events;

    // Assess
    expect(ics).toContain('Assumption\\; Ferragosto\\, eve');
    expect(event?.summary).toBe('DE · Truck ban · Assumption; Ferragosto, eve');
    expect(event?.description).toContain('Vehicles: Lorries > 7.5 t, trailers; tractors\\units');
    expect(event?.description).toContain('Note: First line, with comma;\nsecond line\nthird line');
  });

  test('drops control characters and escapes the calendar name as TEXT', () => {
    // Prepare
    const entry = aBanEntry({ note: 'Bell\u0007 and\ttab\u001b' });

    // Act
    const ics = buildIcs([entry], { ...options, calendarName: 'Bans, DE; AT\\CH' });
    const { events } = parseFeed(ics);

    // Assess: ical.js knows neither NAME (RFC 7986) nor X-WR-CALNAME as TEXT, so the escaped form is checked
    expect(ics).toContain('X-WR-CALNAME:Bans\\, DE\\; AT\\\\CH\r\n');
    expect(ics).toContain('NAME:Bans\\, DE\\; AT\\\\CH\r\n');
    expect(events[0]?.description).toContain('Note: Bell and\ttab\n');
  });

  test('ends every line with CRLF and folds at 75 octets without splitting a character', () => {
    // Prepare: two- three- and four-octet characters at every position relative to the fold
    const note = Array.from({ length: 12 }, (_, i) => `${'x'.repeat(i)}ß€🚛 Straße – 𝔸 über ${i}`).join(' ');
    const entry = aBanEntry({ note, reason: `${'é'.repeat(40)}🚛${'中'.repeat(30)}` });

    // Act
    const ics = buildIcs([entry], options);
    const [event] = parseFeed(ics).events;

    // Assess
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics.replaceAll('\r\n', '')).not.toMatch(/[\r\n]/);
    const lines = ics.slice(0, -2).split('\r\n');
    expect(lines.filter((line) => line.startsWith(' ')).length).toBeGreaterThan(5);
    for (const line of lines) {
      expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
      // A fold inside a surrogate pair would leave a lone surrogate on each side.
      expect(line).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/);
      // Each physical line is valid UTF-8 on its own.
      expect(new TextDecoder('utf-8', { fatal: true }).decode(Buffer.from(line, 'utf8'))).toBe(line);
    }
    expect(event?.description).toContain(`Note: ${note}`);
    expect(event?.summary).toBe(`DE · Truck ban · ${'é'.repeat(40)}🚛${'中'.repeat(30)}`);
  });

  test('stamps every event with the generation instant in UTC', () => {
    // Act
    const ics = buildIcs([aBanEntry()], options);
    const [event] = parseFeed(ics).events;

    // Assess
    expect(ics).toContain('DTSTAMP:20261122T100000Z');
    expect(event?.stamp).toBe('2026-11-22T10:00:00.000Z');
  });

  test('writes the fixed words in the requested language', () => {
    // Prepare
    const entry = aBanEntry({ reason: 'Viernes Santo', provisional: true });

    // Act
    const [event] = parseFeed(buildIcs([entry], { ...options, lang: 'es' })).events;

    // Assess
    expect(event?.summary).toBe('DE · Prohibición camiones · Viernes Santo (provisional)');
    expect(event?.description).toContain('Ámbito: todo el país');
    expect(event?.description).toContain('Fuente oficial: Bundesamt für Logistik und Mobilität');
  });

  test('puts a root-relative page on the site base', () => {
    // Prepare
    const entry = aBanEntry({ page: '/driving-bans#hungary', country: 'HU', countryName: 'Hungary' });

    // Act
    const [event] = parseFeed(buildIcs([entry], { ...options, siteBaseUrl: 'https://freight.example/' })).events;

    // Assess
    expect(event?.url).toBe('https://freight.example/driving-bans#hungary');
  });

  test.each([
    ['a start that is not the stated CET time', { startsAt: '2026-04-03T00:00:00+01:00' }],
    ['an end that is not the stated CET time', { endsAt: '2026-04-03T21:00:00+02:00' }],
    ['24:00 that does not end at the next midnight', { end: '24:00' }],
    ['an end before the start', { startsAt: '2026-04-03T23:00:00+02:00', start: '23:00' }],
    ['a malformed instant', { startsAt: 'Friday morning' }],
    ['a page that is not a URL', { page: 'germany' }],
  ])('refuses an entry with %s', (_case, overrides) => {
    // Prepare
    const entry = aBanEntry(overrides);

    // Act
    const build = () => buildIcs([entry], options);

    // Assess
    expect(build).toThrow(InconsistentBanEntryError);
  });

  test('any CET window of the calendar window reads back at the same instants', () => {
    const windows = fc
      .record({
        // Any day, or one of the four days the clocks change (2026-03-29, 2026-10-25, 2027-03-28, 2027-10-31).
        day: fc.oneof(fc.integer({ min: 0, max: 729 }), fc.constantFrom(87, 297, 451, 668)),
        startMinutes: fc.integer({ min: 0, max: 23 * 60 + 59 }),
        length: fc.integer({ min: 1, max: 24 * 60 }),
        later: fc.boolean(),
      })
      .map(({ day, startMinutes, length, later }) => {
        const date = DateTime.fromISO('2026-01-01', { zone: 'Europe/Brussels' }).plus({ days: day });
        const endMinutes = Math.min(startMinutes + length, 24 * 60);
        const hhmm = (minutes: number) =>
          `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
        // luxon gives the first occurrence of a time the autumn change repeats; `later` takes the second one.
        const occurrence = (time: DateTime) => {
          const second = time.plus({ hours: 1 });
          return later && second.toFormat('HH:mm') === time.toFormat('HH:mm') ? second : time;
        };
        const start = occurrence(date.set({ hour: Math.floor(startMinutes / 60), minute: startMinutes % 60 }));
        const end =
          endMinutes === 24 * 60
            ? date.plus({ days: 1 })
            : occurrence(date.set({ hour: Math.floor(endMinutes / 60), minute: endMinutes % 60 }));
        return {
          entry: aBanEntry({
            date: date.toISODate() ?? '',
            start: hhmm(startMinutes),
            end: hhmm(endMinutes),
            startsAt: start.toISO() ?? '',
            endsAt: end.toISO() ?? '',
          }),
          // Local times skipped by the spring change do not exist; luxon moves them, so they are not a CET window.
          exists:
            start.toFormat('HH:mm') === hhmm(startMinutes) &&
            (endMinutes === 24 * 60 || end.toFormat('HH:mm') === hhmm(endMinutes)),
        };
      });

    fc.assert(
      fc.property(windows, ({ entry, exists }) => {
        fc.pre(exists && entry.startsAt < entry.endsAt);
        const [event] = parseFeed(buildIcs([entry], options)).events;
        ICAL.TimezoneService.reset();
        expect(banEntrySchema.safeParse(entry).success).toBe(true);
        expect(event?.start).toBe(utc(entry.startsAt));
        expect(event?.end).toBe(utc(entry.endsAt));
      }),
      { numRuns: 200 },
    );
  });
});

describe('buildIcs over the whole calendar window', () => {
  const index = buildCalendarIndex({
    rules: trafficBanRules(),
    holidays: holidayTable,
    years: [2026, 2027],
    lang: 'de',
    siteBaseUrl: 'https://freight.example',
  });
  const window = { from: '2026-01-01', to: '2027-12-31' };
  const selected = queryCalendar(index, { ...window, countries: null, includeNight: false });

  test('holds one event per dated entry at its instants and one series per night ban, all UIDs distinct', () => {
    // Act
    const ics = buildIcs(selected.bans, { ...options, lang: 'de', recurring: { bans: selected.recurring, ...window } });
    const feed = parseFeed(ics);

    // Assess
    const series = feed.events.filter((event) => event.uid.includes('-night-'));
    const dated = feed.events.filter((event) => !event.uid.includes('-night-'));
    expect(series.map((event) => event.uid)).toEqual([
      'at-night-2200-0500@freight.example',
      'ch-night-2200-0500@freight.example',
      'li-night-2200-0500@freight.example',
    ]);
    expect(dated).toHaveLength(selected.bans.length);
    expect(new Set(feed.events.map((event) => event.uid)).size).toBe(feed.events.length);
    expect(dated.map((event) => `${event.start}/${event.end}`)).toEqual(
      selected.bans.map((ban) => `${utc(ban.startsAt)}/${utc(ban.endsAt)}`),
    );
    for (const { uid } of series) expect(feed.occurrences(uid)).toHaveLength(731);
  });

  test('keeps every line within 75 octets and ends it with CRLF', () => {
    // Act
    const ics = buildIcs(selected.bans, { ...options, lang: 'ro', recurring: { bans: selected.recurring, ...window } });

    // Assess
    expect(ics.endsWith('\r\n')).toBe(true);
    const lines = ics.slice(0, -2).split('\r\n');
    expect(lines.filter((line) => /[\r\n]/.test(line))).toEqual([]);
    expect(lines.filter((line) => Buffer.byteLength(line, 'utf8') > 75)).toEqual([]);
  });
});
