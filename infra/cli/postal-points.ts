import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { parse } from 'csv-parse/sync';
import { BIT_ALPHABET } from '#shared/domain/journey/geography.ts';
import {
  type DataSource,
  type KnownCodes,
  type Point,
  type PostalPoints,
  postalPointsSchema,
} from '#shared/domain/journey/journey-data.schema.ts';
import { runCli, UsageError } from './cli-target.ts';

const usage = `Derives data/journey/postal-points.json, a reference point per postal prefix, from GeoNames postal codes
and, for Greece (which GeoNames lacks), from the Greek Postal Code DB.

  npm run -s postal-points -- --from <dir> [--greece <library.sqlite>] [--out data/journey/postal-points.json]
        [--retrieved 2026-11-27] [--copy "<repository> commit <sha>"] [--greece-copy "<package> <version>"]
        [--countries ES,FR,...]

  <dir> holds the per-country CSV files of the GeoNames export (zipcodes.<cc>.csv, columns country_code, zipcode,
  place, ..., latitude, longitude), as packaged by the repository zauberware/postal-codes-json-xml-csv (one zip per
  country under data/; unzip the .csv of each). <library.sqlite> is the database of the npm package
  @rallisf1/greek-postal-code-db (table locations: postcode, latitude, longitude). Without it, Greece gets the
  stated reference point of COUNTRY_REFERENCES and no prefixes.`;

/** The countries the service accepts as destination (shared/domain/quote/postal-code-formats.ts), Spain included. */
export const POSTAL_POINT_COUNTRIES = [
  'AT',
  'BE',
  'BG',
  'CH',
  'CZ',
  'DE',
  'DK',
  'EE',
  'ES',
  'FI',
  'FR',
  'GB',
  'GR',
  'HR',
  'HU',
  'IE',
  'IT',
  'LI',
  'LT',
  'LU',
  'LV',
  'NL',
  'NO',
  'PL',
  'PT',
  'RO',
  'SE',
  'SI',
  'SK',
] as const;

/**
 * A stated reference point where the mean of the codes will not do: a country the data set lacks, or one whose mean
 * falls outside it.
 */
export const COUNTRY_REFERENCES: Readonly<Record<string, { point: Point; basis: string }>> = {
  GR: {
    point: [37.9838, 23.7275],
    basis: 'Athens, the capital (Syntagma): the mean of the codes of a country of islands and peninsulas lies at sea',
  },
  HR: {
    point: [45.815, 15.9819],
    basis:
      "Zagreb, the capital: the mean of Croatia's postal codes falls in Bosnia and Herzegovina, which the country's " +
      'crescent surrounds',
  },
};

/**
 * Postal areas across the sea from the rest of their country, left out of the country's reference point so that it
 * stays on the mainland (a code outside the table should not be placed in the Atlantic).
 */
export const OFFSHORE_PREFIXES: Readonly<Record<string, readonly string[]>> = {
  ES: ['07', '35', '38', '51', '52'],
  FR: ['20'],
  IT: ['07', '08', '09', '90', '91', '92', '93', '94', '95', '96', '97', '98'],
  PT: ['90', '91', '92', '93', '94', '95', '96', '97', '98', '99'],
  GB: ['BT', 'GY', 'HS', 'IM', 'JE', 'ZE'],
};

/**
 * How far (km) a 3-digit prefix's mean must lie from its 2-digit parent's to earn a row: finer where it pays, in
 * Spain (the origin of every journey) more than elsewhere, so the table stays small.
 */
export const REFINE_KM: Readonly<Record<string, number>> = { ES: 8, default: 40 };

/** The code as the table's prefixes are written: upper case, without the country tag, spaces or hyphens. */
export const normalizePostalCode = (country: string, code: string): string =>
  code
    .trim()
    .toUpperCase()
    .replace(new RegExp(`^(?:${country}|L)-`), '')
    .replace(/[\s-]/g, '');

/** The coarse prefix of a normalised code: the area letters in GB, the routing key in IE, two digits elsewhere. */
export const basePrefix = (country: string, code: string): string | undefined => {
  if (country === 'GB') return /^[A-Z]{1,2}(?=\d)/.exec(code)?.[0];
  if (country === 'IE') return /^[A-Z0-9]{3}/.exec(code)?.[0];
  return /^\d{2}(?=\d)/.exec(code)?.[0];
};

/** A finer prefix (three digits) for the numeric codes; none for the letter-led GB and IE forms. */
const finePrefix = (country: string, code: string): string | undefined =>
  country === 'GB' || country === 'IE' ? undefined : /^\d{3}(?=\d)/.exec(code)?.[0];

/**
 * The leading digits of a numeric country's codes (four, or three where codes have four digits) as a bit set in base64
 * characters (`KnownCodes`), so that the journey can say a code outside them may not exist: about 1.7 KB a country.
 * None for the letter-led GB and IE forms.
 */
