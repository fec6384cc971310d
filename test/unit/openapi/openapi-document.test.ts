import { operations } from '#infra/aws/operations.ts';
import { buildOpenApiDocument } from '#infra/openapi/openapi-document.ts';
import committed from '../../../data/openapi/openapi.json' with { type: 'json' };

describe('OpenAPI document', () => {
  test('the committed document is the one the schemas generate (run `npm run openapi` after changing them)', () => {
    expect(JSON.parse(JSON.stringify(buildOpenApiDocument()))).toEqual(committed);
  });

  test('documents every API route the stack wires, with the method it answers', () => {
    const document = buildOpenApiDocument() as { paths: Record<string, Record<string, unknown>> };
    // The site's HTML pages are not part of the API contract.
    const api = operations.filter((operation) => operation.edge !== 'site');

    for (const route of api.flatMap((operation) => operation.routes)) {
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
    const estimate = buildOpenApiDocument().paths['/api/agentes/v1/estimaciones'].get;
    const metros = estimate.parameters.find((p) => p.name === 'metros');
    const fecha = estimate.parameters.find((p) => p.name === 'fecha');

    expect(metros).toMatchObject({ in: 'query', required: true, schema: { type: 'string' } });
    expect(fecha).toMatchObject({ required: false });
    expect(metros).toMatchObject({ description: expect.stringMatching(/at most 10/) });
  });
});
