import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  answersPreflight,
  authorizerOperation,
  methodNotAllowedOperation,
  operations,
  type RoutedMethod,
  wrongMethodRoutes,
} from '#infra/aws/operations.ts';

/** Any Lambda handler: middy's take (event, context, options), plain ones (event, context). */
export type LambdaHandler = (event: never, context: never, ...rest: never[]) => Promise<unknown>;

export interface LocalRoute {
  readonly method: RoutedMethod;
  /** API Gateway route path, with `{name}` path parameters. */
  readonly path: string;
  /** Run the authorizer first, as the quote routes do in AWS. */
  readonly authorized: boolean;
  /** The handler file, the function's entry in `infra/aws/operations.ts`. */
  readonly entry: string;
  readonly load: () => Promise<{ handler: LambdaHandler }>;
}

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Handlers load on first use, after start-up has set the environment they read at module load. */
const loader = (entry: string) => () => import(path.join(projectRoot, entry)) as Promise<{ handler: LambdaHandler }>;

/**
 * The routes of the CDK stack (infra/aws/operations.ts), over the same handler files, with the same preflights and
 * the same 405 routes for the methods an API path does not take.
 */
export const localRoutes: readonly LocalRoute[] = [
  ...operations.flatMap((operation) => {
    const load = loader(operation.entry);
    const routes = operation.routes.map((route) => ({
      method: route.method,
      path: route.path,
      authorized: operation.authorized,
      entry: operation.entry,
      load,
    }));
    if (!answersPreflight(operation)) return routes;
    const preflights = [...new Set(operation.routes.map((route) => route.path))].map((path) => ({
      method: 'OPTIONS' as const,
      path,
      authorized: false,
      entry: operation.entry,
      load,
    }));
    return [...routes, ...preflights];
  }),
  ...wrongMethodRoutes.map((route) => ({
    ...route,
    authorized: false,
    entry: methodNotAllowedOperation.entry,
    load: loader(methodNotAllowedOperation.entry),
  })),
];

export const loadAuthorizer = loader(authorizerOperation.entry);
