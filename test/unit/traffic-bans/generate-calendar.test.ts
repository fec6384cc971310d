import { holidayTable } from '#data/traffic-bans/holiday-table.ts';
import { trafficBanRules } from '#data/traffic-bans/index.ts';
import { calendarPartsSchema, recurringEntrySchema } from '#shared/domain/traffic-bans/calendar.schema.ts';
import { buildCalendarIndex, queryCalendar } from '#shared/domain/traffic-bans/calendar-index.ts';
import {
  bansOn,
  calendarIn,
  countryRules,
  generalBansOn,
  SITE,
  servedCalendar,
  text,
  windows,
  YEARS,
} from './calendar-fixtures.ts';

describe('the calendar with the published rules (2026)', () => {
  test('the result has the shape of the spec calendar parts', () => {
    // Act
    const calendar = calendarIn();

    // Assess
    expect(() => calendarPartsSchema.parse(calendar)).not.toThrow();
    expect(calendar.count).toBe(calendar.bans.length);
    expect(calendar.countries.map((c) => c.code)).toEqual(
      expect.arrayContaining([
        'AT',
        'CH',
        'CZ',
        'DE',
        'ES',
        'FR',
        'HR',
        'HU',
        'IT',
        'LI',
        'LU',
        'PL',
        'RO',
        'SI',
        'SK',
      ]),
    );
    expect(calendar.countriesWithoutDatedBans.map((c) => c.code).sort()).toEqual(
      ['BE', 'BG', 'DK', 'EE', 'FI', 'GB', 'GR', 'IE', 'LT', 'LV', 'NL', 'NO', 'PT', 'SE'].sort(),
    );
    expect(calendar.countriesWithoutDatedBans.every((c) => c.page === undefined)).toBe(true);
  });

  test('Germany: Good Friday is a nationwide holiday ban 00:00-22:00', () => {
    // Act
    const bans = bansOn('DE', '2026-04-03');

    // Assess
    expect(bans).toHaveLength(1);
    expect(bans[0]).toMatchObject({
      weekday: 'Friday',
      start: '00:00',
      end: '22:00',
      startsAt: '2026-04-03T00:00:00+02:00',
      endsAt: '2026-04-03T22:00:00+02:00',
      kind: 'holiday',
      scope: 'nationwide',
      minimumTonnes: 7.5,
      reason: 'Public holiday: Good Friday',
      page: `${SITE}/driving-bans/germany`,
    });
    expect(bans[0]?.provisional).toBeUndefined();
  });

  test('Germany: summer Saturdays 07:00-20:00 on the listed roads, July and August only', () => {
    // Assess
    expect(bansOn('DE', '2026-06-27')).toEqual([]);
    for (const date of ['2026-07-04', '2026-08-29']) {
      expect(bansOn('DE', date)).toEqual([
        expect.objectContaining({ start: '07:00', end: '20:00', kind: 'road', scope: 'specific-roads' }),
      ]);
      expect(bansOn('DE', date)[0]?.roads).toEqual(expect.arrayContaining(['A1', 'A3', 'A8', 'A9']));
    }
    expect(bansOn('DE', '2026-09-05')).toEqual([]);
  });

  test('Germany: regional holidays are regional, and hidden where the Sunday ban already covers them', () => {
    // Assess
    expect(bansOn('DE', '2026-06-04')).toEqual([expect.objectContaining({ scope: 'regional', kind: 'holiday' })]);
    expect(bansOn('DE', '2026-06-04')[0]?.note).toContain('Bavaria');
    expect(bansOn('DE', '2026-10-31')).toEqual([expect.objectContaining({ scope: 'regional', start: '00:00' })]);
    expect(windows(bansOn('DE', '2026-11-01'))).toEqual(['00:00-22:00 weekend']);
  });

  test('France: eve of a holiday 22:00 to the holiday 22:00 is split at midnight', () => {
    // Assess
    expect(windows(generalBansOn('FR', '2026-05-07'))).toEqual(['22:00-24:00 eve']);
    expect(generalBansOn('FR', '2026-05-07')[0]?.endsAt).toBe('2026-05-08T00:00:00+02:00');
    expect(windows(generalBansOn('FR', '2026-05-08'))).toEqual(['00:00-22:00 holiday']);
    expect(generalBansOn('FR', '2026-05-08')[0]?.startsAt).toBe('2026-05-08T00:00:00+02:00');
  });

  test('France: the weekend ban Saturday 22:00 to Sunday 22:00 becomes two entries', () => {
    // Assess
    expect(windows(generalBansOn('FR', '2026-01-10'))).toEqual(['22:00-24:00 weekend']);
    expect(windows(generalBansOn('FR', '2026-01-11'))).toEqual(['00:00-22:00 weekend']);
  });

  test('Italy: decree days of 2026; the 5 January bridge day is not projected to 2027', () => {
    // Assess
    expect(bansOn('IT', '2026-01-05')).toEqual([
      expect.objectContaining({ start: '16:00', end: '22:00', kind: 'dated' }),
    ]);
    expect(bansOn('IT', '2026-01-05')[0]?.provisional).toBeUndefined();
    expect(bansOn('IT', '2027-01-05')).toEqual([]);
    expect(windows(bansOn('IT', '2026-04-03'))).toEqual(['14:00-22:00 dated']);
    expect(windows(bansOn('IT', '2026-04-04'))).toEqual(['09:00-16:00 dated']);
    expect(windows(bansOn('IT', '2026-01-04'))).toEqual(['09:00-22:00 weekend']);
    expect(windows(bansOn('IT', '2026-06-07'))).toEqual(['07:00-22:00 weekend']);
    expect(windows(bansOn('IT', '2026-07-04'))).toEqual(['08:00-16:00 dated']);
    expect(windows(bansOn('IT', '2026-08-15'))).toEqual(['07:00-22:00 holiday']);
    expect(bansOn('IT', '2027-01-10')[0]?.provisional).toBe(true);
  });

  test('Italy 2026: days read in reproductions of DM 325 are confirmed, the rest of the summer stays provisional', () => {
    // Assess
    for (const [date, window] of [
      ['2026-01-01', '09:00-22:00 holiday'],
      ['2026-01-06', '09:00-22:00 holiday'],
      ['2026-01-25', '09:00-22:00 weekend'],
      ['2026-04-03', '14:00-22:00 dated'],
      ['2026-04-04', '09:00-16:00 dated'],
    ] as const) {
      expect(windows(bansOn('IT', date))).toEqual([window]);
      expect(bansOn('IT', date)[0]?.provisional).toBeUndefined();
    }
    expect(bansOn('IT', '2026-05-30')).toEqual([
      expect.objectContaining({ start: '09:00', end: '14:00', kind: 'dated' }),
    ]);
    expect(bansOn('IT', '2026-05-30')[0]?.provisional).toBeUndefined();
    expect(bansOn('IT', '2027-05-29')).toEqual([]);
    for (const date of ['2026-07-24', '2026-07-31', '2026-08-07', '2026-08-14']) {
      expect(bansOn('IT', date)).toEqual([
        expect.objectContaining({ start: '16:00', end: '22:00', kind: 'dated', provisional: true }),
      ]);
    }
    expect(bansOn('IT', '2026-07-17')).toEqual([]);
    expect(bansOn('IT', '2026-08-21')).toEqual([]);
    expect(bansOn('IT', '2026-08-01')).toEqual([expect.objectContaining({ start: '08:00', end: '22:00' })]);
  });

  test('France 2026: complementary Saturdays of the order of 26 December 2025, the summer ones with a free evening', () => {
    // Assess
    for (const date of ['2026-07-11', '2026-07-18', '2026-07-25', '2026-08-01', '2026-08-08']) {
      expect(windows(generalBansOn('FR', date))).toEqual(['07:00-19:00 dated']);
      expect(generalBansOn('FR', date)[0]).toMatchObject({ scope: 'nationwide' });
      expect(generalBansOn('FR', date)[0]?.provisional).toBeUndefined();
    }
    for (const date of ['2026-07-04', '2026-08-22']) {
      expect(windows(generalBansOn('FR', date))).toEqual(['22:00-24:00 weekend']);
    }
    for (const date of ['2026-02-07', '2026-02-14', '2026-02-21', '2026-02-28', '2026-03-07']) {
      expect(windows(generalBansOn('FR', date))).toEqual(['07:00-18:00 dated', '22:00-24:00 weekend']);
      expect(generalBansOn('FR', date)[0]).toMatchObject({ scope: 'regional' });
      expect(generalBansOn('FR', date)[0]?.provisional).toBeUndefined();
    }
    expect(windows(generalBansOn('FR', '2026-03-14'))).toEqual(['22:00-24:00 weekend']);
    expect(generalBansOn('FR', '2027-07-31')[0]).toMatchObject({ start: '07:00', end: '19:00', provisional: true });
  });

  test('Austria: Saturday 15:00-24:00, holidays 00:00-22:00 and the Brenner route towards Italy', () => {
    // Assess
    expect(windows(bansOn('AT', '2026-04-04'))).toEqual(['15:00-24:00 weekend']);
    expect(windows(bansOn('AT', '2026-10-26'))).toEqual(['00:00-22:00 holiday']);
    expect(bansOn('AT', '2026-04-02')).toEqual([
      expect.objectContaining({
        start: '07:00',
        end: '22:00',
        appliesTo: 'southbound-to-IT',
        roads: ['A12', 'A13', 'A14'],
      }),
    ]);
  });

  test('Switzerland: Sundays and holidays all day; 26 December only when Christmas is not on a Friday', () => {
    // Assess
    expect(bansOn('CH', '2026-08-01')).toEqual([
      expect.objectContaining({ start: '00:00', end: '24:00', kind: 'holiday', endsAt: '2026-08-02T00:00:00+02:00' }),
    ]);
    expect(windows(bansOn('CH', '2026-12-25'))).toEqual(['00:00-24:00 holiday']);
    expect(bansOn('CH', '2026-12-26')).toEqual([]);
    expect(windows(bansOn('CH', '2027-12-26'))).toEqual(['00:00-24:00 holiday']);
    expect(windows(bansOn('CH', '2026-01-04'))).toEqual(['00:00-24:00 weekend']);
  });

  test('Liechtenstein: its own holidays such as St Joseph’s Day', () => {
    // Assess
    expect(windows(bansOn('LI', '2026-03-19'))).toEqual(['00:00-24:00 holiday']);
    expect(bansOn('LI', '2026-03-19')[0]?.page).toBe(`${SITE}/driving-bans#liechtenstein`);
  });

  test('Poland: holidays 08:00-22:00, eves 18:00-22:00, summer weekends, no ban on 24 December', () => {
    // Assess
    expect(windows(bansOn('PL', '2026-05-02'))).toEqual(['18:00-22:00 eve']);
    expect(windows(bansOn('PL', '2026-05-03'))).toEqual(['08:00-22:00 holiday']);
    expect(windows(bansOn('PL', '2026-06-26'))).toEqual(['18:00-22:00 weekend']);
    expect(windows(bansOn('PL', '2026-06-27'))).toEqual(['08:00-14:00 weekend']);
    expect(windows(bansOn('PL', '2026-08-30'))).toEqual(['08:00-22:00 weekend']);
    expect(bansOn('PL', '2026-09-06')).toEqual([]);
    expect(bansOn('PL', '2026-12-24')).toEqual([]);
    expect(bansOn('PL', '2026-12-31')).toEqual([]);
  });

  test('Czechia: summer Fridays 17:00-21:00 and Saturdays 07:00-13:00', () => {
    // Assess
    expect(windows(bansOn('CZ', '2026-07-03'))).toEqual(['17:00-21:00 weekend']);
    expect(windows(bansOn('CZ', '2026-07-04'))).toEqual(['07:00-13:00 weekend']);
    expect(windows(bansOn('CZ', '2026-09-28'))).toEqual(['13:00-22:00 holiday']);
    expect(bansOn('CZ', '2026-09-04')).toEqual([]);
  });

  test('Slovakia: summer Saturdays 07:00-19:00 and no ban on 1 September', () => {
    // Assess
    expect(windows(bansOn('SK', '2026-07-04'))).toEqual(['07:00-19:00 weekend']);
    expect(windows(bansOn('SK', '2026-08-29'))).toEqual(['00:00-22:00 holiday']);
    expect(bansOn('SK', '2026-09-01')).toEqual([]);
  });

  test('Hungary: July Saturdays from 15:00, eves from 22:00', () => {
    // Assess
    expect(windows(bansOn('HU', '2026-07-04'))).toEqual(['15:00-22:00 weekend', '22:00-24:00 weekend']);
    expect(windows(bansOn('HU', '2026-03-14'))).toEqual(['22:00-24:00 eve']);
    expect(windows(bansOn('HU', '2026-03-15'))).toEqual(['00:00-22:00 holiday']);
    expect(bansOn('HU', '2026-03-15')[0]?.page).toBe(`${SITE}/driving-bans#hungary`);
  });

  test('Slovenia: Good Friday 14:00-22:00 and summer Saturdays nationwide and on transit routes', () => {
    // Assess
    expect(windows(bansOn('SI', '2026-04-03'))).toEqual(['14:00-22:00 dated']);
    expect(windows(bansOn('SI', '2026-06-27'))).toEqual(['06:00-16:00 road', '08:00-13:00 weekend']);
  });

  test('Croatia: listed roads only, with the Sunday after a Saturday holiday', () => {
    // Assess
    expect(windows(bansOn('HR', '2026-05-29'))).toEqual(['15:00-23:00 eve']);
    expect(windows(bansOn('HR', '2026-05-30'))).toEqual(['14:00-23:00 holiday']);
    expect(windows(bansOn('HR', '2026-05-31'))).toEqual(['12:00-23:00 holiday']);
    expect(
      calendarIn()
        .bans.filter((b) => b.country === 'HR')
        .every((b) => b.roads?.includes('D8')),
    ).toBe(true);
  });

  test('Luxembourg: transit bans by direction', () => {
    // Assess
    expect(bansOn('LU', '2026-05-16').map((b) => `${b.appliesTo} ${b.start}-${b.end}`)).toEqual([
      'transit-to-FR 21:30-24:00',
      'transit-to-DE 23:30-24:00',
    ]);
    expect(bansOn('LU', '2026-05-17').map((b) => `${b.appliesTo} ${b.start}-${b.end}`)).toEqual([
      'transit-to-DE 00:00-21:45',
      'transit-to-FR 00:00-21:45',
    ]);
    expect(bansOn('LU', '2026-10-03').map((b) => b.appliesTo)).toContain('transit-to-DE');
    expect(bansOn('LU', '2026-07-14').map((b) => b.appliesTo)).toEqual(['transit-to-FR']);
  });

  test('Spain: only the listed road, towards France', () => {
    // Assess
    expect(bansOn('ES', '2026-02-06')).toEqual([
      expect.objectContaining({
        start: '17:00',
        end: '24:00',
        roads: ['N-230'],
        appliesTo: 'northbound-to-FR',
        scope: 'specific-roads',
      }),
    ]);
    expect(bansOn('ES', '2026-12-18')[0]?.provisional).toBeUndefined();
    expect(bansOn('ES', '2027-12-17')[0]?.provisional).toBe(true);
    expect(
      calendarIn()
        .bans.filter((b) => b.country === 'ES')
        .every((b) => b.scope === 'specific-roads'),
    ).toBe(true);
  });

  test('texts follow the language', () => {
    // Assess
    expect(bansOn('DE', '2026-04-03', 'fr')[0]?.reason).toBe('Jour férié\u202f: Vendredi saint');
    expect(generalBansOn('FR', '2026-05-07', 'de')[0]?.reason).toMatch(/^Vortag des Feiertags: /);
    expect(calendarIn('ro').countries.find((c) => c.code === 'PL')?.summary).toMatch(/Vehicule peste 12 t/);
  });
});

