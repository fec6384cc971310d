import path from 'node:path';
import type { BuildOptions } from 'esbuild';

/**
 * The esbuild options a function's asset is built with (`infra/aws/api-function.ts`: minified ESM for Node.js 24,
 * the same aliases and banner, UTF-8 kept), for the benches that rebuild a bundle to weigh it. The caller passes what
 * `api-function.ts` exports, so that this module loads no CDK code into a process that measures its memory.
 */
export const functionBuildOptions = (
  projectRoot: string,
  entry: string,
  banner: string,
  aliases: Readonly<Record<string, string>>,
): BuildOptions & { write: false } => ({
  entryPoints: [path.join(projectRoot, entry)],
  absWorkingDir: projectRoot,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  minify: true,
  mainFields: ['module', 'main'],
  banner: { js: banner },
  charset: 'utf8',
  alias: { ...aliases },
  write: false,
  outfile: 'index.mjs',
  logLevel: 'silent',
});
