import { assumptionSentences, DEFAULT_LANGUAGE, type Language } from '#shared/domain/pricing/texts.ts';
import type { Result } from '#shared/domain/quote/result.schema.ts';

const eur = (amount: number | undefined, currency = 'EUR') => `${(amount ?? 0).toFixed(2)} ${currency}`;

/** Diesel below the tariff's reference price lowers the total: a reduction, never a negative surcharge. */
const fuelTerm = (gasoleo = 0) =>
  gasoleo < 0 ? `- fuel reduction ${eur(-gasoleo)}` : `+ fuel surcharge ${eur(gasoleo)}`;

/**
 * The text content of a priced or refused result, so an agent that relays only text still shows the amount with its
 * date, currency, VAT status, fuel surcharge and every assumption; manual review is said as such, with no amount.
 */
export const resultText = (result: Result, lang: Language = DEFAULT_LANGUAGE): string => {
  const lines: string[] = [];
  if (result.estado === 'revision_manual') {
    lines.push('Manual review: no price is given for this shipment.');
    if (result.mensaje) lines.push(result.mensaje);
  } else {
    lines.push(
      `Indicative price: ${eur(result.total, result.moneda)}, VAT excluded, fuel surcharge included; loading date ${result.fechaCarga}.`,
      `Transport ${eur(result.transporte)} ${fuelTerm(result.gasoleo)}${
        result.gasoleoProvisional
          ? ` (provisional: the diesel price of week ${result.semanaGasoleo} is used until the loading week's is published)`
          : ` (diesel price of week ${result.semanaGasoleo})`
      }.`,
      `Billable loading metres: ${result.ldmFacturable} (declared ${result.ldmDeclarado})${result.motivoLdm ? `: ${result.motivoLdm}` : ''}.`,
    );
    if (result.mensaje) lines.push(result.mensaje);
  }
  lines.push(`Issued ${result.emitido}, valid until ${result.caduca}. Result id ${result.id}.`);
  if (result.condiciones) lines.push(result.condiciones);
  if (result.supuestos) {
    lines.push('Assumptions (show them to the user next to the amount):');
    // The domain's sentences, in the tool's language, as the site shows them.
    lines.push(...assumptionSentences(lang, result.supuestos).map((line) => `- ${line}`));
  }
  if (result.siguientePaso) lines.push(result.siguientePaso);
  return lines.join('\n');
};
