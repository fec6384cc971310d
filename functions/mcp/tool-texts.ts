import type { Language } from '#shared/domain/languages.ts';
import { TYPOGRAPHY, typesetEach } from '#shared/domain/texts/typography.ts';
import type { DayLevel } from '#shared/domain/traffic-bans/day-levels.ts';

/** The fixed words of the driving-ban tool's text answer, in each language of the calendar. */
export interface BanToolTexts {
  readonly source: string;
  readonly provisional: string;
  readonly data: string;
  /** The route answer: its countries, departure and arrival, and each passage (the assumptions come with the route). */
  readonly route: (countries: string, departure: string, arrival: string) => string;
  readonly passage: (country: string, enters: string, leaves: string, met: boolean) => string;
  /** The earliest departure that meets no nationwide or transit ban, or that none within 7 days does. */
  readonly clear: (departure: string, arrival: string) => string;
  readonly noClear: string;
  readonly clearProvisional: string;
  /** The calendar answer: its days, a day without bans, each level's name, roads, the countries without dated bans. */
  readonly days: (from: string, to: string, count: number) => string;
  readonly noBan: string;
  readonly levels: Readonly<Record<DayLevel, string>>;
  readonly on: string;
  readonly undated: (codes: string) => string;
  readonly narrowing: (last: string, kb: number, left: number, next: string, to: string) => string;
}

