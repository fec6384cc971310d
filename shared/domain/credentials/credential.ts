import * as z from 'zod';
import { StoreUnavailableError } from '#shared/domain/errors.ts';
import { displayPrefix, generateToken, hashToken, isWellFormedToken, newCredentialId } from './token.ts';

const ownerName = (what: string) =>
  z
    .string()
    .regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/)
    .describe(`${what}: 1 to 64 letters, digits, ".", "_" or "-", starting with a letter or digit`);

/** Who a credential was issued to; results belong to the credential, these names are for people. */
export const ownerSchema = z.object({
  company: ownerName('company'),
  client: ownerName('client'),
  integration: ownerName('integration'),
});

export type Owner = z.infer<typeof ownerSchema>;

export interface Credential extends Owner {
  readonly credentialId: string;
  /** SHA-256 hex of the token: the only trace of the token the service keeps. */
  readonly tokenHash: string;
  /** First characters of the token, so an operator can match a token in hand to its entry. */
  readonly tokenPrefix: string;
  readonly createdAt: string;
  readonly revokedAt?: string;
}

/** The port the credential use cases need; `shared/store/credential-store.ts` implements it on DynamoDB. */
export interface CredentialStore {
  /** Stores a new credential; never overwrites one with the same hash. */
  create(credential: Credential): Promise<void>;
  findByHash(tokenHash: string): Promise<Credential | undefined>;
  list(): Promise<Credential[]>;
  /** Marks it revoked (keeping the first revocation time); undefined when there is no such credential. */
  revoke(credentialId: string, at: Date): Promise<Credential | undefined>;
}

export type RefusalReason = 'missing' | 'malformed' | 'unknown' | 'revoked' | 'store-unavailable';

export type Authentication =
  | { readonly authenticated: true; readonly credentialId: string; readonly owner: Owner }
  | { readonly authenticated: false; readonly reason: RefusalReason };

/** What an Authorization header holds: nothing (or a bare `Bearer`), one bearer token, or anything else. */
export type BearerHeader =
  | { readonly kind: 'missing' }
  | { readonly kind: 'malformed' }
  | { readonly kind: 'token'; readonly token: string };

const SCHEME = 'bearer';
/** The whitespace `\s` matches, which is what `String.prototype.trim` removes. */
const WHITESPACE = /\s/;

/**
 * Reads `Authorization: Bearer <token>`, the scheme case-insensitive (RFC 9110), in one pass over the header: a
 * regular expression with `\s+` beside `\s*` backtracks quadratically on a header of spaces, and the header is
 * the one input an anonymous caller sends to the authorizer unchecked. Absent, blank or a bare `Bearer` (what the
 * edge substitutes for no header) is missing; any other scheme, or a token with a space in it, is malformed.
 */
export const parseBearer = (authorization: string | undefined): BearerHeader => {
  const header = (authorization ?? '').trim();
  if (header === '') return { kind: 'missing' };
  if (header.slice(0, SCHEME.length).toLowerCase() !== SCHEME) return { kind: 'malformed' };
  const rest = header.slice(SCHEME.length);
  if (rest === '') return { kind: 'missing' };
  if (!WHITESPACE.test(rest.charAt(0))) return { kind: 'malformed' };
  const token = rest.trimStart();
  return WHITESPACE.test(token) ? { kind: 'malformed' } : { kind: 'token', token };
};

/**
 * Decides who is calling. Malformed tokens (wrong shape or CRC-32 checksum) are refused before any store read: a
 * typo costs nothing. The checksum is no secret, though: anyone can compute it, so a forged well-formed token
 * costs one GetItem, and the authorizer remembers recent refusals so that repeating one costs none
 * (shared/store/recent-refusals.ts); the edge's rate rules bound how many distinct forgeries an address
 * sends. A store failure is reported as such, not as "unknown": the caller should hear 503 and retry, not 401 and
 * give up.
 */
export const authenticate = async (
  authorization: string | undefined,
  store: Pick<CredentialStore, 'findByHash'>,
): Promise<Authentication> => {
  const header = parseBearer(authorization);
  if (header.kind !== 'token') return { authenticated: false, reason: header.kind };
  const { token } = header;
  if (!isWellFormedToken(token)) return { authenticated: false, reason: 'malformed' };
  let credential: Credential | undefined;
  try {
    credential = await store.findByHash(hashToken(token));
  } catch (error) {
    if (error instanceof StoreUnavailableError) return { authenticated: false, reason: 'store-unavailable' };
    throw error;
  }
  if (!credential) return { authenticated: false, reason: 'unknown' };
  if (credential.revokedAt !== undefined) return { authenticated: false, reason: 'revoked' };
  const { company, client, integration } = credential;
  return { authenticated: true, credentialId: credential.credentialId, owner: { company, client, integration } };
};

/** Issues a new credential; the token is returned once and exists nowhere else afterwards. */
export const issueCredential = async (
  owner: Owner,
  store: Pick<CredentialStore, 'create'>,
  now: Date,
  token: string = generateToken(),
): Promise<{ credential: Credential; token: string }> => {
  const valid = ownerSchema.parse(owner);
  if (!isWellFormedToken(token)) throw new RangeError('Not a well-formed credential token.');
  const credential: Credential = {
    ...valid,
    credentialId: newCredentialId(),
    tokenHash: hashToken(token),
    tokenPrefix: displayPrefix(token),
    createdAt: now.toISOString(),
  };
  await store.create(credential);
  return { credential, token };
};
