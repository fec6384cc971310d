import { onFirstUse, readDataBeside } from '#data/read-beside.ts';
import { typesetLocalized } from '#shared/domain/texts/typography.ts';
import type { RulesSource } from '#shared/domain/traffic-bans/calendar-index.ts';
import { type CountryRules, countryRulesSchema } from '#shared/domain/traffic-bans/rules.schema.ts';
/** One file per country, named by its code in lower case. */
export const TRAFFIC_BAN_FILES = [
  'at.json',
  'be.json',
  'bg.json',
  'ch.json',
  'cz.json',
  'de.json',
  'dk.json',
  'ee.json',
  'es.json',
  'fi.json',
  'fr.json',
  'gb.json',
  'gr.json',
  'hr.json',
  'hu.json',
  'ie.json',
  'it.json',
  'li.json',
  'lt.json',
  'lu.json',
  'lv.json',
  'nl.json',
  'no.json',
  'pl.json',
  'pt.json',
  'ro.json',
  'se.json',
  'si.json',
  'sk.json',
] as const;

/**
 * A country's rules as their schema reads them, from a file that holds that country, or an error naming the file.
 * The files are read where this module runs rather than bundled into it (`readDataBeside`). Bundled, they were a
 * third of each bundle that holds them (323 of 942 KB for the calendar, and what put MCP and the site over 1 MB).
 */
export const parseRulesFile = (file: string, content: unknown): CountryRules => {
  // Each schema parses once per container: jitless skips compiling zod's fast path, which costs more than it saves
  // on a single parse (about a third of the validation time at cold start).
  const parsed = countryRulesSchema.safeParse(content, { jitless: true });
  if (!parsed.success) {
    throw new Error(
      `data/traffic-bans/${file} is invalid:\n${parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n')}`,
    );
  }
  if (`${parsed.data.code.toLowerCase()}.json` !== file) {
    throw new Error(`data/traffic-bans/${file} holds country ${parsed.data.code}`);
  }
  return parsed.data;
};

const codeOf = (file: string): string => file.slice(0, -'.json'.length).toUpperCase();

/** The countries of the rule files, from their names: each file is checked to hold the country it is named after. */
export const TRAFFIC_BAN_COUNTRIES: readonly string[] = TRAFFIC_BAN_FILES.map(codeOf).sort();

/**
 * Each country's rules, read and validated on first use (`onFirstUse`), country by country: a request for one
 * country (a country page, the calendar of one country, an MCP call naming it) reads and validates its file, not
 * the 400 KB of all of them, and a function that answers without the calendar (an MCP estimate, the site's estimate
 * page) reads none. A bad file fails every request that needs its country, naming the file in the log, as it fails
 * every calendar test before it ships.
 */
const byCountry = new Map(
  TRAFFIC_BAN_FILES.map((file) => [
    codeOf(file),
    // Written with plain spaces; each language's spacing (French before `: ; ? !`) is applied as its texts are read.
    onFirstUse(() =>
      typesetLocalized(readDataBeside(import.meta.url, file, (content) => parseRulesFile(file, content))),
    ),
  ]),
);

/** One country's rules (one of `TRAFFIC_BAN_COUNTRIES`), read on first use. */
export const countryRules = (code: string): CountryRules => {
  const read = byCountry.get(code);
  if (read === undefined) throw new Error(`no driving-ban rules for ${code}`);
  return read();
};

/** The rules as a calendar index reads them: country by country, each on first use. */
export const trafficBanRuleSource: RulesSource = { codes: TRAFFIC_BAN_COUNTRIES, of: countryRules };

/** Every country's rules, in the order of their files (the upkeep audit, the whole calendar's tests). */
export const trafficBanRules = (): readonly CountryRules[] =>
  TRAFFIC_BAN_FILES.map((file) => countryRules(codeOf(file)));
