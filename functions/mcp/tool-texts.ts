import type { Language } from '#shared/domain/languages.ts';
import { TYPOGRAPHY, typesetEach } from '#shared/domain/texts/typography.ts';
import type { DayLevel } from '#shared/domain/traffic-bans/day-levels.ts';

/** The fixed words of the driving-ban tool's text answer, in each language of the calendar. */
export interface BanToolTexts {
  readonly source: string;
  readonly provisional: string;
  /** Follows an entry's hours in its country's own time, where they are not CET (Romania's an hour ahead). */
  readonly localTime: string;
  readonly data: string;
  /** The route answer: its countries, departure and arrival, and each passage (the assumptions come with the route). */
  readonly route: (countries: string, departure: string, arrival: string) => string;
  /** A passage, and whether entries met there block the departure (listed below it). */
  readonly passage: (country: string, enters: string, leaves: string, blocked: boolean) => string;
  /** The entries met that do not block a departure (specific roads, regional), summed up by country. */
  readonly notBlocking: (byCountry: string) => string;
  readonly entries: (count: number) => string;
  /** The earliest departure that meets no nationwide or transit ban, or that none within 7 days does. */
  readonly clear: (departure: string, arrival: string) => string;
  readonly noClear: string;
  /** The part of a passage past the end of the calendar, and why there is no clear departure when it ends first. */
  readonly uncovered: (from: string, to: string) => string;
  readonly noClearCalendarEnds: (last: string) => string;
  readonly clearProvisional: string;
  /** The latest departure that arrives as early as the requested one, or by the wanted arrival, and why none is given. */
  readonly latest: (departure: string, arrival: string) => string;
  readonly latestBy: (arriveBy: string, departure: string, arrival: string) => string;
  readonly noLatestCalendarEnds: string;
  /** Which of the departures given arrives first. */
  readonly earliestArrival: (arrival: string, departures: string) => string;
  readonly departureNames: Readonly<Record<'departure' | 'clearDeparture' | 'latestDeparture', string>>;
  /** The calendar answer: its days, a day without bans, each level's name, roads, the countries without dated bans. */
  readonly days: (from: string, to: string, count: number) => string;
  readonly noBan: string;
  readonly levels: Readonly<Record<DayLevel, string>>;
  readonly on: string;
  readonly undated: (codes: string) => string;
  /** Where a cut calendar answer stops, in words, and the `from` argument (a date as the tool takes it) for the rest. */
  readonly narrowing: (last: string, kb: number, left: number, next: string, to: string, nextFrom: string) => string;
  /** A route answer cut at a whole day (`last`), and how to ask for the days after it (from `nextFrom`). */
  readonly routeNarrowing: (last: string, kb: number, left: number, nextFrom: string) => string;
}

/**
 * An instant inside a sentence: its day in words (weekday, day, month), its time, and the zone (Brussels) named as
 * the journey's timeline names it, or by its abbreviation where the language uses one (CET or CEST, MEZ or MESZ).
 */
export const INSTANT_WORDS: Readonly<Record<Language, (day: string, time: string, summer: boolean) => string>> = {
  en: (day, time, summer) => `${day}, ${time} ${summer ? 'CEST' : 'CET'}`,
  es: (day, time) => `${day.replace(',', '')}, ${time} (hora de Europa central)`,
  ro: (day, time) => `${day}, ${time} (ora Europei Centrale)`,
  it: (day, time) => `${day}, ${time} (ora dell’Europa centrale)`,
  fr: (day, time) => `${day} à ${time} (heure d’Europe centrale)`,
  de: (day, time, summer) => `${day}, ${time} Uhr (${summer ? 'MESZ' : 'MEZ'})`,
};

