import { CsvError, parse } from 'csv-parse/sync';
import type { z } from 'zod';
import type { Corridors } from '#shared/domain/journey/journey-data.schema.ts';
import { type CsvIssue, TariffCsvError } from './errors.ts';
import {
  type DestinationZone,
  type FuelClause,
  type JourneyDefaults,
  type Lane,
  type LaneJourney,
  MAX_BILLABLE_LDM,
  type OriginZone,
  type TariffVersion,
  tariffVersionSchema,
} from './tariff.schema.ts';

/**
 * Tariff CSV: one row per lane, one price column per billable-metre band, as an operator's spreadsheet exports it.
 * The format is documented in data/tariffs/README.md.
 */

/** What the CSV does not carry: the version's identity, validity and clause parameters. */
export interface TariffCsvMeta {
  readonly id: string;
  readonly validFrom: string;
  readonly validTo?: string;
  readonly fuel: FuelClause;
  readonly minimumBillableMetres: number;
  /** The version's handling days and delivery spread; absent, the service's defaults apply. */
  readonly journey?: JourneyDefaults;
}

const COLUMNS = {
  originZone: 'origin_zone',
  originName: 'origin_name',
  originProvinces: 'origin_provinces',
  destinationZone: 'destination_zone',
  destinationName: 'destination_name',
  destinationCountry: 'destination_country',
  destinationPrefixes: 'destination_prefixes',
  minimumCharge: 'minimum_charge',
  crossings: 'crossings',
  distanceKm: 'distance_km',
  transitDaysMin: 'transit_days_min',
  transitDaysMax: 'transit_days_max',
  originHandlingDays: 'origin_handling_days',
  destinationHandlingDays: 'destination_handling_days',
} as const;

export const TARIFF_CSV_REQUIRED_COLUMNS: readonly string[] = [
  COLUMNS.originZone,
  COLUMNS.originProvinces,
  COLUMNS.destinationZone,
  COLUMNS.destinationCountry,
  COLUMNS.destinationPrefixes,
  COLUMNS.minimumCharge,
];
/** What a lane may fix of its journey; an empty cell leaves it to the computation (data/tariffs/README.md). */
const JOURNEY_COLUMNS: readonly string[] = [
  COLUMNS.crossings,
  COLUMNS.distanceKm,
  COLUMNS.transitDaysMin,
  COLUMNS.transitDaysMax,
  COLUMNS.originHandlingDays,
  COLUMNS.destinationHandlingDays,
];
const OPTIONAL_COLUMNS: readonly string[] = [COLUMNS.originName, COLUMNS.destinationName, ...JOURNEY_COLUMNS];
const BAND_COLUMN = /^upto_(\d+(?:[.,]\d)?)$/;

interface Band {
  readonly column: string;
  readonly upToLdm: number;
}

interface Row {
  readonly line: number;
  readonly cell: (column: string) => string;
}

/** The delimiter an export used: Spanish spreadsheets write ";" because "," is their decimal mark. */
const detectDelimiter = (text: string): ',' | ';' => {
  const header =
    text
      .replace(/^\uFEFF/, '')
      .split(/\r?\n/)
      .find((line) => line.trim() !== '' && !line.startsWith('#')) ?? '';
  return (header.match(/;/g)?.length ?? 0) > (header.match(/,/g)?.length ?? 0) ? ';' : ',';
};

interface ParsedRecord {
  readonly record: string[];
  readonly info: { readonly lines: number };
}

const readRecords = (text: string): { record: string[]; line: number }[] => {
  try {
    // With `info: true` csv-parse returns { record, info } per row, which its overloads do not express.
    const parsed = parse(text, {
      delimiter: detectDelimiter(text),
      bom: true,
      trim: true,
      skip_empty_lines: true,
      comment: '#',
      comment_no_infix: true,
      info: true,
    }) as unknown as ParsedRecord[];
    return parsed.map(({ record, info }) => ({ record, line: info.lines }));
  } catch (error) {
    if (error instanceof CsvError) {
      throw new TariffCsvError([{ row: Number(error.lines ?? 0), message: error.message }], { cause: error });
    }
    throw error;
  }
};

