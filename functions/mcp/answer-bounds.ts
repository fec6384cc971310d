import type { CallToolResult } from '@modelcontextprotocol/server';
import { addDays } from '#shared/domain/dates.ts';
import { calendarDayAt } from '#shared/domain/traffic-bans/day-levels.ts';
import type { CalendarDocument } from '#shared/operations/traffic-bans/calendar-responses.ts';
import type { ChangeLogDocument } from '#shared/operations/traffic-bans/changes.operation.ts';
import type { RouteAnswer } from '#shared/operations/traffic-bans/traffic-bans.operation.ts';
import type { CalendarFilters, CalendarLanguage } from '#shared/operations/traffic-bans/traffic-bans.schema.ts';
import { calendarText, changesText, dateInWords, daysFrom } from './answer-text.ts';
import { BAN_TOOL_TEXTS, CHANGE_TOOL_TEXTS } from './tool-texts.ts';

/**
 * How much one MCP request may ask and be answered: the arguments of a call, the days and bytes of a calendar
 * answer, and the bytes, time and quota of a batch.
 */

/**
 * Most members (object keys and array items, nested ones included) a tool call's arguments may have. The largest real
 * call, a route of twelve countries with their hours, has about 30; the SDK counts up to this many and stops, so a
 * call with thousands of keys is refused in a short message before the schema reads any of them.
 */
export const MAX_ARGUMENT_ELEMENTS = 100;

/** Days a calendar call without dates covers, from today. */
export const DEFAULT_CALENDAR_DAYS = 7;

/** Most bytes a calendar answer (its text and its structured content, as JSON) may take: about 100 KB. */
export const MAX_CALENDAR_ANSWER_BYTES = 100 * 1024;

/** Most bytes a route answer may take, as a calendar answer: a route of twelve countries and 240 hours in each met 331 KB. */
export const MAX_ROUTE_ANSWER_BYTES = MAX_CALENDAR_ANSWER_BYTES;

/**
 * Most bytes the whole answer of a batch may take, as JSON: 1 MiB, the size of several of the largest single answers
 * (a calendar answer stops under 100 KB), far under Lambda's 6 MB response limit.
 */
export const MAX_BATCH_ANSWER_BYTES = 1024 * 1024;

/**
 * The time a batch leaves its invocation at least: no request of it starts with less than this left, so the batch
 * ends, answered, well within the function's timeout (10 s) even when its calls are slow.
 */
export const BATCH_TIME_RESERVE_MS = 4_000;

/**
 * The time the requests of a batch may take together: no request of it starts after the batch has run this long, so
 * a batch costs at most this and one more request, whatever it asks (twelve calendar calls over two years took 7 s
 * before the calendar tool read the REST calendar's cache; a warm one answers in milliseconds).
 */
export const BATCH_TIME_BUDGET_MS = 2_000;

/** The JSON-RPC error codes (implementation-defined server errors) of the requests of a batch that are not served. */
export const BATCH_ERRORS = {
  /** The batch's answer reached MAX_BATCH_ANSWER_BYTES before this request's answer: it was not served. */
  answerTooLarge: -32010,
  /** The batch had used its time before this request: it was not served. */
  timeLimit: -32011,
  /** The endpoint's per-IP quota admitted no more of the batch's requests. */
  quotaExceeded: -32029,
} as const;

/**
 * A calendar call that names no date covers the coming week from today (CET), not the whole window: an agent asking
 * "which bans are there" means the days ahead, and the whole window is thousands of entries.
 */
export const comingWeekUnlessDated = (
  query: { readonly date?: string; readonly from?: string; readonly to?: string },
  filters: CalendarFilters,
  window: { readonly from: string; readonly to: string },
  now: Date,
): CalendarFilters => {
  if (query.date !== undefined || query.from !== undefined || query.to !== undefined) return filters;
  const today = calendarDayAt(now);
  const last = addDays(today, DEFAULT_CALENDAR_DAYS - 1);
  return { ...filters, from: today, to: last > window.to ? window.to : last };
};

const resultBytes = (result: CallToolResult) => Buffer.byteLength(JSON.stringify(result));

/**
 * The most of `days` (at least one) whose answer fits in `maxBytes`, by halving: fewer days never make a larger
 * answer. For an answer whose days do not all fit.
 */
const mostDaysWithin = (days: number, answerFor: (count: number) => CallToolResult, maxBytes: number): number => {
  let [fits, tooMany] = [1, days];
  while (tooMany - fits > 1) {
    const middle = (fits + tooMany) >> 1;
    if (resultBytes(answerFor(middle)) <= maxBytes) fits = middle;
    else tooMany = middle;
  }
  return fits;
};

/**
 * The calendar document as the tool's answer, kept under MAX_CALENDAR_ANSWER_BYTES: whole days from the first, as
 * many as fit (at least one), and when days are left out the answer says through which day it goes and how to ask for
 * the rest. The structured content is the REST document of the days given, with `truncated` when cut.
 */
