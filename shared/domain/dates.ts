/**
 * Calendar-date arithmetic on YYYY-MM-DD strings, in UTC so no zone or daylight-saving change can shift a day: the one
 * place the project adds days, walks a range or finds Easter. Instants and zones are luxon's; a calendar day needs
 * neither, and the calendar build does this arithmetic tens of thousands of times, so day numbers are remembered.
 * Dependency-free: the pricing and quote bundles use it without the calendar.
 */
const MS_PER_DAY = 86_400_000;

export const toIsoDate = (year: number, month: number, day: number): string =>
  `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/*
 * A calendar build converts between date strings and day numbers tens of thousands of times over a few thousand
 * distinct days; parsing and printing through Date each time was a large part of a cold build, so both directions
 * are remembered.
 */
const epochDays = new Map<string, number>();
const isoDates = new Map<number, string>();

/** Days since 1970-01-01 of a YYYY-MM-DD date. */
export const toEpochDay = (isoDate: string): number => {
  let day = epochDays.get(isoDate);
  if (day === undefined) {
    day = Date.parse(`${isoDate}T00:00:00Z`) / MS_PER_DAY;
    epochDays.set(isoDate, day);
  }
  return day;
};

/** The YYYY-MM-DD date of a day number. */
export const fromEpochDay = (epochDay: number): string => {
  let date = isoDates.get(epochDay);
  if (date === undefined) {
    date = new Date(epochDay * MS_PER_DAY).toISOString().slice(0, 10);
    isoDates.set(epochDay, date);
  }
  return date;
};

export const addDays = (isoDate: string, days: number): string => fromEpochDay(toEpochDay(isoDate) + days);

/** 0 = Monday ... 6 = Sunday; 1970-01-01, day 0, was a Thursday. */
export const weekdayIndex = (isoDate: string): number => (((toEpochDay(isoDate) + 3) % 7) + 7) % 7;

export const daysBetween = (from: string, to: string): string[] => {
  const days: string[] = [];
  for (let day = toEpochDay(from), last = toEpochDay(to); day <= last; day += 1) days.push(fromEpochDay(day));
  return days;
};

/** The ISO week of a date, "2026-W47" (2027-01-01 is in 2026-W53): the week of its Thursday, counted in that year. */
export const isoWeekOf = (isoDate: string): string => {
  const thursday = toEpochDay(isoDate) - weekdayIndex(isoDate) + 3;
  const year = fromEpochDay(thursday).slice(0, 4);
  const week = Math.floor((thursday - toEpochDay(`${year}-01-01`)) / 7) + 1;
  return `${year}-W${String(week).padStart(2, '0')}`;
};

/** The Monday of an ISO week ("2026-W47" → "2026-11-16"), or undefined where the week does not exist. */
export const isoWeekMonday = (week: string): string | undefined => {
  const match = /^(\d{4})-W(\d{2})$/.exec(week);
  if (match === null) return undefined;
  const [, year, number] = match;
  // Week 1 is the week of 4 January.
  const fourth = `${year}-01-04`;
  const monday = fromEpochDay(toEpochDay(fourth) - weekdayIndex(fourth) + (Number(number) - 1) * 7);
  return Number(number) >= 1 && isoWeekOf(monday) === week ? monday : undefined;
};

export const isValidDate = (year: number, month: number, day: number): boolean => {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};

/** Western (Gregorian) Easter Sunday, anonymous Gregorian algorithm. */
export const easterSunday = (year: number): string => {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return toIsoDate(year, month, day);
};
