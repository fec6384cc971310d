import { seedDemoCredential } from '#infra/local/seed-credentials.ts';
import { parseConfig } from '#shared/config.ts';
import { logger } from '#shared/observability/logger.ts';
import { dynamoCredentialStore } from '#shared/store/credential-store.ts';
import { createDocumentClient } from '#shared/store/dynamo-client.ts';
import { dynamoFuelStore } from '#shared/store/fuel-store.ts';
import { fuelFigureAt } from './fuel-figures.ts';
import { type RunningServer, startLocalServer } from './local-server.ts';
import { useFreshTables } from './test-tables.ts';

export interface PricedServer {
  readonly server: RunningServer;
  readonly client: ReturnType<typeof createDocumentClient>;
  readonly names: Awaited<ReturnType<typeof useFreshTables>>;
  /** The demo credential's bearer token. */
  readonly token: string;
}

/**
 * The local server over fresh tables that hold a current fuel figure, so an estimate is priced on any day, and the
 * demo credential. The variables a suite sets (quotas, validity) are read when the server starts: set them first.
 */
export const startPricedServer = async (prefix: string): Promise<PricedServer> => {
  const names = await useFreshTables(prefix);
  const client = createDocumentClient(parseConfig(process.env));
  await dynamoFuelStore(client, names.FUEL_TABLE_NAME).put(fuelFigureAt());
  const { token } = await seedDemoCredential(dynamoCredentialStore(client, names.CREDENTIALS_TABLE_NAME));
  return { server: await startLocalServer(), client, names, token };
};

/**
 * A priced server for suites that send hundreds of requests from one address: quotas no such suite reaches, and
 * the logs silenced (every refusal would log a line).
 */
export const startUnthrottledServer = async (prefix: string): Promise<PricedServer> => {
  process.env.POWERTOOLS_LOG_LEVEL = 'SILENT';
  logger.setLogLevel('SILENT');
  Object.assign(process.env, {
    ESTIMATE_QUOTA_PER_MINUTE: '100000',
    ESTIMATE_QUOTA_PER_DAY: '100000',
    OPEN_DATA_QUOTA_PER_WINDOW: '100000',
  });
  return startPricedServer(prefix);
};
