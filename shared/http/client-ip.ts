import { isIPv4, isIPv6 } from 'node:net';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { OriginRefusedError } from './http-errors.ts';
import type { OriginCheck } from './origin-secret.ts';

/** `CloudFront-Viewer-Address` is `ip:port`, for IPv6 too (no brackets): the port follows the last colon. */
const viewerIp = (address: string | undefined) => {
  if (!address) return undefined;
  const colon = address.lastIndexOf(':');
  return (colon > 0 ? address.slice(0, colon) : address).replace(/^\[|\]$/g, '') || undefined;
};

/** The eight 16-bit groups of an IPv6 address (`::` expanded, a dotted IPv4 tail as two groups). */
const ipv6Groups = (address: string): number[] => {
  let text = address;
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text)?.[1];
  if (dotted) {
    const [a = 0, b = 0, c = 0, d = 0] = dotted.split('.').map(Number);
    text = `${text.slice(0, -dotted.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((group) => Number.parseInt(group, 16)));
  const left = parse(head);
  const right = tail === undefined ? [] : parse(tail);
  return [...left, ...Array(8 - left.length - right.length).fill(0), ...right];
};

/**
 * The quota identity of a client address, for every quota in one place: an IPv4 address as it is, an IPv6 address
 * by its /64 prefix (`2001:db8:1:2::/64`). One subscriber is routinely given a whole /64, and privacy extensions
 * rotate the low 64 bits at will: keyed on the full address, one line would hold 2^64 quotas. An IPv4 address
 * mapped into IPv6 (`::ffff:192.0.2.1`) is the IPv4 client it carries. Anything else is kept as given.
 */
export const quotaIdentity = (address: string): string => {
  const ip = address.replace(/%.*$/, '');
  if (isIPv4(ip)) return ip;
  if (!isIPv6(ip)) return address;
  const groups = ipv6Groups(ip.toLowerCase());
  const mapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (mapped) {
    const [high = 0, low = 0] = groups.slice(6);
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
};

/**
 * The client's quota identity (see `quotaIdentity`). Behind CloudFront (an origin check is configured) only
 * requests carrying a value of the distribution's secret header are served (`origin-secret.ts`), and the viewer
 * address CloudFront adds is trusted; without it the TCP peer as API Gateway (or the local server) saw it.
 * X-Forwarded-For is never read: a client could write it. Headers must already be lower-cased.
 */
export const clientIp = async (
  event: APIGatewayProxyEventV2,
  originCheck: OriginCheck | undefined,
): Promise<string> => {
  if (originCheck !== undefined) {
    if (!(await originCheck(event.headers['x-origin-verify']))) {
      throw new OriginRefusedError('Requests must come through the service distribution.');
    }
    const ip = viewerIp(event.headers['cloudfront-viewer-address']);
    if (ip) return quotaIdentity(ip);
  }
  return quotaIdentity(event.requestContext.http.sourceIp);
};
