import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Template } from 'aws-cdk-lib/assertions';
import type { CloudAssembly } from 'aws-cdk-lib/cx-api';
import { createServiceApp } from '#infra/aws/service-app.ts';

export interface SynthesizedService {
  readonly outdir: string;
  readonly assembly: CloudAssembly;
  readonly data: Template;
  readonly api: Template;
  readonly waf?: Template;
  readonly stackNames: { readonly data: string; readonly api: string };
}

export interface SynthOptions {
  /** Build the Lambda bundles with esbuild, as `cdk synth` does; off for template-only assertions (faster). */
  readonly bundle?: boolean;
}

/**
 * Synthesizes the real app (same entry as `cdk synth`, cdk-nag included: a finding without an acknowledgement
 * fails here) into a fresh directory, with the given context on top of the defaults (but the web ACL's).
 */
export const synthService = (context: Record<string, unknown> = {}, options: SynthOptions = {}): SynthesizedService => {
  const outdir = mkdtempSync(path.join(tmpdir(), 'cdk-out-'));
  const { app, data, api, waf } = createServiceApp({
    outdir,
    // The web ACL is on by default, in a stack of its own in us-east-1 that needs the API's region and adds
    // cross-region plumbing to the API stack; the tests that concern it ask for it (`waf: true` and a region).
    context: { waf: false, ...(options.bundle ? {} : { 'aws:cdk:bundling-stacks': [] }), ...context },
  });
  const assembly = app.synth();
  return {
    outdir,
    assembly,
    data: Template.fromStack(data),
    api: Template.fromStack(api),
    ...(waf ? { waf: Template.fromStack(waf) } : {}),
    stackNames: { data: data.stackName, api: api.stackName },
  };
};

type Resources = Record<string, { Type: string; Properties?: Record<string, unknown>; [key: string]: unknown }>;

/** Resources of one CloudFormation type, by logical id. */
export const resourcesOf = (template: Template, type: string): Resources => template.findResources(type) as Resources;

/** The logical id of the Lambda function built from `entry` (its description names the entry). */
export const functionIdOf = (template: Template, entry: string): string => {
  const ids = Object.entries(resourcesOf(template, 'AWS::Lambda::Function'))
    .filter(([, resource]) => String(resource.Properties?.Description ?? '').endsWith(`: ${entry}`))
    .map(([id]) => id);
  if (ids.length !== 1) throw new Error(`expected one function for ${entry}, found ${ids.length}`);
  return ids[0] as string;
};

/** The environment variables of a function, as the template passes them. */
export const environmentOf = (template: Template, functionId: string): Record<string, unknown> => {
  const fn = resourcesOf(template, 'AWS::Lambda::Function')[functionId];
  const environment = fn?.Properties?.Environment as { Variables?: Record<string, unknown> } | undefined;
  return environment?.Variables ?? {};
};

export interface PolicyStatement {
  readonly Action: string | string[];
  readonly Resource: unknown;
  readonly Effect: string;
}

export const statementsOfPolicy = (policy: { Properties?: Record<string, unknown> }): PolicyStatement[] =>
  (policy.Properties?.PolicyDocument as { Statement?: PolicyStatement[] } | undefined)?.Statement ?? [];
