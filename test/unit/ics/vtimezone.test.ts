import { IANAZone } from 'luxon';
import {
  calendarWallToEpoch,
  calendarZoneDateTime,
  calendarZoneOffset,
  utcDateTime,
} from '#shared/domain/traffic-bans-ics/vtimezone.ts';

const HOUR = 3_600_000;

describe('the VTIMEZONE rule of the feed', () => {
  test('gives the offset of the tz database for Brussels at every hour of 2026 to 2028', () => {
    // Prepare
    const brussels = IANAZone.create('Europe/Brussels');
    const differences: string[] = [];

    // Act
    for (let instant = Date.UTC(2026, 0, 1); instant < Date.UTC(2029, 0, 1); instant += HOUR) {
      if (calendarZoneOffset(instant) !== brussels.offset(instant)) differences.push(new Date(instant).toISOString());
    }

    // Assess
    expect(differences).toEqual([]);
  });

  // RFC 5545 3.3.5: a skipped local time takes the offset before the gap, a repeated one is its first occurrence.
  test.each([
    ['a winter evening', '2026-01-15T22:00', '2026-01-15T21:00:00.000Z'],
    ['a summer morning', '2026-07-01T05:00', '2026-07-01T03:00:00.000Z'],
    [
      'the hour the spring change skips, with the offset before the gap',
      '2026-03-29T02:30',
      '2026-03-29T01:30:00.000Z',
    ],
    ['the hour the autumn change repeats, as its first occurrence', '2026-10-25T02:30', '2026-10-25T00:30:00.000Z'],
    ['the first hour after the autumn change', '2026-10-25T03:00', '2026-10-25T02:00:00.000Z'],
  ])('reads %s as RFC 5545 does', (_case, wall, instant) => {
    // Act
    const epoch = calendarWallToEpoch(Date.parse(`${wall}:00Z`));

    // Assess
    expect(new Date(epoch).toISOString()).toBe(instant);
  });

  test('writes local DATE-TIME values without Z and UTC ones with Z', () => {
    // Act
    const local = calendarZoneDateTime(Date.parse('2026-10-24T20:00:00Z'));
    const universal = utcDateTime(Date.parse('2026-11-22T10:00:00Z'));

    // Assess
    expect(local).toBe('20261024T220000');
    expect(universal).toBe('20261122T100000Z');
  });
});
