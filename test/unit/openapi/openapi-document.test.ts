import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { operations } from '#infra/aws/operations.ts';
import { buildOpenApiDocument } from '#infra/openapi/openapi-document.ts';
import committed from '../../../data/openapi/openapi.json' with { type: 'json' };

/** The parameters of one documented operation. */
const parametersOf = (path: string, method: string) => buildOpenApiDocument().paths[path]?.[method]?.parameters ?? [];

describe('OpenAPI document', () => {
  test('the committed document is the one the schemas generate (run `npm run openapi` after changing them)', () => {
    expect(JSON.parse(JSON.stringify(buildOpenApiDocument()))).toEqual(committed);
  });

  test('documents every API route the stack wires, with the method it answers', () => {
    const document = buildOpenApiDocument() as { paths: Record<string, Record<string, unknown>> };
    // The site's HTML pages are not part of the API contract.
    const api = operations.filter((operation) => operation.edge !== 'site');

    // GET /mcp exists only to refuse (405: a stateless endpoint opens no stream); an operation with no success
    // response is not one the document can declare, and the contract test accepts the 405.
    const answering = api
      .flatMap((operation) => operation.routes)
      .filter((r) => `${r.method} ${r.path}` !== 'GET /mcp');
    for (const route of answering) {
      expect(document.paths[route.path]).toHaveProperty(route.method.toLowerCase());
    }
  });

  test('names the three operations of the contract', () => {
    const ids = Object.values(buildOpenApiDocument().paths).flatMap((item) =>
      Object.values(item).map((operation) => (operation as { operationId?: string }).operationId),
    );

    expect(ids).toEqual(
      expect.arrayContaining([
        'consultarEstimacionServicio',
        'crearCotizacionIntegracion',
        'recuperarCotizacionIntegracion',
      ]),
    );
  });

  test('the estimate parameters say which are required and what form they take', () => {
    const parameters = parametersOf('/api/agentes/v1/estimaciones', 'get');
    const metros = parameters.find((p) => p.name === 'metros');
    const fecha = parameters.find((p) => p.name === 'fecha');

    expect(metros).toMatchObject({
      in: 'query',
      required: true,
      schema: { type: 'number', exclusiveMinimum: 0, maximum: 10 },
    });
    expect(parameters.find((p) => p.name === 'pesoKg')).toMatchObject({ schema: { type: 'number' } });
    expect(fecha).toMatchObject({ required: false });
    expect(metros).toMatchObject({ description: expect.stringMatching(/at most 10/) });
  });

  test('every operation has an operationId, and the public ones say they need no credential', () => {
    const document = buildOpenApiDocument();
    for (const [path, item] of Object.entries(document.paths)) {
      for (const operation of Object.values(item) as { operationId?: string; security?: unknown[] }[]) {
        expect({ path, operationId: operation.operationId }).toEqual({ path, operationId: expect.any(String) });
        const quoteRoute = path.startsWith('/api/agentes/v1/cotizaciones');
        expect({ path, security: operation.security }).toEqual({
          path,
          // MCP: the public tools need nothing, the quote tools the bearer credential.
          security: quoteRoute ? [{ bearer: [] }] : path === '/mcp' ? [{}, { bearer: [] }] : [],
        });
      }
    }
  });

  test('the result is discriminated on estado, and a priced result requires every amount field', () => {
    const { schemas } = buildOpenApiDocument().components;

    expect(schemas.Result).toMatchObject({ discriminator: { propertyName: 'estado' } });
    expect(schemas.PricedResult?.required).toEqual(
      expect.arrayContaining(['estado', 'moneda', 'total', 'transporte', 'gasoleo', 'semanaGasoleo', 'caduca']),
    );
    expect(schemas.ManualReviewResult?.properties).not.toHaveProperty('total');
  });

  test('every result requires its assumptions (supuestos), which the contract says must be shown with the amount', () => {
    const { schemas } = buildOpenApiDocument().components;

    expect(schemas.PricedResult?.required).toContain('supuestos');
    expect(schemas.ManualReviewResult?.required).toContain('supuestos');
  });

  test('every parameter carries its own description, where generated clients show it', () => {
    const undescribed = Object.entries(buildOpenApiDocument().paths).flatMap(([path, item]) =>
      Object.entries(item).flatMap(([method, operation]) =>
        ((operation as { parameters?: { name?: string; description?: string }[] }).parameters ?? [])
          .filter((parameter) => 'name' in parameter && !parameter.description)
          .map((parameter) => `${method.toUpperCase()} ${path} ${parameter.name}`),
      ),
    );

    expect(undescribed).toEqual([]);
    expect(parametersOf('/api/agentes/v1/estimaciones', 'get').find((p) => p.name === 'cpOrigen')).toMatchObject({
      description: expect.stringMatching(/five digits/),
    });
  });

  test('country and include take repeated values; the quoted Idempotency-Key form is accepted', () => {
    const country = parametersOf('/api/geo/traffic-bans.ics', 'get').find((p) => p.name === 'country');
    const key = parametersOf('/api/agentes/v1/cotizaciones', 'post').find((p) => p.name === 'Idempotency-Key');
    const pattern = new RegExp(String((key?.schema as { pattern?: string } | undefined)?.pattern));

    expect(country).toMatchObject({ style: 'form', explode: true, schema: { type: 'array' } });
    expect(pattern.test('"order-2026-000123-abc"')).toBe(true);
    expect(pattern.test('order-2026-000123-abc')).toBe(true);
    expect(pattern.test('"order-2026-000123-abc')).toBe(false);
  });

  test("Redocly's recommended ruleset finds no error and no warning in the committed document", async () => {
    const cli = createRequire(import.meta.url).resolve('@redocly/cli/bin/cli.js');
    const file = fileURLToPath(new URL('../../../data/openapi/openapi.json', import.meta.url));
    // Offline: no telemetry, no update check; with no redocly.yaml the recommended ruleset applies.
    const { stdout } = await promisify(execFile)(process.execPath, [cli, 'lint', file, '--format=json'], {
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    });
    const report = JSON.parse(stdout.slice(stdout.indexOf('{'))) as {
      totals: { errors: number; warnings: number };
      problems: { ruleId: string; message: string }[];
    };

    expect(report.problems.map((problem) => `${problem.ruleId}: ${problem.message}`)).toEqual([]);
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
  }, 60_000);
});
