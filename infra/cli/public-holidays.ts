import { readFileSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import Holidays from 'date-holidays';
import { holidayRuleDates } from '#shared/domain/journey/holiday-rules.ts';
import { type PublicHolidays, publicHolidaysSchema } from '#shared/domain/journey/journey-data.schema.ts';
import { runCli } from './cli-target.ts';
import { POSTAL_POINT_COUNTRIES } from './postal-points.ts';

const usage = `Extracts data/journey/public-holidays.json, the national public holidays of Spain and of every accepted
destination country, from the date-holidays package (a devDependency).

  npm run -s public-holidays -- [--out data/journey/public-holidays.json] [--retrieved 2026-11-27]

Only the package's national rules of type 'public' are read; a rule is kept when it is (or converts exactly to) a
fixed day, an offset from Easter or Orthodox Easter, or the nth weekday of a month, with "since"/"prior to" years.
The others are listed under leftOut with the reason.`;

/** What becomes of one rule of the package. */
export type RuleOutcome = { readonly keep: readonly string[]; readonly note?: string } | { readonly leftOut: string };

/** Rules that ended before this year are not kept: they no longer decide a delivery date. */
export const FIRST_YEAR_KEPT = 2020;

const WEEKEND_SHIFT =
  /^(\d\d-\d\d)( and)? if ((?:saturday|sunday)(?:,(?:saturday|sunday))?) then ((?:next|previous) \w+)(.*)$/i;

/** A rule of the package: its text, and the years it is active in or moved, where the package says. */
export type LibraryRule = {
  readonly rule: string;
  readonly name: string;
  readonly active?: readonly { readonly from?: string; readonly to?: string }[];
  readonly disable?: readonly string[];
  readonly enable?: readonly string[];
};

const yearOf = (instant: string) => Number(instant.slice(0, 4));

const isNewYear = (instant: string) => instant.slice(5, 10) === '01-01';

/**
 * The package's rule in the file's forms: kept as it is, converted to an equal form, kept without a clause that only
 * moves a weekend day or a one-year move (noted), or left out with the reason (among them a rule that ended before
 * FIRST_YEAR_KEPT).
 */
export const convertRule = (libraryRule: Omit<LibraryRule, 'name'>): RuleOutcome => {
  const converted = convertRuleText(libraryRule.rule);
  if (!('keep' in converted)) return converted;
  const notes = converted.note === undefined ? [] : [converted.note];
  let keep = converted.keep;
  // The package's active period: the last one decides. A limit on 1 January becomes "since" or "prior to" that year,
  // another one the next year; a start before FIRST_YEAR_KEPT is in force throughout and is not written.
  const period = libraryRule.active?.at(-1);
  const { from, to } = period ?? {};
  if (to !== undefined && yearOf(to) <= FIRST_YEAR_KEPT) {
    return { leftOut: `${libraryRule.rule}: in force until ${to.slice(0, 10)} only` };
  }
  const since =
    from !== undefined && (isNewYear(from) || yearOf(from) > FIRST_YEAR_KEPT)
      ? ` since ${yearOf(from) + (isNewYear(from) ? 0 : 1)}`
      : '';
  const priorTo = to === undefined ? '' : ` prior to ${yearOf(to) + (isNewYear(to) ? 0 : 1)}`;
  if (since !== '' || priorTo !== '') {
    if (keep.some((rule) => / since | prior to /.test(rule))) {
      throw new Error(`${libraryRule.rule}: both the rule and its active period limit the years`);
    }
    keep = keep.map((rule) => `${rule}${since}${priorTo}`);
  }
  for (const day of libraryRule.disable ?? []) {
    const moved = libraryRule.enable?.find((enabled) => yearOf(enabled) === yearOf(day));
    notes.push(
      `${libraryRule.rule}: not on ${day} that year${moved === undefined ? '' : ` but on ${moved}`}, a one-year move the kept rule does not make`,
    );
  }
  return notes.length === 0 ? { keep } : { keep, note: notes.join('; ') };
};

/** The rule's text alone in the file's forms. */
const convertRuleText = (rule: string): RuleOutcome => {
  const ended = /prior to (\d{4})/.exec(rule)?.[1];
  if (ended !== undefined && Number(ended) <= FIRST_YEAR_KEPT) return { leftOut: `${rule}: ended in ${ended}` };
  if (/#\d+$/.test(rule)) return { leftOut: `${rule}: disabled in date-holidays (no longer a public holiday)` };
  if (rule.startsWith('substitutes ')) {
    return { leftOut: `${rule}: a substitute day for a holiday on a weekend is not of the kept forms` };
  }
  if (/^\d{4}-\d\d-\d\d$/.test(rule)) return { leftOut: `${rule}: a one-off day of a single past year` };
  const lower = rule.toLowerCase();
  // "1st monday before 06-01" is the last Monday of May; "1st monday before 11-01" the last Monday of October.
  const before = /^1st (\w+) before (\d\d)-01$/.exec(lower);
  if (before) {
    const month = (Number(before[2]) + 10) % 12;
    const name = new Date(Date.UTC(2001, month, 1)).toLocaleString('en', { month: 'long', timeZone: 'UTC' });
    return { keep: [`last ${before[1]} in ${name.toLowerCase()}`] };
  }
  const span = /^(\d\d)-(\d\d) P(\d)DT$/.exec(rule);
  if (span) {
    const [, month, day, days] = span as unknown as [string, string, string, string];
    if (Number(day) + Number(days) - 1 > 28) return { leftOut: `${rule}: a span across the end of a month` };
    return {
      keep: Array.from({ length: Number(days) }, (_, i) => `${month}-${String(Number(day) + i).padStart(2, '0')}`),
    };
  }
  const shift = WEEKEND_SHIFT.exec(lower);
  if (shift) {
    const [, day, and, from, to, years] = shift as unknown as [
      string,
      string,
      string | undefined,
      string,
      string,
      string,
    ];
    const on = from.replace(',', ' or ');
    if (!and && !/ (saturday|sunday)$/.test(to)) {
      return { leftOut: `${rule}: moved to a working day when it falls on a ${on}, which the kept forms cannot say` };
    }
    return {
      keep: [`${day}${years}`],
      note: and
        ? `${rule}: the day is kept; the extra day off on the ${to} when it falls on a ${on} is left out`
        : `${rule}: kept on its own day; when it falls on a ${on} the package moves it to the ${to}, a day off either way`,
    };
  }
  if (/^(saturday|sunday) after |^\d(st|nd|rd|th) (saturday|sunday) after /.test(lower)) {
    return { leftOut: `${rule}: always a ${/saturday|sunday/.exec(lower)?.[0]}, never a working day` };
  }
  if (holidayRuleDates(lower) !== undefined) return { keep: [lower] };
  return { leftOut: `${rule}: not a fixed day, an Easter offset or the nth weekday of a month` };
};

/** The package's national public rules of a country, with their English (else first) name. */
export const libraryPublicRules = (country: string): LibraryRule[] => {
  const instance = new Holidays(country);
  const languages = instance.getLanguages();
  // The package's typings declare getRules() as returning its HolidayRule class; at run time it returns plain rule data.
  type Data = Omit<LibraryRule, 'name' | 'active'> & {
    type: string;
    name: Record<string, string>;
    active?: { from?: Date; to?: Date }[];
  };
  return (instance.getRules() as unknown as Data[])
    .filter((rule) => rule.type === 'public')
    .map(({ rule, name, active, disable, enable }) => ({
      rule,
      name: name.en ?? languages.map((lang) => name[lang]).find(Boolean) ?? Object.values(name)[0] ?? '',
      ...(active === undefined
        ? {}
        : {
            active: active.map(({ from, to }) => ({
              ...(from === undefined ? {} : { from: new Date(from).toISOString() }),
              ...(to === undefined ? {} : { to: new Date(to).toISOString() }),
            })),
          }),
      ...(disable === undefined ? {} : { disable }),
      ...(enable === undefined ? {} : { enable }),
    }));
};

export const dateHolidaysVersion = (): string =>
  (
    JSON.parse(readFileSync(new URL('../../node_modules/date-holidays/package.json', import.meta.url), 'utf8')) as {
      version: string;
    }
  ).version;

/** The whole file, validated by its schema. */
export const publicHolidaysFromLibrary = (retrieved: string): PublicHolidays => {
  const countries: PublicHolidays['countries'] = {};
  const leftOut: PublicHolidays['leftOut'] = {};
  for (const country of POSTAL_POINT_COUNTRIES) {
    const kept: { rule: string; name: string }[] = [];
    const notes: string[] = [];
    for (const libraryRule of libraryPublicRules(country)) {
      const { name } = libraryRule;
      const outcome = convertRule(libraryRule);
      if ('keep' in outcome) {
        kept.push(...outcome.keep.map((keptRule) => ({ rule: keptRule, name })));
        if (outcome.note !== undefined) notes.push(outcome.note);
      } else notes.push(outcome.leftOut);
    }
    countries[country] = kept;
    if (notes.length > 0) leftOut[country] = notes;
  }
  const version = dateHolidaysVersion();
  return publicHolidaysSchema.parse({
    source: {
      name: 'date-holidays',
      url: 'https://github.com/commenthol/date-holidays',
      licence: 'CC BY-SA 3.0 (data), ISC (code)',
      credit: 'date-holidays by commenthol and contributors, CC BY-SA 3.0',
      retrieved,
      copy: `npm package date-holidays ${version}, national rules of type public, extracted by \`npm run -s public-holidays\` (infra/cli/public-holidays.ts)`,
    },
    countries,
    leftOut,
  });
};

const main = async () => {
  const { values } = parseArgs({
    strict: true,
    options: {
      out: { type: 'string', default: 'data/journey/public-holidays.json' },
      retrieved: { type: 'string', default: new Date().toISOString().slice(0, 10) },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    console.log(usage);
    return;
  }
  const table = publicHolidaysFromLibrary(values.retrieved);
  writeFileSync(values.out, `${JSON.stringify(table, null, 2)}\n`);
  const rules = Object.values(table.countries).reduce((sum, rows) => sum + rows.length, 0);
  console.log(`${values.out}: ${Object.keys(table.countries).length} countries, ${rules} rules`);
};

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) runCli(usage, main);
