import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { holidayTable } from '#data/traffic-bans/holiday-table.ts';
import { trafficBanRules } from '#data/traffic-bans/index.ts';
import type { CountryRules, RuleBlock } from '#shared/domain/traffic-bans/rules.schema.ts';
import {
  AUDIT_DEFAULTS,
  type AuditItem,
  auditTrafficBans,
  unsourcedConfirmations,
} from '#shared/domain/traffic-bans/upkeep-audit.ts';
import { countryRules, text } from './calendar-fixtures.ts';

const run = promisify(execFile);

const audit = (on: string, rules: readonly CountryRules[] = trafficBanRules(), options = {}) =>
  auditTrafficBans(rules, { on, ...AUDIT_DEFAULTS, holidays: holidayTable(), ...options });

const of = (items: AuditItem[], check: AuditItem['check']) => items.filter((item) => item.check === check);

const decree = (overrides: Partial<Extract<RuleBlock, { type: 'decree' }>> = {}): RuleBlock => ({
  id: 'summer',
  type: 'decree',
  kind: 'dated',
  scope: 'nationwide',
  vehicle: 'heavy',
  instrument: 'order',
  year: 2026,
  dates: [
    { date: '2026-07-11', window: { start: '07:00', end: '19:00' }, recurs: { nth: 2, weekday: 'saturday', month: 7 } },
  ],
  reason: text('Summer Saturday'),
  ...overrides,
});

const withOrder = (url: string | undefined, publishedFor: number[], cited: string[], rules: RuleBlock[]) =>
  countryRules({
    instruments: { order: { title: 'Yearly order', ...(url === undefined ? {} : { url }), publishedFor } },
    rules,
    sourceDecisions: [{ topic: 'Order', decision: 'Read.', sources: cited }],
  });

describe('the upkeep audit', () => {
  test('no country file claims a confirmed date without a cited source', () => {
    // Assess
    expect(trafficBanRules().flatMap(unsourcedConfirmations)).toEqual([]);
  });

  test('flags confirmed decree days whose year is not published, or whose instrument no decision cites', () => {
    // Prepare
    const uncited = withOrder('https://order.example/2026', [2026], ['https://elsewhere.example'], [decree()]);
    const unpublished = withOrder('https://order.example/2026', [], ['https://order.example/2026'], [decree()]);
    const noAddress = withOrder(undefined, [2026], ['https://order.example/2026'], [decree()]);
    const estimated = withOrder('https://order.example/2026', [], [], [decree({ estimated: true })]);
    const sourced = withOrder('https://order.example/2026', [2026], ['https://order.example/2026'], [decree()]);

    // Assess
    expect(unsourcedConfirmations(uncited)).toEqual([
      'GR order: https://order.example/2026 is cited by no source decision',
    ]);
    expect(unsourcedConfirmations(unpublished)).toEqual([
      'GR summer: confirmed 2026 days, but 2026 is not in the publishedFor of order',
    ]);
    expect(unsourcedConfirmations(noAddress)).toEqual([
      'GR order: confirmed dates from an instrument without an address',
    ]);
    expect(unsourcedConfirmations(estimated)).toEqual([]);
    expect(unsourcedConfirmations(sourced)).toEqual([]);
    expect(of(audit('2026-06-01', [uncited]), 'unsourced')).toHaveLength(1);
  });

  test('lists provisional entries of the next 60 days with the text to read, and nothing further ahead', () => {
    // Prepare
    const country = withOrder('https://order.example/2026', [2026], ['https://order.example/2026'], [decree()]);

    // Act
    const inMay2027 = of(audit('2027-05-20', [country]), 'provisional-soon');

    // Assess
    expect(inMay2027).toEqual([
      {
        country: 'GR',
        check: 'provisional-soon',
        what: 'Summer Saturday (summer) is provisional on 2027-07-10',
        read: ['Yearly order: https://order.example/2026'],
      },
    ]);
    expect(of(audit('2027-05-09', [country]), 'provisional-soon')).toEqual([]);
    expect(of(audit('2026-06-01', [country]), 'provisional-soon')).toEqual([]);
    expect(of(audit('2027-05-09', [country], { horizonDays: 90 }), 'provisional-soon')).toHaveLength(1);
  });

  test('a holiday rule’s provisional days are listed under each holiday’s name, as the calendar publishes them', () => {
    // Act
    const items = of(audit('2026-11-23'), 'provisional-soon');

    // Assess
    expect(items.map((item) => item.what)).toEqual(
      expect.arrayContaining([
        "Public holiday: New Year's Day (holidays-winter) is provisional on 2027-01-01",
        'Public holiday: Epiphany (holidays-winter) is provisional on 2027-01-06',
      ]),
    );
    for (const item of items) expect(item.what).not.toMatch(/[{}]/);
  });

  test('on 23 November 2026: the 2027 instruments of Austria, Spain, France, Italy and Hungary are due', () => {
    // Act
    const items = audit('2026-11-23');

    // Assess
    expect(of(items, 'unsourced')).toEqual([]);
    expect(of(items, 'next-year-instrument').map((item) => `${item.country} ${item.what.split(':')[0]}`)).toEqual([
      'AT at-route-calendar',
      'AT at-lueg-bridge',
      'AT at-a10-summer',
      'ES es-dgt',
      'FR fr-complementary',
      'HU hu-working-days',
      'IT it-calendar',
    ]);
    expect(of(items, 'next-year-instrument').find((item) => item.country === 'FR')?.read).toEqual([
      expect.stringContaining('https://www.legifrance.gouv.fr/jorf/id/JORFTEXT000053324056'),
    ]);
    expect(of(items, 'current-year-instrument')).toEqual([]);
    expect([...new Set(of(items, 'lead').map((item) => item.country))]).toEqual([
      'AT',
      'BE',
      'BG',
      'CH',
      'DE',
      'ES',
      'FR',
      'GR',
      'PT',
      'RO',
      'SK',
    ]);
    expect(of(items, 'stale')).toEqual([]);
    expect(
      of(items, 'provisional-soon').every(
        (item) =>
          item.what.includes('2027-01') ||
          (item.country === 'HR' && item.what.includes('sunday-after-holiday')) ||
          item.country === 'RO',
      ),
    ).toBe(true);
  });

  test("on 23 November 2026: Croatia's Sundays after the Christmas and New Year holidays are listed to confirm", () => {
    // Act
    const croatia = of(audit('2026-11-23'), 'provisional-soon').filter((item) => item.country === 'HR');

    // Assess
    expect(croatia.map((item) => item.what)).toEqual([
      'Sunday after the holiday: Christmas Day (sunday-after-holiday) is provisional on 2026-12-27',
      "Sunday after the holiday: New Year's Day (sunday-after-holiday) is provisional on 2027-01-03",
    ]);
  });

  test('before 1 November nothing is due for next year; in a new year the unpublished instruments are listed', () => {
    // Assess
    expect(of(audit('2026-10-31'), 'next-year-instrument')).toEqual([]);
    expect(of(audit('2027-03-01'), 'current-year-instrument').map((item) => item.country)).toEqual(
      expect.arrayContaining(['AT', 'ES', 'FR', 'HU', 'IT']),
    );
    expect(of(audit('2027-03-01'), 'provisional-soon').map((item) => item.country)).toEqual(
      expect.arrayContaining(['FR', 'IT']),
    );
  });

  test('lists a country whose lastVerified is older than the threshold', () => {
    // Assess
    expect(of(audit('2027-05-31'), 'stale')).toEqual([]);
    expect(of(audit('2027-06-01'), 'stale')).toHaveLength(trafficBanRules().length);
    expect(of(audit('2027-02-01', trafficBanRules(), { staleAfterMonths: 2 }), 'stale')[0]).toMatchObject({
      check: 'stale',
      what: 'last verified 2026-11, 3 months before 2027-02',
    });
  });
});

