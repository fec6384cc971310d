/**
 * Operator command: validates a tariff CSV and writes it as a new version into data/tariffs/tariff.json.
 *
 *   npx tsx infra/cli/import-tariff.ts --csv file.csv --id 2027 --valid-from 2027-01-01 [--valid-to 2027-12-31]
 *     [--fuel-share 0.3 --fuel-reference 1.45] [--min-ldm 1.0] [--origin-handling-days 0]
 *     [--destination-handling-days 1] [--delivery-spread-days 1] [--replace] [--dry-run] [--tariff path.json]
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import * as z from 'zod';
import { corridors } from '#data/journey/index.ts';
import { TariffCsvError, TariffVersionConflictError } from '#shared/domain/pricing/errors.ts';
import {
  DEFAULT_JOURNEY_TERMS,
  type JourneyDefaults,
  type TariffFile,
  type TariffVersion,
  tariffFileSchema,
} from '#shared/domain/pricing/tariff.schema.ts';
import { parseTariffCsv } from '#shared/domain/pricing/tariff-csv.ts';
import { mergeTariffVersion } from '#shared/domain/pricing/tariff-merge.ts';

const DEFAULT_TARIFF_FILE = 'data/tariffs/tariff.json';
const LINE_WIDTH = 120;

const USAGE = `Usage: npx tsx infra/cli/import-tariff.ts --csv <file.csv> --id <version id> --valid-from <YYYY-MM-DD>
  [--valid-to <YYYY-MM-DD>]      last loading date of the version, inclusive (default: open-ended)
  [--fuel-share <0..1>]          share of transport exposed to diesel (default: from the previous version)
  [--fuel-reference <EUR/l>]     diesel price at which the surcharge is zero (default: from the previous version)
  [--min-ldm <metres>]           minimum billable loading metres (default: from the previous version)
  [--origin-handling-days <n>]   working days at the origin hub before the truck leaves
  [--destination-handling-days <n>]  working days at the destination hub before the first delivery day
  [--delivery-spread-days <n>]   working days the delivery round may take after the first delivery day
                                 (the three default to the previous version's, else to ${DEFAULT_JOURNEY_TERMS.handlingDays.origin}, ${DEFAULT_JOURNEY_TERMS.handlingDays.destination} and ${DEFAULT_JOURNEY_TERMS.deliverySpreadDays})
  [--replace]                    let the new version replace overlapping ones (they are shortened, moved or removed)
  [--dry-run]                    validate and report without writing
  [--tariff <file.json>]         tariff file to update (default: ${DEFAULT_TARIFF_FILE})
CSV format: data/tariffs/README.md`;

class UsageError extends Error {
  override name = 'UsageError';
}

const number = (name: string, value: string | undefined): number | undefined => {
  if (value === undefined) return undefined;
  const parsed = Number(value);
  if (value.trim() === '' || !Number.isFinite(parsed))
    throw new UsageError(`--${name} must be a number, got "${value}"`);
  return parsed;
};

const date = (name: string, value: string | undefined): string | undefined => {
  if (value === undefined) return undefined;
  if (!z.iso.date().safeParse(value).success)
    throw new UsageError(`--${name} must be a date YYYY-MM-DD, got "${value}"`);
  return value;
};

const workingDays = (name: string, value: string | undefined): number | undefined => {
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value.trim()) || Number(value) > 30)
    throw new UsageError(`--${name} must be a whole number of working days from 0 to 30, got "${value}"`);
  return Number(value);
};

/**
 * The version's handling days and delivery spread: those given, the rest from the previous version, else the
 * service's defaults. None at all when neither the command nor the previous version states any, so the version
 * keeps following the defaults.
 */
