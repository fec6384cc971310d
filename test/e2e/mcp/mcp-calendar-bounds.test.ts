import type { Client } from '@modelcontextprotocol/client';
import { DEFAULT_CALENDAR_DAYS, MAX_CALENDAR_ANSWER_BYTES } from '#functions/mcp/answer-bounds.ts';
import { calendarDayAt } from '#shared/domain/traffic-bans/day-levels.ts';
import { logger } from '#shared/observability/logger.ts';
import { type RunningServer, startLocalServer } from '#test/support/local-server.ts';
import { useFreshTables } from '#test/support/test-tables.ts';
import { connectClient, textOf } from './mcp-client.ts';

type Json = Record<string, unknown>;
interface Ban {
  country: string;
  date: string;
  scope: string;
  roads?: string[];
}
interface Calendar {
  filters: { from: string; to: string };
  window: { from: string; to: string };
  bans: Ban[];
  count: number;
  truncated?: { requestedTo: string; nextFrom: string; entriesLeftOut: number; narrowing: string };
}

let server: RunningServer;
let client: Client;

beforeAll(async () => {
  logger.setLogLevel('SILENT');
  process.env.OPEN_DATA_QUOTA_PER_WINDOW = '100000';
  process.env.MCP_QUOTA_PER_MINUTE = '1000';
  await useFreshTables('e2e-mcp-calendar-bounds');
  server = await startLocalServer();
  ({ client } = await connectClient(server.baseUrl, 'current'));
}, 60_000);

afterAll(async () => {
  await client.close();
  await server.close();
});

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const call = async (args: Json) => {
  const answer = await client.callTool({ name: 'get_driving_bans', arguments: args });
  expect(answer.isError).toBeFalsy();
  return { answer, calendar: answer.structuredContent as unknown as Calendar, text: textOf(answer) };
};

/** A day as the English text writes it: "27 November 2026", with its weekday "Friday 27 November 2026". */
const inWords = (date: string, style: 'long' | 'full' = 'long') =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: style, timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`));

const bytesOf = (answer: unknown) => Buffer.byteLength(JSON.stringify(answer));

test('without dates the answer covers the coming 7 days from today (CET), every day named in its text', async () => {
  const today = calendarDayAt(new Date());
  const { answer, calendar, text } = await call({});
  const last = addDays(today, DEFAULT_CALENDAR_DAYS - 1);
  const to = last > calendar.window.to ? calendar.window.to : last;

  expect(calendar.filters).toMatchObject({ from: today, to });
  expect(calendar.bans.every((ban) => ban.date >= today && ban.date <= to)).toBe(true);
  expect(calendar.truncated).toBeUndefined();
  expect(text).toContain(`Driving bans from ${inWords(today)} to ${inWords(to)}`);
  expect(text).toMatch(new RegExp(`^${inWords(today, 'full')}:`, 'm'));
  // Dates inside sentences are in words; only the arguments to send again keep their ISO form.
  expect(text.replaceAll(/from=\d{4}-\d{2}-\d{2}/g, '')).not.toMatch(/\b\d{4}-\d{2}-\d{2}(?!T)\b/);
  expect(bytesOf(answer)).toBeLessThanOrEqual(MAX_CALENDAR_ANSWER_BYTES);
});

test('the whole window with night entries stays under the bound, stops at a whole day and says how to ask for the rest', async () => {
  const { calendar: first } = await call({ country: 'AT' });
  const { answer, calendar, text } = await call({ from: first.window.from, to: first.window.to, include: 'night' });

  expect(bytesOf(answer)).toBeLessThanOrEqual(MAX_CALENDAR_ANSWER_BYTES);
  expect(calendar.truncated).toBeDefined();
  const { nextFrom, requestedTo, entriesLeftOut } = calendar.truncated as NonNullable<Calendar['truncated']>;
  expect(requestedTo).toBe(first.window.to);
  expect(calendar.filters.to).toBe(addDays(nextFrom, -1));
  expect(calendar.bans.every((ban) => ban.date <= calendar.filters.to)).toBe(true);
  expect(calendar.count).toBe(calendar.bans.length);
  expect(entriesLeftOut).toBeGreaterThan(0);
  expect(text).toContain(`Ask again with from=${nextFrom}`);
  expect(text).toContain('country=');

  // The next call from where it stopped carries on with the next day's entries.
  const { calendar: rest } = await call({ from: nextFrom, to: requestedTo, include: 'night' });
  expect(rest.bans[0]?.date).toBe(nextFrom);
}, 30_000);

test('the text names the roads of a road-only day, with its level, and repeats no line', async () => {
  // Spain's entries from today to the end of the window (as many days as the bound lets through): its first ban day.
  const { calendar: spain } = await call({ country: 'ES', from: calendarDayAt(new Date()) });
  const first = spain.bans[0] as Ban;
  expect(first.scope).toBe('specific-roads');
  const { text } = await call({ country: 'ES', date: first.date });
  const roads = [...new Set(spain.bans.filter((ban) => ban.date === first.date).flatMap((ban) => ban.roads ?? []))];

  expect(text).toContain(`  ES: roads `);
  expect(text).toContain(`on ${roads.join(', ')}`);
  for (const road of roads) expect(text).toMatch(new RegExp(`- \\d\\d:\\d\\d–\\d\\d:\\d\\d [^:]*${road}`));
  const entryLines = text.split('\n').filter((line) => line.startsWith('    - '));
  expect(new Set(entryLines).size).toBe(entryLines.length);
}, 30_000);

test('a weekday of a night-ban country says night with its hours', async () => {
  const today = calendarDayAt(new Date());
  const { calendar } = await call({ country: 'AT', from: today, to: addDays(today, 13) });
  const dated = new Set(calendar.bans.map((ban) => ban.date));
  const quiet = Array.from({ length: 14 }, (_, offset) => addDays(today, offset)).find(
    (date) => !dated.has(date) && date <= calendar.window.to,
  ) as string;
  const { text } = await call({ country: 'AT', date: quiet });
  expect(text).toContain(`${inWords(quiet, 'full')}:`);
  expect(text).toContain('  AT: night 22:00–05:00');
}, 30_000);
