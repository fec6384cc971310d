import { addDays } from '#shared/domain/dates.ts';

describe('addDays', () => {
  test('crosses months, years, leap days and daylight-saving changes by whole calendar days', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2025-02-28', 1)).toBe('2025-03-01');
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDays('2026-03-29', 1)).toBe('2026-03-30');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(addDays('2026-11-25', 30)).toBe('2026-12-25');
  });
});