/** Written with plain spaces; each language's spacing is applied by `typesetEach`. */
export const BAN_TOOL_TEXTS: Readonly<Record<Language, BanToolTexts>> = typesetEach({
  en: {
    source: 'Source',
    provisional: 'provisional date',
    localTime: 'local time',
    data: 'Data',
    route: (countries, departure, arrival) => `Route ${countries}: departure ${departure}; arrival about ${arrival}.`,
    passage: (country, enters, leaves, blocked) =>
      `${country} from ${enters} to ${leaves}: ${blocked ? 'bans that block a departure:' : 'no ban that blocks a departure.'}`,
    notBlocking: (byCountry) =>
      `Also met, not blocking a departure (specific roads or regional, another road may avoid them): ${byCountry}.`,
    entries: (count) => TYPOGRAPHY.en.count(count, { one: 'entry', other: 'entries' }),
    clear: (departure, arrival) =>
      `Earliest clear departure (no nationwide or transit ban met): ${departure}; arrival about ${arrival}.`,
    noClear: 'No departure within 7 days meets no nationwide or transit ban.',
    uncovered: (from, to) =>
      `  From ${from} to ${to}, past the end of the calendar: bans in that time are unknown, not absent.`,
    noClearCalendarEnds: (last) =>
      `No clear departure can be given: the calendar covers the days up to ${last}, and what follows is unknown.`,
    clearProvisional: 'It relies on provisional (estimated) dates: check the official sources.',
    latest: (departure, arrival) =>
      `Latest departure that still arrives as early (the driver rests at the depot, not on the way): ${departure}; arrival ${arrival}.`,
    latestBy: (arriveBy, departure, arrival) =>
      `To arrive by ${arriveBy}, leave at the latest at ${departure}; arrival ${arrival}.`,
    noLatestCalendarEnds: 'No latest departure can be given: the plan runs past the end of the calendar.',
    earliestArrival: (arrival, departures) => `Earliest arrival, ${arrival}: ${departures}.`,
    departureNames: {
      departure: 'the departure asked for',
      clearDeparture: 'the clear departure',
      latestDeparture: 'the latest departure',
    },
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
    narrowing: (last, kb, left, next, to, nextFrom) =>
      `The answer stops at ${last} to stay under ${kb} KB: ${TYPOGRAPHY.en.count(left, { one: 'entry', other: 'entries' })} from ${next} to ${to} are left out. Ask again with from=${nextFrom} (and to), fewer days, or country=<codes> for the countries you need.`,
    routeNarrowing: (last, kb, left, nextFrom) =>
      `The answer stops at ${last} to stay under ${kb} KB: ${TYPOGRAPHY.en.count(left, { one: 'entry', other: 'entries' })} on later days are left out; the clear departure it gives still counts them. Ask for fewer countries or hours, or for the days from ${nextFrom} with get_driving_bans (country, from=${nextFrom}).`,
  },
  es: {
    source: 'Fuente',
    provisional: 'fecha provisional',
    localTime: 'hora local',
    data: 'Datos',
    route: (countries, departure, arrival) => `Ruta ${countries}: salida el ${departure}; llegada hacia el ${arrival}.`,
    passage: (country, enters, leaves, blocked) =>
      `${country} desde el ${enters} hasta el ${leaves}: ${blocked ? 'prohibiciones que impiden la salida:' : 'ninguna prohibición impide la salida.'}`,
    notBlocking: (byCountry) =>
      `También afectan, sin impedir la salida (en vías concretas o regionales, evitables por otra carretera): ${byCountry}.`,
    entries: (count) => TYPOGRAPHY.es.count(count, { one: 'entrada', other: 'entradas' }),
    clear: (departure, arrival) =>
      `Primera salida sin prohibición nacional ni de tránsito: ${departure}; llegada hacia el ${arrival}.`,
    noClear: 'Ninguna salida en 7 días evita todas las prohibiciones nacionales y de tránsito.',
    uncovered: (from, to) =>
      `  Desde el ${from} hasta el ${to}, fuera del calendario: se desconocen las prohibiciones de ese periodo, lo que no significa que no las haya.`,
    noClearCalendarEnds: (last) =>
      `No se puede indicar una salida sin prohibiciones: el calendario llega hasta el ${last} y lo que sigue se desconoce.`,
    clearProvisional: 'Se basa en fechas provisionales (estimadas): compruebe las fuentes oficiales.',
    latest: (departure, arrival) =>
      `Salida más tardía que llega igual de pronto (el conductor descansa en el almacén, no en ruta): ${departure}; llegada ${arrival}.`,
    latestBy: (arriveBy, departure, arrival) =>
      `Para llegar antes de ${arriveBy}, salga a más tardar ${departure}; llegada ${arrival}.`,
    noLatestCalendarEnds: 'No puede darse una salida más tardía: el plan llega más allá del final del calendario.',
    earliestArrival: (arrival, departures) => `Llegada más temprana, ${arrival}: ${departures}.`,
    departureNames: {
      departure: 'la salida pedida',
      clearDeparture: 'la salida libre',
      latestDeparture: 'la salida más tardía',
    },
    days: (from, to, count) =>
      `Prohibiciones de circulación del ${from} al ${to}, horas en CET: ${TYPOGRAPHY.es.count(count, { one: 'entrada', other: 'entradas' })}.`,
    noBan: 'ninguna prohibición.',
    levels: {
      nationwide: 'todo el país',
      transit: 'solo tránsito',
      regional: 'regional',
      roads: 'vías concretas',
      night: 'noche',
      none: 'ninguna',
      undated: 'sin fechas',
    },
    on: 'en',
    undated: (codes) => `Sin prohibiciones con fecha (ver el resumen de cada país): ${codes}.`,
    narrowing: (last, kb, left, next, to, nextFrom) =>
      `La respuesta se detiene el ${last} para no superar ${kb} KB: quedan fuera ${TYPOGRAPHY.es.count(left, { one: 'entrada', other: 'entradas' })} del ${next} al ${to}. Vuelva a preguntar con from=${nextFrom} (y to), menos días o country=<códigos> para los países que necesite.`,
    routeNarrowing: (last, kb, left, nextFrom) =>
      `La respuesta se detiene el ${last} para no superar ${kb} KB: quedan fuera ${TYPOGRAPHY.es.count(left, { one: 'entrada', other: 'entradas' })} de días posteriores; la salida libre indicada ya las tiene en cuenta. Pida menos países u horas, o los días desde el ${nextFrom} con get_driving_bans (country, from=${nextFrom}).`,
  },
  ro: {
    source: 'Sursă',
    provisional: 'dată provizorie',
    localTime: 'ora locală',
    data: 'Date',
    route: (countries, departure, arrival) => `Ruta ${countries}: plecare ${departure}; sosire în jur de ${arrival}.`,
    passage: (country, enters, leaves, blocked) =>
      `${country} de ${enters} până ${leaves}: ${blocked ? 'restricții care blochează plecarea:' : 'nicio restricție nu blochează plecarea.'}`,
    notBlocking: (byCountry) =>
      `Întâlnite de asemenea, fără a bloca plecarea (pe anumite drumuri sau regionale, ocolibile pe alt drum): ${byCountry}.`,
    entries: (count) => TYPOGRAPHY.ro.count(count, { one: 'intrare', few: 'intrări', other: 'de intrări' }),
    clear: (departure, arrival) =>
      `Prima plecare fără restricție națională sau de tranzit: ${departure}; sosire în jur de ${arrival}.`,
    noClear: 'Nicio plecare în 7 zile nu evită toate restricțiile naționale și de tranzit.',
    uncovered: (from, to) =>
      `  De ${from} până ${to}, în afara calendarului: restricțiile din acest interval nu sunt cunoscute, ceea ce nu înseamnă că nu există.`,
    noClearCalendarEnds: (last) =>
      `Nu se poate indica o plecare fără restricții: calendarul acoperă zilele până la ${last} inclusiv, iar ce urmează nu se cunoaște.`,
    clearProvisional: 'Se bazează pe date provizorii (estimate): verificați sursele oficiale.',
    latest: (departure, arrival) =>
      `Cea mai târzie plecare care sosește la fel de devreme (șoferul se odihnește la depozit, nu pe drum): ${departure}; sosire ${arrival}.`,
    latestBy: (arriveBy, departure, arrival) =>
      `Pentru a sosi până la ${arriveBy}, plecați cel târziu ${departure}; sosire ${arrival}.`,
    noLatestCalendarEnds: 'Nu se poate da o plecare mai târzie: planul trece de sfârșitul calendarului.',
    earliestArrival: (arrival, departures) => `Cea mai devreme sosire, ${arrival}: ${departures}.`,
    departureNames: {
      departure: 'plecarea cerută',
      clearDeparture: 'plecarea fără restricții',
      latestDeparture: 'cea mai târzie plecare',
    },
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
    narrowing: (last, kb, left, next, to, nextFrom) =>
      `Răspunsul se oprește la ${last} pentru a rămâne sub ${kb} KB: ${TYPOGRAPHY.ro.count(left, { one: 'intrare', few: 'intrări', other: 'de intrări' })} de la ${next} la ${to} sunt omise. Întrebați din nou cu from=${nextFrom} (și to), mai puține zile sau country=<coduri> pentru țările de care aveți nevoie.`,
    routeNarrowing: (last, kb, left, nextFrom) =>
      `Răspunsul se oprește la ${last} pentru a rămâne sub ${kb} KB: ${TYPOGRAPHY.ro.count(left, { one: 'intrare', few: 'intrări', other: 'de intrări' })} din zilele următoare sunt omise; plecarea liberă indicată le ia totuși în calcul. Cereți mai puține țări sau ore, sau zilele de la ${nextFrom} cu get_driving_bans (country, from=${nextFrom}).`,
  },
  it: {
    source: 'Fonte',
    provisional: 'data provvisoria',
    localTime: 'ora locale',
    data: 'Dati',
    route: (countries, departure, arrival) =>
      `Percorso ${countries}: partenza ${departure}; arrivo previsto ${arrival}.`,
    passage: (country, enters, leaves, blocked) =>
      `${country} da ${enters} a ${leaves}: ${blocked ? 'divieti che bloccano la partenza:' : 'nessun divieto blocca la partenza.'}`,
    notBlocking: (byCountry) =>
      `Incontrati anche, senza bloccare la partenza (strade indicate o regionali, evitabili con un’altra strada): ${byCountry}.`,
    entries: (count) => TYPOGRAPHY.it.count(count, { one: 'voce', other: 'voci' }),
    clear: (departure, arrival) =>
      `Prima partenza senza divieti nazionali o di transito: ${departure}; arrivo previsto ${arrival}.`,
    noClear: 'Nessuna partenza entro 7 giorni evita tutti i divieti nazionali e di transito.',
    uncovered: (from, to) =>
      `  Da ${from} a ${to}, oltre il calendario: i divieti di quel periodo non sono noti, il che non significa che non ce ne siano.`,
    noClearCalendarEnds: (last) =>
      `Non è possibile indicare una partenza senza divieti: il calendario arriva fino al ${last} e ciò che segue non è noto.`,
    clearProvisional: 'Si basa su date provvisorie (stimate): verifichi le fonti ufficiali.',
    latest: (departure, arrival) =>
      `Partenza più tarda che arriva altrettanto presto (l’autista riposa al deposito, non lungo il percorso): ${departure}; arrivo ${arrival}.`,
    latestBy: (arriveBy, departure, arrival) =>
      `Per arrivare entro ${arriveBy}, parta al più tardi ${departure}; arrivo ${arrival}.`,
    noLatestCalendarEnds: 'Non si può indicare una partenza più tarda: il piano va oltre la fine del calendario.',
    earliestArrival: (arrival, departures) => `Arrivo più presto, ${arrival}: ${departures}.`,
    departureNames: {
      departure: 'la partenza richiesta',
      clearDeparture: 'la partenza libera',
      latestDeparture: 'la partenza più tarda',
    },
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
    narrowing: (last, kb, left, next, to, nextFrom) =>
      `La risposta si ferma al ${last} per restare sotto ${kb} KB: ${TYPOGRAPHY.it.count(left, { one: 'voce', other: 'voci' })} dal ${next} al ${to} sono escluse. Chieda di nuovo con from=${nextFrom} (e to), meno giorni o country=<codici> per i paesi che servono.`,
    routeNarrowing: (last, kb, left, nextFrom) =>
      `La risposta si ferma al ${last} per restare sotto ${kb} KB: ${TYPOGRAPHY.it.count(left, { one: 'voce', other: 'voci' })} dei giorni successivi sono escluse; la partenza libera indicata ne tiene comunque conto. Chieda meno paesi od ore, o i giorni dal ${nextFrom} con get_driving_bans (country, from=${nextFrom}).`,
  },
  fr: {
    source: 'Source',
    provisional: 'date provisoire',
    localTime: 'heure locale',
    data: 'Données',
    route: (countries, departure, arrival) =>
      `Itinéraire ${countries} : départ le ${departure} ; arrivée prévue le ${arrival}.`,
    passage: (country, enters, leaves, blocked) =>
      `${country} du ${enters} au ${leaves} : ${blocked ? 'interdictions qui bloquent le départ :' : 'aucune interdiction ne bloque le départ.'}`,
    notBlocking: (byCountry) =>
      `Également rencontrées, sans bloquer le départ (routes désignées ou régionales, évitables par une autre route) : ${byCountry}.`,
    entries: (count) => TYPOGRAPHY.fr.count(count, { one: 'entrée', other: 'entrées' }),
    clear: (departure, arrival) =>
      `Premier départ sans interdiction nationale ni de transit : le ${departure} ; arrivée prévue le ${arrival}.`,
    noClear: 'Aucun départ dans les 7 jours n’évite toutes les interdictions nationales et de transit.',
    uncovered: (from, to) =>
      `  Du ${from} au ${to}, hors du calendrier : les interdictions de cette période ne sont pas connues, ce qui ne veut pas dire qu’il n’y en a pas.`,
    noClearCalendarEnds: (last) =>
      `Aucun départ sans interdiction ne peut être indiqué : le calendrier va jusqu’au ${last} et la suite n’est pas connue.`,
    clearProvisional: 'Il repose sur des dates provisoires (estimées) : vérifiez les sources officielles.',
    latest: (departure, arrival) =>
      `Départ le plus tardif qui arrive aussi tôt (le conducteur se repose au dépôt, pas en route) : ${departure} ; arrivée ${arrival}.`,
    latestBy: (arriveBy, departure, arrival) =>
      `Pour arriver avant ${arriveBy}, partez au plus tard ${departure} ; arrivée ${arrival}.`,
    noLatestCalendarEnds: 'Aucun départ plus tardif ne peut être donné : le plan dépasse la fin du calendrier.',
    earliestArrival: (arrival, departures) => `Arrivée la plus tôt, ${arrival} : ${departures}.`,
    departureNames: {
      departure: 'le départ demandé',
      clearDeparture: 'le départ libre',
      latestDeparture: 'le départ le plus tardif',
    },
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
    narrowing: (last, kb, left, next, to, nextFrom) =>
      `La réponse s’arrête au ${last} pour rester sous ${kb} Ko : ${TYPOGRAPHY.fr.count(left, { one: 'entrée', other: 'entrées' })} du ${next} au ${to} sont omises. Redemandez avec from=${nextFrom} (et to), moins de jours ou country=<codes> pour les pays utiles.`,
    routeNarrowing: (last, kb, left, nextFrom) =>
      `La réponse s’arrête au ${last} pour rester sous ${kb} Ko : ${TYPOGRAPHY.fr.count(left, { one: 'entrée', other: 'entrées' })} des jours suivants sont omises ; le départ libre indiqué en tient compte. Demandez moins de pays ou d’heures, ou les jours à partir du ${nextFrom} avec get_driving_bans (country, from=${nextFrom}).`,
  },
  de: {
    source: 'Quelle',
    provisional: 'vorläufiges Datum',
    localTime: 'Ortszeit',
    data: 'Daten',
    route: (countries, departure, arrival) =>
      `Route ${countries}: Abfahrt am ${departure}; Ankunft etwa am ${arrival}.`,
    passage: (country, enters, leaves, blocked) =>
      `${country} von ${enters} bis ${leaves}: ${blocked ? 'Fahrverbote, die die Abfahrt sperren:' : 'kein Fahrverbot sperrt die Abfahrt.'}`,
    notBlocking: (byCountry) =>
      `Außerdem betroffen, ohne die Abfahrt zu sperren (bestimmte Straßen oder regional, auf anderer Straße vermeidbar): ${byCountry}.`,
    entries: (count) => TYPOGRAPHY.de.count(count, { one: 'Eintrag', other: 'Einträge' }),
    clear: (departure, arrival) =>
      `Frühestmögliche Abfahrt ohne landesweites oder Transit-Fahrverbot: am ${departure}; Ankunft etwa am ${arrival}.`,
    noClear: 'Keine Abfahrt innerhalb von 7 Tagen ist frei von landesweiten und Transit-Fahrverboten.',
    uncovered: (from, to) =>
      `  Von ${from} bis ${to}, außerhalb des Kalenders: Fahrverbote in diesem Zeitraum sind nicht bekannt, was nicht heißt, dass es keine gibt.`,
    noClearCalendarEnds: (last) =>
      `Eine Abfahrt ohne Fahrverbot lässt sich nicht angeben: Der Kalender reicht bis zum ${last}, was danach gilt, ist nicht bekannt.`,
    clearProvisional: 'Sie beruht auf vorläufigen (geschätzten) Daten: prüfen Sie die amtlichen Quellen.',
    latest: (departure, arrival) =>
      `Späteste Abfahrt, die ebenso früh ankommt (der Fahrer ruht im Depot, nicht unterwegs): ${departure}; Ankunft ${arrival}.`,
    latestBy: (arriveBy, departure, arrival) =>
      `Um bis ${arriveBy} anzukommen, fahren Sie spätestens ${departure} ab; Ankunft ${arrival}.`,
    noLatestCalendarEnds:
      'Keine spätere Abfahrt kann genannt werden: Der Plan reicht über das Ende des Kalenders hinaus.',
    earliestArrival: (arrival, departures) => `Früheste Ankunft, ${arrival}: ${departures}.`,
    departureNames: {
      departure: 'die angefragte Abfahrt',
      clearDeparture: 'die freie Abfahrt',
      latestDeparture: 'die späteste Abfahrt',
    },
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
    narrowing: (last, kb, left, next, to, nextFrom) =>
      `Die Antwort endet am ${last}, um unter ${kb} KB zu bleiben: ${TYPOGRAPHY.de.count(left, { one: 'Eintrag', other: 'Einträge' })} vom ${next} bis ${to} fehlen. Fragen Sie erneut mit from=${nextFrom} (und to), weniger Tagen oder country=<Codes> für die benötigten Länder.`,
    routeNarrowing: (last, kb, left, nextFrom) =>
      `Die Antwort endet am ${last}, um unter ${kb} KB zu bleiben: ${TYPOGRAPHY.de.count(left, { one: 'Eintrag', other: 'Einträge' })} späterer Tage fehlen; die genannte freie Abfahrt berücksichtigt sie. Fragen Sie nach weniger Ländern oder Stunden, oder nach den Tagen ab ${nextFrom} mit get_driving_bans (country, from=${nextFrom}).`,
  },
});