describe('summer time changes', () => {
  test('on 29 March 2026 the Sunday ban starts at +01:00 and ends at +02:00', () => {
    // Assess
    expect(bansOn('DE', '2026-03-29')[0]).toMatchObject({
      startsAt: '2026-03-29T00:00:00+01:00',
      endsAt: '2026-03-29T22:00:00+02:00',
    });
    expect(generalBansOn('FR', '2026-03-28')[0]?.endsAt).toBe('2026-03-29T00:00:00+01:00');
  });

  test('on 25 October 2026 the Sunday ban starts at +02:00 and ends at +01:00', () => {
    // Assess
    expect(bansOn('DE', '2026-10-25')[0]).toMatchObject({
      startsAt: '2026-10-25T00:00:00+02:00',
      endsAt: '2026-10-25T22:00:00+01:00',
    });
    expect(bansOn('CH', '2026-10-25')[0]?.endsAt).toBe('2026-10-26T00:00:00+01:00');
  });
});

describe('rules stated in another zone', () => {
  test('an Athens window is shifted to CET and split at the CET midnight', () => {
    // Prepare
    const rules = [
      countryRules({
        rules: [
          {
            id: 'friday-night',
            type: 'weekly',
            kind: 'road',
            scope: 'specific-roads',
            roads: ['A1'],
            vehicle: 'heavy',
            weekday: 'friday',
            window: { start: '16:00', end: '02:00' },
            reason: text('Holiday traffic'),
          },
        ],
      }),
    ];

    // Act
    const calendar = servedCalendar({ rules, years: [2026] });

    // Assess
    const pieces = calendar.bans.filter((b) => b.date === '2026-07-03' || b.date === '2026-07-04');
    expect(pieces.map((b) => `${b.date} ${b.start}-${b.end}`)).toEqual([
      '2026-07-03 15:00-24:00',
      '2026-07-04 00:00-01:00',
    ]);
    expect(pieces[0]?.startsAt).toBe('2026-07-03T15:00:00+02:00');
  });

  test('a Lisbon window is one hour later in CET', () => {
    // Prepare
    const rules = [
      countryRules({
        code: 'PT',
        timezone: 'Europe/Lisbon',
        rules: [
          {
            id: 'eve',
            type: 'holiday',
            kind: 'eve',
            scope: 'nationwide',
            vehicle: 'heavy',
            holidays: [{ source: 'fixed', date: '12-24', name: text('Christmas Eve') }],
            window: { start: '18:00', end: '23:30' },
            reason: text('{holiday}'),
          },
        ],
      }),
    ];

    // Act
    const calendar = servedCalendar({ rules, years: [2026] });

    // Assess
    expect(calendar.bans.map((b) => `${b.date} ${b.start}-${b.end} ${b.reason}`)).toEqual([
      '2026-12-24 19:00-24:00 Christmas Eve',
      '2026-12-25 00:00-00:30 Christmas Eve',
    ]);
  });
});

