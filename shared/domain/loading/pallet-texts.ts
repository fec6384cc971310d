import type { Language } from '#shared/domain/languages.ts';
import type { LanguageTexts } from '#shared/domain/pricing/result-texts.schema.ts';
import { MAX_LDM } from '#shared/domain/quote/shipment-rules.ts';
import { fill } from '#shared/domain/texts/fill.ts';
import { LOCALES, numberFormat } from '#shared/domain/texts/intl.ts';
import { TYPOGRAPHY } from '#shared/domain/texts/typography.ts';
import { type PalletMetres, TRAILER } from './pallets.ts';

/**
 * How pallets became loading metres, in sentences of the language (the `palets` texts of data/texts): each kind's
 * floor positions, rows and metres, the trailer and the loading metre assumed, and the metres for the estimate, the
 * whole trailer, a load that does not fit or one over the estimate's limit. Each kind's metres take the loading
 * metre's noun in the form their number takes ("1 metro lineal", "1,6 mètre de plancher").
 */
export const palletSentences = (
  { palets: texts, metrosLineales }: Pick<LanguageTexts, 'palets' | 'metrosLineales'>,
  lang: Language,
  result: PalletMetres,
): string[] => {
  const { format } = numberFormat(LOCALES[lang], { maximumFractionDigits: 2 });
  const trailer = {
    length: format(TRAILER.lengthCm / 100),
    width: format(TRAILER.widthCm / 100),
    reference: format(TRAILER.referenceWidthCm / 100),
    max: format(MAX_LDM),
    needed: format(result.occupiedCm / 100),
    metres: format(result.fits ? result.metros : result.metres),
  };
  const lines = result.kinds
    .filter((kind) => kind.count > 0)
    .map((kind) =>
      fill(texts.layout, {
        pallets: texts[kind.kind],
        count: format(kind.count),
        stacking: !kind.stacked ? texts.notStacked : kind.oddAlone ? texts.stackedOdd : texts.stacked,
        positions: format(kind.positions),
        perRow: format(kind.perRow),
        along: format(kind.alongCm),
        across: format(kind.acrossCm),
        fullRows: format(kind.fullRows),
        partRow: format(kind.partRow),
        perPosition: format(kind.cmPerPosition / 100),
        loadingMetres: TYPOGRAPHY[lang].count((kind.positions * kind.cmPerPosition) / 100, metrosLineales),
      }),
    );
  lines.push(fill(texts.basis, trailer));
  if (!result.fits) return [...lines, fill(texts.tooLong, trailer)];
  lines.push(fill(result.fullTrailer ? texts.full : texts.total, { ...trailer, metres: format(result.metres) }));
  if (result.metros > MAX_LDM) lines.push(fill(texts.overEstimate, trailer));
  return lines;
};
