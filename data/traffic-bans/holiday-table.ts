import * as z from 'zod';
import { onFirstUse, readDataBeside } from '#data/read-beside.ts';
import { lazySchema } from '#shared/domain/lazy-schema.ts';
import type { HolidayTable } from '#shared/domain/traffic-bans/calendar-dates.ts';
import { localizedTextSchema } from '#shared/domain/traffic-bans/rules.schema.ts';

/** Path of the table, relative to the project root; `holidayTableOf` (test/support/holiday-library.ts) extracts it. */
export const HOLIDAY_TABLE_FILE = 'data/traffic-bans/holiday-table.json';

/** Path of the corrected names, relative to the project root: written by hand, never extracted. */
export const HOLIDAY_NAMES_FILE = 'data/traffic-bans/holiday-names.json';

const holidayTableSchema = lazySchema(() =>
  z.record(
    z.string(),
    z.array(z.object({ key: z.string().min(1), rule: z.string().min(1), names: localizedTextSchema })),
  ),
);

/**
 * Names that replace the package's, per country code ("*" for every country) and rule key, in the languages given.
 * date-holidays leaves many names in the country's own language ("Staatsfeiertag" in every language, the Czech names
 * in Spanish) or gets them wrong ("La Asunción" for the Ascension); the table stays the package's own extract, so a
 * new extraction cannot bring those names back. A country's names apply to its regions ("DE" to "DE-BY").
 */
const holidayNamesSchema = lazySchema(() =>
  z.record(
    z.union([z.literal('*'), z.string().regex(/^[A-Z]{2}$/)]),
    z.record(z.string().min(1), localizedTextSchema.partial()),
  ),
);

export type HolidayNames = z.infer<typeof holidayNamesSchema>;

/** The table as its file holds it, or an error naming the file and what is wrong. */
export const parseHolidayTable = (content: unknown): HolidayTable => {
  const parsed = holidayTableSchema.safeParse(content);
  if (!parsed.success) throw new Error(`${HOLIDAY_TABLE_FILE} is invalid:\n${z.prettifyError(parsed.error)}`);
  return parsed.data;
};

/** The corrected names as their file holds them, or an error naming the file and what is wrong. */
export const parseHolidayNames = (content: unknown): HolidayNames => {
  const parsed = holidayNamesSchema.safeParse(content);
  if (!parsed.success) throw new Error(`${HOLIDAY_NAMES_FILE} is invalid:\n${z.prettifyError(parsed.error)}`);
  return parsed.data;
};

/** The table with the corrected names over the package's: those for every country first, then the country's own. */
export const withHolidayNames = (table: HolidayTable, names: HolidayNames): HolidayTable =>
  Object.fromEntries(
    Object.entries(table).map(([key, rules]) => {
      const country = key.slice(0, 2);
      return [
        key,
        rules.map((rule) => ({
          ...rule,
          names: { ...rule.names, ...names['*']?.[rule.key], ...names[country]?.[rule.key] },
        })),
      ];
    }),
  );

/** Every country and rule key of the corrected names that names no holiday of the table: a name that corrects nothing. */
export const unusedHolidayNames = (table: HolidayTable, names: HolidayNames): string[] =>
  Object.entries(names).flatMap(([country, byKey]) =>
    Object.keys(byKey)
      .filter(
        (ruleKey) =>
          !Object.entries(table).some(
            ([key, rules]) =>
              (country === '*' || key === country || key.startsWith(`${country}-`)) &&
              rules.some((rule) => rule.key === ruleKey),
          ),
      )
      .map((ruleKey) => `${country}:${ruleKey}`),
  );

/**
 * The public holidays the rule files select, with the corrected names, read beside this module on first use, which
 * is a container's first calendar build: 47 KB of JSON (29 KB minified) that a bundle compiled as code when it was
 * imported.
 */
export const holidayTable: () => HolidayTable = onFirstUse(() =>
  withHolidayNames(
    readDataBeside(import.meta.url, 'holiday-table.json', parseHolidayTable),
    readDataBeside(import.meta.url, 'holiday-names.json', parseHolidayNames),
  ),
);
