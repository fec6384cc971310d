import { InvalidDemoCredentialError, seedDemoCredential } from '#infra/local/seed-credentials.ts';
import { authenticate } from '#shared/domain/credentials/credential.ts';
import { generateToken } from '#shared/domain/credentials/token.ts';
import { type QuoteWorld, quoteWorld } from './quote-world.ts';

let world: QuoteWorld;

beforeAll(async () => {
  world = await quoteWorld('quotes-seed');
});

afterAll(() => world.client.destroy());

describe('demo credential at local start-up', () => {
  test('without DEMO_CREDENTIAL a new working credential is issued', async () => {
    const { token } = await seedDemoCredential(world.credentials);

    expect(await authenticate(`Bearer ${token}`, world.credentials)).toMatchObject({ authenticated: true });
  });

  test('DEMO_CREDENTIAL is used as given and reused on the next start', async () => {
    const chosen = generateToken();

    const first = await seedDemoCredential(world.credentials, chosen);
    const second = await seedDemoCredential(world.credentials, chosen);

    expect(first.token).toBe(chosen);
    expect(second.credential.credentialId).toBe(first.credential.credentialId);
    expect(await authenticate(`Bearer ${chosen}`, world.credentials)).toMatchObject({ authenticated: true });
  });

  test('a DEMO_CREDENTIAL that is not well formed is refused with a clear message', async () => {
    await expect(seedDemoCredential(world.credentials, 'fest_mine')).rejects.toThrow(InvalidDemoCredentialError);
  });
});
