import { randomUUID } from 'node:crypto';
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { DateTime } from 'luxon';
import { createAuthorizer } from '#functions/authorizer/authorizer.ts';
import { type Config, parseConfig } from '#shared/config.ts';
import { issueCredential, type Owner } from '#shared/domain/credentials/credential.ts';
import { logger } from '#shared/observability/logger.ts';
import { dynamoCredentialStore } from '#shared/store/credential-store.ts';
import { createDocumentClient, type DocumentClient } from '#shared/store/dynamo-client.ts';
import { dynamoFuelStore } from '#shared/store/fuel-store.ts';
import { apiEvent, lambdaContext } from '#test/support/api-event.ts';
import { fuelFigureAt } from '#test/support/fuel-figures.ts';
import { useFreshTables } from '#test/support/test-tables.ts';

export const QUOTES_PATH = '/api/agentes/v1/cotizaciones';

export type Handler = (event: unknown, context: unknown) => Promise<APIGatewayProxyStructuredResultV2>;

export interface Answer {
  readonly status: number;
  readonly headers: Record<string, string>;
  readonly json: Record<string, unknown>;
  readonly body: string;
}

/** A clock the test can move forward: expiry is decided from `caduca` against it. */
export const movableClock = () => {
  let offsetMs = 0;
  return {
    now: () => new Date(Date.now() + offsetMs),
    advance: (seconds: number) => {
      offsetMs += seconds * 1000;
    },
  };
};

const madrid = (now: Date) => DateTime.fromJSDate(now, { zone: 'Europe/Madrid' });

/** A valid quote request body, loading tomorrow (Madrid) from Barcelona to Milan. */
export const quoteBody = (overrides: Record<string, unknown> = {}, now = new Date()) => ({
  paisDestino: 'IT',
  cpOrigen: '08001',
  cpDestino: '20121',
  ldm: 2.4,
  pesoKg: 1800,
  fechaCarga: madrid(now).plus({ days: 1 }).toISODate() as string,
  servicio: 'STANDARD_LTL',
  adr: false,
  ...overrides,
});

export const newKey = () => `key-${randomUUID()}`;

/** Tables under a fresh prefix, a current diesel figure, and helpers to issue credentials and call handlers. */
export const quoteWorld = async (label: string, overrides: Record<string, string> = {}) => {
  process.env.POWERTOOLS_LOG_LEVEL = 'SILENT';
  logger.setLogLevel('SILENT');
  const names = await useFreshTables(label);
  const settings: Config = parseConfig({ ...process.env, INTEGRATION_QUOTA_PER_MINUTE: '100000', ...overrides });
  const client = createDocumentClient(settings);
  // Current figures for this week and the next five, so loading dates anywhere in the window have their own week.
  for (let weeks = 0; weeks <= 5; weeks += 1) {
    await dynamoFuelStore(client, names.FUEL_TABLE_NAME).put(fuelFigureAt({ weeksAgo: -weeks, pricePerLitre: 1.47 }));
  }
  const credentials = dynamoCredentialStore(client, names.CREDENTIALS_TABLE_NAME);
  const authorizer = createAuthorizer(credentials);

  const issue = async (owner: Partial<Owner> = {}) =>
    (
      await issueCredential(
        { company: 'ACME', client: 'acme-tms', integration: 'erp', ...owner },
        credentials,
        new Date(),
      )
    ).token;

  /** What the authorizer puts in the request context for this Authorization header. */
  const authorize = async (authorization: string | undefined) => {
    const answer = await authorizer({
      headers: authorization === undefined ? {} : { authorization },
      requestContext: { requestId: randomUUID() },
    } as never);
    return answer.context as unknown as Record<string, unknown>;
  };

  const invoke = async (
    handler: Handler,
    request: { method: 'GET' | 'POST'; path: string; token?: string; headers?: Record<string, string>; body?: string },
  ): Promise<Answer> => {
    const authorization = request.token === undefined ? undefined : `Bearer ${request.token}`;
    const id = request.path.split('/')[5];
    const response = await handler(
      apiEvent({
        method: request.method,
        path: request.path,
        routeKey: request.method === 'POST' ? `POST ${QUOTES_PATH}` : `GET ${QUOTES_PATH}/{id}`,
        headers: request.headers,
        ...(request.body !== undefined ? { body: request.body } : {}),
        ...(id !== undefined ? { pathParameters: { id } } : {}),
        authorizer: await authorize(authorization),
      }),
      lambdaContext('quotes'),
    );
    return {
      status: response.statusCode ?? 0,
      headers: (response.headers ?? {}) as Record<string, string>,
      json: JSON.parse(response.body ?? '{}') as Record<string, unknown>,
      body: response.body ?? '',
    };
  };

  /** POST a quote request: JSON body and a fresh key unless the test says otherwise. */
  const create = (
    handler: Handler,
    token: string | undefined,
    options: { key?: string | null; body?: unknown; rawBody?: string; headers?: Record<string, string> } = {},
  ) =>
    invoke(handler, {
      method: 'POST',
      path: QUOTES_PATH,
      ...(token !== undefined ? { token } : {}),
      headers: {
        'content-type': 'application/json',
        ...(options.key === null ? {} : { 'idempotency-key': options.key ?? newKey() }),
        ...options.headers,
      },
      body: options.rawBody ?? JSON.stringify(options.body ?? quoteBody()),
    });

  const retrieve = (handler: Handler, token: string | undefined, id: string) =>
    invoke(handler, { method: 'GET', path: `${QUOTES_PATH}/${id}`, ...(token !== undefined ? { token } : {}) });

  /** Every item of a table, read directly: what a failure left behind. */
  const scan = async (tableName: string) =>
    (await client.send(new ScanCommand({ TableName: tableName, ConsistentRead: true }))).Items ?? [];

  return { names, settings, client, credentials, issue, authorize, create, retrieve, scan };
};

export type QuoteWorld = Awaited<ReturnType<typeof quoteWorld>>;

export const destroy = (client: DocumentClient) => client.destroy();