const decimalNumber = /^\d+(?:[.,]\d+)?$/;

/** Reads "1234.5" or "1234,5"; rejects thousands separators, currency signs and negative numbers. */
const parseAmount = (value: string): number | undefined =>
  decimalNumber.test(value) ? Number(value.replace(',', '.')) : undefined;

const splitList = (value: string): string[] => value.split(/[\s|]+/).filter((item) => item !== '');

/** The most working days a lane may state for transit or handling, as the tariff schema allows. */
const MAX_DAYS = 30;
const MAX_DISTANCE_KM = 10_000;

const parseDays = (value: string): number | undefined =>
  /^\d+$/.test(value) && Number(value) <= MAX_DAYS ? Number(value) : undefined;

/**
 * Why a lane's crossings, in travel order, cannot take a truck from Spain to its destination country: an id that
 * data/journey/corridors.json does not hold, a ferry to a country's own islands (the journey adds it from the postal
 * code), a crossing that does not leave the country the truck is in, or a chain that ends elsewhere. Undefined when
 * the chain is sound.
 */
export const laneCrossingsProblem = (
  corridors: Corridors,
  destinationCountry: string,
  crossings: readonly string[],
): string | undefined => {
  let country = 'ES';
  for (const id of crossings) {
    const crossing =
      corridors.crossings.find((candidate) => candidate.id === id) ??
      corridors.seaCrossings.find((candidate) => candidate.id === id);
    if (crossing === undefined) return `unknown crossing "${id}": not in data/journey/corridors.json`;
    const [a, b] = crossing.between;
    if (a === b) {
      return `"${id}" links ${a} with its own islands; the journey adds that ferry from the postal code, leave it out`;
    }
    if (a !== country && b !== country) {
      return `"${id}" joins ${a} and ${b}, but the truck is in ${country} at that point of the lane`;
    }
    country = a === country ? b : a;
  }
  return country === destinationCountry
    ? undefined
    : `the crossings end in ${country}, not in the lane's destination country ${destinationCountry}`;
};

/** The journey terms of a row's optional cells, or undefined when it fixes nothing; problems go to `issues`. */
const laneJourneyOf = (
  cell: (column: string) => string,
  line: number,
  destinationCountry: string,
  corridors: Corridors,
  issues: CsvIssue[],
): LaneJourney | undefined => {
  const problem = (column: string, message: string) => issues.push({ row: line, column, message });
  const journey: {
    crossings?: string[];
    distanceKm?: number;
    transitDays?: { min: number; max: number };
    handlingDays?: { origin?: number; destination?: number };
  } = {};
  const crossings = cell(COLUMNS.crossings)
    .toLowerCase()
    .split(/[\s|;]+/)
    .filter((id) => id !== '');
  if (crossings.length > 0) {
    const wrong = laneCrossingsProblem(corridors, destinationCountry, crossings);
    if (wrong === undefined) journey.crossings = crossings;
    else problem(COLUMNS.crossings, wrong);
  }
  const distance = cell(COLUMNS.distanceKm);
  if (distance !== '') {
    const km = parseAmount(distance);
    if (km === undefined || km <= 0 || km > MAX_DISTANCE_KM)
      problem(COLUMNS.distanceKm, `"${distance}" is not a road distance in km above 0 and at most ${MAX_DISTANCE_KM}`);
    else journey.distanceKm = km;
  }
  const days = (column: string): number | undefined => {
    const raw = cell(column);
    if (raw === '') return undefined;
    const parsed = parseDays(raw);
    if (parsed === undefined) problem(column, `"${raw}" is not a whole number of working days from 0 to ${MAX_DAYS}`);
    return parsed;
  };
  const [min, max] = [days(COLUMNS.transitDaysMin), days(COLUMNS.transitDaysMax)];
  const minGiven = cell(COLUMNS.transitDaysMin) !== '';
  const maxGiven = cell(COLUMNS.transitDaysMax) !== '';
  if (minGiven !== maxGiven) {
    problem(
      minGiven ? COLUMNS.transitDaysMax : COLUMNS.transitDaysMin,
      'declared transit days need both transit_days_min and transit_days_max (equal for a fixed time)',
    );
  } else if (min !== undefined && max !== undefined) {
    if (min > max) problem(COLUMNS.transitDaysMin, `transit_days_min ${min} is above transit_days_max ${max}`);
    else journey.transitDays = { min, max };
  }
  const origin = days(COLUMNS.originHandlingDays);
  const destination = days(COLUMNS.destinationHandlingDays);
  if (origin !== undefined || destination !== undefined) {
    journey.handlingDays = {
      ...(origin === undefined ? {} : { origin }),
      ...(destination === undefined ? {} : { destination }),
    };
  }
  return Object.keys(journey).length === 0 ? undefined : journey;
};

