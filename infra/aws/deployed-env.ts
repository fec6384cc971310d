import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { tableDefinitions } from '#shared/store/table-definitions.ts';

/**
 * Runs an operator command against the deployed tables. `cdk deploy --outputs-file` records each stack's outputs;
 * the data stack's outputs name every table, and this passes them on as the environment variables that
 * `shared/config.ts` reads, so the credentials, fuel and other commands need no table names typed by hand.
 *
 *   npx tsx infra/aws/deployed-env.ts -- npm run -s credentials -- issue --company ACME --client tms --integration erp
 *   eval "$(npx tsx infra/aws/deployed-env.ts --print)"
 */
const usage = `Usage: npx tsx infra/aws/deployed-env.ts [--outputs cdk.out/outputs.json] [--stack <name>-data] [--print | -- <command...>]`;

export const DEFAULT_OUTPUTS_FILE = 'cdk.out/outputs.json';

type StackOutputs = Record<string, Record<string, string>>;

/** The table environment of the data stack in an outputs file: the one stack that names every table. */
export const tableEnvironment = (outputs: StackOutputs, stackName?: string): Record<string, string> => {
  const candidates = Object.entries(outputs).filter(
    ([name, values]) =>
      (stackName === undefined || name === stackName) &&
      tableDefinitions.every((d) => values[d.envVar.replaceAll('_', '')] !== undefined),
  );
  if (candidates.length !== 1) {
    const found = Object.keys(outputs).join(', ') || 'none';
    throw new Error(
      `Expected exactly one data stack${stackName ? ` named ${stackName}` : ''} in the outputs (stacks: ${found}); use --stack.`,
    );
  }
  const [, values] = candidates[0] as [string, Record<string, string>];
  return Object.fromEntries(tableDefinitions.map((d) => [d.envVar, values[d.envVar.replaceAll('_', '')] as string]));
};

const main = async () => {
  const separator = process.argv.indexOf('--');
  const own = separator >= 0 ? process.argv.slice(2, separator) : process.argv.slice(2);
  const command = separator >= 0 ? process.argv.slice(separator + 1) : [];
  const { values } = parseArgs({
    args: own,
    options: {
      outputs: { type: 'string', default: DEFAULT_OUTPUTS_FILE },
      stack: { type: 'string' },
      print: { type: 'boolean', default: false },
    },
  });
  const file = values.outputs as string;
  if (!existsSync(file)) {
    throw new Error(
      `${file} not found: deploy with \`npx cdk deploy --all --outputs-file ${file}\` first, or set the *_TABLE_NAME variables from \`aws cloudformation describe-stacks\`.`,
    );
  }
  const environment = tableEnvironment(JSON.parse(readFileSync(file, 'utf8')) as StackOutputs, values.stack);
  if (values.print) {
    for (const [name, value] of Object.entries(environment)) console.log(`export ${name}=${value}`);
    return;
  }
  const [executable, ...args] = command;
  if (!executable) throw new Error(usage);
  const child = spawn(executable, args, { stdio: 'inherit', env: { ...process.env, ...environment } });
  child.on('exit', (code) => {
    process.exitCode = code ?? 1;
  });
};

if (process.argv[1]?.endsWith('deployed-env.ts')) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
