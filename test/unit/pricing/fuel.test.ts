import { DateTime } from 'luxon';
import { addDays } from '#shared/domain/dates.ts';
import { FuelPriceStaleError, FuelPriceUnavailableError } from '#shared/domain/pricing/errors.ts';
import {
  fuelSurchargeCents,
  isoWeekAt,
  isoWeekMonday,
  isoWeekOfDate,
  madridDate,
  selectFuelFigure,
  weekPublicationDate,
} from '#shared/domain/pricing/fuel.ts';
import { aFuelFigure } from './tariff-builders.ts';

describe('ISO weeks', () => {
  test('a date belongs to its ISO week', () => {
    expect(isoWeekOfDate('2026-11-19')).toBe('2026-W47');
    expect(isoWeekOfDate('2026-11-16')).toBe('2026-W47');
    expect(isoWeekOfDate('2026-11-22')).toBe('2026-W47');
    expect(isoWeekOfDate('2026-11-23')).toBe('2026-W48');
  });

  test('days around new year belong to the ISO week year', () => {
    expect(isoWeekOfDate('2027-01-01')).toBe('2026-W53');
    expect(isoWeekOfDate('2025-12-29')).toBe('2026-W01');
    expect(isoWeekOfDate('2024-12-30')).toBe('2025-W01');
  });

  test('the week of an instant is the week in Madrid, not in UTC', () => {
    // Sunday 23:30 UTC is already Monday 00:30 in Madrid (CET)
    const instant = new Date('2026-11-22T23:30:00Z');
    expect(madridDate(instant)).toBe('2026-11-23');
    expect(isoWeekAt(instant)).toBe('2026-W48');
  });

  test('a week starts on Monday and its figure is published the Monday after', () => {
    expect(isoWeekMonday('2026-W47')).toBe('2026-11-16');
    expect(weekPublicationDate('2026-W47')).toBe('2026-11-23');
    expect(weekPublicationDate('2026-W53')).toBe('2027-01-04');
  });

  test("weeks, Mondays and Madrid dates are luxon's, day by day over fifteen years and hour by hour over two", () => {
    for (let date = '2020-01-01'; date <= '2034-12-31'; date = addDays(date, 1)) {
      const luxon = DateTime.fromISO(date, { zone: 'Europe/Madrid' });
      const week = `${luxon.weekYear}-W${String(luxon.weekNumber).padStart(2, '0')}`;
      expect(isoWeekOfDate(date)).toBe(week);
      if (luxon.weekday === 1) expect(isoWeekMonday(week)).toBe(date);
    }
    // Every hour and the minutes around each daylight-saving change of 2026 and 2027 in Madrid.
    const from = Date.UTC(2026, 0, 1);
    for (let at = from; at < from + 2 * 365 * 86_400_000; at += 3_600_000) {
      for (const instant of [at, at - 60_000, at + 60_000]) {
        const luxon = DateTime.fromMillis(instant, { zone: 'Europe/Madrid' });
        expect(madridDate(new Date(instant))).toBe(luxon.toISODate());
      }
    }
  });

  test('a week or a date that does not exist is refused', () => {
    expect(() => isoWeekMonday('2026-W54')).toThrow(RangeError);
    expect(() => isoWeekMonday('2026-W00')).toThrow(RangeError);
    expect(() => isoWeekMonday('2026-47')).toThrow(RangeError);
    expect(isoWeekMonday('2026-W53')).toBe('2026-12-28');
    expect(() => isoWeekOfDate('2026-02-29')).toThrow(RangeError);
    expect(() => isoWeekOfDate('26-11-19')).toThrow(RangeError);
  });
});

