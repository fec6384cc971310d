import type { Language } from '#shared/domain/languages.ts';

/**
 * The sentences a journey's assumptions are said in; `{name}` is filled with the value of that name. A counted
 * noun is never written after a number here: `{days}` values come from `workingDays`, by the language's plural
 * rules (`Intl.PluralRules`), and hours from `Intl.NumberFormat`'s units, so "1 día hábil" and "20 de zile
 * lucrătoare" agree. Country names come from `Intl.DisplayNames` and stand where no article or case depends on them.
 */
export type JourneyTexts = {
  readonly departureAssumed: string;
  readonly originHandling: string;
  readonly departureGiven: string;
  readonly placedByPrefix: string;
  readonly placedByCountry: string;
  readonly distance: string;
  readonly distanceByOperator: string;
  readonly driving: string;
  readonly crossing: string;
  readonly delivery: string;
  readonly deliveryDeclared: string;
  readonly emissions: string;
  readonly emissionsSeaLeftOut: string;
  readonly shuttleLeftOut: string;
  readonly calendarEnds: string;
  readonly notCounted: string;
  readonly origin: string;
  readonly destination: string;
  /** Why no journey is given: no road corridor to the country, no sea crossing for an island, an end not located. */
  readonly noRoute: string;
  readonly noSeaCrossing: string;
  readonly notLocated: string;
  /** "working day(s)" by plural category (Intl.PluralRules); `other` is required, the rest where the language has them. */
  readonly workingDays: Partial<Record<Intl.LDMLPluralRule, string>> & { readonly other: string };
};

