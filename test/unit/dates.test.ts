import { addDays } from '#shared/domain/dates.ts';
import { addDays as calendarAddDays } from '#shared/domain/traffic-bans/calendar-dates.ts';

describe('addDays', () => {
  test('crosses months, years, leap days and daylight-saving changes by whole calendar days', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2025-02-28', 1)).toBe('2025-03-01');
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDays('2026-03-29', 1)).toBe('2026-03-30');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(addDays('2026-11-25', 30)).toBe('2026-12-25');
  });

  test("agrees with the calendar build's memoized day numbers", () => {
    for (let offset = -400; offset <= 400; offset += 7) {
      expect(addDays('2026-06-15', offset)).toBe(calendarAddDays('2026-06-15', offset));
    }
  });
});