/** The fixed words of the change-log tool's text answer, in each language of the calendar. */
export interface ChangeToolTexts {
  /** The answer's first line: how many changes it lists, newest first. */
  readonly changes: (count: number) => string;
  /** A cut answer: how many older changes are left out, and how to ask for fewer. */
  readonly narrowing: (kb: number, left: number, before: string) => string;
}

/** Written with plain spaces, as the ban tool's texts. */
export const CHANGE_TOOL_TEXTS: Readonly<Record<Language, ChangeToolTexts>> = typesetEach({
  en: {
    changes: (count) =>
      `Changes to the driving-ban data (rules and days), newest first: ${TYPOGRAPHY.en.count(count, { one: 'change', other: 'changes' })}.`,
    narrowing: (kb, left, before) =>
      `The answer stops to stay under ${kb} KB: ${TYPOGRAPHY.en.count(left, { one: 'older change', other: 'older changes' })}, published on or before ${before}, are left out. Ask again with country=<codes> for the countries you need.`,
  },
  es: {
    changes: (count) =>
      `Cambios en los datos de prohibiciones de circulación (normas y días), del más reciente al más antiguo: ${TYPOGRAPHY.es.count(count, { one: 'cambio', other: 'cambios' })}.`,
    narrowing: (kb, left, before) =>
      `La respuesta se detiene para no superar ${kb} KB: quedan fuera ${TYPOGRAPHY.es.count(left, { one: 'cambio anterior', other: 'cambios anteriores' })}, publicados hasta el ${before}. Vuelva a preguntar con country=<códigos> para los países que necesite.`,
  },
  ro: {
    changes: (count) =>
      `Modificări ale datelor privind restricțiile de circulație (reguli și zile), de la cea mai recentă: ${TYPOGRAPHY.ro.count(count, { one: 'modificare', few: 'modificări', other: 'de modificări' })}.`,
    narrowing: (kb, left, before) =>
      `Răspunsul se oprește pentru a rămâne sub ${kb} KB: ${TYPOGRAPHY.ro.count(left, { one: 'modificare mai veche', few: 'modificări mai vechi', other: 'de modificări mai vechi' })}, publicate până la ${before} inclusiv, sunt omise. Întrebați din nou cu country=<coduri> pentru țările de care aveți nevoie.`,
  },
  it: {
    changes: (count) =>
      `Modifiche ai dati sui divieti di circolazione (regole e giorni), dalla più recente: ${TYPOGRAPHY.it.count(count, { one: 'modifica', other: 'modifiche' })}.`,
    narrowing: (kb, left, before) =>
      `La risposta si ferma per restare sotto ${kb} KB: ${TYPOGRAPHY.it.count(left, { one: 'modifica precedente', other: 'modifiche precedenti' })}, pubblicate fino al ${before}, sono escluse. Chieda di nuovo con country=<codici> per i paesi che servono.`,
  },
  fr: {
    changes: (count) =>
      `Modifications des données d’interdiction de circulation (règles et jours), de la plus récente à la plus ancienne : ${TYPOGRAPHY.fr.count(count, { one: 'modification', other: 'modifications' })}.`,
    narrowing: (kb, left, before) =>
      `La réponse s’arrête pour rester sous ${kb} Ko : ${TYPOGRAPHY.fr.count(left, { one: 'modification plus ancienne', other: 'modifications plus anciennes' })}, publiées jusqu’au ${before}, sont omises. Redemandez avec country=<codes> pour les pays utiles.`,
  },
  de: {
    changes: (count) =>
      `Änderungen der Fahrverbotsdaten (Regeln und Tage), die neueste zuerst: ${TYPOGRAPHY.de.count(count, { one: 'Änderung', other: 'Änderungen' })}.`,
    narrowing: (kb, left, before) =>
      `Die Antwort endet, um unter ${kb} KB zu bleiben: ${TYPOGRAPHY.de.count(left, { one: 'ältere Änderung', other: 'ältere Änderungen' })}, veröffentlicht bis zum ${before}, fehlen. Fragen Sie erneut mit country=<Codes> für die benötigten Länder.`,
  },
});

