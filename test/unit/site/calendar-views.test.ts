import { holidayTable } from '#data/traffic-bans/holiday-table.ts';
import { trafficBanRules } from '#data/traffic-bans/index.ts';
import {
  bansByDay,
  countryPageModel,
  dayInWindow,
  monthGrids,
  overviewModel,
  weekendOf,
} from '#functions/site/models/calendar-views.ts';
import { buildCalendarIndex } from '#shared/domain/traffic-bans/calendar-index.ts';

// A fixed window, so what the pages list for a given day does not depend on the day the tests run.
const index = buildCalendarIndex({
  rules: trafficBanRules(),
  holidays: holidayTable,
  years: [2026, 2027],
  lang: 'en',
  siteBaseUrl: 'https://freight-estimate.example.com',
});

describe('a country page on a given day', () => {
  test('Germany on 20 December 2026 lists its Christmas bans up to the end of January, as a list and two month grids', () => {
    const model = countryPageModel(index, 'DE', '2026-12-20');

    expect(model).toBeDefined();
    expect(model?.from).toBe('2026-12-20');
    expect(model?.to).toBe('2027-01-31');
    const dates = model?.coming.map((entry) => entry.date) ?? [];
    expect(dates).toEqual(
      expect.arrayContaining(['2026-12-20', '2026-12-25', '2026-12-26', '2026-12-27', '2027-01-01']),
    );
    expect(dates.every((date) => date >= '2026-12-20' && date <= '2027-01-31')).toBe(true);
    expect(model?.coming.every((entry) => entry.country === 'DE')).toBe(true);
    expect(model?.months.map((grid) => grid.month)).toEqual(['2026-12-01', '2027-01-01']);
    const december = model?.months[0]?.weeks.flat() ?? [];
    expect(december.find((cell) => cell?.date === '2026-12-25')).toMatchObject({
      banned: true,
      level: 'nationwide',
      past: false,
    });
    expect(december.find((cell) => cell?.date === '2026-12-22')).toMatchObject({ banned: false });
    expect(december.find((cell) => cell?.date === '2026-12-22')?.level).toBeUndefined();
    expect(december.find((cell) => cell?.date === '2026-12-01')).toMatchObject({ past: true, today: false });
    expect(december.find((cell) => cell?.date === '2026-12-20')).toMatchObject({ today: true });
  });

  test('a country with night bans carries them; a code the rules do not hold has no page model', () => {
    expect(countryPageModel(index, 'AT', '2026-06-01')?.recurring.map((entry) => entry.country)).toEqual(['AT']);
    expect(countryPageModel(index, 'ZZ', '2026-06-01')).toBeUndefined();
  });

  test('the last days of the window stop at its end', () => {
    expect(countryPageModel(index, 'DE', '2027-12-20')?.to).toBe('2027-12-31');
  });

  test('dates not yet published by the authority are marked provisional in the grid', () => {
    const model = countryPageModel(index, 'IT', '2027-06-01');
    const provisional = model?.coming.filter((entry) => entry.provisional) ?? [];
    if (provisional.length > 0) {
      const cells = model?.months.flatMap((grid) => grid.weeks.flat()) ?? [];
      const first = provisional[0];
      const sameDay = model?.coming.filter((entry) => entry.date === first?.date) ?? [];
      expect(cells.find((cell) => cell?.date === first?.date)?.provisional).toBe(sameDay.every((e) => e.provisional));
    }
    expect(model?.coming.length).toBeGreaterThan(0);
  });
});

describe('the overview', () => {
  test('on Sunday 27 December 2026 Germany is banned, Austria too, and countries without dated bans are told apart', () => {
    const model = overviewModel(index, '2026-12-27');

    expect(model.days).toEqual([
      '2026-12-27',
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
    ]);
    expect(model.levels.get('DE')).toBe('nationwide');
    expect(model.levels.get('AT')).toBe('nationwide');
    for (const country of index.countriesWithoutDatedBans) expect(model.levels.get(country.code)).toBe('undated');
    const germany = model.week.find((row) => row.country.code === 'DE');
    expect(germany?.days[0]).toMatchObject({ date: '2026-12-27', level: 'nationwide' });
    expect(germany?.days[1]).toMatchObject({ date: '2026-12-28', level: 'none', parts: [] });
  });

  test('on a Tuesday without holidays a country with night bans only is coloured as such, and its week cells say so', () => {
    const model = overviewModel(index, '2026-11-17');
    expect(model.levels.get('AT')).toBe('night');
    expect(model.levels.get('DE')).toBe('none');
    const austria = model.week.find((row) => row.country.code === 'AT');
    expect(austria?.days[0]).toMatchObject({ level: 'night', hours: [{ start: '22:00', end: '05:00' }] });
  });

  test('on Saturday 28 November 2026 Spain is coloured for its roads around Cheste, not as a closed country', () => {
    const model = overviewModel(index, '2026-11-28');
    expect(model.levels.get('ES')).toBe('roads');
    const spain = model.week.find((row) => row.country.code === 'ES');
    expect(spain?.days[0]?.roads).toEqual(expect.arrayContaining(['CV-50', 'A-3']));
  });

  test('the week stops at the end of the window', () => {
    expect(overviewModel(index, '2027-12-30').days).toEqual(['2027-12-30', '2027-12-31']);
  });
});

describe('days', () => {
  test('the weekend of a weekday is the coming Saturday and Sunday; on a Sunday it is the current one', () => {
    expect(weekendOf('2026-11-23')).toEqual({ from: '2026-11-28', to: '2026-11-29' });
    expect(weekendOf('2026-11-28')).toEqual({ from: '2026-11-28', to: '2026-11-29' });
    expect(weekendOf('2026-11-29')).toEqual({ from: '2026-11-28', to: '2026-11-29' });
  });

  test('the bans of Christmas Day include Germany and Austria nationwide and Switzerland at least by night', () => {
    const [day] = bansByDay(index, '2026-12-25', '2026-12-25');
    const levels = new Map(day?.bans.map((summary) => [summary.country, summary.level]));
    expect(levels.get('DE')).toBe('nationwide');
    expect(levels.get('AT')).toBe('nationwide');
    expect(levels.get('CH')).toBeDefined();
    expect([...levels.values()]).not.toContain('none');
  });

  test('the bans of a weekday name the countries that ban only by night', () => {
    const [day] = bansByDay(index, '2026-11-17', '2026-11-17');
    expect(day?.bans.filter((summary) => summary.level === 'night').map((summary) => summary.country)).toEqual(
      expect.arrayContaining(['AT', 'CH', 'LI']),
    );
  });

  test('only real days of the window are accepted as the chosen day', () => {
    expect(dayInWindow(index, '2026-02-28')).toBe(true);
    expect(dayInWindow(index, '2026-02-30')).toBe(false);
    expect(dayInWindow(index, '2025-12-31')).toBe(false);
    expect(dayInWindow(index, 'tomorrow')).toBe(false);
    expect(dayInWindow(index, undefined)).toBe(false);
  });

  test('a month grid starts on Monday and pads the first and last weeks', () => {
    const [grid] = monthGrids([], '2026-12-01', '2026-12-31');
    expect(grid?.weeks[0]?.slice(0, 2)).toEqual([null, expect.objectContaining({ date: '2026-12-01' })]);
    expect(grid?.weeks.every((week) => week.length === 7)).toBe(true);
  });
});
