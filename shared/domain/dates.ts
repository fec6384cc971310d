/**
 * Calendar-date arithmetic on YYYY-MM-DD strings, in UTC so no zone or daylight-saving change can shift a day.
 * Dependency-free, so the pricing and quote bundles can use it without the calendar's holiday table; the calendar
 * build keeps its own memoized day numbers (`traffic-bans/calendar-dates.ts`) for its hot loops.
 */
export const addDays = (isoDate: string, days: number): string => {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};
