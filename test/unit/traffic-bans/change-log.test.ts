import { readFileSync } from 'node:fs';
import { parseChangeLog, trafficBanChanges } from '#data/traffic-bans/changes.ts';
import { holidayTable } from '#data/traffic-bans/holiday-table.ts';
import { TRAFFIC_BAN_FILES, trafficBanRules } from '#data/traffic-bans/index.ts';
import { changedDays, contentHashOf, latestChanges, rulesHashOf } from '#shared/domain/traffic-bans/change-log.ts';
import type { CountryRules } from '#shared/domain/traffic-bans/rules.schema.ts';

const fileContent = (file: string): unknown =>
  JSON.parse(readFileSync(new URL(`../../../data/traffic-bans/${file}`, import.meta.url), 'utf8'));

const croatia = () => trafficBanRules().find((country) => country.code === 'HR') as CountryRules;

describe('the change log is honest by construction', () => {
  test.each(TRAFFIC_BAN_FILES.map((file) => [file]))(
    "%s has the rules its country's latest change entry describes (add one with npm run -s bans -- change)",
    (file) => {
      // Prepare
      const latest = latestChanges(trafficBanChanges()).get(file.slice(0, 2).toUpperCase());

      // Assess
      expect(latest?.rulesHash).toBe(rulesHashOf(fileContent(file)));
    },
  );

  test('records changes of rules and days, each on the address of a text, never a wording edit', () => {
    // Prepare
    const { changes } = trafficBanChanges();

    // Assess
    expect(changes.flatMap((change) => change.sources.filter((source) => !/^https?:\/\//.test(source)))).toEqual([]);
    expect(changes.filter((change) => /wording/.test(change.id))).toEqual([]);
    expect(() => parseChangeLog({ changes: [{ ...changes[0], sources: ['docs/glossary.md'] }] })).toThrow(/sources/);
  });

  test('names only countries that have a rule file', () => {
    // Prepare
    const known = new Set(TRAFFIC_BAN_FILES.map((file) => file.slice(0, 2).toUpperCase()));

    // Assess
    expect(trafficBanChanges().changes.filter((change) => !known.has(change.country))).toEqual([]);
  });

  test('the hash ignores formatting and sees any value', () => {
    // Prepare
    const content = fileContent('hr.json') as { lastVerified: string };

    // Assess
    expect(contentHashOf(JSON.parse(JSON.stringify(content, null, 4)))).toBe(contentHashOf(content));
    expect(contentHashOf({ ...content, lastVerified: '2026-12' })).not.toBe(contentHashOf(content));
  });

  test('the rules hash ignores texts and checks, and sees hours, days and sources', () => {
    // Prepare
    type File = { lastVerified: string; summary: { en: string }; rules: { window?: { start: string } }[] };
    const content = fileContent('hr.json') as File;
    const [first, ...others] = content.rules;
    const reworded = { ...content, summary: { ...content.summary, en: 'Reworded.' }, lastVerified: '2027-01' };
    const rescheduled = { ...content, rules: [{ ...first, window: { ...first?.window, start: '13:00' } }, ...others] };

    // Assess
    expect(rulesHashOf(reworded)).toBe(rulesHashOf(content));
    expect(rulesHashOf({ ...content, sourceDecisions: [] })).toBe(rulesHashOf(content));
    expect(rulesHashOf(rescheduled)).not.toBe(rulesHashOf(content));
    expect(rulesHashOf({ ...content, officialSource: { name: 'x', url: 'https://x.example' } })).not.toBe(
      rulesHashOf(content),
    );
  });

  test('a log out of date order, with a repeated id or an id not of its date and country is refused', () => {
    // Prepare
    const { changes } = trafficBanChanges();
    const [first, second] = [changes[0], changes[changes.length - 1]];

    // Assess
    expect(() => parseChangeLog({ changes: [second, first] })).toThrow(/oldest first/);
    expect(() => parseChangeLog({ changes: [first, first] })).toThrow(/duplicate id/);
    expect(() => parseChangeLog({ changes: [{ ...first, country: 'FR' }] })).toThrow(/date and country/);
  });
});

describe('the days a change moves', () => {
  /** Croatia's Sunday after a Friday or Saturday holiday, provisional since the notices read disagree. */
  test("Croatia's change: the Sundays after the holidays became provisional", () => {
    // Prepare
    const after = croatia();
    const before = {
      ...after,
      rules: after.rules.map((rule) => (rule.id === 'sunday-after-holiday' ? { ...rule, estimated: false } : rule)),
    };

    // Act
    const days = changedDays(before, after, [2026, 2027], holidayTable());

    // Assess
    expect(days.provisional).toEqual(expect.arrayContaining(['2026-12-27', '2027-01-03']));
    expect(days.confirmed).toEqual([]);
    expect(changedDays(after, before, [2026, 2027], holidayTable()).confirmed).toEqual(days.provisional);
  });

  test('a provisional entry leaving a day that keeps its confirmed ones confirms nothing: the French Saturdays re-projected', () => {
    // Prepare: before, 2027 was projected from the places of the 2026 Saturdays in their month
    const after = trafficBanRules().find((country) => country.code === 'FR') as CountryRules;
    const summer = after.rules.find((rule) => rule.id === 'summer-saturdays');
    if (summer?.type !== 'decree') throw new Error('the summer Saturdays decree is expected');
    const places = [
      [2, 7],
      [3, 7],
      [4, 7],
      [1, 8],
      [2, 8],
    ] as const;
    const { projection: _projection, ...withoutProjection } = summer;
    const before: CountryRules = {
      ...after,
      rules: after.rules.map((rule) =>
        rule === summer
          ? {
              ...withoutProjection,
              dates: summer.dates.map((date, i) => {
                const [nth, month] = places[i] ?? [1, 7];
                return { ...date, recurs: { nth, weekday: 'saturday' as const, month } };
              }),
            }
          : rule,
      ),
    };

    // Act
    const days = changedDays(before, after, [2026, 2027], holidayTable());

    // Assess: 10 and 17 July 2027 keep their confirmed weekend ban; 31 July and 21 August gain a provisional entry
    expect(days).toEqual({ confirmed: [], provisional: [], moved: [], added: [], removed: [] });
  });

  test('a provisional day that a decree puts on another day is a move; a confirmed one is a removal and an addition', () => {
    // Prepare
    const spain = trafficBanRules().find((country) => country.code === 'ES') as CountryRules;
    const december = spain.rules.find((rule) => rule.id === 'n-230-december-2026');
    if (december?.type !== 'decree') throw new Error('the N-230 December decree is expected');
    const withDecember = (estimated: boolean, third: string): CountryRules => ({
      ...spain,
      rules: spain.rules.map((rule) =>
        rule === december
          ? {
              ...december,
              estimated,
              dates: december.dates.map((d) => (d.date === '2026-12-18' ? { ...d, date: third } : d)),
            }
          : rule,
      ),
    });

    // Act
    const provisional = changedDays(
      withDecember(true, '2026-12-17'),
      withDecember(true, '2026-12-18'),
      [2026],
      holidayTable(),
    );
    const confirmed = changedDays(
      withDecember(false, '2026-12-17'),
      withDecember(false, '2026-12-18'),
      [2026],
      holidayTable(),
    );

    // Assess
    expect(provisional).toMatchObject({ moved: [{ from: '2026-12-17', to: '2026-12-18' }], added: [], removed: [] });
    expect(confirmed).toMatchObject({ moved: [], added: ['2026-12-18'], removed: ['2026-12-17'] });
  });
});
