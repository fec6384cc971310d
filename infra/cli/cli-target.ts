import { tableNames } from '#infra/local/dynamodb-local.ts';
import { readLocalRuntime } from '#infra/local/local-runtime.ts';
import { type Config, parseConfig, type TableKey } from '#shared/config.ts';

/** A command line the operator typed wrongly: the message says what to type instead; exit code 2. */
export class UsageError extends Error {
  override name = 'UsageError';
}

export interface CliTarget {
  readonly settings: Config;
  /** Said before the command's output, so an operator never changes the wrong database unknowingly. */
  readonly description: string;
  table(key: TableKey): string;
}

const AWS_HINT =
  'Against AWS, run the command through `npx tsx infra/aws/deployed-env.ts -- npm run -s ...`, which reads the ' +
  'table names from the stack outputs; locally, start the service with `npm start` first (the commands find its ' +
  'database), or set DYNAMODB_ENDPOINT.';

/**
 * Which database an operator command talks to, in this order: the variables set by hand (DYNAMODB_ENDPOINT and
 * table names); the database of a running `npm start`; AWS with the table names in the environment.
 */
export const resolveCliTarget = (env: Record<string, string | undefined> = process.env): CliTarget => {
  const setByHand = env.DYNAMODB_ENDPOINT !== undefined || Object.keys(env).some((key) => key.endsWith('_TABLE_NAME'));
  const running = setByHand ? undefined : readLocalRuntime(env);
  const settings = parseConfig(running ? { ...env, DYNAMODB_ENDPOINT: running.endpoint, ...running.tables } : env);
  const localPrefixTables = tableNames(env.TABLE_PREFIX ?? 'freight-estimate-local');
  return {
    settings,
    description: running
      ? `the local database of npm start (pid ${running.pid}, ${running.endpoint})`
      : settings.DYNAMODB_ENDPOINT
        ? `DynamoDB at ${settings.DYNAMODB_ENDPOINT}`
        : `AWS (${settings.AWS_REGION})`,
    table(key) {
      const name = settings[key] ?? (settings.DYNAMODB_ENDPOINT ? localPrefixTables[key] : undefined);
      if (!name) throw new UsageError(`No table: ${key} is not set and no local service is running. ${AWS_HINT}`);
      return name;
    },
  };
};

/** Node's argument parser speaks in error codes; an operator reads the message and the usage. */
export const runCli = (usage: string, main: () => Promise<void>): void => {
  main().catch((error: unknown) => {
    const usageError =
      error instanceof UsageError || (error as NodeJS.ErrnoException | undefined)?.code?.startsWith('ERR_PARSE_ARGS');
    const message = error instanceof Error ? error.message : String(error);
    console.error(usageError ? `${message}\n\n${usage}` : message);
    process.exitCode = usageError ? 2 : 1;
  });
};
