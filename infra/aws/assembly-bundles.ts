import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Reads a synthesized cloud assembly (`cdk.out`) the way the deployment will use it: which asset directory
 * holds each Lambda function's code, which file is its handler module, and what environment it gets. The bundle
 * test and the bench run exactly these files.
 */

interface TemplateResource {
  readonly Type: string;
  readonly Properties?: Record<string, unknown>;
}

export interface CfnTemplate {
  readonly Resources: Record<string, TemplateResource>;
  readonly Outputs?: Record<string, { Value: unknown; Export?: { Name: unknown } }>;
}

export interface FunctionBundle {
  readonly logicalId: string;
  /** The handler source the bundle was built from, as the function's description names it. */
  readonly entry: string;
  readonly assetDir: string;
  /** The module Lambda imports (`index.mjs` for `index.handler`). */
  readonly modulePath: string;
  /** Environment variables as the template states them (values may be CloudFormation expressions). */
  readonly environment: Readonly<Record<string, unknown>>;
  /** The Lambda runtime identifier (`nodejs24.x`). */
  readonly runtime: string;
  /** Memory configured for the function, MB. */
  readonly memoryMb: number;
}

export const readTemplate = (outdir: string, stackName: string): CfnTemplate =>
  JSON.parse(readFileSync(path.join(outdir, `${stackName}.template.json`), 'utf8')) as CfnTemplate;

/** Every Lambda function of a stack with the bundle the assembly holds for it. */
export const functionBundles = (outdir: string, stackName: string): FunctionBundle[] => {
  const template = readTemplate(outdir, stackName);
  return Object.entries(template.Resources)
    .filter(([, resource]) => resource.Type === 'AWS::Lambda::Function')
    .map(([logicalId, resource]) => {
      const properties = resource.Properties ?? {};
      const key = String((properties.Code as { S3Key?: unknown } | undefined)?.S3Key ?? '');
      const assetDir = path.join(outdir, `asset.${key.replace(/\.zip$/, '')}`);
      const [file, exported] = String(properties.Handler).split('.');
      const candidates = ['.mjs', '.js'].map((extension) => path.join(assetDir, `${file}${extension}`));
      const modulePath = candidates.find((candidate) => existsSync(candidate));
      if (!modulePath || exported !== 'handler') {
        throw new Error(`no bundle for ${logicalId} in ${assetDir} (was the app synthesized with bundling?)`);
      }
      const description = String(properties.Description ?? '');
      return {
        logicalId,
        entry: description.slice(description.indexOf(': ') + 2),
        assetDir,
        modulePath,
        environment: (properties.Environment as { Variables?: Record<string, unknown> } | undefined)?.Variables ?? {},
        runtime: String(properties.Runtime),
        // Lambda's default when the template leaves it out.
        memoryMb: Number(properties.MemorySize ?? 128),
      };
    });
};