export const knownCodes = (country: string, codes: readonly string[]): KnownCodes | undefined => {
  if (country === 'GB' || country === 'IE') return undefined;
  const numeric = codes.filter((code) => /^\d{4,}$/.test(code));
  if (numeric.length === 0) return undefined;
  const digits = numeric.reduce((least, code) => Math.min(least, code.length - 1), 4);
  const bits = new Array<number>(Math.ceil(10 ** digits / 6)).fill(0);
  for (const code of numeric) {
    const lead = Number(code.slice(0, digits));
    bits[Math.floor(lead / 6)] = (bits[Math.floor(lead / 6)] as number) | (1 << (5 - (lead % 6)));
  }
  return { digits, bits: bits.map((sextet) => BIT_ALPHABET[sextet]).join('') };
};

const EARTH_RADIUS_KM = 6371.0088;

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance (haversine) in km. */
export const greatCircleKm = ([lat1, lon1]: Point, [lat2, lon2]: Point): number => {
  const dLat = toRadians(lat2 - lat1);
  const dLon = toRadians(lon2 - lon1);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(lat1)) * Math.cos(toRadians(lat2)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(a));
};

const round4 = (value: number) => Math.round(value * 10_000) / 10_000;

const mean = (points: readonly Point[]): Point => {
  const [lat, lon] = points.reduce(([a, b], [c, d]) => [a + c, b + d], [0, 0]);
  return [round4(lat / points.length), round4(lon / points.length)];
};

export type PostalRow = { code: string; point: Point };

/** Rows of one GeoNames CSV: the code and its place's point; rows without a usable point are skipped. */
export const readGeonamesCsv = (content: string): PostalRow[] => {
  const records = parse(content, { columns: true, skip_empty_lines: true, trim: true }) as Record<string, string>[];
  return records.flatMap((record) => {
    const latitude = Number(record.latitude);
    const longitude = Number(record.longitude);
    const code = record.zipcode ?? '';
    if (code === '' || record.latitude === '' || !Number.isFinite(latitude) || !Number.isFinite(longitude)) return [];
    return [{ code, point: [latitude, longitude] as Point }];
  });
};

/**
 * One country's table: each code is the mean of its places; each prefix the mean of its codes; the reference the mean
 * of every code outside OFFSHORE_PREFIXES.
 */
export const countryPoints = (country: string, rows: readonly PostalRow[]) => {
  const places = new Map<string, Point[]>();
  for (const { code, point } of rows) {
    const normalized = normalizePostalCode(country, code);
    if (basePrefix(country, normalized) === undefined) continue;
    const known = places.get(normalized);
    if (known === undefined) places.set(normalized, [point]);
    else known.push(point);
  }
  if (places.size === 0) throw new Error(`${country}: no postal code with a point`);
  const codes = [...places].map(([code, points]) => ({ code, point: mean(points) }));
  const groups = (prefixOf: (code: string) => string | undefined) => {
    const grouped = new Map<string, Point[]>();
    for (const { code, point } of codes) {
      const prefix = prefixOf(code);
      if (prefix === undefined) continue;
      const known = grouped.get(prefix);
      if (known === undefined) grouped.set(prefix, [point]);
      else known.push(point);
    }
    return new Map([...grouped].map(([prefix, points]) => [prefix, mean(points)] as const));
  };
  const base = groups((code) => basePrefix(country, code));
  const fine = groups((code) => finePrefix(country, code));
  const threshold = REFINE_KM[country] ?? (REFINE_KM.default as number);
  const prefixes: Record<string, Point> = {};
  for (const [prefix, point] of [...base, ...fine].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    if (fine.has(prefix)) {
      const parent = base.get(prefix.slice(0, 2));
      if (parent !== undefined && greatCircleKm(parent, point) < threshold) continue;
    }
    prefixes[prefix] = point;
  }
  const offshore = OFFSHORE_PREFIXES[country] ?? [];
  const mainland = codes.filter(({ code }) => !offshore.some((prefix) => code.startsWith(prefix)));
  const known = knownCodes(
    country,
    codes.map(({ code }) => code),
  );
  return {
    reference: mean(mainland.map(({ point }) => point)),
    referenceBasis:
      offshore.length === 0
        ? `mean of the ${mainland.length} postal codes`
        : `mean of the ${mainland.length} postal codes outside the prefixes ${offshore.join(', ')}, across the sea`,
    prefixes,
    ...(known === undefined ? {} : { known }),
  };
};

/** The rows of the Greek Postal Code DB: each postcode of its \`locations\` table with its point. */
export const readGreekPostalCodeDb = (file: string): PostalRow[] => {
  const database = new DatabaseSync(file, { readOnly: true });
  try {
    const rows = database
      .prepare(
        'SELECT postcode, latitude, longitude FROM locations WHERE latitude IS NOT NULL AND longitude IS NOT NULL',
      )
      .all() as { postcode: string; latitude: number; longitude: number }[];
    return rows.map(({ postcode, latitude, longitude }) => ({ code: postcode, point: [latitude, longitude] as Point }));
  } finally {
    database.close();
  }
};

/** The Greek Postal Code DB as the source of Greece's table, with the copy it was derived from. */
export const greekSource = (retrieved: string, copy: string): DataSource => ({
  name: 'Greek Postal Code DB',
  url: 'https://github.com/rallisf1/greek-postal-code-db',
  licence: 'MIT; points geocoded from OpenStreetMap data (ODbL)',
  credit: 'Greek Postal Code DB (rallisf1), MIT; © OpenStreetMap contributors, ODbL',
  retrieved,
  copy,
});