/**
 * The version a CSV describes. `corridors` (data/journey/corridors.json) is what a lane's crossings are checked
 * against.
 */
export const parseTariffCsv = (text: string, meta: TariffCsvMeta, corridors: Corridors): TariffVersion => {
  const issues: CsvIssue[] = [];
  const records = readRecords(text);
  const [header, ...body] = records;
  if (!header) throw new TariffCsvError([{ row: 1, message: 'the file is empty; a header row is expected' }]);

  const names = header.record.map((name) => name.trim().toLowerCase());
  const indexOf = new Map<string, number>();
  const bands: Band[] = [];
  names.forEach((name, index) => {
    if (indexOf.has(name)) {
      issues.push({ row: header.line, column: name, message: 'the column appears twice' });
      return;
    }
    indexOf.set(name, index);
    const band = BAND_COLUMN.exec(name);
    if (band?.[1] !== undefined) {
      bands.push({ column: name, upToLdm: Number(band[1].replace(',', '.')) });
    } else if (!TARIFF_CSV_REQUIRED_COLUMNS.includes(name) && !OPTIONAL_COLUMNS.includes(name)) {
      issues.push({
        row: header.line,
        column: name,
        message: `unknown column; expected ${[...TARIFF_CSV_REQUIRED_COLUMNS, ...OPTIONAL_COLUMNS].join(', ')} and band columns upto_<metres>`,
      });
    }
  });
  for (const required of TARIFF_CSV_REQUIRED_COLUMNS) {
    if (!indexOf.has(required))
      issues.push({ row: header.line, column: required, message: 'required column is missing' });
  }
  bands.sort((a, b) => a.upToLdm - b.upToLdm);
  const lastBand = bands.at(-1);
  if (!lastBand) {
    issues.push({ row: header.line, message: 'no band columns; expected columns such as upto_1, upto_2 ... upto_10' });
  } else if (lastBand.upToLdm < MAX_BILLABLE_LDM) {
    issues.push({
      row: header.line,
      column: lastBand.column,
      message: `the last band must reach ${MAX_BILLABLE_LDM} loading metres (a column upto_${MAX_BILLABLE_LDM})`,
    });
  }
  for (const band of bands) {
    if (band.upToLdm <= 0 || band.upToLdm > MAX_BILLABLE_LDM) {
      issues.push({
        row: header.line,
        column: band.column,
        message: `band must be above 0 and at most ${MAX_BILLABLE_LDM}`,
      });
    }
  }
  if (issues.length > 0) throw new TariffCsvError(issues);

  const rows: Row[] = body.map(({ record, line }) => ({
    line,
    cell: (column) => {
      const index = indexOf.get(column);
      return index === undefined ? '' : (record[index] ?? '').trim();
    },
  }));

  const originZones = new Map<string, { zone: OriginZone; row: number }>();
  const destinationZones = new Map<string, { zone: DestinationZone; row: number }>();
  const lanes: { lane: Lane; row: number }[] = [];

  const sameSet = (a: readonly string[], b: readonly string[]) =>
    a.length === b.length && [...a].sort().join(' ') === [...b].sort().join(' ');

  for (const row of rows) {
    const originId = row.cell(COLUMNS.originZone).toUpperCase();
    const destinationId = row.cell(COLUMNS.destinationZone).toUpperCase();
    if (originId === '' && destinationId === '') {
      issues.push({
        row: row.line,
        column: COLUMNS.originZone,
        message: 'a row needs an origin zone, a destination zone, or both',
      });
      continue;
    }

    if (originId !== '') {
      const provinces = splitList(row.cell(COLUMNS.originProvinces)).map((code) =>
        // Spreadsheets drop the leading zero of "08"; a one-digit province code is padded back.
        /^\d$/.test(code) ? `0${code}` : code,
      );
      const zone: OriginZone = { id: originId, name: row.cell(COLUMNS.originName) || originId, provinces };
      const known = originZones.get(originId);
      if (provinces.length === 0) {
        issues.push({ row: row.line, column: COLUMNS.originProvinces, message: `zone ${originId} lists no provinces` });
      } else if (known && !sameSet(known.zone.provinces, provinces)) {
        issues.push({
          row: row.line,
          column: COLUMNS.originProvinces,
          message: `zone ${originId} has other provinces on row ${known.row} (${known.zone.provinces.join(' ')})`,
        });
      } else if (!known) {
        originZones.set(originId, { zone, row: row.line });
      }
    }

    if (destinationId !== '') {
      const country = row.cell(COLUMNS.destinationCountry).toUpperCase();
      const prefixes = splitList(row.cell(COLUMNS.destinationPrefixes).toUpperCase()).map((prefix) =>
        prefix.replace(/-/g, ''),
      );
      const zone: DestinationZone = {
        id: destinationId,
        name: row.cell(COLUMNS.destinationName) || destinationId,
        country,
        postalPrefixes: prefixes,
      };
      const known = destinationZones.get(destinationId);
      if (!/^[A-Z]{2}$/.test(country)) {
        issues.push({
          row: row.line,
          column: COLUMNS.destinationCountry,
          message: `"${country}" is not a two-letter country code`,
        });
      } else if (known && (known.zone.country !== country || !sameSet(known.zone.postalPrefixes, prefixes))) {
        issues.push({
          row: row.line,
          column: known.zone.country !== country ? COLUMNS.destinationCountry : COLUMNS.destinationPrefixes,
          message: `zone ${destinationId} is defined differently on row ${known.row} (${known.zone.country} ${known.zone.postalPrefixes.join(' ') || 'whole country'})`,
        });
      } else if (!known) {
        destinationZones.set(destinationId, { zone, row: row.line });
      }
    }

    const priceColumns = [COLUMNS.minimumCharge, ...bands.map((band) => band.column)];
    const filled = priceColumns.filter((column) => row.cell(column) !== '');
    if (filled.length === 0) {
      const stray = JOURNEY_COLUMNS.find((column) => row.cell(column) !== '');
      if (stray !== undefined) {
        issues.push({
          row: row.line,
          column: stray,
          message: 'journey terms belong to a lane: this row has no prices',
        });
      }
      continue;
    }
    if (originId === '' || destinationId === '') {
      issues.push({
        row: row.line,
        column: originId === '' ? COLUMNS.originZone : COLUMNS.destinationZone,
        message: 'a row with prices needs both an origin and a destination zone',
      });
      continue;
    }
    const amounts = new Map<string, number>();
    for (const column of priceColumns) {
      const raw = row.cell(column);
      const amount = parseAmount(raw);
      if (raw === '') {
        issues.push({
          row: row.line,
          column,
          message: 'price is missing (leave every price cell empty for a zone without a lane)',
        });
      } else if (amount === undefined) {
        issues.push({ row: row.line, column, message: `"${raw}" is not an amount in EUR such as 245.50 or 245,50` });
      } else {
        amounts.set(column, amount);
      }
    }
    const journey = laneJourneyOf(
      row.cell,
      row.line,
      row.cell(COLUMNS.destinationCountry).toUpperCase(),
      corridors,
      issues,
    );
    if (amounts.size !== priceColumns.length) continue;
    lanes.push({
      row: row.line,
      lane: {
        origin: originId,
        destination: destinationId,
        minimumCharge: amounts.get(COLUMNS.minimumCharge) ?? 0,
        bands: bands.map((band) => ({ upToLdm: band.upToLdm, pricePerLdm: amounts.get(band.column) ?? 0 })),
        ...(journey === undefined ? {} : { journey }),
      },
    });
  }
  if (rows.length === 0) issues.push({ row: header.line + 1, message: 'no lanes: the file has a header but no rows' });
  if (issues.length > 0) throw new TariffCsvError(issues);

  const origins = [...originZones.values()];
  const destinations = [...destinationZones.values()];
  const candidate = {
    id: meta.id,
    validFrom: meta.validFrom,
    ...(meta.validTo === undefined ? {} : { validTo: meta.validTo }),
    currency: 'EUR',
    minimumBillableMetres: meta.minimumBillableMetres,
    fuel: meta.fuel,
    originZones: origins.map((entry) => entry.zone),
    destinationZones: destinations.map((entry) => entry.zone),
    lanes: lanes.map((entry) => entry.lane),
    ...(meta.journey === undefined ? {} : { journey: meta.journey }),
  };
  const parsed = tariffVersionSchema.safeParse(candidate);
  if (!parsed.success)
    throw new TariffCsvError(
      parsed.error.issues.map((issue) => locate(issue, { origins, destinations, lanes, bands })),
    );
  return parsed.data;
};

