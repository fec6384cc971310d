import { fixedClock } from '#shared/domain/clock.ts';

test('a fixed clock always answers the same instant', () => {
  const clock = fixedClock('2026-11-22T10:00:00Z');
  expect(clock().toISOString()).toBe('2026-11-22T10:00:00.000Z');
});