export type GenerateOptions = {
  readonly from: string;
  readonly retrieved: string;
  readonly copy: string;
  readonly command: string;
  readonly countries?: readonly string[];
  /** The Greek Postal Code DB's library.sqlite and the copy it comes from; without it Greece has no prefixes. */
  readonly greece?: { readonly file: string; readonly copy: string };
};

/** The whole table from a directory of per-country CSV files, validated by its schema. */
export const postalPointsFrom = async (options: GenerateOptions): Promise<PostalPoints> => {
  const files = new Set(await readdir(options.from));
  const countries: PostalPoints['countries'] = {};
  for (const country of options.countries ?? POSTAL_POINT_COUNTRIES) {
    const file = `zipcodes.${country.toLowerCase()}.csv`;
    const stated = COUNTRY_REFERENCES[country];
    if (country === 'GR' && options.greece !== undefined && stated !== undefined) {
      const derived = countryPoints(country, readGreekPostalCodeDb(options.greece.file));
      countries[country] = {
        ...derived,
        reference: stated.point,
        referenceBasis: stated.basis,
        source: greekSource(options.retrieved, options.greece.copy),
      };
      continue;
    }
    if (!files.has(file)) {
      if (stated === undefined) throw new UsageError(`${path.join(options.from, file)} is missing.`);
      countries[country] = { reference: stated.point, referenceBasis: stated.basis, prefixes: {} };
      continue;
    }
    const derived = countryPoints(country, readGeonamesCsv(await readFile(path.join(options.from, file), 'utf8')));
    countries[country] =
      stated === undefined ? derived : { ...derived, reference: stated.point, referenceBasis: stated.basis };
  }
  return postalPointsSchema.parse({
    source: {
      name: 'GeoNames postal codes',
      url: 'https://www.geonames.org/',
      licence: 'CC BY 4.0',
      credit: 'GeoNames (geonames.org), CC BY 4.0',
      retrieved: options.retrieved,
      copy: options.copy,
    },
    method:
      `Generated by \`${options.command}\` (infra/cli/postal-points.ts). Each postal code is the mean of its ` +
      'places; each prefix is the mean of its codes (latitude and longitude, 4 decimals). Prefixes: the first two ' +
      'digits of a numeric code (after dropping spaces, hyphens and the LT-, LV-, L- tags), the area letters of a ' +
      'British outward code, the routing key of an Irish Eircode; a three-digit prefix is added where its mean lies ' +
      `at least ${REFINE_KM.ES} km (Spain) or ${REFINE_KM.default} km (elsewhere) from its two-digit prefix's. ` +
      'The longest matching prefix wins; a code matching none takes the country reference. `known`: the leading ' +
      "digits (four, three for four-digit codes) of the source's numeric codes, as a base64 bit set. Greece (not " +
      'in GeoNames): the same averaging of the points of the Greek Postal Code DB (its own `source`).',
    countries,
  });
};

/** The table as JSON, one point per line (the layout the project's formatter keeps). */
export const formatPostalPoints = (table: PostalPoints): string =>
  `${JSON.stringify(table, null, 2).replace(/\[\s+(-?[\d.]+),\s+(-?[\d.]+)\s+\]/g, '[$1, $2]')}\n`;

const main = async () => {
  const { values } = parseArgs({
    strict: true,
    options: {
      from: { type: 'string' },
      out: { type: 'string', default: 'data/journey/postal-points.json' },
      retrieved: { type: 'string', default: new Date().toISOString().slice(0, 10) },
      copy: {
        type: 'string',
        default: 'github.com/zauberware/postal-codes-json-xml-csv commit a6e8df1e94385a76d8c8c2f8260b2cd020298c19',
      },
      countries: { type: 'string' },
      greece: { type: 'string' },
      'greece-copy': {
        type: 'string',
        default: 'npm package @rallisf1/greek-postal-code-db 0.1.1, data/library.sqlite',
      },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    console.log(usage);
    return;
  }
  if (values.from === undefined) throw new UsageError('--from is required.');
  const table = await postalPointsFrom({
    from: values.from,
    retrieved: values.retrieved,
    copy: values.copy,
    command:
      'npm run -s postal-points -- --from <dir with the unzipped zipcodes.<cc>.csv files> ' +
      `--greece <library.sqlite of the Greek Postal Code DB> --retrieved ${values.retrieved}`,
    ...(values.countries === undefined ? {} : { countries: values.countries.split(',') }),
    ...(values.greece === undefined ? {} : { greece: { file: values.greece, copy: values['greece-copy'] } }),
  });
  await writeFile(values.out, formatPostalPoints(table));
  const prefixes = Object.values(table.countries).reduce(
    (sum, { prefixes: rows }) => sum + Object.keys(rows).length,
    0,
  );
  console.log(`${values.out}: ${Object.keys(table.countries).length} countries, ${prefixes} prefixes`);
};

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) runCli(usage, main);
