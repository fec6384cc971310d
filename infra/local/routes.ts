import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';

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

export type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 };

/** The routes the CDK stack wires, with the same handlers, loaded on first use. */
export const localRoutes: readonly LocalRoute[] = [
  {
    method: 'GET',
    path: '/api/agentes/v1/estimaciones',
    authorized: false,
    cors: true,
    load: () => import('#functions/estimate/handler.ts'),
  },
  {
    method: 'POST',
    path: '/api/agentes/v1/cotizaciones',
    authorized: true,
    cors: false,
    load: () => import('#functions/create-quote/handler.ts'),
  },
  {
    method: 'GET',
    path: '/api/agentes/v1/cotizaciones/{id}',
    authorized: true,
    cors: false,
    load: () => import('#functions/get-quote/handler.ts'),
  },
  {
    method: 'GET',
    path: '/api/geo/traffic-bans',
    authorized: false,
    cors: true,
    load: () => import('#functions/traffic-bans/handler.ts'),
  },
  {
    method: 'GET',
    path: '/api/geo/traffic-bans.ics',
    authorized: false,
    cors: true,
    load: () => import('#functions/traffic-bans/handler.ts'),
  },
  {
    method: 'GET',
    path: '/api/geo/routes',
    authorized: false,
    cors: true,
    load: () => import('#functions/routes/handler.ts'),
  },
  {
    method: 'GET',
    path: '/sitemap.xml',
    authorized: false,
    cors: true,
    load: () => import('#functions/routes/handler.ts'),
  },
];

export const loadAuthorizer = () => import('#functions/authorizer/handler.ts');
