import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { synthService } from './support/synth-app.ts';

/**
 * AWS's own template linter (cfn-lint, from the CloudFormation resource specifications) over every template the app
 * synthesizes, with the default context and with `-c waf=true`: no error, and no warning but those named below.
 * Our template tests say what we expect; this says what CloudFormation will accept.
 */

const CFN_LINT = process.env.CFN_LINT ?? 'cfn-lint';
const version = spawnSync(CFN_LINT, ['--version'], { encoding: 'utf8' });
const hasCfnLint = version.status === 0;
if (!hasCfnLint) {
  console.warn(
    `Skipping the cfn-lint test: ${CFN_LINT} is missing (it is a Python tool: pipx install cfn-lint, or pip install cfn-lint; CFN_LINT names another path).`,
  );
}
const lintTest = hasCfnLint ? test : test.skip;

/** The regions the stacks go to: the API and data stacks' (eu-west-1 as an example) and the web ACL's, us-east-1. */
const REGIONS = ['eu-west-1', 'us-east-1'];

interface Finding {
  readonly Rule: { readonly Id: string };
  readonly Level: string;
  readonly Message: string;
  readonly Filename: string;
}

/**
 * Findings accepted, each with why. Only in resources that aws-cdk-lib writes itself, not ours: ours are fixed at
 * the source (the functions' redundant DependsOn on their roles, see infra/aws/api-function.ts).
 */
const ACCEPTED: readonly { readonly rule: string; readonly resource: RegExp; readonly why: string }[] = [
  {
    rule: 'W3005',
    resource: /^'CustomCrossRegionExport(Reader|Writer)CustomResourceProviderRole[0-9A-F]{8}'/,
    why: 'the cross-region reference provider (only with waf=true) is aws-cdk-lib code that adds a DependsOn on its role next to the GetAtt; the order is right either way',
  },
];

const lint = (outdir: string): Finding[] => {
  const templates = readdirSync(outdir)
    .filter((file) => file.endsWith('.template.json'))
    .map((file) => path.join(outdir, file));
  expect(templates.length).toBeGreaterThanOrEqual(2);
  const run = spawnSync(CFN_LINT, ['--format', 'json', '--regions', ...REGIONS, '--', ...templates], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  // cfn-lint exits non-zero whenever it finds anything (2 errors, 4 warnings, 8 informational); 1 is its own failure.
  if (run.status === 1 || run.stdout.trim() === '') throw new Error(`cfn-lint failed: ${run.stderr}`);
  return JSON.parse(run.stdout) as Finding[];
};

const unaccepted = (findings: Finding[]) =>
  findings
    .filter((finding) => finding.Level !== 'Informational')
    .filter(
      (finding) =>
        !ACCEPTED.some((accepted) => accepted.rule === finding.Rule.Id && accepted.resource.test(finding.Message)),
    )
    .map((finding) => `${path.basename(finding.Filename)} ${finding.Rule.Id} ${finding.Level}: ${finding.Message}`);

describe('cfn-lint', () => {
  lintTest(
    'the default synth: no error, no warning',
    () => {
      expect(unaccepted(lint(synthService().outdir))).toEqual([]);
    },
    120_000,
  );

  lintTest(
    'with -c waf=true (three stacks, cross-region references): no error, no warning but the accepted',
    () => {
      const findings = lint(synthService({ waf: true, region: 'eu-west-1' }).outdir);
      expect(unaccepted(findings)).toEqual([]);
    },
    120_000,
  );

  lintTest(
    'the linter sees the templates: an invalid property is an error',
    () => {
      // The same synth with one property AWS does not accept: proves the test fails when a template is invalid.
      const service = synthService();
      const file = path.join(service.outdir, service.assembly.getStackByName(service.stackNames.api).templateFile);
      const template = JSON.parse(readFileSync(file, 'utf8')) as {
        Resources: Record<string, { Type: string; Properties: Record<string, unknown> }>;
      };
      const fn = Object.values(template.Resources).find((resource) => resource.Type === 'AWS::Lambda::Function');
      if (!fn) throw new Error('no function in the API stack');
      fn.Properties.MemorySize = 64;
      writeFileSync(file, JSON.stringify(template));
      expect(unaccepted(lint(service.outdir))).toEqual([
        expect.stringMatching(/ E3034 Error: 64 is less than the minimum of 128$/),
      ]);
    },
    120_000,
  );
});
