import { randomUUID } from 'node:crypto';
import { ensureTables, tableNames } from '#infra/local/dynamodb-local.ts';

/**
 * Creates a fresh set of tables in the run's DynamoDB Local under a unique prefix and points the table
 * environment variables at them. Call before importing a handler: handlers read config at module load.
 */
export const useFreshTables = async (label: string) => {
  const names = tableNames(`${label}-${randomUUID().slice(0, 8)}`);
  Object.assign(process.env, names);
  await ensureTables(process.env.DYNAMODB_ENDPOINT, names);
  return names;
};
