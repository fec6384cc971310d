import * as z from 'zod';
import { onFirstUse, readJsonBeside } from '#data/read-beside.ts';
import type { HolidayTable } from '#shared/domain/traffic-bans/calendar-dates.ts';
import { localizedTextSchema } from '#shared/domain/traffic-bans/rules.schema.ts';

/** Path of the table, relative to the project root; `holidayTableOf` (holiday-library.ts) extracts it. */
export const HOLIDAY_TABLE_FILE = 'data/traffic-bans/holiday-table.json';

const holidayTableSchema = z.record(
  z.string(),
  z.array(z.object({ key: z.string().min(1), rule: z.string().min(1), names: localizedTextSchema })),
);

/** The table as its file holds it, or an error naming the file and what is wrong. */
export const parseHolidayTable = (content: unknown): HolidayTable => {
  const parsed = holidayTableSchema.safeParse(content);
  if (!parsed.success) throw new Error(`${HOLIDAY_TABLE_FILE} is invalid:\n${z.prettifyError(parsed.error)}`);
  return parsed.data;
};

/**
 * The public holidays the rule files select, read beside this module on first use, which is a container's first
 * calendar build: 47 KB of JSON (29 KB minified) that a bundle compiled as code when it was imported.
 */
export const holidayTable: () => HolidayTable = onFirstUse(() =>
  parseHolidayTable(readJsonBeside(import.meta.url, 'holiday-table.json')),
);