/** The column of a lane's journey term a schema issue points at. */
const journeyColumn = ([term, part]: readonly PropertyKey[]): string | undefined =>
  term === 'crossings'
    ? COLUMNS.crossings
    : term === 'distanceKm'
      ? COLUMNS.distanceKm
      : term === 'transitDays'
        ? part === 'max'
          ? COLUMNS.transitDaysMax
          : COLUMNS.transitDaysMin
        : term === 'handlingDays'
          ? part === 'destination'
            ? COLUMNS.destinationHandlingDays
            : COLUMNS.originHandlingDays
          : undefined;

/** Points a schema issue back at the CSV row and column it came from. */
const locate = (
  issue: z.core.$ZodIssue,
  sources: {
    origins: readonly { row: number }[];
    destinations: readonly { row: number }[];
    lanes: readonly { row: number }[];
    bands: readonly Band[];
  },
): CsvIssue => {
  const [section, index, field, bandIndex] = issue.path;
  const at = (list: readonly { row: number }[]) => (typeof index === 'number' ? list[index]?.row : undefined) ?? 1;
  if (section === 'originZones') {
    return {
      row: at(sources.origins),
      column: field === 'id' ? COLUMNS.originZone : COLUMNS.originProvinces,
      message: issue.message,
    };
  }
  if (section === 'destinationZones') {
    const column =
      field === 'id'
        ? COLUMNS.destinationZone
        : field === 'country'
          ? COLUMNS.destinationCountry
          : COLUMNS.destinationPrefixes;
    return { row: at(sources.destinations), column, message: issue.message };
  }
  if (section === 'lanes') {
    const column =
      field === 'minimumCharge'
        ? COLUMNS.minimumCharge
        : field === 'bands' && typeof bandIndex === 'number'
          ? sources.bands[bandIndex]?.column
          : field === 'origin'
            ? COLUMNS.originZone
            : field === 'destination'
              ? COLUMNS.destinationZone
              : field === 'journey'
                ? journeyColumn(issue.path.slice(3))
                : undefined;
    return { row: at(sources.lanes), ...(column ? { column } : {}), message: issue.message };
  }
  // Version-level problems (validity, fuel clause, provinces missing from every zone) have no single row.
  return { row: 1, message: `${issue.path.join('.') || 'tariff'}: ${issue.message}` };
};
