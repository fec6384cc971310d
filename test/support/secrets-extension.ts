import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AcceptedStage } from '#shared/http/origin-secret.ts';

/**
 * A stand-in for the AWS Parameters and Secrets Lambda Extension, speaking the part of its documented HTTP protocol
 * the functions use: `GET /secretsmanager/get?secretId=<id>&versionStage=<label>` on loopback, answered only when
 * `X-Aws-Parameters-Secrets-Token` carries the function's session token, with the GetSecretValue result as JSON, or
 * Secrets Manager's ResourceNotFoundException relayed as a 400 when no version carries the label. It can be told to
 * fail (a 500, as when Secrets Manager cannot be reached) or to stall.
 */
export interface SecretsExtensionStandIn {
  readonly port: number;
  readonly token: string;
  readonly secretId: string;
  /** The value under each staging label; a label left out has no version. */
  stages: Partial<Record<AcceptedStage, string>>;
  /** How the stand-in answers every request: as the extension does, with a 500, or not at all. */
  mode: 'serve' | 'fail' | 'stall';
  /** The requests it received, as `versionStage` labels (token or not). */
  readonly requests: string[];
  close(): Promise<void>;
}

export const startSecretsExtension = async (
  options: { secretId?: string; token?: string; stages?: Partial<Record<AcceptedStage, string>> } = {},
): Promise<SecretsExtensionStandIn> => {
  const secretId = options.secretId ?? 'arn:aws:secretsmanager:eu-west-1:123456789012:secret:origin-verify-AbCdEf';
  const token = options.token ?? 'session-token-of-the-function';
  const requests: string[] = [];
  const stalled: Array<() => void> = [];
  let server: Server | undefined;

  const state: SecretsExtensionStandIn = {
    port: 0,
    token,
    secretId,
    stages: { ...options.stages },
    mode: 'serve',
    requests,
    close: async () => {
      for (const release of stalled) release();
      await new Promise<void>((resolve) => {
        server?.closeAllConnections();
        server?.close(() => resolve());
      });
    },
  };

  server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const stage = url.searchParams.get('versionStage') ?? 'AWSCURRENT';
    requests.push(stage);
    if (state.mode === 'stall') {
      stalled.push(() => response.destroy());
      return;
    }
    if (request.headers['x-aws-parameters-secrets-token'] !== token) {
      response.writeHead(401).end('Unauthorized');
      return;
    }
    if (state.mode === 'fail' || url.pathname !== '/secretsmanager/get') {
      response.writeHead(500).end('Internal Server Error');
      return;
    }
    if (url.searchParams.get('secretId') !== secretId) {
      response.writeHead(400).end("ResourceNotFoundException: Secrets Manager can't find the specified secret.");
      return;
    }
    const value = state.stages[stage as AcceptedStage];
    if (value === undefined) {
      response
        .writeHead(400)
        .end(
          `ResourceNotFoundException: Secrets Manager can't find the specified secret value for staging label: ${stage}`,
        );
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        ARN: secretId,
        Name: 'origin-verify',
        VersionId: `version-of-${value}`,
        SecretString: value,
        VersionStages: [stage],
        CreatedDate: new Date().toISOString(),
      }),
    );
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  return Object.assign(state, { port: (server.address() as AddressInfo).port });
};
