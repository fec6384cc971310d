import { readFile } from 'node:fs/promises';
import { ingestBulletin } from '#functions/fuel-ingest/ingest-bulletin.ts';
import { parseConfig } from '#shared/config.ts';
import type { FuelFigure } from '#shared/domain/pricing/fuel.schema.ts';
import { DownloadError, download } from '#shared/sources/download.ts';
import { BulletinFormatError, parseOilBulletin } from '#shared/sources/oil-bulletin.ts';
import { createDocumentClient } from '#shared/store/dynamo-client.ts';
import { dynamoFuelStore } from '#shared/store/fuel-store.ts';
import { startFileServer, XLSX_TYPE } from '#test/support/file-server.ts';
import { useFreshTables } from '#test/support/test-tables.ts';

const history = await readFile(new URL('../../fixtures/oil-bulletin/prices-history.xlsx', import.meta.url));
const names = await useFreshTables('fuel-ingest');
const client = createDocumentClient(parseConfig(process.env));
const LIMITS = { timeoutMs: 2_000, maxBytes: 1_000_000 };

/** Thursday of week 2026-W48: the bulletin holds weeks up to 2026-W47. */
const THURSDAY = new Date('2026-11-26T09:00:00Z');

let store: ReturnType<typeof dynamoFuelStore>;
let table = 0;
beforeEach(async () => {
  // One table set per test keeps the weeks each test stores apart.
  const fresh = table === 0 ? names : await useFreshTables(`fuel-ingest-${table}`);
  table += 1;
  store = dynamoFuelStore(client, fresh.FUEL_TABLE_NAME);
});
afterAll(() => client.destroy());

const run = async (url: string, now = THURSDAY) =>
  ingestBulletin({
    store,
    readBulletin: async () => parseOilBulletin(await download(url, LIMITS)),
    document: url,
    now,
  });

const serving = (body: Buffer | string, status = 200) =>
  startFileServer((_request, response) => {
    response.writeHead(status, { 'content-type': XLSX_TYPE });
    response.end(body);
  });

const operatorFigure = (week: string, pricePerLitre: number): FuelFigure => ({
  week,
  pricePerLitre,
  publishedOn: '2026-11-16',
  source: 'operator',
});

describe('scheduled ingestion of the Weekly Oil Bulletin into the fuel table', () => {
  test('stores the weeks that have no figure, with the source, the document and the retrieval time', async () => {
    const server = await serving(history);
    try {
      const outcome = await run(server.url('/bulletin.xlsx'));

      expect(outcome).toMatchObject({ status: 'read', latest: '2026-W47', kept: [] });
      const stored = await store.list(10);
      expect(stored.map((figure) => figure.week)).toEqual([
        '2026-W47',
        '2026-W46',
        '2026-W45',
        '2026-W43',
        '2026-W42',
        '2026-W41',
        '2026-W40',
      ]);
      expect(stored[0]).toEqual({
        week: '2026-W47',
        pricePerLitre: 1.43256,
        // Read on Thursday 26 November, after the Monday that follows the week: published that Monday.
        publishedOn: '2026-11-23',
        source: 'eu-weekly-oil-bulletin',
        retrievedAt: '2026-11-26T09:00:00.000Z',
        document: server.url('/bulletin.xlsx'),
      });
    } finally {
      await server.close();
    }
  });

  test('a week read before the Monday after it counts as published on the day it was read', async () => {
    const server = await serving(history);
    try {
      await run(server.url('/bulletin.xlsx'), new Date('2026-11-19T12:00:00Z'));

      const [latest] = await store.list(1);
      expect(latest).toMatchObject({ week: '2026-W47', publishedOn: '2026-11-19' });
    } finally {
      await server.close();
    }
  });

  test("never overwrites an operator's figure, and replaces the sample series", async () => {
    await store.put(operatorFigure('2026-W46', 1.5));
    await store.put({ week: '2026-W45', pricePerLitre: 1.39, publishedOn: '2026-11-09', source: 'sample' });
    const server = await serving(history);
    try {
      const outcome = await run(server.url('/bulletin.xlsx'));

      expect(outcome).toMatchObject({ status: 'read', kept: ['2026-W46'] });
      const byWeek = new Map((await store.list(10)).map((figure) => [figure.week, figure]));
      expect(byWeek.get('2026-W46')).toMatchObject({ pricePerLitre: 1.5, source: 'operator' });
      expect(byWeek.get('2026-W45')).toMatchObject({ pricePerLitre: 1.44193, source: 'eu-weekly-oil-bulletin' });
    } finally {
      await server.close();
    }
  });

  test("does not download when this week's figure is already stored", async () => {
    await store.put(operatorFigure('2026-W48', 1.44));
    const server = await serving(history);
    try {
      expect(await run(server.url('/bulletin.xlsx'))).toEqual({ status: 'up-to-date', week: '2026-W48' });
      expect(server.requests()).toBe(0);
    } finally {
      await server.close();
    }
  });

  test('a second run stores nothing more', async () => {
    const server = await serving(history);
    try {
      await run(server.url('/bulletin.xlsx'));
      const again = await run(server.url('/bulletin.xlsx'));

      expect(again).toMatchObject({ status: 'read', added: [] });
      expect(await store.list(10)).toHaveLength(7);
    } finally {
      await server.close();
    }
  });
});

describe('a failed ingestion writes nothing and says why', () => {
  test('the server refuses the download', async () => {
    const server = await serving('gone', 404);
    try {
      await expect(run(server.url('/moved.xlsx'))).rejects.toThrow(
        new DownloadError(`${server.url('/moved.xlsx')}: answered HTTP 404`),
      );
      expect(await store.list(10)).toEqual([]);
    } finally {
      await server.close();
    }
  });

  test('the address now serves a page instead of the workbook', async () => {
    const server = await serving('<!doctype html><title>Weekly Oil Bulletin</title>');
    try {
      await expect(run(server.url('/bulletin.xlsx'))).rejects.toBeInstanceOf(BulletinFormatError);
      expect(await store.list(10)).toEqual([]);
    } finally {
      await server.close();
    }
  });

  test('the server stalls: the download gives up at its time budget', async () => {
    const server = await startFileServer((_request, response) => {
      response.writeHead(200, { 'content-type': XLSX_TYPE });
      response.write(history.subarray(0, 100)); // and never the rest
    });
    try {
      const started = Date.now();
      await expect(run(server.url('/bulletin.xlsx'))).rejects.toThrow(/timed out/);
      expect(Date.now() - started).toBeLessThan(LIMITS.timeoutMs + 1_000);
      expect(await store.list(10)).toEqual([]);
    } finally {
      await server.close();
    }
  });

  test('a body over the size limit is refused while it streams', async () => {
    const server = await serving(Buffer.alloc(LIMITS.maxBytes + 1));
    try {
      await expect(run(server.url('/bulletin.xlsx'))).rejects.toThrow(/more than the 1000000/);
      expect(await store.list(10)).toEqual([]);
    } finally {
      await server.close();
    }
  });
});
