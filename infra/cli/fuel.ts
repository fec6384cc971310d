import { parseArgs } from 'node:util';
import { config, requireTable } from '#shared/config.ts';
import { isoWeekMonday, weekPublicationDate } from '#shared/domain/pricing/fuel.ts';
import { createDocumentClient, OPERATOR_STORE_BUDGET } from '#shared/store/dynamo-client.ts';
import { dynamoFuelStore } from '#shared/store/fuel-store.ts';

const usage = `Weekly Spanish diesel figure used by the fuel clause.

  npm run -s fuel -- set --week 2026-W48 --price 1.432 [--published-on 2026-11-30]
  npm run -s fuel -- list [--limit 10]

The table is FUEL_TABLE_NAME; DYNAMODB_ENDPOINT points at DynamoDB Local, otherwise AWS (AWS_REGION, AWS_PROFILE).`;

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    week: { type: 'string' },
    price: { type: 'string' },
    'published-on': { type: 'string' },
    limit: { type: 'string', default: '10' },
  },
});

const run = async () => {
  const settings = config();
  const client = createDocumentClient(settings, OPERATOR_STORE_BUDGET);
  const store = dynamoFuelStore(client, requireTable('FUEL_TABLE_NAME', settings));
  const [command] = positionals;
  if (command === 'set') {
    if (!values.week || !values.price) throw new Error(`--week and --price are required.\n\n${usage}`);
    isoWeekMonday(values.week);
    const figure = {
      week: values.week,
      pricePerLitre: Number(values.price),
      publishedOn: values['published-on'] ?? weekPublicationDate(values.week),
    };
    await store.put(figure);
    console.log(`Stored ${figure.week}: ${figure.pricePerLitre} EUR/l, published ${figure.publishedOn}.`);
  } else if (command === 'list') {
    for (const figure of await store.list(Number(values.limit))) {
      console.log(`${figure.week}\t${figure.pricePerLitre.toFixed(3)} EUR/l\tpublished ${figure.publishedOn}`);
    }
  } else {
    console.log(usage);
    process.exitCode = command ? 2 : 0;
  }
  client.destroy();
};

run().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
