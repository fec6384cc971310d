import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { checkAdvisories } from '#infra/ci/advisories.ts';

/**
 * `npm audit` itself, against a local registry endpoint: the public one is out of reach from the tests. The
 * endpoint answers the bulk advisory request as the registry does, or refuses it as this machine's mirror does.
 */
const registry = async (answer: (packages: Record<string, string[]>) => { status: number; body: unknown }) => {
  const asked: Record<string, string[]>[] = [];
  const server: Server = createServer(async (req: IncomingMessage, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks);
    if (req.method !== 'POST' || !req.url?.endsWith('/-/npm/v1/security/advisories/bulk')) {
      res.writeHead(404).end();
      return;
    }
    const text = req.headers['content-encoding'] === 'gzip' ? gunzipSync(raw).toString() : raw.toString();
    const packages = JSON.parse(text) as Record<string, string[]>;
    asked.push(packages);
    const { status, body } = answer(packages);
    res.writeHead(status, { 'content-type': 'application/json' }).end(status === 405 ? '' : JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    env: { ...process.env, npm_config_registry: `http://127.0.0.1:${port}/`, npm_config_audit_level: 'low' },
    asked,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

test('a high advisory against a version the lockfile pins fails the check, naming the package', async () => {
  const fake = await registry((packages) => ({
    status: 200,
    body: {
      zod: [
        {
          id: 1,
          url: 'https://example.org/advisory/1',
          title: 'an advisory for the test',
          severity: 'high',
          vulnerable_versions: `<=${packages.zod?.[0]}`,
          cwe: [],
          cvss: { score: 7.5, vectorString: null },
        },
      ],
    },
  }));
  try {
    const outcome = await checkAdvisories(undefined, fake.env);

    // The package, and those that depend on it, as npm reports them.
    expect(outcome).toMatchObject({ kind: 'advisories', failing: expect.arrayContaining(['zod']) });
    // Every version of the lockfile is asked about, the runtime's and the tools'.
    expect(fake.asked[0]).toMatchObject({ zod: expect.any(Array), esbuild: expect.any(Array) });
  } finally {
    await fake.close();
  }
}, 60_000);

test('nothing known against the lockfile passes', async () => {
  const fake = await registry(() => ({ status: 200, body: {} }));
  try {
    expect(await checkAdvisories(undefined, fake.env)).toEqual({ kind: 'clean' });
  } finally {
    await fake.close();
  }
}, 60_000);

test('a registry without the audit endpoint skips the check and says why', async () => {
  const fake = await registry(() => ({ status: 405, body: '' }));
  try {
    const outcome = await checkAdvisories(undefined, fake.env);

    expect(outcome).toMatchObject({ kind: 'unavailable', reason: expect.stringMatching(/405/) });
  } finally {
    await fake.close();
  }
}, 60_000);
