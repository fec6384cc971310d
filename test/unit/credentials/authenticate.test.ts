import { authenticate, type Credential, issueCredential, parseBearer } from '#shared/domain/credentials/credential.ts';
import { generateToken, hashToken } from '#shared/domain/credentials/token.ts';
import { StoreUnavailableError } from '#shared/domain/errors.ts';

/** An in-memory credential store that counts its reads. */
const memoryStore = (failing = false) => {
  const byHash = new Map<string, Credential>();
  let reads = 0;
  return {
    get reads() {
      return reads;
    },
    byHash,
    async create(credential: Credential) {
      byHash.set(credential.tokenHash, credential);
    },
    async findByHash(hash: string) {
      reads += 1;
      if (failing) throw new StoreUnavailableError('down');
      return byHash.get(hash);
    },
  };
};

const wrongChecksum = (token: string) => `${token.slice(0, -1)}${token.endsWith('0') ? '1' : '0'}`;

const owner = { company: 'ACME', client: 'acme-tms', integration: 'erp' };
const now = new Date('2026-11-22T10:00:00Z');

describe('bearer header', () => {
  test.each([
    ['Bearer abc', 'abc'],
    ['bearer abc', 'abc'],
    ['  BEARER   abc  ', 'abc'],
    ['Bearer ', undefined],
    ['Bearer', undefined],
    ['Basic abc', undefined],
    ['abc', undefined],
  ])('%j gives %j', (header, token) => {
    const parsed = parseBearer(header);
    expect(parsed.kind === 'token' ? parsed.token : undefined).toBe(token);
  });
});

describe('authenticate', () => {
  test('an issued token authenticates as its credential and owner', async () => {
    const store = memoryStore();
    const { credential, token } = await issueCredential(owner, store, now);

    const result = await authenticate(`Bearer ${token}`, store);

    expect(result).toEqual({ authenticated: true, credentialId: credential.credentialId, owner });
  });

  test('only the hash is stored, with the prefix for operators', async () => {
    const store = memoryStore();
    const { credential, token } = await issueCredential(owner, store, now);

    expect(credential.tokenHash).toBe(hashToken(token));
    expect(credential.tokenPrefix).toBe(token.slice(0, 9));
    expect(JSON.stringify([...store.byHash.values()])).not.toContain(token);
  });

  test.each([
    ['no header', undefined, 'missing'],
    ['an empty bearer (what the edge substitutes for none)', 'Bearer ', 'missing'],
    ['another scheme', 'Basic dXNlcjpwYXNz', 'malformed'],
    ['a token of the wrong shape', 'Bearer fest_guess', 'malformed'],
    ['a token with a wrong checksum', `Bearer ${wrongChecksum(generateToken())}`, 'malformed'],
  ])('%s is refused as %s without a store read', async (_name, header, reason) => {
    const store = memoryStore();

    const result = await authenticate(header, store);

    expect(result).toEqual({ authenticated: false, reason });
    expect(store.reads).toBe(0);
  });

  test('a well-formed token never issued is unknown after one read', async () => {
    const store = memoryStore();

    const result = await authenticate(`Bearer ${generateToken()}`, store);

    expect(result).toEqual({ authenticated: false, reason: 'unknown' });
    expect(store.reads).toBe(1);
  });

  test('a revoked credential is refused', async () => {
    const store = memoryStore();
    const { credential, token } = await issueCredential(owner, store, now);
    store.byHash.set(credential.tokenHash, { ...credential, revokedAt: now.toISOString() });

    expect(await authenticate(`Bearer ${token}`, store)).toEqual({ authenticated: false, reason: 'revoked' });
  });

  test('a store failure is reported as such, not as an unknown credential', async () => {
    const store = memoryStore(true);

    const result = await authenticate(`Bearer ${generateToken()}`, store);

    expect(result).toEqual({ authenticated: false, reason: 'store-unavailable' });
  });

  test('owner names are validated at issue', async () => {
    await expect(issueCredential({ ...owner, company: 'has space' }, memoryStore(), now)).rejects.toThrow();
  });
});
