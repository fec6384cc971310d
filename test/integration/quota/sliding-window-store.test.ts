import { randomUUID } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import fc from 'fast-check';
import { parseConfig } from '#shared/config.ts';
import { createDocumentClient } from '#shared/store/dynamo-client.ts';
import {
  dynamoRateLimitStore,
  memoryRateLimitStore,
  type QuotaWindow,
  type RateLimitStore,
} from '#shared/store/rate-limit-store.ts';
import { useFreshTables } from '#test/support/test-tables.ts';

/** The estimate's two windows, small enough for a property to reach them. */
const WINDOWS: readonly QuotaWindow[] = [
  { policy: 'minute', limit: 20, seconds: 60 },
  { policy: 'day', limit: 60, seconds: 86_400 },
];
/**
 * The coming midnight UTC: a minute and a day begin there, where fixed windows would both start afresh. Ahead of the
 * clock, so that DynamoDB Local's TTL never deletes an item the test still counts on.
 */
const MIDNIGHT = Math.ceil(Date.now() / 86_400_000) * 86_400_000;

let client: ReturnType<typeof createDocumentClient>;
let table: string;
let store: RateLimitStore;

beforeAll(async () => {
  table = (await useFreshTables('sliding-window')).RATE_LIMIT_TABLE_NAME;
  client = createDocumentClient(parseConfig(process.env));
  store = dynamoRateLimitStore(client, table);
});

afterAll(() => client.destroy());

const decisions = async (quota: RateLimitStore, key: string, offsets: readonly number[]) => {
  const allowed: boolean[] = [];
  for (const offset of offsets) allowed.push((await quota.hit(key, WINDOWS, new Date(MIDNIGHT + offset))).allowed);
  return allowed;
};

describe('the quota store', () => {
  test('a burst at 23:59:59.9 and another at 00:00:00.1 are one count: 20 served, not 40', async () => {
    const offsets = [...Array.from({ length: 22 }, () => -100), ...Array.from({ length: 22 }, () => 100)];

    const allowed = await decisions(store, `burst-${randomUUID()}`, offsets);

    expect(allowed.filter(Boolean)).toHaveLength(20);
    expect(allowed.slice(22).some(Boolean)).toBe(false);
  }, 30_000);

  test('it decides as the in-process count does, and never serves more than the limit plus 10% in 60 s', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fc.integer({ min: -90_000, max: 90_000 }), fc.integer({ min: 1, max: 12 })), {
          minLength: 1,
          maxLength: 8,
        }),
        async (bursts) => {
          const offsets = bursts.flatMap(([offset, size]) => Array.from({ length: size }, () => offset));
          offsets.sort((a, b) => a - b);
          const key = `property-${randomUUID()}`;

          const stored = await decisions(store, key, offsets);
          const inMemory = await decisions(memoryRateLimitStore(), key, offsets);

          expect(stored).toEqual(inMemory);
          const served = offsets.filter((_, index) => stored[index]);
          for (const end of served) {
            expect(served.filter((t) => t > end - 60_000 && t <= end).length).toBeLessThanOrEqual(22);
          }
        },
      ),
      { numRuns: 15 },
    );
  }, 60_000);

  test('a client that comes back after pauses keeps a small item: the slices of its past requests are dropped', async () => {
    const key = `pauses-${randomUUID()}`;
    // One request every 100 s for a day and a half: each leaves its minute slice behind.
    const offsets = Array.from({ length: 60 }, (_, index) => index * 100_000);

    await decisions(store, key, offsets);
    const { Item } = await client.send(new GetCommand({ TableName: table, Key: { pk: key } }));

    // pk, expiresAt, at most eleven live slices of each window and eleven stale ones.
    expect(Object.keys(Item ?? {}).length).toBeLessThanOrEqual(2 + 11 * 3);
  }, 30_000);
});
