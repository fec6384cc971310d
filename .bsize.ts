import { build } from 'esbuild';
import { BUNDLE_ALIASES, ESM_REQUIRE_BANNER } from '#infra/aws/api-function.ts';

const entries = process.argv.slice(2);
for (const entry of entries) {
  const r = await build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    format: 'esm',
    target: 'node24',
    platform: 'node',
    minify: true,
    charset: 'utf8',
    mainFields: ['module', 'main'],
    banner: { js: ESM_REQUIRE_BANNER },
    alias: BUNDLE_ALIASES as Record<string, string>,
    metafile: true,
    outfile: '/tmp/x/index.mjs',
    sourcemap: false,
  });
  const out = r.outputFiles.find((f) => f.path.endsWith('.mjs'))!;
  console.log(entry, out.contents.length);
  if (process.env.TOP) {
    const inputs = Object.entries(r.metafile.outputs[Object.keys(r.metafile.outputs)[0]!]!.inputs)
      .sort((a, b) => b[1].bytesInOutput - a[1].bytesInOutput)
      .slice(0, Number(process.env.TOP));
    for (const [k, v] of inputs) console.log('  ', v.bytesInOutput, k);
  }
}
