import { timingSafeEqual } from 'node:crypto';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { OriginRefusedError } from './http-errors.ts';

const sameSecret = (given: string | undefined, secret: string) => {
  if (given === undefined) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(secret);
  return a.length === b.length && timingSafeEqual(a, b);
};

/** `CloudFront-Viewer-Address` is `ip:port`, for IPv6 too (no brackets): the port follows the last colon. */
const viewerIp = (address: string | undefined) => {
  if (!address) return undefined;
  const colon = address.lastIndexOf(':');
  return (colon > 0 ? address.slice(0, colon) : address).replace(/^\[|\]$/g, '') || undefined;
};

/**
 * The client's quota identity. Behind CloudFront (an origin secret is configured) only requests carrying the
 * distribution's secret header are served, and the viewer address CloudFront adds is trusted; without it the
 * TCP peer as API Gateway (or the local server) saw it. X-Forwarded-For is never read: a client could write it.
 * Headers must already be lower-cased.
 */
export const clientIp = (event: APIGatewayProxyEventV2, originSecret: string | undefined): string => {
  if (originSecret !== undefined) {
    if (!sameSecret(event.headers['x-origin-verify'], originSecret)) {
      throw new OriginRefusedError('Requests must come through the service distribution.');
    }
    const ip = viewerIp(event.headers['cloudfront-viewer-address']);
    if (ip) return ip;
  }
  return event.requestContext.http.sourceIp;
};