describe('choosing the diesel figure', () => {
  const figures = [
    aFuelFigure({ week: '2026-W45', pricePerLitre: 1.48, publishedOn: '2026-11-09' }),
    aFuelFigure({ week: '2026-W46', pricePerLitre: 1.49, publishedOn: '2026-11-16' }),
    aFuelFigure({ week: '2026-W47', pricePerLitre: 1.5, publishedOn: '2026-11-23' }),
  ];
  const options = { now: new Date('2026-11-24T09:00:00Z'), maxAgeDays: 21 };

  test('the figure of the loading week is used when published', () => {
    expect(selectFuelFigure(figures, '2026-11-18', options)).toEqual({
      figure: figures[2],
      semanaGasoleo: '2026-W47',
      gasoleoProvisional: false,
    });
  });

  test('a loading week without a figure uses the latest one before it, provisionally', () => {
    const selection = selectFuelFigure(figures, '2026-12-10', options);
    expect(selection).toMatchObject({ semanaGasoleo: '2026-W47', gasoleoProvisional: true });
  });

  test('a figure not yet published on the request date is not used', () => {
    // Prepare: on Sunday 22 November the W47 figure (published 23 November) does not exist yet
    const now = new Date('2026-11-22T10:00:00Z');
    // Act
    const selection = selectFuelFigure(figures, '2026-11-20', { ...options, now });
    // Assess
    expect(selection).toMatchObject({ semanaGasoleo: '2026-W46', gasoleoProvisional: true });
  });

  test('a figure published today counts as published', () => {
    const now = new Date('2026-11-23T00:30:00+01:00');
    expect(selectFuelFigure(figures, '2026-11-23', { ...options, now }).semanaGasoleo).toBe('2026-W47');
  });

  test('a latest figure older than the maximum age means no current price', () => {
    // Prepare: latest publication 23 November, 22 days before 15 December
    const now = new Date('2026-12-15T12:00:00Z');
    // Act
    let error: unknown;
    try {
      selectFuelFigure(figures, '2026-12-16', { ...options, now });
    } catch (caught) {
      error = caught;
    }
    // Assess
    expect(error).toBeInstanceOf(FuelPriceStaleError);
    expect(error).toMatchObject({ latestWeek: '2026-W47', publishedOn: '2026-11-23', ageDays: 22, maxAgeDays: 21 });
    expect((error as FuelPriceStaleError).retryAfterSeconds).toBeGreaterThanOrEqual(1);
  });

  test('a latest figure exactly at the maximum age is still current', () => {
    const now = new Date('2026-12-14T12:00:00Z');
    expect(selectFuelFigure(figures, '2026-12-16', { ...options, now }).gasoleoProvisional).toBe(true);
  });

  test('no figures at all means no current price', () => {
    expect(() => selectFuelFigure([], '2026-11-25', options)).toThrow(FuelPriceUnavailableError);
  });

  test('only figures after the loading week means no current price', () => {
    expect(() => selectFuelFigure(figures, '2026-10-01', options)).toThrow(FuelPriceUnavailableError);
  });

  test('figures may come in any order', () => {
    const shuffled = [figures[1], figures[2], figures[0]].filter((f) => f !== undefined);
    expect(selectFuelFigure(shuffled, '2026-12-10', options).semanaGasoleo).toBe('2026-W47');
  });
});

describe('fuel surcharge', () => {
  const clause = { share: 0.3, referencePrice: 1.45 };

  test('diesel above the reference adds a surcharge', () => {
    // 500 × 0.3 × (1.55 − 1.45) / 1.45 = 10.3448… → 10.34
    expect(fuelSurchargeCents(50_000, clause, 1.55)).toBe(1_034);
  });

  test('diesel at the reference adds nothing', () => {
    expect(fuelSurchargeCents(50_000, clause, 1.45)).toBe(0);
  });

  test('diesel below the reference gives a negative surcharge', () => {
    expect(fuelSurchargeCents(50_000, clause, 1.35)).toBe(-1_034);
  });

  test('half a cent rounds up, and away from zero when negative', () => {
    const half = { share: 0.5, referencePrice: 1 };
    expect(fuelSurchargeCents(1_001, half, 1.01)).toBe(5); // 5.005 → 5
    expect(fuelSurchargeCents(1_000, half, 1.001)).toBe(1); // 0.5 → 1
    expect(fuelSurchargeCents(1_000, half, 0.999)).toBe(-1); // −0.5 → −1
  });

  test('a surcharge is never below minus the transport amount, so the total cannot be negative', () => {
    expect(fuelSurchargeCents(10_000, { share: 1, referencePrice: 1.45 }, 0.0001)).toBeGreaterThanOrEqual(-10_000);
    expect(fuelSurchargeCents(10_000, { share: 1.5, referencePrice: 1.45 }, 0.1)).toBe(-10_000);
  });
});
