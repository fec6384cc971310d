import { jest } from '@jest/globals';
import {
  apiGatewayEvent,
  authorizerEvent,
  invocationContext,
  withLambdaAuthorizer,
} from '#infra/local/api-gateway-event.ts';

const request = { method: 'GET', rawPath: '/api/geo/traffic-bans', sourceIp: '198.51.100.7' } as const;

describe('apiGatewayEvent', () => {
  it('keeps the literal query string and joins repeated parameters with commas, as API Gateway does', () => {
    const event = apiGatewayEvent({ ...request, query: 'country=FR&country=DE&from=2026-01-01&x=a%2Cb' });

    expect(event.rawQueryString).toBe('country=FR&country=DE&from=2026-01-01&x=a%2Cb');
    expect(event.queryStringParameters).toEqual({ country: 'FR,DE', from: '2026-01-01', x: 'a,b' });
  });

  it('serialises given parameters, a list for a repeated one, and hands their values on joined', () => {
    const event = apiGatewayEvent({ ...request, query: { country: ['FR', 'DE'], lang: 'es' } });

    expect(event.rawQueryString).toBe('country=FR&country=DE&lang=es');
    expect(event.queryStringParameters).toEqual({ country: 'FR,DE', lang: 'es' });
  });

  it('leaves out what a request without query, path parameters or body does not have', () => {
    const event = apiGatewayEvent({ ...request, pathParameters: {}, body: '' });

    expect(event.rawQueryString).toBe('');
    expect(event).not.toHaveProperty('queryStringParameters');
    expect(event).not.toHaveProperty('pathParameters');
    expect(event).not.toHaveProperty('body');
    expect(event).not.toHaveProperty('cookies');
  });

  it('hands bytes on as text when they are UTF-8, and in base64 when they are not', () => {
    const text = apiGatewayEvent({ ...request, method: 'POST', body: Buffer.from('{"a":"é"}') });
    const bytes = apiGatewayEvent({ ...request, method: 'POST', body: Buffer.from([0x7b, 0xff, 0x7d]) });

    expect(text).toMatchObject({ body: '{"a":"é"}', isBase64Encoded: false });
    expect(bytes).toMatchObject({ body: 'e/99', isBase64Encoded: true });
  });

  it('makes a client-chosen name such as __proto__ an own property, as JSON.parse does in Lambda', () => {
    const event = apiGatewayEvent({
      ...request,
      query: '__proto__=x',
      headers: Object.fromEntries([['__proto__', 'y']]),
    });

    expect(Object.hasOwn(event.queryStringParameters ?? {}, '__proto__')).toBe(true);
    expect(Object.getPrototypeOf(event.queryStringParameters)).toBe(Object.prototype);
    expect(Object.hasOwn(event.headers, '__proto__')).toBe(true);
  });

  it('joins repeated headers with commas and hands the Cookie headers over as cookies', () => {
    const event = apiGatewayEvent({
      ...request,
      headers: {
        host: 'api.example',
        authorization: ['Bearer a', 'Bearer b'],
        'user-agent': 'curl/8',
        cookie: ['a=1; b=2', 'c=3'],
      },
    });

    expect(event.headers).toEqual({ host: 'api.example', authorization: 'Bearer a,Bearer b', 'user-agent': 'curl/8' });
    expect(event.cookies).toEqual(['a=1', 'b=2', 'c=3']);
    expect(event.requestContext.domainName).toBe('api.example');
    expect(event.requestContext.http).toMatchObject({ sourceIp: '198.51.100.7', userAgent: 'curl/8' });
  });

  it('names the route that matched, or the method and raw path', () => {
    expect(apiGatewayEvent(request).routeKey).toBe('GET /api/geo/traffic-bans');
    const routed = apiGatewayEvent({
      ...request,
      rawPath: '/x/1',
      routeKey: 'GET /x/{id}',
      pathParameters: { id: '1' },
    });
    expect(routed).toMatchObject({ routeKey: 'GET /x/{id}', requestContext: { routeKey: 'GET /x/{id}' } });
    expect(routed.pathParameters).toEqual({ id: '1' });
  });
});

describe('withLambdaAuthorizer', () => {
  it("puts the authorizer's context under requestContext.authorizer.lambda, leaving the event it was given alone", () => {
    const event = apiGatewayEvent(request);
    const context = { authenticated: true, credentialId: 'cred_1' };

    const authorized = withLambdaAuthorizer(event, context);

    expect(authorized.requestContext.authorizer).toEqual({ lambda: context });
    expect(authorized.requestContext.requestId).toBe(event.requestContext.requestId);
    expect(event.requestContext).not.toHaveProperty('authorizer');
  });
});

describe('authorizerEvent', () => {
  it("identifies the caller by the event's Authorization header, on the event's route", () => {
    const event = apiGatewayEvent({
      ...request,
      method: 'POST',
      rawPath: '/api/agentes/v1/cotizaciones',
      headers: { authorization: 'Bearer fest_x' },
    });

    const authorizer = authorizerEvent(event);

    expect(authorizer).toMatchObject({
      type: 'REQUEST',
      identitySource: ['Bearer fest_x'],
      routeKey: 'POST /api/agentes/v1/cotizaciones',
      routeArn: expect.stringMatching(/\/POST\/api\/agentes\/v1\/cotizaciones$/),
      requestContext: event.requestContext,
    });
  });
});

describe('invocationContext', () => {
  afterEach(() => jest.restoreAllMocks());

  it('counts the remaining time down to the deadline and never below zero', () => {
    const now = jest.spyOn(Date, 'now').mockReturnValue(1_000_000);
    const context = invocationContext('estimate', 10_000);

    expect(context.getRemainingTimeInMillis()).toBe(10_000);
    now.mockReturnValue(1_004_000);
    expect(context.getRemainingTimeInMillis()).toBe(6_000);
    now.mockReturnValue(1_020_000);
    expect(context.getRemainingTimeInMillis()).toBe(0);
    expect(context.functionName).toBe('estimate');
  });
});