describe('npm run bans -- audit', () => {
  const cli = (...args: string[]) =>
    run('node_modules/.bin/tsx', ['infra/cli/bans.ts', ...args], { encoding: 'utf8' }).then(
      (result) => ({ code: 0, ...result }),
      (error: { code: number; stdout: string; stderr: string }) => error,
    );

  test('prints the items for the day given, each with its source', async () => {
    // Act
    const { code, stdout } = await cli('audit', '--on', '2026-11-23');

    // Assess
    expect(code).toBe(0);
    expect(stdout).toContain('Driving-ban upkeep on 2026-11-23');
    expect(stdout).toContain('Next year’s instrument due (next-year-instrument)');
    expect(stdout).toContain('  FR  fr-complementary: the 2027 instrument is due');
    expect(stdout).toContain('      read: Arrêté fixant les interdictions complémentaires');
    expect(stdout).toContain("Public holiday: New Year's Day (holidays-winter)");
    expect(stdout).not.toMatch(/[{}]/);
  }, 30_000);

  test('answers --json with the same items', async () => {
    // Act
    const { code, stdout } = await cli('audit', '--on', '2026-11-23', '--json');

    // Assess
    expect(code).toBe(0);
    expect(JSON.parse(stdout)).toEqual({ on: '2026-11-23', days: 60, staleAfterMonths: 6, items: audit('2026-11-23') });
    expect(stdout).not.toContain('{holiday}');
  }, 30_000);

  test.each([
    [['audit', '--on', '2026-02-30'], '--on must be a real day written YYYY-MM-DD'],
    [['audit', '--days', 'ten'], '--days must be a whole number of days'],
    [['audit', '--colour'], "Unknown option '--colour'"],
    [['purge'], 'Unknown command "purge"'],
    [[], 'Name a command: audit, provisional, change or watch.'],
  ])(
    '%j ends with exit code 2 and a readable message',
    async (args, message) => {
      // Act
      const { code, stderr } = await cli(...args);

      // Assess
      expect(code).toBe(2);
      expect(stderr).toContain(message);
      expect(stderr).toContain('npm run -s bans -- audit');
      expect(stderr).not.toMatch(/\n\s+at /);
    },
    30_000,
  );

  test('--help prints the usage', async () => {
    // Act
    const { code, stdout } = await cli('--help');

    // Assess
    expect(code).toBe(0);
    expect(stdout).toContain('provisional-soon');
  }, 30_000);
});
