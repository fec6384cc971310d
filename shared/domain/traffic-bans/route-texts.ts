import type { Language } from '#shared/domain/languages.ts';
import { typesetEach } from '#shared/domain/texts/typography.ts';
import { CLEAR_SEARCH_DAYS } from './route-bans.ts';

/** The assumptions a route answer states, in the calendar's languages. */
interface RouteAssumptionTexts {
  readonly hoursGiven: string;
  readonly hoursDefault: (hours: number) => string;
  readonly overlap: string;
  readonly clear: string;
}

export const routeAssumptionTexts: Readonly<Record<Language, RouteAssumptionTexts>> = typesetEach({
  en: {
    hoursGiven: 'Hours in each country as given, in travel order, one country right after the other.',
    hoursDefault: (hours) =>
      `No hours given: each country is assumed to take ${hours} hours (one driving day with its daily rest), in travel order. Give hours for a closer answer.`,
    overlap:
      'A ban is met when its window overlaps the time in its country. Bans apply to moving vehicles: a truck parked for its rest during a ban does not breach it. Exemptions are in each entry and its country page.',
    clear: `Clear departure (clearDeparture): the earliest departure, the requested one or one on the quarter hours of the next ${CLEAR_SEARCH_DAYS} days, whose route meets no nationwide ban and no transit ban (night bans included); bans on specific roads and regional bans may be avoided by another road and do not count.`,
  },
  es: {
    hoursGiven: 'Horas en cada país según lo indicado, en el orden del viaje, un país tras otro.',
    hoursDefault: (hours) =>
      `Sin horas indicadas: se suponen ${hours} horas en cada país (una jornada de conducción con su descanso diario), en el orden del viaje. Indique las horas para una respuesta más precisa.`,
    overlap:
      'Una prohibición afecta al trayecto cuando su franja horaria coincide con el tiempo que el camión pasa en su país. Las prohibiciones se aplican a vehículos en circulación: un camión parado en su descanso durante una prohibición no la infringe. Las excepciones figuran en cada entrada y en la página de su país.',
    clear: `Salida libre: la salida más temprana, la solicitada o una a cualquier cuarto de hora de los ${CLEAR_SEARCH_DAYS} días siguientes, cuya ruta no encuentre ninguna prohibición nacional ni de tránsito (prohibiciones nocturnas incluidas); las prohibiciones en vías concretas y las regionales pueden evitarse por otra carretera y no cuentan.`,
  },
  ro: {
    hoursGiven: 'Orele în fiecare țară, așa cum au fost indicate, în ordinea călătoriei, o țară după alta.',
    hoursDefault: (hours) =>
      `Fără ore indicate: se presupun ${hours} de ore în fiecare țară (o zi de condus cu repausul zilnic), în ordinea călătoriei. Indicați orele pentru un răspuns mai exact.`,
    overlap:
      'O restricție se aplică atunci când intervalul ei se suprapune cu timpul petrecut în țara sa. Restricțiile privesc vehiculele în mișcare: un camion staționat pentru repaus în timpul unei restricții nu o încalcă. Excepțiile sunt în fiecare intrare și pe pagina țării.',
    clear: `Plecarea liberă: cea mai devreme plecare, cea cerută sau una la sferturile de oră din următoarele ${CLEAR_SEARCH_DAYS} zile, a cărei rută nu întâlnește nicio restricție națională sau de tranzit (inclusiv restricțiile de noapte); restricțiile pe anumite drumuri și cele regionale pot fi ocolite pe alt drum și nu contează.`,
  },
  it: {
    hoursGiven: 'Ore in ogni paese come indicato, nell’ordine del viaggio, un paese dopo l’altro.',
    hoursDefault: (hours) =>
      `Ore non indicate: si assumono ${hours} ore in ogni paese (una giornata di guida con il suo riposo giornaliero), nell’ordine del viaggio. Indichi le ore per una risposta più precisa.`,
    overlap:
      'Un divieto riguarda il viaggio quando la sua fascia oraria si sovrappone al tempo trascorso nel suo paese. I divieti riguardano i veicoli in marcia: un camion fermo per il riposo durante un divieto non lo viola. Le deroghe sono in ogni voce e nella pagina del paese.',
    clear: `Partenza libera: la prima partenza, quella richiesta o una ai quarti d’ora dei ${CLEAR_SEARCH_DAYS} giorni seguenti, il cui percorso non incontra alcun divieto nazionale né di transito (divieti notturni inclusi); i divieti su strade specifiche e quelli regionali si possono evitare con un’altra strada e non contano.`,
  },
  fr: {
    hoursGiven: 'Heures dans chaque pays telles qu’indiquées, dans l’ordre du trajet, un pays après l’autre.',
    hoursDefault: (hours) =>
      `Heures non indiquées : ${hours} heures sont supposées dans chaque pays (une journée de conduite avec son repos journalier), dans l’ordre du trajet. Indiquez les heures pour une réponse plus précise.`,
    overlap:
      'Une interdiction s’applique quand sa plage chevauche le temps passé dans son pays. Les interdictions visent les véhicules en circulation : un camion à l’arrêt pour son repos pendant une interdiction ne l’enfreint pas. Les dérogations figurent dans chaque entrée et sur la page du pays.',
    clear: `Départ libre : le départ le plus tôt, celui demandé ou l’un des quarts d’heure des ${CLEAR_SEARCH_DAYS} jours suivants, dont le trajet ne rencontre aucune interdiction nationale ni de transit (interdictions de nuit comprises) ; les interdictions sur certains axes et les interdictions régionales peuvent être évitées par une autre route et ne comptent pas.`,
  },
  de: {
    hoursGiven: 'Stunden in jedem Land wie angegeben, in der Reihenfolge der Fahrt, ein Land nach dem anderen.',
    hoursDefault: (hours) =>
      `Keine Stunden angegeben: je Land werden ${hours} Stunden angenommen (ein Fahrtag mit seiner täglichen Ruhezeit), in der Reihenfolge der Fahrt. Geben Sie die Stunden für eine genauere Antwort an.`,
    overlap:
      'Ein Fahrverbot trifft zu, wenn sein Zeitfenster sich mit der Zeit im jeweiligen Land überschneidet. Fahrverbote gelten für fahrende Fahrzeuge: Ein Lkw, der während eines Verbots seine Ruhezeit einlegt, verstößt nicht dagegen. Ausnahmen stehen in jedem Eintrag und auf der Länderseite.',
    clear: `Freie Abfahrt: die früheste Abfahrt, die angefragte oder eine zu jeder Viertelstunde in den nächsten ${CLEAR_SEARCH_DAYS} Tagen, deren Route kein landesweites Fahrverbot und kein Transitfahrverbot trifft (Nachtfahrverbote eingeschlossen); Streckenfahrverbote und regionale Fahrverbote lassen sich über eine andere Straße umfahren und zählen nicht.`,
  },
});

/** The assumptions of one answer, in its language. */
export const routeAssumptions = (lang: Language, hoursGiven: boolean, defaultHours: number): string[] => {
  const texts = routeAssumptionTexts[lang];
  return [hoursGiven ? texts.hoursGiven : texts.hoursDefault(defaultHours), texts.overlap, texts.clear];
};
