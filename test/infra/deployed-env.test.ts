import { tableEnvironment } from '#infra/aws/deployed-env.ts';

const dataOutputs = {
  QUOTESTABLENAME: 'fe-data-QuotesTable-1',
  IDEMPOTENCYTABLENAME: 'fe-data-IdempotencyTable-2',
  RATELIMITTABLENAME: 'fe-data-RateLimitTable-3',
  CREDENTIALSTABLENAME: 'fe-data-CredentialsTable-4',
  FUELTABLENAME: 'fe-data-FuelTable-5',
  BANSOURCETABLENAME: 'fe-data-BanSourceTable-6',
};

test('the data stack outputs become the table variables the operator commands read', () => {
  const environment = tableEnvironment({
    'freight-estimate-api': { ApiUrl: 'https://x', DistributionUrl: 'https://y' },
    'freight-estimate-data': dataOutputs,
  });
  expect(environment).toEqual({
    QUOTES_TABLE_NAME: 'fe-data-QuotesTable-1',
    IDEMPOTENCY_TABLE_NAME: 'fe-data-IdempotencyTable-2',
    RATE_LIMIT_TABLE_NAME: 'fe-data-RateLimitTable-3',
    CREDENTIALS_TABLE_NAME: 'fe-data-CredentialsTable-4',
    FUEL_TABLE_NAME: 'fe-data-FuelTable-5',
    BAN_SOURCE_TABLE_NAME: 'fe-data-BanSourceTable-6',
  });
});

test('two deployments in one outputs file need --stack to say which', () => {
  const outputs = { 'a-data': dataOutputs, 'b-data': dataOutputs };
  expect(() => tableEnvironment(outputs)).toThrow(/--stack/);
  expect(tableEnvironment(outputs, 'b-data').FUEL_TABLE_NAME).toBe('fe-data-FuelTable-5');
});
