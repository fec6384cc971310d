import * as z from 'zod';
import { onFirstUse, readDataBeside } from '#data/read-beside.ts';
import {
  type Corridors,
  type CountryPoints,
  corridorsSchema,
  countryPointsSchema,
  type EmissionFactors,
  emissionFactorsSchema,
  type PostalPoints,
  type PublicHolidays,
  postalPointsSchema,
  postalPointsShellSchema,
  publicHolidaysSchema,
  type Regions,
  regionsSchema,
} from '#shared/domain/journey/journey-data.schema.ts';
import { typesetLocalized } from '#shared/domain/texts/typography.ts';

/**
 * The journey's data files, each read beside this module on first use and validated by its schema; a file that does
 * not match fails with an error naming it. data/journey/README.md tells where each comes from and how to regenerate it.
 */

/** The content of a file as its schema reads it, or an error naming the file and what is wrong. */
export const parseJourneyFile = <T>(file: string, schema: z.ZodType<T>, content: unknown): T => {
  const parsed = schema.safeParse(content);
  if (!parsed.success) throw new Error(`data/journey/${file} is invalid:\n${z.prettifyError(parsed.error)}`);
  return parsed.data;
};

const journeyFile = <T>(file: string, schema: z.ZodType<T>): (() => T) =>
  onFirstUse(() => readDataBeside(import.meta.url, file, (content) => parseJourneyFile(file, schema, content)));

/**
 * Each country's postal table, validated by `countryPointsSchema` when it is first read; a table that does not match
 * fails with an error naming the file and the country.
 */
export const countryTables = (
  file: string,
  tables: Readonly<Record<string, unknown>>,
): Record<string, CountryPoints> => {
  const countries: Record<string, CountryPoints> = {};
  for (const [code, table] of Object.entries(tables)) {
    let checked: CountryPoints | undefined;
    Object.defineProperty(countries, code, {
      enumerable: true,
      get: () => (checked ??= parseJourneyFile(`${file} (${code})`, countryPointsSchema, table)),
    });
  }
  return countries;
};

/**
 * A reference point per postal prefix of Spain and of every accepted destination country (GeoNames). The file is
 * read and its frame validated on first use; each country's table is validated when it is first read, so a cold start
 * that locates two postal codes validates two countries' tables, not 29 (about 25 ms of CPU less, measured in the
 * bundles bench's profile of the estimate).
 */
export const postalPoints: () => PostalPoints = onFirstUse(() => {
  const file = 'postal-points.json';
  return readDataBeside(import.meta.url, file, (content) => {
    const shell = parseJourneyFile(file, postalPointsShellSchema, content);
    return { ...shell, countries: countryTables(file, shell.countries) };
  });
});

/**
 * Border crossings, sea crossings, islands and the country sequences from Spain to each destination; its texts in six
 * languages (names, source notes) are written with plain spaces and typeset in each language here.
 */
export const corridors: () => Corridors = onFirstUse(() =>
  readDataBeside(import.meta.url, 'corridors.json', (content) =>
    typesetLocalized(parseJourneyFile('corridors.json', corridorsSchema, content)),
  ),
);

/** National public holidays of each destination country, as rules (date-holidays). */
export const publicHolidays: () => PublicHolidays = journeyFile('public-holidays.json', publicHolidaysSchema);

/** The first-level regions of the countries whose bans are regional or on roads that lie in named regions. */
export const regions: () => Regions = journeyFile('regions.json', regionsSchema);

/** The well-to-wheel emission factors of the road haul and of a ferry stretch. */
export const emissionFactors: () => EmissionFactors = journeyFile('emission-factors.json', emissionFactorsSchema);

/** How the build verifies each of the journey's files (`data/verify.ts`): its whole schema, every country included. */
export const JOURNEY_VALIDATORS: Readonly<Record<string, (content: unknown) => unknown>> = {
  'data/journey/postal-points.json': (content) => parseJourneyFile('postal-points.json', postalPointsSchema, content),
  'data/journey/corridors.json': (content) => parseJourneyFile('corridors.json', corridorsSchema, content),
  'data/journey/public-holidays.json': (content) =>
    parseJourneyFile('public-holidays.json', publicHolidaysSchema, content),
  'data/journey/regions.json': (content) => parseJourneyFile('regions.json', regionsSchema, content),
  'data/journey/emission-factors.json': (content) =>
    parseJourneyFile('emission-factors.json', emissionFactorsSchema, content),
};

/** The journey's data files, relative to the project root, for the functions that read them beside their bundle. */
export const JOURNEY_FILES: readonly string[] = [
  'data/journey/postal-points.json',
  'data/journey/corridors.json',
  'data/journey/public-holidays.json',
  'data/journey/emission-factors.json',
  'data/journey/regions.json',
  'data/journey/journey-texts.json',
];
