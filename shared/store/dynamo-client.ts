import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { Config } from '#shared/config.ts';
import { tracer } from '#shared/observability/tracer.ts';

/** How long one store call may take before it gives up, attempt by attempt. */
export interface StoreBudget {
  /** TCP connection to the endpoint, per attempt. */
  readonly connectionTimeoutMs: number;
  /** From sending an attempt to the response headers, connection and TLS included. */
  readonly requestTimeoutMs: number;
  /** Longest silence on the socket once connected: the only bound on the response body after its headers. */
  readonly socketTimeoutMs: number;
  /** Attempts per call, the first one included. */
  readonly maxAttempts: number;
}

/**
 * The budget of every store call the functions make. DynamoDB answers single-item reads and writes in a few
 * milliseconds in the region and a transaction in tens; a new connection with its TLS handshake costs tens more.
 *
 * - connection 500 ms: a TCP connect inside the region takes about a millisecond, so half a second only ever
 *   waits on an endpoint that is not there (a black-holed address); the retry gets a fresh connection.
 * - request 1,000 ms: more than ten times the slowest normal call, TLS included. Without
 *   `throwOnRequestTimeout` the SDK would only log it and keep waiting (with a stalled DynamoDB Local, 15-45 s).
 * - socket 1,000 ms: the request timeout stops at the response headers; a body that stops arriving is bounded
 *   only by this silence.
 * - 2 attempts: one retry absorbs a reset connection or one slow node; the SDK waits 0-50 ms before it (0-1 s
 *   after throttling).
 *
 * A stalled store thus fails a call in about 2 s. The estimate and open data make one call before they could
 * fail, so they answer 503 (with Retry-After) about 2 s after the store stops answering; the longest path, a quote
 * creation whose clean-up after a failed call fails too, takes about 4 s. That is well inside the functions'
 * 10 s Lambda timeout (infra/aws/api-function.ts) and API Gateway's 30 s, so the client gets the service's problem
 * body, never the platform's bare 5xx.
 */
export const SERVICE_STORE_BUDGET: StoreBudget = {
  connectionTimeoutMs: 500,
  requestTimeoutMs: 1_000,
  socketTimeoutMs: 1_000,
  maxAttempts: 2,
};

/**
 * The service budget with another attempt time (DYNAMODB_TIMEOUT_MS). AWS uses the default; the test run raises
 * it for DynamoDB Local, a JVM that can pause for seconds on a busy shared machine, except in the tests that show
 * the default firing.
 */
export const serviceBudget = (attemptMs: number = SERVICE_STORE_BUDGET.requestTimeoutMs): StoreBudget => ({
  ...SERVICE_STORE_BUDGET,
  requestTimeoutMs: attemptMs,
  socketTimeoutMs: attemptMs,
});

/**
 * The operator commands run on a workstation, possibly far from the region (a TLS handshake from another
 * continent takes several hundred milliseconds), and a person waits for them: a longer budget, still bounded.
 */
export const OPERATOR_STORE_BUDGET: StoreBudget = {
  connectionTimeoutMs: 3_000,
  requestTimeoutMs: 10_000,
  socketTimeoutMs: 10_000,
  maxAttempts: 3,
};

/**
 * One document client per container. Against DynamoDB Local (DYNAMODB_ENDPOINT) the credentials are dummies.
 * Every call is bounded by `budget`: see SERVICE_STORE_BUDGET for the numbers.
 */
export const createDocumentClient = (
  current: Pick<Config, 'DYNAMODB_ENDPOINT' | 'AWS_REGION'> & Partial<Pick<Config, 'DYNAMODB_TIMEOUT_MS'>>,
  budget: StoreBudget = serviceBudget(current.DYNAMODB_TIMEOUT_MS),
) => {
  const local = current.DYNAMODB_ENDPOINT !== undefined;
  const client = new DynamoDBClient({
    region: current.AWS_REGION,
    maxAttempts: budget.maxAttempts,
    requestHandler: {
      connectionTimeout: budget.connectionTimeoutMs,
      requestTimeout: budget.requestTimeoutMs,
      socketTimeout: budget.socketTimeoutMs,
      throwOnRequestTimeout: true,
    },
    ...(local
      ? {
          endpoint: current.DYNAMODB_ENDPOINT,
          credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
        }
      : {}),
  });
  return DynamoDBDocumentClient.from(tracer.captureAWSv3Client(client), {
    marshallOptions: { removeUndefinedValues: true },
  });
};

export type DocumentClient = ReturnType<typeof createDocumentClient>;
