import type { ComponentChildren } from 'preact';
import { localizedPath, pageUrl } from '#shared/domain/catalogue/page-urls.ts';
import { canonicalLocale, type SiteLocale } from '#shared/domain/catalogue/pages.schema.ts';
import type { PageContext } from '../context.ts';
import { FAVICON_DATA_URL } from '../favicon.ts';
import { textsOf } from '../texts/index.ts';
import { legalTexts } from '../texts/legal-texts.ts';
import { siteCss } from './css.ts';

export interface LayoutProps {
  readonly ctx: PageContext;
  readonly title: string;
  readonly description: string;
  readonly children: ComponentChildren;
  /** Alternates and canonical are left out of pages that are not in the catalogue (404, failures). */
  readonly indexable?: boolean;
}

const languageLinks = (ctx: PageContext) =>
  ctx.page.locales.map((locale: SiteLocale) => ({
    locale,
    name: textsOf(locale).languageName,
    href: localizedPath(ctx.page.path, locale),
  }));

/** The document around every page: language, title, description, canonical and hreflang alternates, navigation. */
export const Layout = ({ ctx, title, description, children, indexable = true }: LayoutProps) => {
  const t = ctx.texts;
  const nav = [
    ['/', t.nav.home],
    ['/estimate', t.nav.estimate],
    ['/driving-bans', t.nav.drivingBans],
    ['/developers', t.nav.developers],
  ] as const;
  // The notice, privacy and terms exist in English and Spanish only: elsewhere the link says it leads to English.
  const englishOnly = legalTexts[ctx.locale] === undefined;
  const legal = [
    ['/legal/notice', t.footer.notice, englishOnly],
    ['/legal/privacy', t.footer.privacy, englishOnly],
    ['/legal/terms', t.footer.terms, englishOnly],
    ['/legal/data-licence', t.footer.dataLicence, false],
    ['/developers/errors', t.footer.errors, false],
  ] as const;
  return (
    <html lang={ctx.locale}>
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{`${title} | ${ctx.serviceName}`}</title>
        <meta name="description" content={description} />
        {/* The icon inline, so a page costs no second request; /favicon.ico serves the same for those who ask. */}
        <link rel="icon" href={FAVICON_DATA_URL} />
        {indexable ? (
          <>
            <link rel="canonical" href={pageUrl(ctx.base, localizedPath(ctx.page.path, ctx.locale))} />
            {ctx.page.locales.map((locale) => (
              <link rel="alternate" hreflang={locale} href={pageUrl(ctx.base, localizedPath(ctx.page.path, locale))} />
            ))}
            <link
              rel="alternate"
              hreflang="x-default"
              href={pageUrl(ctx.base, localizedPath(ctx.page.path, canonicalLocale))}
            />
          </>
        ) : (
          <meta name="robots" content="noindex" />
        )}
        <style dangerouslySetInnerHTML={{ __html: siteCss }} />
      </head>
      <body>
        <a class="skip" href="#main">
          {t.skip}
        </a>
        <header>
          <div class="top">
            <a class="brand" href={ctx.href('/')}>
              {ctx.serviceName}
            </a>
            <nav aria-label={ctx.serviceName}>
              <ul>
                {nav.map(([path, label]) => (
                  <li>
                    <a href={ctx.href(path)} aria-current={path === ctx.page.path ? 'page' : undefined}>
                      {label}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
            {indexable ? (
              <nav class="langs" aria-label={t.languages}>
                <ul>
                  {languageLinks(ctx).map((link) => (
                    <li>
                      <a
                        href={link.href}
                        hreflang={link.locale}
                        lang={link.locale}
                        aria-current={link.locale === ctx.locale ? 'true' : undefined}
                      >
                        {link.name}
                      </a>
                    </li>
                  ))}
                </ul>
              </nav>
            ) : null}
          </div>
        </header>
        <main id="main">{children}</main>
        <footer>
          <nav aria-label={t.footer.legal}>
            <ul>
              {legal.map(([path, label, inEnglish]) => (
                <li>
                  <a href={ctx.href(path)} hreflang={inEnglish ? 'en' : undefined}>
                    {inEnglish ? `${label} (${t.footer.inEnglish})` : label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <p>{t.footer.credit}</p>
        </footer>
      </body>
    </html>
  );
};
