import type { Supuestos } from '#shared/domain/quote/result.schema.ts';
import { fill } from '#shared/domain/texts/fill.ts';
import { LOCALES, numberFormat, optionsBy, regionName } from '#shared/domain/texts/intl.ts';
import { dayInWords, TYPOGRAPHY } from '#shared/domain/texts/typography.ts';
import { KG_PER_LOADING_METRE } from './billable-metres.ts';
import type { LdmReason, ShipmentPrice } from './price-shipment.ts';
import type { Language, LanguageTexts, ResultTextsFile } from './result-texts.schema.ts';

export { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './result-texts.schema.ts';

/** Indicative validity of a result, as stated in the conditions: the contract's 15 minutes. */
export const DEFAULT_VALIDITY_SECONDS = 15 * 60;

export interface ResultTexts {
  readonly condiciones: string;
  readonly mensaje: string;
  readonly siguientePaso: string;
  /** Null when the declared metres are billed as given. */
  readonly motivoLdm: string | null;
  readonly mercancia: string;
}

export interface ResultTextsOptions {
  /** Validity stated in the conditions, in seconds; the default is the contract's 15 minutes. */
  readonly validitySeconds?: number;
  /** Cargo assumption: stackable pallets. Default false (the declared metres are floor space). */
  readonly stackable?: boolean;
}

/** The formatters' options, made once per value (#shared/domain/texts/intl.ts finds a formatter by them). */
const decimalsOptions = optionsBy((min: number) =>
  optionsBy((max: number): Intl.NumberFormatOptions => ({ minimumFractionDigits: min, maximumFractionDigits: max })),
);
const unitOptions = optionsBy(
  (unit: string): Intl.NumberFormatOptions => ({ style: 'unit', unit, unitDisplay: 'long' }),
);
const decimals = (lang: Language, fractionDigits: { min: number; max: number }) =>
  numberFormat(LOCALES[lang], decimalsOptions(fractionDigits.min)(fractionDigits.max));

/**
 * "15 minutos", "1 minute", "20 de secunde": whole minutes in minutes, anything else in seconds, so a shortened
 * local validity (QUOTE_VALIDITY_SECONDS=20) is never stated as a rounded minute; the language's own plural rules.
 */
const validityText = (lang: Language, seconds: number): string => {
  const [value, unit] = seconds % 60 === 0 ? [seconds / 60, 'minute'] : [seconds, 'second'];
  return numberFormat(LOCALES[lang], unitOptions(unit)).format(value);
};

const ldmReasonText = (texts: LanguageTexts, lang: Language, reason: LdmReason | null): string | null => {
  if (reason === null) return null;
  const metres = decimals(lang, { min: 1, max: 2 });
  const values = {
    weightKg: decimals(lang, { min: 0, max: 1 }).format(reason.pesoKg),
    declaredLdm: metres.format(reason.ldmDeclarado),
    declaredMetres: TYPOGRAPHY[lang].count(reason.ldmDeclarado, texts.metrosLineales, {
      minimumFractionDigits: 1,
      maximumFractionDigits: 2,
    }),
    billableLdm: metres.format(reason.ldmFacturable),
    kgPerMetre: decimals(lang, { min: 0, max: 0 }).format(KG_PER_LOADING_METRE),
  };
  const template =
    reason.decidedBy === 'weight'
      ? texts.motivoLdm.weight
      : reason.decidedBy === 'minimum'
        ? texts.motivoLdm.minimum
        : texts.motivoLdm.rounding;
  return fill(template, values);
};

/**
 * The texts of a result in one language: conditions, message, next step, billable-metre reason and cargo text, from
 * the result texts its caller read (data/texts).
 */
export const resultTexts = (
  file: ResultTextsFile,
  lang: Language,
  outcome: ShipmentPrice,
  options: ResultTextsOptions = {},
): ResultTexts => {
  const texts = file.languages[lang];
  const common = {
    condiciones: fill(texts.condiciones, {
      validity: validityText(lang, options.validitySeconds ?? DEFAULT_VALIDITY_SECONDS),
    }),
    motivoLdm: ldmReasonText(texts, lang, outcome.motivoLdm),
    mercancia: options.stackable ? texts.mercancia.remontable : texts.mercancia.noRemontable,
  };
  if (outcome.estado === 'revision_manual') {
    return {
      ...common,
      mensaje: texts.mensaje.revisionManual[outcome.reason],
      siguientePaso: texts.siguientePaso.revisionManual,
    };
  }
  const money = decimals(lang, { min: 2, max: 2 });
  // Diesel below the tariff's reference price is normal: the fuel figure is then a reduction, said as one.
  const reduction = outcome.gasoleo < 0;
  const { mensaje } = texts;
  const template = outcome.gasoleoProvisional
    ? reduction
      ? mensaje.estimacionProvisionalReduccion
      : mensaje.estimacionProvisional
    : reduction
      ? mensaje.estimacionReduccion
      : mensaje.estimacion;
  return {
    ...common,
    mensaje: fill(template, {
      total: money.format(outcome.total),
      transport: money.format(outcome.transporte),
      fuel: money.format(Math.abs(outcome.gasoleo)),
      fuelWeek: outcome.semanaGasoleo,
    }),
    siguientePaso: texts.siguientePaso.estimacion,
  };
};

/**
 * The assumptions behind an estimate, each in a sentence of the language: where it goes from and to (as given, or a
 * city's reference postal code), the weight (as given, or assumed with the most the price holds for), the loading
 * date (as given, or today) and the goods. Every face shows these, so no face prints a raw field or a null.
 */
export const assumptionSentences = (file: ResultTextsFile, lang: Language, supuestos: Supuestos) => {
  const texts = file.languages[lang].supuestos;
  const kg = decimals(lang, { min: 0, max: 1 });
  const place = (postalCode: string, country: string) => ({ postalCode, country: regionName(LOCALES[lang], country) });
  const s = supuestos;
  return [
    fill(s.origenDeReferencia ? texts.origen.referencia : texts.origen.indicado, place(s.cpOrigen, s.origenPais)),
    fill(s.destinoDeReferencia ? texts.destino.referencia : texts.destino.indicado, place(s.cpDestino, s.paisDestino)),
    fill(s.pesoNoIndicado ? texts.peso.supuesto : texts.peso.indicado, {
      weightKg: kg.format(s.pesoUtilizadoKg),
      limitKg: kg.format(s.limitePesoSupuestoKg ?? s.pesoUtilizadoKg),
    }),
    fill(s.fechaNoIndicada ? texts.fecha.supuesta : texts.fecha.indicada, {
      date: dayInWords(LOCALES[lang], s.fechaCarga),
    }),
    s.mercancia,
    // The journey's own sentences, already in the result's language.
    ...(s.trayecto ?? []),
  ];
};