/** Written with plain spaces; each language's spacing is applied by `typesetEach`. */
export const BAN_TOOL_TEXTS: Readonly<Record<Language, BanToolTexts>> = typesetEach({
  en: {
    source: 'Source',
    provisional: 'provisional date',
    data: 'Data',
    route: (countries, departure, arrival) => `Route ${countries}, departure ${departure}, arrival about ${arrival}.`,
    passage: (country, enters, leaves, met) =>
      `${country} from ${enters} to ${leaves}: ${met ? 'bans met:' : 'no ban met.'}`,
    clear: (departure, arrival) =>
      `Earliest clear departure (no nationwide or transit ban met): ${departure}, arrival about ${arrival}.`,
    noClear: 'No departure within 7 days meets no nationwide or transit ban.',
    clearProvisional: 'It relies on provisional (estimated) dates: check the official sources.',
    days: (from, to, count) =>
      `Driving bans from ${from} to ${to}, hours in CET: ${TYPOGRAPHY.en.count(count, { one: 'entry', other: 'entries' })}.`,
    noBan: 'no ban.',
    levels: {
      nationwide: 'nationwide',
      transit: 'transit only',
      regional: 'regional',
      roads: 'roads',
      night: 'night',
      none: 'none',
      undated: 'undated',
    },
    on: 'on',
    undated: (codes) => `Without dated bans (see each country's summary): ${codes}.`,
    narrowing: (last, kb, left, next, to) =>
      `The answer stops at ${last} to stay under ${kb} KB: ${TYPOGRAPHY.en.count(left, { one: 'entry', other: 'entries' })} from ${next} to ${to} are left out. Ask again with from=${next} (and to), fewer days, or country=<codes> for the countries you need.`,
  },
  es: {
    source: 'Fuente',
    provisional: 'fecha provisional',
    data: 'Datos',
    route: (countries, departure, arrival) => `Ruta ${countries}, salida ${departure}, llegada hacia ${arrival}.`,
    passage: (country, enters, leaves, met) =>
      `${country} de ${enters} a ${leaves}: ${met ? 'prohibiciones que afectan:' : 'ninguna prohibición afecta.'}`,
    clear: (departure, arrival) =>
      `Primera salida sin prohibición nacional ni de tránsito: ${departure}, llegada hacia ${arrival}.`,
    noClear: 'Ninguna salida en 7 días evita todas las prohibiciones nacionales y de tránsito.',
    clearProvisional: 'Se basa en fechas provisionales (estimadas): compruebe las fuentes oficiales.',
    days: (from, to, count) =>
      `Prohibiciones de circulación del ${from} al ${to}, horas en CET: ${TYPOGRAPHY.es.count(count, { one: 'entrada', other: 'entradas' })}.`,
    noBan: 'ninguna prohibición.',
    levels: {
      nationwide: 'todo el país',
      transit: 'solo tránsito',
      regional: 'regional',
      roads: 'carreteras concretas',
      night: 'noche',
      none: 'ninguna',
      undated: 'sin fechas',
    },
    on: 'en',
    undated: (codes) => `Sin prohibiciones con fecha (ver el resumen de cada país): ${codes}.`,
    narrowing: (last, kb, left, next, to) =>
      `La respuesta se detiene el ${last} para no superar ${kb} KB: quedan fuera ${TYPOGRAPHY.es.count(left, { one: 'entrada', other: 'entradas' })} del ${next} al ${to}. Vuelva a preguntar con from=${next} (y to), menos días o country=<códigos> para los países que necesite.`,
  },
  ro: {
    source: 'Sursă',
    provisional: 'dată provizorie',
    data: 'Date',
    route: (countries, departure, arrival) => `Ruta ${countries}, plecare ${departure}, sosire în jur de ${arrival}.`,
    passage: (country, enters, leaves, met) =>
      `${country} de la ${enters} până la ${leaves}: ${met ? 'restricții întâlnite:' : 'nicio restricție întâlnită.'}`,
    clear: (departure, arrival) =>
      `Prima plecare fără restricție națională sau de tranzit: ${departure}, sosire în jur de ${arrival}.`,
    noClear: 'Nicio plecare în 7 zile nu evită toate restricțiile naționale și de tranzit.',
    clearProvisional: 'Se bazează pe date provizorii (estimate): verificați sursele oficiale.',
    days: (from, to, count) =>
      `Restricții de circulație între ${from} și ${to}, ore în CET: ${TYPOGRAPHY.ro.count(count, { one: 'intrare', few: 'intrări', other: 'de intrări' })}.`,
    noBan: 'nicio restricție.',
    levels: {
      nationwide: 'în toată țara',
      transit: 'doar tranzit',
      regional: 'regională',
      roads: 'pe anumite drumuri',
      night: 'noapte',
      none: 'niciuna',
      undated: 'fără date',
    },
    on: 'pe',
    undated: (codes) => `Fără restricții datate (vedeți rezumatul fiecărei țări): ${codes}.`,
    narrowing: (last, kb, left, next, to) =>
      `Răspunsul se oprește la ${last} pentru a rămâne sub ${kb} KB: ${TYPOGRAPHY.ro.count(left, { one: 'intrare', few: 'intrări', other: 'de intrări' })} de la ${next} la ${to} sunt omise. Întrebați din nou cu from=${next} (și to), mai puține zile sau country=<coduri> pentru țările de care aveți nevoie.`,
  },
  it: {
    source: 'Fonte',
    provisional: 'data provvisoria',
    data: 'Dati',
    route: (countries, departure, arrival) => `Percorso ${countries}, partenza ${departure}, arrivo verso ${arrival}.`,
    passage: (country, enters, leaves, met) =>
      `${country} da ${enters} a ${leaves}: ${met ? 'divieti incontrati:' : 'nessun divieto incontrato.'}`,
    clear: (departure, arrival) =>
      `Prima partenza senza divieti nazionali o di transito: ${departure}, arrivo verso ${arrival}.`,
    noClear: 'Nessuna partenza entro 7 giorni evita tutti i divieti nazionali e di transito.',
    clearProvisional: 'Si basa su date provvisorie (stimate): verifichi le fonti ufficiali.',
    days: (from, to, count) =>
      `Divieti di circolazione dal ${from} al ${to}, orari in CET: ${TYPOGRAPHY.it.count(count, { one: 'voce', other: 'voci' })}.`,
    noBan: 'nessun divieto.',
    levels: {
      nationwide: 'tutto il paese',
      transit: 'solo transito',
      regional: 'regionale',
      roads: 'strade indicate',
      night: 'notte',
      none: 'nessuno',
      undated: 'senza date',
    },
    on: 'su',
    undated: (codes) => `Senza divieti datati (vedi il riepilogo di ogni paese): ${codes}.`,
    narrowing: (last, kb, left, next, to) =>
      `La risposta si ferma al ${last} per restare sotto ${kb} KB: ${TYPOGRAPHY.it.count(left, { one: 'voce', other: 'voci' })} dal ${next} al ${to} sono escluse. Chieda di nuovo con from=${next} (e to), meno giorni o country=<codici> per i paesi che servono.`,
  },
  fr: {
    source: 'Source',
    provisional: 'date provisoire',
    data: 'Données',
    route: (countries, departure, arrival) => `Itinéraire ${countries}, départ ${departure}, arrivée vers ${arrival}.`,
    passage: (country, enters, leaves, met) =>
      `${country} de ${enters} à ${leaves} : ${met ? 'interdictions rencontrées :' : 'aucune interdiction rencontrée.'}`,
    clear: (departure, arrival) =>
      `Premier départ sans interdiction nationale ni de transit : ${departure}, arrivée vers ${arrival}.`,
    noClear: 'Aucun départ dans les 7 jours n’évite toutes les interdictions nationales et de transit.',
    clearProvisional: 'Il repose sur des dates provisoires (estimées) : vérifiez les sources officielles.',
    days: (from, to, count) =>
      `Interdictions de circulation du ${from} au ${to}, heures en CET : ${TYPOGRAPHY.fr.count(count, { one: 'entrée', other: 'entrées' })}.`,
    noBan: 'aucune interdiction.',
    levels: {
      nationwide: 'tout le pays',
      transit: 'transit seulement',
      regional: 'régionale',
      roads: 'routes désignées',
      night: 'nuit',
      none: 'aucune',
      undated: 'sans dates',
    },
    on: 'sur',
    undated: (codes) => `Sans interdictions datées (voir le résumé de chaque pays) : ${codes}.`,
    narrowing: (last, kb, left, next, to) =>
      `La réponse s’arrête au ${last} pour rester sous ${kb} Ko : ${TYPOGRAPHY.fr.count(left, { one: 'entrée', other: 'entrées' })} du ${next} au ${to} sont omises. Redemandez avec from=${next} (et to), moins de jours ou country=<codes> pour les pays utiles.`,
  },
  de: {
    source: 'Quelle',
    provisional: 'vorläufiges Datum',
    data: 'Daten',
    route: (countries, departure, arrival) => `Route ${countries}, Abfahrt ${departure}, Ankunft etwa ${arrival}.`,
    passage: (country, enters, leaves, met) =>
      `${country} von ${enters} bis ${leaves}: ${met ? 'zutreffende Fahrverbote:' : 'kein Fahrverbot trifft zu.'}`,
    clear: (departure, arrival) =>
      `Frühestmögliche Abfahrt ohne landesweites oder Transit-Fahrverbot: ${departure}, Ankunft etwa ${arrival}.`,
    noClear: 'Keine Abfahrt innerhalb von 7 Tagen ist frei von landesweiten und Transit-Fahrverboten.',
    clearProvisional: 'Sie beruht auf vorläufigen (geschätzten) Daten: prüfen Sie die amtlichen Quellen.',
    days: (from, to, count) =>
      `Fahrverbote vom ${from} bis ${to}, Zeiten in MEZ: ${TYPOGRAPHY.de.count(count, { one: 'Eintrag', other: 'Einträge' })}.`,
    noBan: 'kein Fahrverbot.',
    levels: {
      nationwide: 'landesweit',
      transit: 'nur Transit',
      regional: 'regional',
      roads: 'bestimmte Straßen',
      night: 'Nacht',
      none: 'keines',
      undated: 'ohne datierte Fahrverbote',
    },
    on: 'auf',
    undated: (codes) => `Ohne datierte Fahrverbote (siehe die Zusammenfassung jedes Landes): ${codes}.`,
    narrowing: (last, kb, left, next, to) =>
      `Die Antwort endet am ${last}, um unter ${kb} KB zu bleiben: ${TYPOGRAPHY.de.count(left, { one: 'Eintrag', other: 'Einträge' })} vom ${next} bis ${to} fehlen. Fragen Sie erneut mit from=${next} (und to), weniger Tagen oder country=<Codes> für die benötigten Länder.`,
  },
});
