import { powertoolsSettings } from '#shared/config.ts';

test('the Powertools utilities take their service name from the configuration, freight-estimate by default', () => {
  expect(powertoolsSettings({}).POWERTOOLS_SERVICE_NAME).toBe('freight-estimate');
  expect(powertoolsSettings({ POWERTOOLS_SERVICE_NAME: 'estimates-eu' }).POWERTOOLS_SERVICE_NAME).toBe('estimates-eu');
  expect(() => powertoolsSettings({ POWERTOOLS_SERVICE_NAME: '' })).toThrow();
});