const journeyDefaults = (
  given: { origin?: number; destination?: number; spread?: number },
  previous: JourneyDefaults | undefined,
): JourneyDefaults | undefined => {
  if (previous === undefined && Object.values(given).every((value) => value === undefined)) return undefined;
  const base = previous ?? DEFAULT_JOURNEY_TERMS;
  return {
    handlingDays: {
      origin: given.origin ?? base.handlingDays.origin,
      destination: given.destination ?? base.handlingDays.destination,
    },
    deliverySpreadDays: given.spread ?? base.deliverySpreadDays,
  };
};

/** What the version says of its lanes' journeys, in one line of the report. */
const journeySummary = (version: TariffVersion, stated: 'given' | 'previous' | 'defaults'): string => {
  const terms = version.journey ?? DEFAULT_JOURNEY_TERMS;
  const count = (has: (lane: TariffVersion['lanes'][number]) => boolean) => version.lanes.filter(has).length;
  return (
    `journey: handling ${terms.handlingDays.origin} working days at the origin, ${terms.handlingDays.destination} at the ` +
    `destination, delivery spread ${terms.deliverySpreadDays}` +
    (stated === 'given' ? '' : stated === 'previous' ? ' (from the previous version)' : ' (service defaults)') +
    `; lanes that fix crossings: ${count((lane) => lane.journey?.crossings !== undefined)}, ` +
    `distance: ${count((lane) => lane.journey?.distanceKm !== undefined)}, ` +
    `transit days: ${count((lane) => lane.journey?.transitDays !== undefined)}, ` +
    `handling days: ${count((lane) => lane.journey?.handlingDays !== undefined)}`
  );
};

/** The version the new one follows: the one in force on its first day, else the latest. Defaults come from it. */
const previousVersion = (file: TariffFile, validFrom: string): TariffVersion | undefined =>
  file.versions.find((v) => v.validFrom <= validFrom && (v.validTo === undefined || validFrom <= v.validTo)) ??
  [...file.versions].sort((a, b) => a.validFrom.localeCompare(b.validFrom)).at(-1);

/** JSON laid out as Biome formats it (objects expanded, short arrays of scalars on one line), so `biome check` stays clean. */
export const formatJson = (value: unknown): string => {
  const render = (node: unknown, indent: string, prefix: string, suffix: string): string => {
    if (Array.isArray(node)) {
      if (node.length === 0) return `${indent}${prefix}[]${suffix}`;
      if (node.every((item) => item === null || typeof item !== 'object')) {
        const inline = `${indent}${prefix}[${node.map((item) => JSON.stringify(item)).join(', ')}]${suffix}`;
        if (inline.length <= LINE_WIDTH) return inline;
      }
      const inner = node.map((item, i) => render(item, `${indent}  `, '', i < node.length - 1 ? ',' : ''));
      return [`${indent}${prefix}[`, ...inner, `${indent}]${suffix}`].join('\n');
    }
    if (node !== null && typeof node === 'object') {
      const entries = Object.entries(node).filter(([, v]) => v !== undefined);
      if (entries.length === 0) return `${indent}${prefix}{}${suffix}`;
      const inner = entries.map(([key, v], i) =>
        render(v, `${indent}  `, `${JSON.stringify(key)}: `, i < entries.length - 1 ? ',' : ''),
      );
      return [`${indent}${prefix}{`, ...inner, `${indent}}${suffix}`].join('\n');
    }
    return `${indent}${prefix}${JSON.stringify(node)}${suffix}`;
  };
  return `${render(value, '', '', '')}\n`;
};

