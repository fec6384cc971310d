import { onFirstUse, readJsonBeside } from '#data/read-beside.ts';
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
 * The files are read where this module runs rather than bundled into it (`readJsonBeside`). Bundled, they were a
 * third of each bundle that holds them (323 of 942 KB for the calendar, and what put MCP and the site over 1 MB).
 */
const parseFile = (file: string, content: unknown): CountryRules => {
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

/** The countries of the rule files, from their names: each file is checked to hold the country it is named after. */
export const TRAFFIC_BAN_COUNTRIES: readonly string[] = TRAFFIC_BAN_FILES.map((file) =>
  file.slice(0, -'.json'.length).toUpperCase(),
).sort();

/**
 * Every country's rules, read and validated on first use (`onFirstUse`): a function that answers without the
 * calendar (an MCP estimate, the site's estimate page) does not parse the 400 KB of rules at its cold start, and a
 * bad file fails every request that needs it, naming the file in the log, as it fails every calendar test before it
 * ships. The calendar function, which needs them for every answer, reads them when it starts.
 */
export const trafficBanRules: () => readonly CountryRules[] = onFirstUse(() =>
  TRAFFIC_BAN_FILES.map((file) => parseFile(file, readJsonBeside(import.meta.url, file))),
);