export const JOURNEY_TEXTS: Readonly<Record<Language, JourneyTexts>> = {
  en: {
    departureAssumed: 'Departure assumed: {date} at {time} Spanish time{originHandling}.',
    originHandling: ', after {days} at the origin hub',
    departureGiven: 'Departure as requested: {date} at {time} Spanish time.',
    placedByPrefix: '{side} placed at the mean point of the postal codes starting with {prefix} ({country}; {source}).',
    placedByCountry:
      '{side}: postal code {code} is not in the table, so the reference point of the country ({country}) is used.',
    distance:
      'Distance: straight lines between the reference points and the border crossings, times a circuity factor of {circuity}.',
    distanceByOperator: "Distance and crossings as fixed by the operator's tariff for this lane.",
    driving:
      'One driver at an average {speed} km/h under Regulation (EC) No 561/2006: a 45-minute break after 4.5 hours of driving, an 11-hour daily rest after 9 hours; nationwide and transit driving bans are waited out, regional and road-specific bans are listed.',
    crossing: '{name}: {hours} on board assumed ({source}).',
    delivery:
      'Delivery in working days of the destination country ({country}), weekends and public holidays excluded: {handling} at the destination hub, then up to {spread} more for the delivery round.',
    deliveryDeclared:
      'Delivery window from the transit time the operator declares for this lane: {min} to {max} after loading, in working days of the destination country ({country}).',
    emissions:
      'CO2e by ISO 14083, well-to-wheel: {tonnes} t over the distance at {factor} kg CO2e per tonne-kilometre ({vehicle}; {source}).',
    emissionsSeaLeftOut: 'The sea crossing is not included in the CO2e: there is no source for a ferry factor.',
    shuttleLeftOut: 'The rail shuttle ({name}, {km} km on an electric train) is not included in the CO2e.',
    calendarEnds: 'The driving-ban calendar ends on {date}: bans after that are unknown, not absent.',
    notCounted:
      'Not counted: hub operations (sorting and storage at the terminals) and the collection and delivery rounds.',
    origin: 'Origin',
    destination: 'Destination',
    noRoute: 'No journey is given: the data has no road corridor from Spain to {country}.',
    noSeaCrossing: 'No journey is given: the data has no sea crossing to or from {island}.',
    notLocated: 'No journey is given: there is no reference point for postal codes of {country}.',
    workingDays: { one: '{n} working day', other: '{n} working days' },
  },
  es: {
    departureAssumed: 'Salida supuesta: {date} a las {time}, hora peninsular española{originHandling}.',
    originHandling: ', tras {days} en el almacén de origen',
    departureGiven: 'Salida solicitada: {date} a las {time}, hora peninsular española.',
    placedByPrefix:
      '{side} situado en el punto medio de los códigos postales que empiezan por {prefix} ({country}; {source}).',
    placedByCountry:
      '{side}: el código postal {code} no figura en la tabla, por lo que se usa el punto de referencia del país ({country}).',
    distance:
      'Distancia: líneas rectas entre los puntos de referencia y los pasos fronterizos, multiplicadas por un factor de rodeo de {circuity}.',
    distanceByOperator: 'Distancia y pasos fronterizos fijados por la tarifa del operador para esta ruta.',
    driving:
      'Un conductor a una media de {speed} km/h según el Reglamento (CE) n.º 561/2006: pausa de 45 minutos tras 4,5 horas de conducción y descanso diario de 11 horas tras 9 horas; se espera a que terminen las prohibiciones de ámbito nacional y de tránsito, y se indican las regionales y las de carreteras concretas.',
    crossing: '{name}: se suponen {hours} a bordo ({source}).',
    delivery:
      'Entrega en días hábiles del país de destino ({country}), sin fines de semana ni festivos: {handling} en el almacén de destino y hasta {spread} más para el reparto.',
    deliveryDeclared:
      'Plazo de entrega según el tiempo de tránsito que el operador declara para esta ruta: de {min} a {max} desde la carga, en días hábiles del país de destino ({country}).',
    emissions:
      'CO2e según la norma ISO 14083, del pozo a la rueda: {tonnes} t sobre la distancia, a {factor} kg de CO2e por tonelada-kilómetro ({vehicle}; {source}).',
    emissionsSeaLeftOut:
      'La travesía marítima no se incluye en el CO2e: no hay fuente para un factor de emisión del ferri.',
    shuttleLeftOut: 'El tren lanzadera ({name}, {km} km en tren eléctrico) no se incluye en el CO2e.',
    calendarEnds:
      'El calendario de prohibiciones termina el {date}: las prohibiciones posteriores se desconocen, lo que no significa que no existan.',
    notCounted:
      'No se cuentan las operaciones en los almacenes (clasificación y almacenaje) ni la recogida y el reparto.',
    origin: 'Origen',
    destination: 'Destino',
    noRoute:
      'No se indica trayecto: los datos no tienen un corredor por carretera de España hacia este país ({country}).',
    noSeaCrossing: 'No se indica trayecto: los datos no tienen ninguna travesía marítima hacia o desde {island}.',
    notLocated: 'No se indica trayecto: no hay punto de referencia para los códigos postales de este país ({country}).',
    workingDays: { one: '{n} día hábil', other: '{n} días hábiles' },
  },
  ro: {
    departureAssumed: 'Plecare presupusă: {date}, la ora {time}, ora Spaniei{originHandling}.',
    originHandling: ', după {days} în depozitul de origine',
    departureGiven: 'Plecare cerută: {date}, la ora {time}, ora Spaniei.',
    placedByPrefix:
      '{side} plasată în punctul mediu al codurilor poștale care încep cu {prefix} ({country}; {source}).',
    placedByCountry:
      '{side}: codul poștal {code} nu se află în tabel, așa că se folosește punctul de referință al țării ({country}).',
    distance:
      'Distanța: linii drepte între punctele de referință și punctele de trecere a frontierei, înmulțite cu un factor de ocol de {circuity}.',
    distanceByOperator:
      'Distanța și punctele de trecere a frontierei stabilite de tariful operatorului pentru această rută.',
    driving:
      'Un singur șofer, cu o viteză medie de {speed} km/h, conform Regulamentului (CE) nr. 561/2006: o pauză de 45 de minute după 4,5 ore de condus și o odihnă zilnică de 11 ore după 9 ore; se așteaptă încetarea restricțiilor naționale și de tranzit, iar cele regionale și cele pe anumite drumuri sunt doar enumerate.',
    crossing: '{name}: se presupun {hours} la bord ({source}).',
    delivery:
      'Livrare în zilele lucrătoare ale țării de destinație ({country}), fără weekenduri și sărbători legale: {handling} în depozitul de destinație, apoi cel mult încă {spread} pentru distribuție.',
    deliveryDeclared:
      'Intervalul de livrare după timpul de tranzit declarat de operator pentru această rută: între {min} și {max} de la încărcare, în zilele lucrătoare ale țării de destinație ({country}).',
    emissions:
      'CO2e conform standardului ISO 14083, de la sursă la roată: {tonnes} t pe distanța parcursă, la {factor} kg CO2e pe tonă-kilometru ({vehicle}; {source}).',
    emissionsSeaLeftOut:
      'Traversarea pe mare nu este inclusă în CO2e: nu există o sursă pentru factorul de emisie al feribotului.',
    shuttleLeftOut: 'Trenul-navetă ({name}, {km} km cu tren electric) nu este inclus în CO2e.',
    calendarEnds:
      'Calendarul restricțiilor se încheie la {date}: restricțiile de după această dată nu sunt cunoscute, ceea ce nu înseamnă că lipsesc.',
    notCounted: 'Nu sunt incluse operațiunile din depozite (sortare și depozitare), colectarea și distribuția.',
    origin: 'Originea',
    destination: 'Destinația',
    noRoute: 'Traseul nu este indicat: datele nu conțin un coridor rutier din Spania către {country}.',
    noSeaCrossing: 'Traseul nu este indicat: datele nu conțin nicio traversare pe mare spre sau dinspre {island}.',
    notLocated:
      'Traseul nu este indicat: nu există un punct de referință pentru codurile poștale ale acestei țări ({country}).',
    workingDays: { one: '{n} zi lucrătoare', few: '{n} zile lucrătoare', other: '{n} de zile lucrătoare' },
  },
  it: {
    departureAssumed: 'Partenza ipotizzata: {date} alle {time}, ora spagnola{originHandling}.',
    originHandling: ', dopo {days} presso il magazzino di origine',
    departureGiven: 'Partenza richiesta: {date} alle {time}, ora spagnola.',
    placedByPrefix:
      '{side} collocata nel punto medio dei codici postali che iniziano con {prefix} ({country}; {source}).',
    placedByCountry:
      '{side}: il codice postale {code} non è nella tabella, quindi si usa il punto di riferimento del Paese ({country}).',
    distance:
      'Distanza: linee rette tra i punti di riferimento e i valichi di frontiera, moltiplicate per un fattore di tortuosità di {circuity}.',
    distanceByOperator: "Distanza e valichi fissati dalla tariffa dell'operatore per questa tratta.",
    driving:
      'Un solo autista a una media di {speed} km/h secondo il Regolamento (CE) n. 561/2006: pausa di 45 minuti dopo 4,5 ore di guida e riposo giornaliero di 11 ore dopo 9 ore; si attende la fine dei divieti nazionali e di transito, mentre quelli regionali e su strade specifiche sono solo elencati.',
    crossing: '{name}: si ipotizzano {hours} a bordo ({source}).',
    delivery:
      'Consegna nei giorni lavorativi del Paese di destinazione ({country}), esclusi fine settimana e festivi: {handling} presso il magazzino di destinazione, poi fino ad altri {spread} per il giro di consegna.',
    deliveryDeclared:
      "Finestra di consegna secondo il tempo di transito che l'operatore dichiara per questa tratta: da {min} a {max} dal carico, nei giorni lavorativi del Paese di destinazione ({country}).",
    emissions:
      'CO2e secondo la norma ISO 14083, dal pozzo alla ruota: {tonnes} t sulla distanza, a {factor} kg di CO2e per tonnellata-chilometro ({vehicle}; {source}).',
    emissionsSeaLeftOut:
      'La traversata marittima non è inclusa nella CO2e: manca una fonte per il fattore di emissione del traghetto.',
    shuttleLeftOut: 'La navetta ferroviaria ({name}, {km} km su treno elettrico) non è inclusa nella CO2e.',
    calendarEnds:
      'Il calendario dei divieti termina il {date}: i divieti successivi non sono noti, il che non significa che non ci siano.',
    notCounted: 'Non sono conteggiati le operazioni nei magazzini (smistamento e deposito), il ritiro e la consegna.',
    origin: 'Origine',
    destination: 'Destinazione',
    noRoute:
      'Il percorso non è indicato: i dati non contengono un corridoio stradale dalla Spagna verso questo Paese ({country}).',
    noSeaCrossing: 'Il percorso non è indicato: i dati non contengono alcuna traversata marittima da o verso {island}.',
    notLocated:
      'Il percorso non è indicato: manca un punto di riferimento per i codici postali di questo Paese ({country}).',
    workingDays: { one: '{n} giorno lavorativo', other: '{n} giorni lavorativi' },
  },
  fr: {
    departureAssumed: 'Départ supposé : le {date} à {time}, heure espagnole{originHandling}.',
    originHandling: ', après {days} à l’agence de départ',
    departureGiven: 'Départ demandé : le {date} à {time}, heure espagnole.',
    placedByPrefix: '{side} placée au point moyen des codes postaux commençant par {prefix} ({country} ; {source}).',
    placedByCountry:
      '{side} : le code postal {code} ne figure pas dans la table ; le point de référence du pays ({country}) est utilisé.',
    distance:
      'Distance : lignes droites entre les points de référence et les points de passage frontaliers, multipliées par un coefficient de détour de {circuity}.',
    distanceByOperator: 'Distance et points de passage fixés par le tarif de l’opérateur pour cette liaison.',
    driving:
      'Un seul conducteur à {speed} km/h de moyenne, selon le règlement (CE) n° 561/2006 : pause de 45 minutes après 4 h 30 de conduite, repos journalier de 11 heures après 9 heures ; les interdictions nationales et de transit sont attendues, les interdictions régionales et sur certains axes sont signalées.',
    crossing: '{name} : {hours} à bord supposées ({source}).',
    delivery:
      'Livraison en jours ouvrés du pays de destination ({country}), hors week-ends et jours fériés : {handling} à l’agence de destination, puis jusqu’à {spread} de plus pour la tournée de livraison.',
    deliveryDeclared:
      'Fenêtre de livraison selon le délai de transit que l’opérateur déclare pour cette liaison : de {min} à {max} après le chargement, en jours ouvrés du pays de destination ({country}).',
    emissions:
      'CO2e selon la norme ISO 14083, du puits à la roue : {tonnes} t sur la distance, à {factor} kg de CO2e par tonne-kilomètre ({vehicle} ; {source}).',
    emissionsSeaLeftOut:
      'La traversée maritime n’est pas comptée dans le CO2e : aucune source ne donne de facteur pour le ferry.',
    shuttleLeftOut: 'La navette ferroviaire ({name}, {km} km en train électrique) n’est pas comptée dans le CO2e.',
    calendarEnds:
      'Le calendrier des interdictions s’arrête le {date} : les interdictions suivantes sont inconnues, pas absentes.',
    notCounted: 'Ne sont pas comptés les opérations en agence (tri et stockage), l’enlèvement et la livraison.',
    origin: 'Origine',
    destination: 'Destination',
    noRoute:
      'Aucun trajet n’est indiqué : les données ne contiennent pas de corridor routier de l’Espagne vers ce pays ({country}).',
    noSeaCrossing:
      'Aucun trajet n’est indiqué : les données ne contiennent aucune traversée maritime vers ou depuis {island}.',
    notLocated:
      'Aucun trajet n’est indiqué : il n’existe pas de point de référence pour les codes postaux de ce pays ({country}).',
    workingDays: { one: '{n} jour ouvré', other: '{n} jours ouvrés' },
  },
  de: {
    departureAssumed: 'Angenommene Abfahrt: {date} um {time} Uhr spanischer Zeit{originHandling}.',
    originHandling: ' (Umschlag im Abgangsdepot: {days})',
    departureGiven: 'Abfahrt wie angefragt: {date} um {time} Uhr spanischer Zeit.',
    placedByPrefix: '{side} im Mittelpunkt der Postleitzahlen mit Beginn {prefix} verortet ({country}; {source}).',
    placedByCountry:
      '{side}: Die Postleitzahl {code} steht nicht in der Tabelle, daher gilt der Bezugspunkt des Landes ({country}).',
    distance:
      'Entfernung: Luftlinien zwischen den Bezugspunkten und den Grenzübergängen, multipliziert mit einem Umwegfaktor von {circuity}.',
    distanceByOperator: 'Entfernung und Grenzübergänge wie im Tarif des Betreibers für diese Relation festgelegt.',
    driving:
      'Ein Fahrer mit durchschnittlich {speed} km/h nach der Verordnung (EG) Nr. 561/2006: 45 Minuten Pause nach 4,5 Stunden Lenkzeit, 11 Stunden Tagesruhe nach 9 Stunden; landesweite und Transitfahrverbote werden abgewartet, regionale und Streckenfahrverbote aufgeführt.',
    crossing: '{name}: angenommene Zeit an Bord {hours} ({source}).',
    delivery:
      'Zustellung an Arbeitstagen des Ziellandes ({country}), ohne Wochenenden und Feiertage. Umschlag im Empfangsdepot: {handling}; Zustelltour: bis zu {spread} mehr.',
    deliveryDeclared:
      'Zustellfenster nach der Laufzeit, die der Betreiber für diese Relation angibt: {min} bis {max} ab Verladung, an Arbeitstagen des Ziellandes ({country}).',
    emissions:
      'CO2e nach ISO 14083, Well-to-Wheel: {tonnes} t über die Entfernung mit {factor} kg CO2e je Tonnenkilometer ({vehicle}; {source}).',
    emissionsSeaLeftOut: 'Die Seeüberfahrt ist im CO2e nicht enthalten: Für einen Fährfaktor gibt es keine Quelle.',
    shuttleLeftOut: 'Der Shuttlezug ({name}, {km} km mit elektrischem Zug) ist im CO2e nicht enthalten.',
    calendarEnds: 'Der Fahrverbotskalender endet am {date}: Spätere Fahrverbote sind unbekannt, nicht ausgeschlossen.',
    notCounted: 'Nicht enthalten: Umschlag im Depot (Sortierung und Lagerung) sowie Abholung und Zustellung.',
    origin: 'Ausgangsort',
    destination: 'Zielort',
    noRoute: 'Keine Fahrtangabe: Die Daten enthalten keinen Straßenkorridor von Spanien in dieses Land ({country}).',
    noSeaCrossing: 'Keine Fahrtangabe: Die Daten enthalten keine Seeverbindung von oder nach {island}.',
    notLocated: 'Keine Fahrtangabe: Für die Postleitzahlen dieses Landes ({country}) gibt es keinen Bezugspunkt.',
    workingDays: { one: '{n} Arbeitstag', other: '{n} Arbeitstage' },
  },
};
