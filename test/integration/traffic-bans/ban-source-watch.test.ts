import { execFile } from 'node:child_process';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { Metrics } from '@aws-lambda-powertools/metrics';
import { banSourceWatchHandler } from '#functions/ban-source-watch/ban-source-watch.ts';
import { parseConfig } from '#shared/config.ts';
import type { WatchedSource } from '#shared/domain/traffic-bans/source-watch.ts';
import { logger } from '#shared/observability/logger.ts';
import { createDocumentClient } from '#shared/store/dynamo-client.ts';
import { startFileServer } from '#test/support/file-server.ts';
import { useFreshTables } from '#test/support/test-tables.ts';

/**
 * The weekly watch on the driving-ban sources, as the scheduled function runs it: pages of a loopback server standing
 * in for the authorities, the fingerprints in DynamoDB Local, the metrics the alarm reads in CloudWatch's embedded
 * format on stdout, as Lambda sends them on.
 */

await useFreshTables('ban-source-watch');
const settings = parseConfig(process.env);
const client = createDocumentClient(settings);
afterAll(() => client.destroy());

/** The pages the loopback server answers: an HTML page with a headline, and a PDF with its ETag. */
const pages = {
  calendar:
    '<html><body><h1>Calendario dei divieti di circolazione 2026</h1><footer>Updated 2026-11-20</footer></body></html>',
  gazette: Buffer.from('%PDF-1.7 BGBl. II Nr. 77/2026'),
};
const seen: { url: string; ifNoneMatch?: string }[] = [];

const answer = (request: IncomingMessage, response: ServerResponse) => {
  const ifNoneMatch = request.headers['if-none-match'];
  seen.push({ url: request.url ?? '', ...(ifNoneMatch === undefined ? {} : { ifNoneMatch }) });
  if (request.url?.startsWith('/calendario')) {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(pages.calendar);
  } else if (request.url === '/gazette.pdf') {
    const etag = `"${pages.gazette.length}"`;
    if (ifNoneMatch === etag) response.writeHead(304, { etag }).end();
    else response.writeHead(200, { 'content-type': 'application/pdf', etag }).end(pages.gazette);
  } else {
    response.writeHead(404).end();
  }
};

const server = await startFileServer(answer);
afterAll(() => server.close());

const sources: WatchedSource[] = [
  { country: 'IT', url: server.url('/calendario'), what: 'the yearly calendar', match: 'calendario[^.]{0,80}' },
  { country: 'AT', url: server.url('/gazette.pdf'), what: 'the route ban calendar' },
  { country: 'FR', url: server.url('/moved'), what: 'the yearly order' },
];

/** One run of the function, with the JSON lines it printed, as Lambda collects them: its logs and its metrics. */
const run = async () => {
  const previous = process.env.POWERTOOLS_METRICS_DISABLED;
  process.env.POWERTOOLS_METRICS_DISABLED = 'false';
  const metrics = new Metrics({ namespace: 'freight-estimate', serviceName: 'freight-estimate' });
  process.env.POWERTOOLS_METRICS_DISABLED = previous;
  const printed: string[] = [];
  const streams = [process.stdout, process.stderr] as const;
  const writes = streams.map((stream) => stream.write);
  for (const stream of streams) {
    stream.write = ((chunk: string | Uint8Array) => {
      printed.push(String(chunk));
      return true;
    }) as typeof stream.write;
  }
  logger.setLogLevel('WARN');
  try {
    const report = await banSourceWatchHandler({ settings, client, sources, metrics })();
    const lines = printed.join('').split('\n');
    return { report, printed: lines.filter((line) => line.startsWith('{')) };
  } finally {
    logger.setLogLevel('SILENT');
    streams.forEach((stream, index) => {
      stream.write = writes[index] as typeof stream.write;
    });
  }
};

const emf = (printed: readonly string[]) =>
  printed.map((line) => JSON.parse(line) as Record<string, unknown>).find((line) => '_aws' in line);

