import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { storeBulletinWeeks } from '#functions/fuel-ingest/ingest-bulletin.ts';
import { type FuelFigure, fuelFigureSchema, isoWeekSchema } from '#shared/domain/pricing/fuel.schema.ts';
import { weekPublicationDate } from '#shared/domain/pricing/fuel.ts';
import { parseOilBulletin } from '#shared/sources/oil-bulletin.ts';
import { createDocumentClient, OPERATOR_STORE_BUDGET } from '#shared/store/dynamo-client.ts';
import { dynamoFuelStore, type FuelStore } from '#shared/store/fuel-store.ts';
import { resolveCliTarget, runCli, UsageError } from './cli-target.ts';

const usage = `The weekly Spanish diesel price (EUR/l, taxes included) that the fuel clause uses.

  npm run -s fuel -- import --file <bulletin.xlsx>
      loads a downloaded Weekly Oil Bulletin workbook (the history file or the latest-prices file) and reports
      the weeks added and kept; a week that already has a figure (an operator's or the bulletin's) is kept
  npm run -s fuel -- set --week 2026-W48 --price 1.432 [--published-on 2026-11-30]
      stores a correction for one week, whatever was there (published on the Monday after the week by default)
  npm run -s fuel -- list [--limit 10]
      the latest figures with their source: eu-weekly-oil-bulletin, operator or sample

Where: with \`npm start\` running, its local database; with DYNAMODB_ENDPOINT (and FUEL_TABLE_NAME), that one;
otherwise AWS: npx tsx infra/aws/deployed-env.ts -- npm run -s fuel -- <command>`;

const parse = () =>
  parseArgs({
    allowPositionals: true,
    strict: true,
    options: {
      file: { type: 'string' },
      week: { type: 'string' },
      price: { type: 'string' },
      'published-on': { type: 'string' },
      limit: { type: 'string', default: '10' },
      help: { type: 'boolean', short: 'h' },
    },
  });
type Values = ReturnType<typeof parse>['values'];

const required = (name: string, value: string | undefined): string => {
  if (value === undefined || value === '') throw new UsageError(`--${name} is required.`);
  return value;
};

/** One figure by hand, checked with the store's own schema but told in words. */
const figureFromOptions = (values: Values): FuelFigure => {
  const week = required('week', values.week);
  if (!isoWeekSchema.safeParse(week).success) throw new UsageError(`--week ${week} is not an ISO week like 2026-W48.`);
  const price = Number(required('price', values.price));
  const figure = {
    week,
    pricePerLitre: price,
    publishedOn: values['published-on'] ?? weekPublicationDate(week),
    source: 'operator' as const,
  };
  const checked = fuelFigureSchema.safeParse(figure);
  if (!checked.success) {
    const field = checked.error.issues[0]?.path[0];
    throw new UsageError(
      field === 'pricePerLitre'
        ? `--price ${values.price} is not a price: give EUR per litre, greater than 0 and at most 5 (for example 1.432).`
        : `--published-on ${values['published-on']} is not a date like 2026-11-30.`,
    );
  }
  return checked.data;
};

const range = (weeks: readonly string[]): string =>
  weeks.length === 0
    ? 'none'
    : weeks.length === 1
      ? String(weeks[0])
      : `${weeks.length} weeks, ${weeks[0]} to ${weeks.at(-1)}`;

const importWorkbook = async (store: FuelStore, file: string, now: Date) => {
  let bytes: Buffer;
  try {
    bytes = await readFile(file);
  } catch (error) {
    throw new UsageError(`--file ${file} cannot be read: ${(error as NodeJS.ErrnoException).code ?? error}.`);
  }
  const bulletin = await parseOilBulletin(bytes);
  const document = path.basename(file);
  const { added, kept } = await storeBulletinWeeks(store, bulletin.weeks, { at: now, document });
  console.log(
    `Read ${document} (${bulletin.layout} layout): ${range([...bulletin.weeks].map((w) => w.week).reverse())}.`,
  );
  console.log(`Added: ${range(added)}.`);
  console.log(`Kept (a figure was already stored for the week): ${range(kept)}.`);
  if (bulletin.weeksWithoutPrice.length > 0) {
    console.log(`No Spanish diesel price in the file for: ${[...bulletin.weeksWithoutPrice].reverse().join(', ')}.`);
  }
};

const main = async () => {
  const { positionals, values } = parse();
  const [command] = positionals;
  if (values.help || !command) {
    console.log(usage);
    return;
  }
  if (!['import', 'set', 'list'].includes(command)) throw new UsageError(`Unknown command "${command}".`);
  const target = resolveCliTarget();
  const client = createDocumentClient(target.settings, OPERATOR_STORE_BUDGET);
  const store = dynamoFuelStore(client, target.table('FUEL_TABLE_NAME'));
  console.error(`Fuel figures in ${target.description}.`);
  try {
    if (command === 'import') {
      await importWorkbook(store, required('file', values.file), new Date());
    } else if (command === 'set') {
      const figure = figureFromOptions(values);
      await store.put(figure);
      console.log(`Stored ${figure.week}: ${figure.pricePerLitre} EUR/l, published ${figure.publishedOn}.`);
    } else {
      const limit = Number(values.limit);
      if (!Number.isInteger(limit) || limit < 1)
        throw new UsageError(`--limit ${values.limit} is not a whole number above 0.`);
      for (const figure of await store.list(limit)) {
        const origin = figure.source ?? 'unrecorded';
        const note = figure.source === 'sample' ? '  SAMPLE, not an official figure' : '';
        console.log(
          `${figure.week}\t${figure.pricePerLitre.toFixed(3)} EUR/l\tpublished ${figure.publishedOn}\t${origin}${note}`,
        );
      }
    }
  } finally {
    client.destroy();
  }
};

runCli(usage, main);
