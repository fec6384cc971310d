import type { Page } from '#shared/domain/catalogue/pages.schema.ts';

export const aPage = (overrides: Partial<Page> = {}): Page => ({
  path: '/driving-bans',
  locales: ['en', 'es', 'ro', 'it', 'fr', 'de'],
  priority: 0.8,
  changeFrequency: 'weekly',
  ...overrides,
});