describe('night bans', () => {
  test('recurring holds one block per country with the spec fields', () => {
    // Act
    const { recurring } = calendarIn();

    // Assess
    expect(recurring.map((r) => r.country)).toEqual(['AT', 'CH', 'LI']);
    for (const block of recurring) {
      expect(() => recurringEntrySchema.parse(block)).not.toThrow();
      expect(block).toMatchObject({ kind: 'night', days: 'daily', start: '22:00', end: '05:00' });
    }
    expect(recurring[0]).toMatchObject({ minimumTonnes: 7.5, timezone: 'Europe/Vienna' });
    expect(recurring[1]?.minimumTonnes).toBe(3.5);
  });

  test('include=night expands to two entries per day and country, right on the DST day', () => {
    // Act
    const night = servedCalendar({ includeNight: true, from: '2026-03-29', to: '2026-03-29' }).bans.filter(
      (b) => b.kind === 'night',
    );

    // Assess
    expect(night.map((b) => `${b.country} ${b.start}-${b.end} ${b.kind}`)).toEqual([
      'AT 00:00-05:00 night',
      'AT 22:00-24:00 night',
      'CH 00:00-05:00 night',
      'CH 22:00-24:00 night',
      'LI 00:00-05:00 night',
      'LI 22:00-24:00 night',
    ]);
    expect(night[0]).toMatchObject({ startsAt: '2026-03-29T00:00:00+01:00', endsAt: '2026-03-29T05:00:00+02:00' });
    expect(night[1]?.endsAt).toBe('2026-03-30T00:00:00+02:00');
  });
});

describe('the calendar is pure', () => {
  test('the same input gives the same output', () => {
    // Act
    const whole = { from: '2026-01-01', to: '2027-12-31', countries: null, includeNight: true };
    const build = () =>
      buildCalendarIndex({
        rules: trafficBanRules(),
        holidays: holidayTable,
        years: YEARS,
        lang: 'it',
        siteBaseUrl: SITE,
      });
    const first = queryCalendar(build(), whole);
    const second = queryCalendar(build(), whole);

    // Assess
    expect(second).toEqual(first);
  });
});
