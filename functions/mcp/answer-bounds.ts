import type { CallToolResult } from '@modelcontextprotocol/server';
import { addDays } from '#shared/domain/dates.ts';
import { calendarDayAt } from '#shared/domain/traffic-bans/day-levels.ts';
import type { CalendarDocument } from '#shared/operations/traffic-bans/calendar-responses.ts';
import type { ChangeLogDocument } from '#shared/operations/traffic-bans/changes.operation.ts';
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
  // The most days that fit: fewer days never make a larger answer.
  let [fits, tooMany] = [1, days.length];
  while (tooMany - fits > 1) {
    const middle = (fits + tooMany) >> 1;
    if (resultBytes(answerFor(middle)) <= MAX_CALENDAR_ANSWER_BYTES) fits = middle;
    else tooMany = middle;
  }
  return answerFor(fits);
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
  let [fits, tooMany] = [1, document.changes.length];
  while (tooMany - fits > 1) {
    const middle = (fits + tooMany) >> 1;
    if (resultBytes(answerFor(middle)) <= MAX_CALENDAR_ANSWER_BYTES) fits = middle;
    else tooMany = middle;
  }
  return answerFor(fits);
};
