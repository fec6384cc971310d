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

/** The token of an `Authorization: Bearer <token>` header; the scheme is case-insensitive (RFC 9110). */
export const bearerToken = (authorization: string | undefined): string | undefined => {
  const match = /^\s*bearer(?:\s+(\S*))?\s*$/i.exec(authorization ?? '');
  return match?.[1] || undefined;
};

/**
 * Decides who is calling. Malformed tokens (wrong shape or checksum) are refused before any store read, so
 * random guessing costs the service nothing. A store failure is reported as such, not as "unknown": the caller
 * should hear 503 and retry, not 401 and give up.
 */
export const authenticate = async (
  authorization: string | undefined,
  store: Pick<CredentialStore, 'findByHash'>,
): Promise<Authentication> => {
  const token = bearerToken(authorization);
  // An absent header, or the empty bearer the edge substitutes for one, is "missing"; any other scheme is malformed.
  if (token === undefined) {
    const blank = /^\s*(bearer\s*)?$/i.test(authorization ?? '');
    return { authenticated: false, reason: blank ? 'missing' : 'malformed' };
  }
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
