import type { Language } from '#shared/domain/languages.ts';

/** The fixed words of the driving-ban tool's text answer, in each language of the calendar. */
export interface BanToolTexts {
  readonly entries: (count: number) => string;
  readonly source: string;
  readonly provisional: string;
  readonly more: (count: number) => string;
  readonly data: string;
  /** The route answer: its countries, departure and arrival, each passage, and the assumptions it rests on. */
  readonly route: (countries: string, departure: string, arrival: string) => string;
  readonly passage: (country: string, enters: string, leaves: string, met: boolean) => string;
  readonly hoursGiven: string;
  readonly hoursAssumed: (hours: number) => string;
  readonly overlap: string;
}

export const BAN_TOOL_TEXTS: Readonly<Record<Language, BanToolTexts>> = {
  en: {
    entries: (count) => `${count} ${count === 1 ? 'ban entry' : 'ban entries'}.`,
    source: 'Source',
    provisional: 'provisional date',
    more: (count) => `… ${count} more in the structured result.`,
    data: 'Data',
    route: (countries, departure, arrival) => `Route ${countries}, departure ${departure}, arrival about ${arrival}.`,
    passage: (country, enters, leaves, met) =>
      `${country} from ${enters} to ${leaves}: ${met ? 'bans met:' : 'no ban met.'}`,
    hoursGiven: 'Hours in each country as given.',
    hoursAssumed: (hours) =>
      `Each country is assumed to take ${hours} hours, in order: give hoursInCountry for a closer answer.`,
    overlap:
      'A ban is met when its window overlaps the time in its country; exemptions (for example perishable goods) are in each country summary.',
  },
  es: {
    entries: (count) => `${count} ${count === 1 ? 'prohibición' : 'prohibiciones'}.`,
    source: 'Fuente',
    provisional: 'fecha provisional',
    more: (count) => `… ${count} más en el resultado estructurado.`,
    data: 'Datos',
    route: (countries, departure, arrival) => `Ruta ${countries}, salida ${departure}, llegada hacia ${arrival}.`,
    passage: (country, enters, leaves, met) =>
      `${country} de ${enters} a ${leaves}: ${met ? 'prohibiciones que afectan:' : 'ninguna prohibición afecta.'}`,
    hoursGiven: 'Horas en cada país según lo indicado.',
    hoursAssumed: (hours) =>
      `Se suponen ${hours} horas en cada país, en orden: indica hoursInCountry para una respuesta más precisa.`,
    overlap:
      'Una prohibición afecta cuando su franja se solapa con el tiempo en su país; las excepciones (por ejemplo, mercancías perecederas) están en el resumen de cada país.',
  },
  ro: {
    // "Restricții: 25" needs no "de" before numbers from 20 on.
    entries: (count) => `Restricții: ${count}.`,
    source: 'Sursă',
    provisional: 'dată provizorie',
    more: (count) => `… încă ${count} în rezultatul structurat.`,
    data: 'Date',
    route: (countries, departure, arrival) => `Ruta ${countries}, plecare ${departure}, sosire în jur de ${arrival}.`,
    passage: (country, enters, leaves, met) =>
      `${country} de la ${enters} până la ${leaves}: ${met ? 'restricții întâlnite:' : 'nicio restricție întâlnită.'}`,
    hoursGiven: 'Orele în fiecare țară, așa cum au fost date.',
    hoursAssumed: (hours) =>
      `Se presupun ${hours}${hours % 100 === 0 || hours % 100 >= 20 ? ' de' : ''} ore în fiecare țară, în ordine: dați hoursInCountry pentru un răspuns mai precis.`,
    overlap:
      'O restricție este întâlnită când intervalul ei se suprapune cu timpul petrecut în țara ei; excepțiile (de exemplu mărfurile perisabile) sunt în rezumatul fiecărei țări.',
  },
  it: {
    entries: (count) => `${count} ${count === 1 ? 'divieto' : 'divieti'}.`,
    source: 'Fonte',
    provisional: 'data provvisoria',
    more: (count) => `… altri ${count} nel risultato strutturato.`,
    data: 'Dati',
    route: (countries, departure, arrival) => `Percorso ${countries}, partenza ${departure}, arrivo verso ${arrival}.`,
    passage: (country, enters, leaves, met) =>
      `${country} da ${enters} a ${leaves}: ${met ? 'divieti incontrati:' : 'nessun divieto incontrato.'}`,
    hoursGiven: 'Ore in ogni paese come indicate.',
    hoursAssumed: (hours) =>
      `Si presumono ${hours} ore in ogni paese, in ordine: indica hoursInCountry per una risposta più precisa.`,
    overlap:
      'Un divieto è incontrato quando la sua fascia si sovrappone al tempo nel suo paese; le deroghe (per esempio merci deperibili) sono nel riepilogo di ogni paese.',
  },
  fr: {
    entries: (count) => `${count} ${count === 1 ? 'interdiction' : 'interdictions'}.`,
    source: 'Source',
    provisional: 'date provisoire',
    more: (count) => `… ${count} de plus dans le résultat structuré.`,
    data: 'Données',
    route: (countries, departure, arrival) => `Itinéraire ${countries}, départ ${departure}, arrivée vers ${arrival}.`,
    passage: (country, enters, leaves, met) =>
      `${country} de ${enters} à ${leaves} : ${met ? 'interdictions rencontrées :' : 'aucune interdiction rencontrée.'}`,
    hoursGiven: 'Heures dans chaque pays telles qu’indiquées.',
    hoursAssumed: (hours) =>
      `Chaque pays est supposé prendre ${hours} heures, dans l’ordre : indiquez hoursInCountry pour une réponse plus précise.`,
    overlap:
      'Une interdiction est rencontrée quand sa plage chevauche le temps passé dans son pays ; les dérogations (par exemple denrées périssables) figurent dans le résumé de chaque pays.',
  },
  de: {
    entries: (count) => `${count} ${count === 1 ? 'Fahrverbot' : 'Fahrverbote'}.`,
    source: 'Quelle',
    provisional: 'vorläufiges Datum',
    more: (count) => `… ${count} weitere im strukturierten Ergebnis.`,
    data: 'Daten',
    route: (countries, departure, arrival) => `Route ${countries}, Abfahrt ${departure}, Ankunft etwa ${arrival}.`,
    passage: (country, enters, leaves, met) =>
      `${country} von ${enters} bis ${leaves}: ${met ? 'betroffene Fahrverbote:' : 'kein Fahrverbot betroffen.'}`,
    hoursGiven: 'Stunden in jedem Land wie angegeben.',
    hoursAssumed: (hours) =>
      `Für jedes Land werden ${hours} Stunden angenommen, in Reihenfolge: Geben Sie hoursInCountry für eine genauere Antwort an.`,
    overlap:
      'Ein Fahrverbot ist betroffen, wenn sein Zeitfenster die Zeit im jeweiligen Land überschneidet; Ausnahmen (zum Beispiel verderbliche Waren) stehen in der Zusammenfassung jedes Landes.',
  },
};
