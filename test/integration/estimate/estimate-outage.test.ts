import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { freePort } from '#infra/local/dynamodb-local.ts';
import { apiEvent, lambdaContext } from '#test/support/api-event.ts';

type Handler = (event: unknown, context: unknown) => Promise<APIGatewayProxyStructuredResultV2>;

test('an unreachable DynamoDB answers 503 with Retry-After and no amount', async () => {
  process.env.DYNAMODB_ENDPOINT = `http://127.0.0.1:${await freePort()}`;
  process.env.FUEL_TABLE_NAME = 'absent-fuel';
  process.env.RATE_LIMIT_TABLE_NAME = 'absent-rate-limit';
  process.env.POWERTOOLS_LOG_LEVEL = 'SILENT';
  const { handler } = (await import('#functions/estimate/handler.ts')) as unknown as { handler: Handler };

  const response = await handler(
    apiEvent({ path: '/api/agentes/v1/estimaciones', query: { origen: 'Barcelona', destino: 'Milan', metros: '2' } }),
    lambdaContext('estimate'),
  );

  expect(response.statusCode).toBe(503);
  expect(Number(response.headers?.['Retry-After'])).toBeGreaterThanOrEqual(1);
  expect(response.headers?.['Cache-Control']).toBe('no-store');
  const body = JSON.parse(response.body ?? '{}');
  expect(body).toMatchObject({ status: 503 });
  expect(body).not.toHaveProperty('total');
  expect(response.body).not.toMatch(/ECONNREFUSED|at .*\.ts/);
});
