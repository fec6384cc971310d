import type { Result, Supuestos } from '#shared/domain/quote/result.schema.ts';

const eur = (amount: number | undefined, currency = 'EUR') => `${(amount ?? 0).toFixed(2)} ${currency}`;

const assumptionLines = (s: Supuestos): string[] => [
  `Origin: ${s.origenPais} ${s.cpOrigen}${s.origenDeReferencia ? ' (reference postal code of the city named; the exact address may change the price)' : ' (postal code as given)'}`,
  `Destination: ${s.paisDestino} ${s.cpDestino}${s.destinoDeReferencia ? ' (reference postal code of the city named; the exact address may change the price)' : ' (postal code as given)'}`,
  s.pesoNoIndicado
    ? `Weight: not given; ${s.pesoUtilizadoKg} kg assumed (at most ${s.limitePesoSupuestoKg ?? s.pesoUtilizadoKg} kg for this price)`
    : `Weight: ${s.pesoUtilizadoKg} kg as given`,
  s.fechaNoIndicada
    ? `Loading date: not given; ${s.fechaCarga} (today) assumed`
    : `Loading date: ${s.fechaCarga} as given`,
  `Goods: ${s.mercancia}`,
];

/**
 * The text content of a priced or refused result, so an agent that relays only text still shows the amount with its
 * date, currency, VAT status, fuel surcharge and every assumption; manual review is said as such, with no amount.
 */
export const resultText = (result: Result): string => {
  const lines: string[] = [];
  if (result.estado === 'revision_manual') {
    lines.push('Manual review: no price is given for this shipment.');
    if (result.mensaje) lines.push(result.mensaje);
  } else {
    lines.push(
      `Indicative price: ${eur(result.total, result.moneda)}, VAT excluded, fuel surcharge included; loading date ${result.fechaCarga}.`,
      `Transport ${eur(result.transporte)} + fuel surcharge ${eur(result.gasoleo)}${
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
    lines.push(...assumptionLines(result.supuestos).map((line) => `- ${line}`));
  }
  if (result.siguientePaso) lines.push(result.siguientePaso);
  return lines.join('\n');
};