export const boundedCalendarAnswer = (
  document: CalendarDocument,
  credit: string,
  lang: CalendarLanguage,
): CallToolResult => {
  const { from, to } = document.filters;
  const days = daysFrom(from, to);
  const answerFor = (count: number): CallToolResult => {
    const shown = days.slice(0, count);
    const last = shown[shown.length - 1] as string;
    if (count === days.length) {
      return {
        content: [{ type: 'text', text: calendarText(document, shown, credit, lang) }],
        structuredContent: document,
      };
    }
    const bans = document.bans.filter((ban) => ban.date <= last);
    const next = addDays(last, 1);
    const left = document.bans.length - bans.length;
    const inWords = dateInWords(lang);
    const kb = MAX_CALENDAR_ANSWER_BYTES / 1024;
    const narrowing = BAN_TOOL_TEXTS[lang].narrowing(inWords(last), kb, left, inWords(next), inWords(to), next);
    const structured = {
      ...document,
      filters: { ...document.filters, to: last },
      bans,
      count: bans.length,
      truncated: { requestedTo: to, nextFrom: next, entriesLeftOut: document.bans.length - bans.length, narrowing },
    };
    return {
      content: [{ type: 'text', text: `${narrowing}\n${calendarText(structured, shown, credit, lang)}` }],
      structuredContent: structured,
    };
  };
  const whole = answerFor(days.length);
  if (resultBytes(whole) <= MAX_CALENDAR_ANSWER_BYTES) return whole;
  return answerFor(mostDaysWithin(days.length, answerFor, MAX_CALENDAR_ANSWER_BYTES));
};

/** A route's answer with the entries it met on the days up to `last` only, its plan and clear departure unchanged. */
const routeUntil = (answer: RouteAnswer, last: string): RouteAnswer => {
  const within = <T extends { readonly date: string }>(bans: readonly T[]) => bans.filter((ban) => ban.date <= last);
  const { plan } = answer;
  const cut = { ...plan, bans: within(plan.bans), legs: plan.legs.map((leg) => ({ ...leg, bans: within(leg.bans) })) };
  return {
    ...answer,
    plan: cut,
    document: () => {
      const document = answer.document();
      const bans = within(document.bans);
      return { ...document, bans, count: bans.length };
    },
  };
};

/** A route tool's answer as its text and its structured content. */
export interface RouteToolAnswer {
  readonly text: string;
  readonly structured: Record<string, unknown>;
}

/**
 * A route tool's answer (`render` makes it from the route's answer) kept under MAX_ROUTE_ANSWER_BYTES: the entries
 * met on whole days from the first, as many as fit (at least one), and when days are left out the answer says through
 * which day it goes and how to ask for the rest. The plan (legs, arrival, clear departure) is the whole route's.
 */
export const boundedRouteAnswer = (
  answer: RouteAnswer,
  lang: CalendarLanguage,
  render: (answer: RouteAnswer) => RouteToolAnswer,
): CallToolResult => {
  const result = ({ text, structured }: RouteToolAnswer): CallToolResult => ({
    content: [{ type: 'text', text }],
    structuredContent: structured,
  });
  const whole = result(render(answer));
  if (resultBytes(whole) <= MAX_ROUTE_ANSWER_BYTES) return whole;
  const days = [...new Set(answer.plan.bans.map((ban) => ban.date))].sort();
  const answerFor = (count: number): CallToolResult => {
    const last = days[count - 1] as string;
    const next = addDays(last, 1);
    const shown = routeUntil(answer, last);
    const left = answer.plan.bans.length - shown.plan.bans.length;
    const kb = MAX_ROUTE_ANSWER_BYTES / 1024;
    const narrowing = BAN_TOOL_TEXTS[lang].routeNarrowing(dateInWords(lang)(last), kb, left, next);
    const { text, structured } = render(shown);
    return result({
      text: `${narrowing}\n${text}`,
      structured: { ...structured, truncated: { entriesLeftOut: left, nextFrom: next, narrowing } },
    });
  };
  return answerFor(mostDaysWithin(days.length, answerFor, MAX_ROUTE_ANSWER_BYTES));
};

/**
 * The change log as the tool's answer, kept under MAX_CALENDAR_ANSWER_BYTES as a calendar answer is: whole changes
 * from the newest, as many as fit (at least one), and when older ones are left out the answer says how many and how
 * to ask for fewer. The structured content is the REST document of the changes given, with `truncated` when cut.
 */
export const boundedChangesAnswer = (
  document: ChangeLogDocument,
  credit: string,
  lang: CalendarLanguage,
): CallToolResult => {
  const answerFor = (count: number): CallToolResult => {
    const changes = document.changes.slice(0, count);
    if (count >= document.changes.length) {
      return {
        content: [{ type: 'text', text: changesText(changes, document.count, credit, lang) }],
        structuredContent: document,
      };
    }
    const left = document.changes.length - count;
    const before = dateInWords(lang)(document.changes[count]?.date ?? '');
    const narrowing = CHANGE_TOOL_TEXTS[lang].narrowing(MAX_CALENDAR_ANSWER_BYTES / 1024, left, before);
    const structured = { ...document, changes, count, truncated: { changesLeftOut: left, narrowing } };
    return {
      content: [{ type: 'text', text: `${narrowing}\n${changesText(changes, document.count, credit, lang)}` }],
      structuredContent: structured,
    };
  };
  const whole = answerFor(document.changes.length);
  if (resultBytes(whole) <= MAX_CALENDAR_ANSWER_BYTES) return whole;
  // The most changes that fit: fewer changes never make a larger answer.
  return answerFor(mostDaysWithin(document.changes.length, answerFor, MAX_CALENDAR_ANSWER_BYTES));
};
