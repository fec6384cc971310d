import ICAL from 'ical.js';

export type ParsedEvent = {
  uid: string;
  summary: string;
  description: string;
  url: string;
  status: string;
  transparency: string;
  tzid: string;
  start: string;
  end: string;
  stamp: string;
};

export type Occurrence = { start: string; end: string };

const iso = (time: ICAL.Time): string => time.toJSDate().toISOString();

/**
 * Reads the feed back with ical.js, resolving local times through the VTIMEZONE the feed itself carries. `events`
 * holds the events that are not overrides of a repeating one (no RECURRENCE-ID); `occurrences` expands a repeating
 * event with its overrides applied. Call `ICAL.TimezoneService.reset()` after each test.
 */
export const parseFeed = (ics: string) => {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  for (const vtimezone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(vtimezone);
  const vevents = calendar.getAllSubcomponents('vevent');
  const events: ParsedEvent[] = vevents
    .filter((vevent) => !vevent.hasProperty('recurrence-id'))
    .map((vevent) => {
      const event = new ICAL.Event(vevent);
      const text = (name: string) => String(vevent.getFirstPropertyValue(name) ?? '');
      return {
        uid: event.uid,
        summary: event.summary,
        description: event.description,
        url: text('url'),
        status: text('status'),
        transparency: text('transp'),
        tzid: String(vevent.getFirstProperty('dtstart')?.getParameter('tzid')),
        start: iso(event.startDate),
        end: iso(event.endDate),
        stamp: iso(vevent.getFirstPropertyValue('dtstamp') as ICAL.Time),
      };
    });

  const occurrences = (uid: string): Occurrence[] => {
    const related = vevents.filter((vevent) => vevent.getFirstPropertyValue('uid') === uid);
    const master = related.find((vevent) => !vevent.hasProperty('recurrence-id'));
    if (master === undefined) throw new Error(`no event ${uid}`);
    const event = new ICAL.Event(master, { exceptions: related.filter((vevent) => vevent !== master) });
    const iterator = event.iterator();
    const found: Occurrence[] = [];
    for (let next = iterator.next(); next; next = iterator.next()) {
      const details = event.getOccurrenceDetails(next);
      found.push({ start: iso(details.startDate), end: iso(details.endDate) });
      if (found.length > 5_000) throw new Error(`${uid} does not end`);
    }
    return found;
  };

  const overrides = (uid: string): string[] =>
    vevents
      .filter((vevent) => vevent.getFirstPropertyValue('uid') === uid && vevent.hasProperty('recurrence-id'))
      .map((vevent) => iso(vevent.getFirstPropertyValue('recurrence-id') as ICAL.Time));

  return { calendar, events, occurrences, overrides };
};
