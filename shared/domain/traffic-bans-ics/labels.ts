import type { SiteLocale } from '#shared/domain/catalogue/pages.schema.ts';
import { typesetEach } from '#shared/domain/texts/typography.ts';
import type { BanScope } from './ban-entry.ts';

export type IcsLabels = {
  truckBan: string;
  provisionalSuffix: string;
  time: string;
  /** The hours in the country's own time, where they differ from CET. */
  localTime: string;
  vehicle: string;
  scope: string;
  scopes: Record<BanScope, string>;
  roads: string;
  appliesTo: string;
  note: string;
  officialSource: string;
  lastVerified: string;
  provisional: string;
  details: string;
  calendarDescription: string;
  /** Title of a recurring night-ban event; the same words as the night entries' reason in the JSON. */
  nightBan: string;
  /** Follows the time of a recurring event. */
  everyDay: string;
  exemptions: string;
};

/** Fixed words of the feed; entry texts (reason, vehicle, note) arrive already translated by lang. */
/** Written with plain spaces; each language's spacing is applied by `typesetEach`. */
export const icsLabels: Readonly<Record<SiteLocale, IcsLabels>> = typesetEach({
  en: {
    truckBan: 'Truck ban',
    provisionalSuffix: '(provisional)',
    time: 'Time (CET)',
    localTime: 'Local time',
    vehicle: 'Vehicles',
    scope: 'Scope',
    scopes: { nationwide: 'nationwide', regional: 'regional', 'specific-roads': 'specific roads', transit: 'transit' },
    roads: 'Roads',
    appliesTo: 'Applies to',
    note: 'Note',
    officialSource: 'Official source',
    lastVerified: 'Last checked',
    provisional: 'Provisional: date estimated before the authority publishes its calendar',
    details: 'Details',
    calendarDescription:
      'Fixed-date truck driving bans. Times are Central European Time (Europe/Brussels). ' +
      'Each rule belongs to the authority named in the event. Data licensed CC BY 4.0.',
    nightBan: 'Night driving ban',
    everyDay: 'every day',
    exemptions: 'Exemptions',
  },
  es: {
    truckBan: 'Prohibición camiones',
    provisionalSuffix: '(provisional)',
    time: 'Horario (CET)',
    localTime: 'Hora local',
    vehicle: 'Vehículos',
    scope: 'Ámbito',
    scopes: {
      nationwide: 'todo el país',
      regional: 'regional',
      'specific-roads': 'vías concretas',
      transit: 'tránsito',
    },
    roads: 'Carreteras',
    appliesTo: 'Se aplica a',
    note: 'Nota',
    officialSource: 'Fuente oficial',
    lastVerified: 'Última comprobación',
    provisional: 'Provisional: fecha estimada antes de que la autoridad publique su calendario',
    details: 'Detalles',
    calendarDescription:
      'Prohibiciones de circulación de camiones en fechas fijas. Horarios en hora de Europa Central ' +
      '(Europe/Brussels). Cada norma pertenece a la autoridad indicada en el evento. Datos con licencia CC BY 4.0.',
    nightBan: 'Prohibición de circular de noche',
    everyDay: 'todos los días',
    exemptions: 'Excepciones',
  },
  ro: {
    truckBan: 'Restricție camioane',
    provisionalSuffix: '(provizoriu)',
    time: 'Interval (CET)',
    localTime: 'Ora locală',
    vehicle: 'Vehicule',
    scope: 'Aplicare',
    scopes: {
      nationwide: 'la nivel național',
      regional: 'regional',
      'specific-roads': 'anumite drumuri',
      transit: 'tranzit',
    },
    roads: 'Drumuri',
    appliesTo: 'Se aplică pentru',
    note: 'Notă',
    officialSource: 'Sursă oficială',
    lastVerified: 'Ultima verificare',
    provisional: 'Provizoriu: dată estimată înainte ca autoritatea să își publice calendarul',
    details: 'Detalii',
    calendarDescription:
      'Restricții de circulație pentru camioane la date fixe. Orele sunt în ora Europei Centrale ' +
      '(Europe/Brussels). Fiecare regulă aparține autorității numite în eveniment. Date sub licența CC BY 4.0.',
    nightBan: 'Restricție de circulație pe timp de noapte',
    everyDay: 'zilnic',
    exemptions: 'Excepții',
  },
  it: {
    truckBan: 'Divieto mezzi pesanti',
    provisionalSuffix: '(provvisorio)',
    time: 'Orario (CET)',
    localTime: 'Ora locale',
    vehicle: 'Veicoli',
    scope: 'Ambito',
    scopes: {
      nationwide: 'tutto il territorio nazionale',
      regional: 'regionale',
      'specific-roads': 'strade specifiche',
      transit: 'transito',
    },
    roads: 'Strade',
    appliesTo: 'Si applica a',
    note: 'Nota',
    officialSource: 'Fonte ufficiale',
    lastVerified: 'Ultima verifica',
    provisional: 'Provvisorio: data stimata prima che l’autorità pubblichi il calendario',
    details: 'Dettagli',
    calendarDescription:
      'Divieti di circolazione per mezzi pesanti a date fisse. Orari nell’ora dell’Europa centrale ' +
      '(Europe/Brussels). Ogni norma appartiene all’autorità indicata nell’evento. Dati con licenza CC BY 4.0.',
    nightBan: 'Divieto di circolazione notturna',
    everyDay: 'tutti i giorni',
    exemptions: 'Deroghe',
  },
  fr: {
    truckBan: 'Interdiction poids lourds',
    provisionalSuffix: '(provisoire)',
    time: 'Horaire (CET)',
    localTime: 'Heure locale',
    vehicle: 'Véhicules',
    scope: 'Portée',
    scopes: {
      nationwide: 'tout le pays',
      regional: 'régional',
      'specific-roads': 'routes désignées',
      transit: 'transit',
    },
    roads: 'Routes',
    appliesTo: 'S’applique à',
    note: 'Remarque',
    officialSource: 'Source officielle',
    lastVerified: 'Dernière vérification',
    provisional: 'Provisoire : date estimée avant la publication du calendrier par l’autorité',
    details: 'Détails',
    calendarDescription:
      'Interdictions de circulation des poids lourds à dates fixes. Heures d’Europe centrale (Europe/Brussels). ' +
      'Chaque règle appartient à l’autorité nommée dans l’événement. Données sous licence CC BY 4.0.',
    nightBan: 'Interdiction de circuler la nuit',
    everyDay: 'tous les jours',
    exemptions: 'Dérogations',
  },
  de: {
    truckBan: 'Lkw-Fahrverbot',
    provisionalSuffix: '(vorläufig)',
    time: 'Zeit (MEZ)',
    localTime: 'Ortszeit',
    vehicle: 'Fahrzeuge',
    scope: 'Geltungsbereich',
    scopes: {
      nationwide: 'landesweit',
      regional: 'regional',
      'specific-roads': 'bestimmte Straßen',
      transit: 'Transit',
    },
    roads: 'Straßen',
    appliesTo: 'Gilt für',
    note: 'Hinweis',
    officialSource: 'Amtliche Quelle',
    lastVerified: 'Zuletzt geprüft',
    provisional: 'Vorläufig: Datum geschätzt, bevor die Behörde ihren Kalender veröffentlicht',
    details: 'Details',
    calendarDescription:
      'Lkw-Fahrverbote an festen Tagen. Zeiten in Mitteleuropäischer Zeit (Europe/Brussels). ' +
      'Jede Regel gehört der im Termin genannten Behörde. Daten unter der Lizenz CC BY 4.0.',
    nightBan: 'Nachtfahrverbot',
    everyDay: 'täglich',
    exemptions: 'Ausnahmen',
  },
});
