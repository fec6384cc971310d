import { execFileSync } from 'node:child_process';
import { LAMBDA_RUNTIME } from '#infra/aws/api-function.ts';
import { DefaultJsonSchemaValidator } from '#infra/aws/bundling/mcp-shims.ts';
import * as nodeHttpShim from '#infra/aws/bundling/node-http.ts';
import * as nodeProcessShim from '#infra/aws/bundling/node-process.ts';
import { howToGetLambdaNode, lambdaNode } from './support/lambda-node.ts';

const node = lambdaNode(LAMBDA_RUNTIME.name);
if (!node) console.warn(`Skipping the shim export test: ${howToGetLambdaNode(LAMBDA_RUNTIME.name)}`);
const onLambdaNode = node ? test : test.skip;

/** The names a module of the Lambda runtime's Node.js exports. */
const exportsOnLambdaNode = (module: string): string[] =>
  JSON.parse(
    execFileSync(node?.execPath ?? process.execPath, [
      '-e',
      `process.stdout.write(JSON.stringify(Object.keys(require(${JSON.stringify(module)}))))`,
    ]).toString(),
  );

describe('the shims the bundles take in place of Node.js built-ins (infra/aws/bundling/)', () => {
  onLambdaNode("node-http.ts exports every name of the runtime's node:http but its three undici classes", () => {
    // Prepare
    const undici = ['WebSocket', 'CloseEvent', 'MessageEvent'];
    const expected = exportsOnLambdaNode('node:http').filter((name) => !undici.includes(name));

    // Assess
    expect(
      Object.keys(nodeHttpShim)
        .filter((name) => name !== 'default')
        .sort(),
    ).toEqual(expected.sort());
    expect(Object.entries(nodeHttpShim).filter(([, value]) => value === undefined)).toEqual([]);
    expect(nodeHttpShim.default.request).toBe(nodeHttpShim.request);
  });

  test('node-process.ts hands over the process itself, with the names the AWS SDK imports', () => {
    expect(nodeProcessShim.default).toBe(process);
    expect(nodeProcessShim.env).toBe(process.env);
    expect(nodeProcessShim.versions).toBe(process.versions);
  });

  test('mcp-shims.ts bundles no JSON Schema validator: one asked refuses, saying the server sends no elicitation', () => {
    const validate = new DefaultJsonSchemaValidator().getValidator({ type: 'object' });

    expect(validate({})).toEqual({
      valid: false,
      data: undefined,
      errorMessage: expect.stringContaining('no elicitation request'),
    });
  });
});