describe('the source watch, run by its schedule', () => {
  test('a first run fingerprints every page it can read and raises nothing; a page it cannot read is counted', async () => {
    // Act
    const { report, printed } = await run();

    // Assess
    expect(report.outcomes.map(({ source, status }) => [source.country, status])).toEqual([
      ['IT', 'first-seen'],
      ['AT', 'first-seen'],
      ['FR', 'unreadable'],
    ]);
    expect(report.outcomes[2]?.error).toMatch(/answered HTTP 404/);
    expect(emf(printed)).toMatchObject({ BanSourcesChanged: 0, BanSourcesUnreadable: 1, service: 'freight-estimate' });
  });

  test('an unchanged page raises nothing: the PDF answers 304 to its ETag, a new footer is not the part watched', async () => {
    // Prepare
    pages.calendar = pages.calendar.replace('Updated 2026-11-20', 'Updated 2026-11-27');
    seen.length = 0;

    // Act
    const { report, printed } = await run();

    // Assess
    expect(report.outcomes.map(({ status }) => status)).toEqual(['unchanged', 'unchanged', 'unreadable']);
    expect(seen.find((request) => request.url === '/gazette.pdf')?.ifNoneMatch).toBe(`"${pages.gazette.length}"`);
    expect(emf(printed)).toMatchObject({ BanSourcesChanged: 0 });
  });

  test('a changed page raises the alarm metric, and the log names the country and the page', async () => {
    // Prepare: the ministry publishes the next year's calendar
    pages.calendar = pages.calendar.replace('</h1>', '</h1><h2>Calendario dei divieti di circolazione 2027</h2>');

    // Act
    const { report, printed } = await run();

    // Assess
    expect(report).toMatchObject({ checked: 3, changed: 1, unreadable: 1 });
    expect(emf(printed)).toMatchObject({ BanSourcesChanged: 1, BanSourcesUnreadable: 1 });
    const logged = printed.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(logged).toContainEqual(
      expect.objectContaining({
        level: 'WARN',
        message: 'ban source changed: read the new text',
        country: 'IT',
        url: server.url('/calendario'),
      }),
    );

    // And the next run, with nothing new, raises nothing again.
    const again = await run();
    expect(again.report.changed).toBe(0);
  });
});

describe('npm run bans -- watch, from a workstation', () => {
  const run = promisify(execFile);
  const watch = (...args: string[]) =>
    run('node_modules/.bin/tsx', ['infra/cli/bans.ts', 'watch', ...args], { encoding: 'utf8', env: process.env }).then(
      (result) => ({ code: 0, ...result }),
      (error: { code: number; stdout: string; stderr: string }) => error,
    );

  test('does what the function does, against the tables it is given, and lists what changed', async () => {
    // Prepare: its own page, so the function's runs above do not count
    const url = server.url('/calendario?cli');
    pages.calendar = '<h1>Calendario dei divieti di circolazione 2027</h1>';

    // Act
    const first = await watch('--url', url);
    pages.calendar = '<h1>Calendario dei divieti di circolazione 2027</h1><p>Calendario 2028 (bozza)</p>';
    const second = await watch('--url', url, '--json');

    // Assess
    expect(first.code).toBe(0);
    expect(first.stdout).toContain('Watched 1 page (fingerprints in DynamoDB at');
    expect(first.stdout).toContain(`Seen for the first time (fingerprint kept)\n  --  ${url}`);
    expect(second.code).toBe(0);
    expect(JSON.parse(second.stdout)).toMatchObject({ changed: 1, unreadable: 0, outcomes: [{ status: 'changed' }] });
  }, 60_000);

  test('an address that is not one is a usage error', async () => {
    // Act
    const { code, stderr } = await watch('--url', 'mit.gov.it');

    // Assess
    expect(code).toBe(2);
    expect(stderr).toContain('--url is a web address, not "mit.gov.it".');
  }, 30_000);
});