/** The fixed words of a price tool's text answer (an estimate or a quote), in each language of the service. */
export interface PriceToolTexts {
  readonly manualReview: string;
  readonly price: (total: string, loadingDate: string) => string;
  /** The transport line: its amount, the fuel term, and which week's diesel price it used. */
  readonly transport: (transport: string, fuel: string, week: string, provisional: boolean) => string;
  readonly fuelSurcharge: (amount: string) => string;
  readonly fuelReduction: (amount: string) => string;
  readonly billable: (billable: string, declared: string) => string;
  readonly issued: (issued: string, expires: string, id: string) => string;
  readonly assumptions: string;
  readonly replay: string;
}

/** Written with plain spaces, as the ban tool's texts. */
export const PRICE_TOOL_TEXTS: Readonly<Record<Language, PriceToolTexts>> = typesetEach({
  en: {
    manualReview: 'Manual review: no price is given for this shipment.',
    price: (total, date) => `Indicative price: ${total}, VAT excluded, fuel surcharge included; loading date ${date}.`,
    transport: (transport, fuel, week, provisional) =>
      `Transport ${transport} ${fuel} (${provisional ? `provisional: the diesel price of week ${week} is used until the loading week's is published` : `diesel price of week ${week}`})`,
    fuelSurcharge: (amount) => `+ fuel surcharge ${amount}`,
    fuelReduction: (amount) => `- fuel reduction ${amount}`,
    billable: (billable, declared) => `Billable loading metres: ${billable} (declared ${declared})`,
    issued: (issued, expires, id) => `Issued ${issued}; valid until ${expires}. Result id ${id}.`,
    assumptions: 'Assumptions (show them to the user next to the amount):',
    replay: 'Replay of the quote created earlier with this idempotencyKey.',
  },
  es: {
    manualReview: 'Revisión manual: no se da precio para este envío.',
    price: (total, date) =>
      `Precio orientativo: ${total}, IVA no incluido, recargo de combustible incluido; fecha de carga ${date}.`,
    transport: (transport, fuel, week, provisional) =>
      `Transporte ${transport} ${fuel} (${provisional ? `provisional: se aplica el precio del gasóleo de la semana ${week} hasta que se publique el de la semana de carga` : `precio del gasóleo de la semana ${week}`})`,
    fuelSurcharge: (amount) => `+ recargo de combustible ${amount}`,
    fuelReduction: (amount) => `- reducción por gasóleo ${amount}`,
    billable: (billable, declared) => `Metros lineales facturables: ${billable} (declarados: ${declared})`,
    issued: (issued, expires, id) =>
      `Emitido el ${issued}; válido hasta el ${expires}. Identificador del resultado: ${id}.`,
    assumptions: 'Supuestos (muéstrelos al usuario junto al importe):',
    replay: 'Repetición de la cotización creada antes con esta idempotencyKey.',
  },
  ro: {
    manualReview: 'Verificare manuală: pentru această expediere nu se indică niciun preț.',
    price: (total, date) =>
      `Preț orientativ: ${total}, fără TVA, suprataxa de combustibil inclusă; data încărcării ${date}.`,
    transport: (transport, fuel, week, provisional) =>
      `Transport ${transport} ${fuel} (${provisional ? `provizoriu: se aplică prețul motorinei din săptămâna ${week} până la publicarea celui din săptămâna încărcării` : `prețul motorinei din săptămâna ${week}`})`,
    fuelSurcharge: (amount) => `+ suprataxă de combustibil ${amount}`,
    fuelReduction: (amount) => `- reducere de combustibil ${amount}`,
    billable: (billable, declared) => `Metri de încărcare facturabili: ${billable} (declarați: ${declared})`,
    issued: (issued, expires, id) => `Emis ${issued}; valabil până ${expires}. ID-ul rezultatului: ${id}.`,
    assumptions: 'Ipoteze (arătați-le utilizatorului lângă sumă):',
    replay: 'Repetarea ofertei create anterior cu această idempotencyKey.',
  },
  it: {
    manualReview: 'Revisione manuale: per questa spedizione non viene indicato alcun prezzo.',
    price: (total, date) =>
      `Prezzo indicativo: ${total}, IVA esclusa, supplemento carburante incluso; data di carico ${date}.`,
    transport: (transport, fuel, week, provisional) =>
      `Trasporto ${transport} ${fuel} (${provisional ? `provvisorio: si applica il prezzo del gasolio della settimana ${week} finché non viene pubblicato quello della settimana di carico` : `prezzo del gasolio della settimana ${week}`})`,
    fuelSurcharge: (amount) => `+ supplemento carburante ${amount}`,
    fuelReduction: (amount) => `- riduzione carburante ${amount}`,
    billable: (billable, declared) => `Metri lineari fatturabili: ${billable} (dichiarati: ${declared})`,
    issued: (issued, expires, id) => `Emesso ${issued}; valido fino a ${expires}. ID del risultato: ${id}.`,
    assumptions: 'Ipotesi (le mostri all’utente accanto all’importo):',
    replay: 'Ripetizione del preventivo creato in precedenza con questa idempotencyKey.',
  },
  fr: {
    manualReview: 'Examen manuel : aucun prix n’est donné pour cet envoi.',
    price: (total, date) => `Prix indicatif : ${total} HT, surcharge carburant incluse ; date de chargement ${date}.`,
    transport: (transport, fuel, week, provisional) =>
      `Transport ${transport} ${fuel} (${provisional ? `provisoire : le prix du gazole de la semaine ${week} s’applique jusqu’à la publication de celui de la semaine de chargement` : `prix du gazole de la semaine ${week}`})`,
    fuelSurcharge: (amount) => `+ surcharge carburant ${amount}`,
    fuelReduction: (amount) => `- réduction carburant ${amount}`,
    billable: (billable, declared) => `Mètres de plancher facturables : ${billable} (déclarés : ${declared})`,
    issued: (issued, expires, id) =>
      `Émis le ${issued} ; valable jusqu’au ${expires}. Identifiant du résultat : ${id}.`,
    assumptions: 'Hypothèses (montrez-les à l’utilisateur à côté du montant) :',
    replay: 'Répétition du devis créé précédemment avec cette idempotencyKey.',
  },
  de: {
    manualReview: 'Manuelle Prüfung: Für diese Sendung wird kein Preis genannt.',
    price: (total, date) =>
      `Unverbindlicher Richtpreis: ${total}, ohne Mehrwertsteuer, inklusive Dieselzuschlag; Ladedatum ${date}.`,
    transport: (transport, fuel, week, provisional) =>
      `Transport ${transport} ${fuel} (${provisional ? `vorläufig: Es gilt der Dieselpreis der Woche ${week}, bis der Preis der Ladewoche veröffentlicht ist` : `Dieselpreis der Woche ${week}`})`,
    fuelSurcharge: (amount) => `+ Dieselzuschlag ${amount}`,
    fuelReduction: (amount) => `- Dieselabschlag ${amount}`,
    billable: (billable, declared) => `Abrechenbare Lademeter: ${billable} (angegeben: ${declared})`,
    issued: (issued, expires, id) => `Ausgestellt am ${issued}; gültig bis ${expires}. Ergebnis-ID ${id}.`,
    assumptions: 'Annahmen (zeigen Sie sie dem Nutzer neben dem Betrag):',
    replay: 'Wiederholung der zuvor mit diesem idempotencyKey erstellten Preisauskunft.',
  },
});
