import { logger } from '#shared/observability/logger.ts';
import { createDocumentClient } from '#shared/store/dynamo-client.ts';
import { dynamoFuelStore } from '#shared/store/fuel-store.ts';
import { fuelFigureAt } from '#test/support/fuel-figures.ts';
import { type RunningServer, startLocalServer } from '#test/support/local-server.ts';
import { useFreshTables } from '#test/support/test-tables.ts';

const SITE = 'https://freight-estimate.example.com';

let server: RunningServer;
let db: ReturnType<typeof createDocumentClient>;

beforeAll(async () => {
  logger.setLogLevel('SILENT');
  process.env.SITE_BASE_URL = SITE;
  const names = await useFreshTables('e2e-llms');
  db = createDocumentClient({ DYNAMODB_ENDPOINT: process.env.DYNAMODB_ENDPOINT, AWS_REGION: 'eu-west-1' });
  await dynamoFuelStore(db, names.FUEL_TABLE_NAME).put(fuelFigureAt());
  server = await startLocalServer({ siteBaseUrl: SITE });
}, 60_000);

afterAll(async () => {
  await server.close();
  db.destroy();
});

/** The llmstxt.org structure: an H1, a blockquote summary, notes without headings, then H2 sections of link lists. */
const structureOf = (text: string) => {
  const lines = text.split('\n');
  const firstSection = lines.findIndex((line) => line.startsWith('## '));
  const sections = lines.slice(firstSection).join('\n').split(/^## /m).filter(Boolean);
  return {
    h1: lines[0] ?? '',
    summary: lines.find((line) => line.trim() !== '' && !line.startsWith('# ')) ?? '',
    notes: lines.slice(1, firstSection).join('\n'),
    headingsBeforeSections: lines.slice(1, firstSection).filter((line) => line.startsWith('#')),
    sections: sections.map((section) => {
      const [title = '', ...body] = section.split('\n');
      const items = body.filter((line) => line.trim() !== '');
      return { title, items, links: items.map((item) => /^- \[[^\]]+\]\(([^)]+)\)(: .+)?$/.exec(item)?.[1]) };
    }),
  };
};

test('GET /llms.txt describes the service for agents in the llms.txt format, linking what it serves', async () => {
  const response = await fetch(`${server.baseUrl}/llms.txt`);
  const text = await response.text();

  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
  expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
  const structure = structureOf(text);
  expect(structure.h1).toBe('# freight-estimate');
  expect(structure.summary).toMatch(/^> Indicative road-freight prices/);
  expect(structure.headingsBeforeSections).toEqual([]);
  // What it will not do, and the rules.
  expect(structure.notes).toMatch(/creates no shipment and tracks none, books no transport/);
  expect(structure.notes).toMatch(/makes no firm offer/);
  expect(structure.notes).toMatch(/Where the assumptions are: in every estimate and quote, `supuestos`/);
  expect(structure.notes).toMatch(/never invents a price/);
  expect(structure.notes).toMatch(/supuestos/);
  expect(structure.notes).toMatch(/Retry-After/);
  expect(structure.notes).toMatch(/Do not enumerate the tariff/);
  expect(structure.sections.map((section) => section.title)).toEqual(['MCP', 'REST API', 'Docs', 'Optional']);
  const links = structure.sections.flatMap((section) => section.links);
  expect(links).not.toContain(undefined);
  expect(links).toEqual(
    expect.arrayContaining([`${SITE}/mcp`, `${SITE}/api/openapi.json`, `${SITE}/developers/estimate-api`]),
  );

  // Every API link answers on this server (the site pages are another function's).
  const apiLinks = (links as string[]).filter((link) => new URL(link).pathname.startsWith('/api/'));
  expect(apiLinks.length).toBeGreaterThanOrEqual(4);
  for (const link of apiLinks) {
    const url = new URL(link);
    const answer = await fetch(`${server.baseUrl}${url.pathname}${url.search}`);
    expect([link, answer.status]).toEqual([link, 200]);
  }
}, 60_000);