const main = (argv: readonly string[]): number => {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      csv: { type: 'string' },
      id: { type: 'string' },
      'valid-from': { type: 'string' },
      'valid-to': { type: 'string' },
      'fuel-share': { type: 'string' },
      'fuel-reference': { type: 'string' },
      'min-ldm': { type: 'string' },
      'origin-handling-days': { type: 'string' },
      'destination-handling-days': { type: 'string' },
      'delivery-spread-days': { type: 'string' },
      replace: { type: 'boolean', default: false },
      'dry-run': { type: 'boolean', default: false },
      tariff: { type: 'string', default: DEFAULT_TARIFF_FILE },
      help: { type: 'boolean', default: false },
    },
    strict: true,
  });
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  if (!values.csv || !values.id || !values['valid-from'])
    throw new UsageError('--csv, --id and --valid-from are required');
  const validFrom = date('valid-from', values['valid-from']) as string;
  const validTo = date('valid-to', values['valid-to']);

  const tariffPath = resolve(values.tariff);
  const parsedFile = tariffFileSchema.safeParse(JSON.parse(readFileSync(tariffPath, 'utf8')));
  if (!parsedFile.success) {
    console.error(
      `${values.tariff} is invalid as it stands; fix it before importing:\n${z.prettifyError(parsedFile.error)}`,
    );
    return 1;
  }
  const file = parsedFile.data;
  const previous = previousVersion(file, validFrom);
  const share = number('fuel-share', values['fuel-share']) ?? previous?.fuel.share;
  const referencePrice = number('fuel-reference', values['fuel-reference']) ?? previous?.fuel.referencePrice;
  const minimumBillableMetres = number('min-ldm', values['min-ldm']) ?? previous?.minimumBillableMetres;
  if (share === undefined || referencePrice === undefined || minimumBillableMetres === undefined) {
    throw new UsageError(
      'no previous version to take defaults from: give --fuel-share, --fuel-reference and --min-ldm',
    );
  }

  const given = {
    origin: workingDays('origin-handling-days', values['origin-handling-days']),
    destination: workingDays('destination-handling-days', values['destination-handling-days']),
    spread: workingDays('delivery-spread-days', values['delivery-spread-days']),
  };
  const journey = journeyDefaults(given, previous?.journey);
  const stated = Object.values(given).some((value) => value !== undefined)
    ? 'given'
    : journey === undefined
      ? 'defaults'
      : 'previous';

  const version = parseTariffCsv(
    readFileSync(resolve(values.csv), 'utf8'),
    {
      id: values.id,
      validFrom,
      ...(validTo === undefined ? {} : { validTo }),
      fuel: { share, referencePrice },
      minimumBillableMetres,
      ...(journey === undefined ? {} : { journey }),
    },
    corridors(),
  );
  const merged = mergeTariffVersion(file, version, { replace: values.replace });

  console.log(
    `${values.csv}: ${version.originZones.length} origin zones, ${version.destinationZones.length} destination zones, ` +
      `${version.lanes.length} lanes; fuel share ${share}, reference ${referencePrice} EUR/l; minimum ${minimumBillableMetres} m` +
      (previous ? ` (defaults from version ${previous.id})` : ''),
  );
  console.log(`  ${journeySummary(version, stated)}`);
  for (const action of merged.actions) console.log(`  ${action}`);
  if (values['dry-run']) {
    console.log(`Dry run: ${values.tariff} not written.`);
  } else {
    writeFileSync(tariffPath, formatJson(merged.file));
    console.log(`Wrote ${values.tariff}. Deploy (or restart the local server) for the new version to take effect.`);
  }
  return 0;
};

try {
  process.exitCode = main(process.argv.slice(2));
} catch (error) {
  if (
    error instanceof UsageError ||
    (error instanceof Error && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS'))
  ) {
    console.error(`${error.message}\n\n${USAGE}`);
    process.exitCode = 2;
  } else if (error instanceof TariffCsvError) {
    console.error(`The CSV was not imported; nothing was written:\n${error.message}`);
    process.exitCode = 1;
  } else if (error instanceof TariffVersionConflictError) {
    console.error(
      `The version was not imported; nothing was written:\n${error.message}\nUse --replace to let it take over.`,
    );
    process.exitCode = 1;
  } else if (error instanceof Error && 'code' in error && (error.code === 'ENOENT' || error.code === 'EACCES')) {
    console.error(`${error.message}; nothing was written.`);
    process.exitCode = 1;
  } else {
    throw error;
  }
}
