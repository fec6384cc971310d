import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { authorizerOperation, operations } from '#infra/aws/operations.ts';

/** Any Lambda handler: middy's take (event, context, options), plain ones (event, context). */
export type LambdaHandler = (event: never, context: never, ...rest: never[]) => Promise<unknown>;

export interface LocalRoute {
  readonly method: 'GET' | 'POST';
  /** API Gateway route path, with `{name}` path parameters. */
  readonly path: string;
  /** Run the authorizer first, as the quote routes do in AWS. */
  readonly authorized: boolean;
  /** Browsers may call it from any origin (answers CORS preflight). */
  readonly cors: boolean;
  readonly load: () => Promise<{ handler: LambdaHandler }>;
}

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Handlers load on first use, after start-up has set the environment they read at module load. */
const loader = (entry: string) => () => import(path.join(projectRoot, entry)) as Promise<{ handler: LambdaHandler }>;

/** The routes of the CDK stack (infra/aws/operations.ts), over the same handler files. */
export const localRoutes: readonly LocalRoute[] = operations.flatMap((operation) =>
  operation.routes.map((route) => ({
    method: route.method,
    path: route.path,
    authorized: operation.authorized !== false,
    // Only the credential routes are server-to-server; everything else is called from web pages too.
    cors: operation.edge !== 'credential',
    load: loader(operation.entry),
  })),
);

export const loadAuthorizer = loader(authorizerOperation.entry);
