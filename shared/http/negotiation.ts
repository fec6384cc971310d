import { LANGUAGES, type Language } from '#shared/domain/languages.ts';
import { DEFAULT_LANGUAGE } from '#shared/domain/pricing/result-texts.schema.ts';

/** One member of a header list with quality values (RFC 9110 §12.4.2), such as Accept-Language or Accept-Encoding. */
export interface Weighted {
  /** The language range or content coding, lower-cased. */
  readonly token: string;
  readonly q: number;
  /** Position in the header: among equal q-values, the earlier member is preferred. */
  readonly index: number;
}

const QVALUE = /^q\s*=\s*(0(\.\d{0,3})?|1(\.0{0,3})?)$/i;

/**
 * The members of a quality-valued header list, in header order, q = 1 when not given. A member whose `q` is not a
 * qvalue (over 1, more than three decimals, not a number) is dropped, as if the client had not sent it.
 */
export const parseQualityList = (header: string | null | undefined): Weighted[] =>
  (header ?? '')
    .split(',')
    .map((part, index) => {
      const [token = '', ...params] = part.split(';').map((piece) => piece.trim());
      let q = 1;
      for (const param of params) {
        const match = QVALUE.exec(param);
        if (match?.[1] !== undefined) q = Number(match[1]);
        else if (/^q\s*=/i.test(param)) q = Number.NaN;
      }
      return { token: token.toLowerCase(), q, index };
    })
    .filter((member) => member.token !== '' && !Number.isNaN(member.q));

/**
 * The supported language an Accept-Language header prefers (RFC 9110 §12.5.4): highest q-value first, header order
 * among equals, a region tag matching its language (`fr-CH` → fr), `*` meaning any language not named, q=0 meaning
 * "not this one". Spanish when the header is absent or names nothing supported.
 */
export const pickLanguage = (acceptLanguage: string | null | undefined): Language => {
  const ranges = parseQualityList(acceptLanguage);
  const preferenceOf = (lang: Language): { q: number; index: number } | undefined => {
    const named = ranges.filter((range) => range.token === lang || range.token.startsWith(`${lang}-`));
    const applicable = named.length > 0 ? named : ranges.filter((range) => range.token === '*');
    const [first] = applicable;
    if (first === undefined) return undefined;
    return { q: Math.max(...applicable.map((range) => range.q)), index: first.index };
  };

  let best: { lang: Language; q: number; index: number } | undefined;
  // The default goes first so that a wildcard, which ties every unnamed language, resolves to Spanish.
  for (const lang of [DEFAULT_LANGUAGE, ...LANGUAGES.filter((l) => l !== DEFAULT_LANGUAGE)]) {
    const preference = preferenceOf(lang);
    if (preference === undefined || preference.q <= 0) continue;
    if (best === undefined || preference.q > best.q || (preference.q === best.q && preference.index < best.index)) {
      best = { lang, ...preference };
    }
  }
  return best?.lang ?? DEFAULT_LANGUAGE;
};

/** gzip unless the client refuses it with q=0; `*` counts as gzip. */
export const acceptsGzip = (acceptEncoding: string | undefined): boolean =>
  parseQualityList(acceptEncoding).some(({ token, q }) => (token === 'gzip' || token === '*') && q > 0);
