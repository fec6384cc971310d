import { addDays, weekdayIndex } from '#shared/domain/dates.ts';
import { localParts, localToEpoch } from '#shared/domain/zone-offsets.ts';

/** The public holidays of a country in a year, as YYYY-MM-DD dates. */
export type HolidaysOf = (country: string, year: number) => ReadonlySet<string>;

/** A working day of a country: Monday to Friday, and not one of its public holidays. */
export const isWorkingDay = (holidays: HolidaysOf, country: string, date: string): boolean =>
  weekdayIndex(date) < 5 && !holidays(country, Number(date.slice(0, 4))).has(date);

/**
 * The working day `days` working days after a date (0: the date itself if it is a working day, else the next one).
 * Bounded: a country has far fewer than 60 non-working days in a row.
 */
export const workingDayAfter = (holidays: HolidaysOf, country: string, date: string, days: number): string => {
  let day = date;
  let counted = isWorkingDay(holidays, country, day) ? 0 : -1;
  for (let guard = 0; counted < days && guard < days * 7 + 60; guard += 1) {
    day = addDays(day, 1);
    if (isWorkingDay(holidays, country, day)) counted += 1;
  }
  return day;
};

/** The hours a destination hub receives goods on its working days: minutes of the local day, opening and closing. */
export type ReceivingHours = { readonly opens: number; readonly closes: number };

/** When the destination hub receives the goods: the working day, and the instant. */
export type Receipt = { readonly date: string; readonly at: number };

/**
 * When the destination hub receives goods the truck brings at an instant: on arrival, within its receiving hours of a
 * working day; at opening, when it arrives before it on a working day; else at the opening of the next working day
 * (after closing, or on a weekend or public holiday).
 */
export const receipt = (
  holidays: HolidaysOf,
  country: string,
  zone: string,
  arrival: number,
  hours: ReceivingHours,
): Receipt => {
  const { date } = localParts(zone, arrival);
  if (isWorkingDay(holidays, country, date)) {
    const opens = localToEpoch(zone, date, hours.opens);
    if (arrival <= opens) return { date, at: opens };
    if (arrival < localToEpoch(zone, date, hours.closes)) return { date, at: arrival };
  }
  const next = workingDayAfter(holidays, country, addDays(date, 1), 0);
  return { date: next, at: localToEpoch(zone, next, hours.opens) };
};

/** When the goods can be delivered: the first and last dates of the window, in the destination's working days. */
export type DeliveryWindow = { readonly from: string; readonly to: string };

/**
 * The delivery window of a groupage shipment: the day the destination hub receives the goods (see `receipt`), plus
 * its handling days, gives the first delivery day; the window then spans `spreadDays` more working days, the
 * distribution round's own margin. Weekends and public holidays of the destination are not working days.
 */
export const deliveryWindow = (
  holidays: HolidaysOf,
  country: string,
  receivedOn: string,
  handlingDays: number,
  spreadDays: number,
): DeliveryWindow => {
  const from = workingDayAfter(holidays, country, receivedOn, handlingDays);
  return { from, to: workingDayAfter(holidays, country, from, spreadDays) };
};

/** The window an operator declares for a lane: from `min` to `max` working days of the destination after loading. */
export const declaredDeliveryWindow = (
  holidays: HolidaysOf,
  country: string,
  loadingDate: string,
  transitDays: { readonly min: number; readonly max: number },
): DeliveryWindow => ({
  from: workingDayAfter(holidays, country, loadingDate, transitDays.min),
  to: workingDayAfter(holidays, country, loadingDate, transitDays.max),
});
