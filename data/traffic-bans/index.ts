import { readFileSync } from 'node:fs';
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
 * The files are read where this module runs rather than bundled into it: next to this file in the repository, next
 * to `index.mjs` in a Lambda bundle (the deployment copies them there, see `dataFiles` in `infra/aws/operations.ts`).
 * Bundled, they were a third of each bundle that holds them (323 of 942 KB for the calendar, and what put MCP and
 * the site over 1 MB); read from files, the module loads in about the same time.
 */
const readFile = (file: string): unknown => JSON.parse(readFileSync(new URL(`./${file}`, import.meta.url), 'utf8'));

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

let loaded: readonly CountryRules[] | undefined;

/**
 * Every country's rules, read and validated on first use, so a bad file fails the first request that needs it,
 * naming the file (and every test of the calendar before it ships). A function that answers without the calendar
 * (an MCP estimate, the site's estimate page) does not pay for the 400 KB of rules at its cold start.
 */
export const trafficBanRules = (): readonly CountryRules[] => {
  loaded ??= TRAFFIC_BAN_FILES.map((file) => parseFile(file, readFile(file)));
  return loaded;
};
