import { DateTime } from 'luxon';
import { tariff } from '#data/tariffs/index.ts';
import { siteEstimate } from '#functions/site/estimate-port.ts';
import { parseConfig } from '#shared/config.ts';
import { tariffFileSchema } from '#shared/domain/pricing/tariff.schema.ts';
import { estimateOperation, estimateQuotaWindows } from '#shared/operations/estimate/estimate.operation.ts';
import { pricingSettings } from '#shared/operations/pricing-settings.ts';
import { createDocumentClient } from '#shared/store/dynamo-client.ts';
import { dynamoFuelStore } from '#shared/store/fuel-store.ts';
import { dynamoRateLimitStore } from '#shared/store/rate-limit-store.ts';
import { fuelFigureAt } from '#test/support/fuel-figures.ts';
import { inProcessSite } from '#test/support/in-process-site.ts';
import { useFreshTables } from '#test/support/test-tables.ts';

/**
 * The site's estimate page over its real port and stores (DynamoDB Local), with a tariff whose last version ended
 * yesterday: the one cause of a missing price the shipped tariff, open-ended, cannot show over the local server.
 */
const settings = parseConfig({ ...process.env, ESTIMATE_QUOTA_PER_MINUTE: '100', ESTIMATE_QUOTA_PER_DAY: '1000' });
const client = createDocumentClient({ DYNAMODB_ENDPOINT: process.env.DYNAMODB_ENDPOINT, AWS_REGION: 'eu-west-1' });

const siteWith = (tariffInForce: typeof tariff, tables: { fuel: string; rateLimit: string }) => {
  const rateLimits = dynamoRateLimitStore(client, tables.rateLimit);
  const windows = estimateQuotaWindows(settings);
  return inProcessSite({
    settings,
    estimate: siteEstimate(
      estimateOperation({
        fuel: dynamoFuelStore(client, tables.fuel),
        pricing: pricingSettings(tariffInForce, settings),
        rateLimits,
        windows,
      }),
    ),
  });
};

let tables: { fuel: string; rateLimit: string };

beforeAll(async () => {
  const names = await useFreshTables('site-estimate-causes');
  tables = { fuel: names.FUEL_TABLE_NAME, rateLimit: names.RATE_LIMIT_TABLE_NAME };
  // A current diesel figure: the tariff is the only thing missing.
  await dynamoFuelStore(client, tables.fuel).put(fuelFigureAt());
});

afterAll(() => client.destroy());

test('with no tariff valid for the loading date the page answers 503 naming the tariff, not the diesel figure', async () => {
  const now = new Date();
  const yesterday = DateTime.fromJSDate(now, { zone: 'Europe/Madrid' }).minus({ days: 1 }).toISODate() as string;
  const [first] = tariff.versions;
  const ended = tariffFileSchema.parse({
    ...tariff,
    versions: [{ ...first, validFrom: '2020-01-01', validTo: yesterday }],
  });
  const query = { origen: 'Barcelona', destino: 'Milan', metros: '2' };

  const refused = await siteWith(ended, tables).handle({ path: '/es/estimate', query, now, clientIp: '198.51.100.7' });
  const priced = await siteWith(tariff, tables).handle({ path: '/es/estimate', query, now, clientIp: '198.51.100.8' });

  expect(priced.statusCode).toBe(200);
  expect(refused.statusCode).toBe(503);
  expect(refused.body).toContain('data-cause="tariff"');
  expect(refused.body).toContain('Ninguna tarifa es válida para esta fecha de carga.');
  expect(refused.body).not.toContain('gasóleo');
  expect(refused.body).not.toContain('data-total');
  // An operator has to publish a tariff: the wait is the API's for that cause, an hour.
  expect(refused.headers['Retry-After']).toBe('3600');
  expect(refused.body).toContain('data-retry-after="3600"');
  expect(refused.headers['Cache-Control']).toBe('no-store');
  expect(refused.headers.RateLimit).toMatch(/^"minute";r=99;t=\d+$/);
});
