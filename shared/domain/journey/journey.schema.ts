import * as z from 'zod';

const instant = z.iso.datetime({ offset: true });
const country = z.string().regex(/^[A-Z]{2}$/);

/** One end of the journey as it was placed on the map. */
const placeSchema = z
  .object({
    pais: country,
    cp: z.string(),
    prefijo: z.string().nullable().describe('the postal prefix whose reference point was used; null: the country one'),
    conocido: z
      .boolean()
      .describe(
        "false: the code is not among the country's codes in the source of the postal points (it may not exist), " +
          'as `supuestos.trayecto` says; it is placed by the prefix it matches, or by the country reference point',
      ),
  })
  .strict();

const exemptionSchema = z
  .object({
    id: z.string().describe("the exemption's key in the country's ban data"),
    texto: z.string().describe('what the ban text grants the planned vehicle, in words'),
  })
  .strict()
  .describe('an exemption a ban text grants the planned vehicle');

const banSchema = z
  .object({
    pais: country,
    motivo: z.string().describe("the ban's reason, as the driving-ban calendar words it"),
    desde: instant,
    hasta: instant,
    alcance: z
      .enum(['nationwide', 'transit', 'regional', 'specific-roads'])
      .describe('the scope of the calendar entry'),
    carreteras: z.array(z.string()).optional().describe('the roads a road ban names'),
    regiones: z
      .array(z.string())
      .optional()
      .describe('the ISO 3166-2 regions where a regional ban holds, or where the roads of a road ban lie'),
    provisional: z.boolean().describe('estimated before the authority published it'),
    desconocido: z
      .enum(['region', 'carreteras'])
      .optional()
      .describe(
        'on a ban listed without a wait: what the journey does not know that would tell whether the ban binds the truck, the region it drives in there or the roads it takes',
      ),
    excepciones: z
      .array(exemptionSchema)
      .optional()
      .describe('the exemptions a ban text grants the planned vehicle that shortened or lifted this ban'),
    horarioVehiculo: z
      .object({ desde: instant, hasta: instant })
      .strict()
      .optional()
      .describe('when an exemption shortens the ban for the planned vehicle: the hours that bind it'),
  })
  .strict();

/** Which rest of Regulation (EC) No 561/2006 a stop holds. */
export const REST_KINDS = ['diario', 'semanalReducido', 'semanal'] as const;

const stopSchema = z
  .object({
    tipo: z
      .enum(['pausa', 'descanso', 'espera', 'embarque', 'travesia', 'aduana'])
      .describe(
        "pausa: the 45-minute break after 4.5 h of driving; descanso: a daily or weekly rest; espera: waiting while a ban is in force ahead; embarque: at the port from the truck's arrival to the line's scheduled departure (check-in included); travesia: on board a ferry or rail shuttle; aduana: the customs formalities where goods leave or enter the EU customs union or VAT area",
      ),
    desde: instant,
    hasta: instant,
    pais: country.describe('where the truck stands'),
    descanso: z
      .enum(REST_KINDS)
      .optional()
      .describe(
        'the rest of Regulation (EC) No 561/2006 the stop holds: diario, the 11-hour daily rest; semanalReducido, a reduced weekly rest of 24 h; semanal, a regular weekly rest of 45 h. On a travesia: the rest begun on board (Art. 9), going on ashore in the next stop when it is longer than the crossing',
      ),
    causa: z
      .enum([
        'conduccionDiaria',
        'periodo24h',
        'conduccionSemanal',
        'conduccionDosSemanas',
        'seisPeriodos24h',
        'travesia',
      ])
      .optional()
      .describe(
        'on a descanso, why it stands there: conduccionDiaria, the daily driving reached (9 h, 10 h twice a week; Art. 6(1)); periodo24h, a daily rest due within 24 h of the last (Art. 8(2)); conduccionSemanal, 56 h of driving in the fixed week (Art. 6(2)); conduccionDosSemanas, 90 h in two fixed weeks (Art. 6(3)); seisPeriodos24h, the weekly rest due six 24-hour periods after the last (Art. 8(6)); travesia, the rest begun on board goes on ashore (Art. 9)',
      ),
    descansoDiario: z.boolean().optional().describe('on a wait: the daily (or weekly) rest is taken in it'),
    restricciones: z.array(banSchema).optional().describe('on a wait: the bans that caused it'),
    paso: z
      .string()
      .optional()
      .describe('on a travesia or embarque: the crossing; on an aduana: the border crossing or port'),
    aduana: z
      .object({
        sale: z
          .string()
          .describe("the customs area the goods leave: 'EU' (the EU customs union and VAT area) or another's id"),
        entra: z.string().describe('the customs area the goods enter'),
      })
      .strict()
      .optional()
      .describe('on an aduana: the customs areas, as data/journey/corridors.json `customs.areas` names them'),
  })
  .strict();

/** The journey of a shipment, on every result whose two ends can be located. */
export const transitoSchema = z
  .object({
    distanciaKm: z.number().int().nonnegative().describe('kilometres driven (sea crossings excluded)'),
    paises: z.array(country).min(1).describe('countries in travel order'),
    tramos: z
      .array(
        z
          .object({
            pais: country,
            km: z.number().int().nonnegative(),
            regiones: z
              .array(z.object({ region: z.string(), km: z.number().int().nonnegative() }).strict())
              .optional()
              .describe(
                'the ISO 3166-2 first-level regions crossed, in order, with their kilometres; present where the journey knows the regions of the country (those where bans name regions)',
              ),
            carreteras: z
              .array(z.string())
              .optional()
              .describe("the roads driven, in order; present where the corridor's data names them for the whole stay"),
          })
          .strict(),
      )
      .describe('kilometres driven in each country, in travel order'),
    pasos: z
      .array(
        z
          .object({
            tipo: z.enum(['frontera', 'ferry', 'lanzadera']),
            nombre: z.string(),
            entre: z.tuple([country, country]),
            carreteras: z.string().optional(),
            horas: z.number().positive().optional().describe('on a ferry or shuttle: the time on board assumed'),
            operador: z.string().optional().describe('on a ferry or shuttle: who sails it'),
            horario: z
              .object({
                segun: z.iso.date().describe('the date of the source the timetable is read from'),
                desde: z.iso.date().nullable().describe('the first day the source says it holds; null: not said'),
                hasta: z.iso.date().nullable().describe('the last day the source says it holds; null: not said'),
                fuente: z.string(),
              })
              .strict()
              .nullable()
              .optional()
              .describe(
                "on a ferry or shuttle: the line's timetable, whose next departure the truck waits for; null: no timetable known, boarded on arrival",
              ),
          })
          .strict(),
      )
      .describe('border crossings, ferries and rail shuttles, in travel order'),
    eleccion: z
      .object({
        criterio: z
          .enum(['unica', 'llegadaMasTemprana', 'operador', 'busqueda'])
          .describe(
            "why this way: unica, the only one the data has; llegadaMasTemprana, of the ways weighed the one that arrives first from this departure (the shorter on a tie); operador, the crossings the operator's tariff fixes; busqueda, the way the route planner chose for its first departure, kept for every departure it searched",
          ),
        alternativas: z
          .array(
            z
              .object({
                ferris: z.array(z.string()).describe('the sea crossings the way takes, by name; empty: all by road'),
                distanciaKm: z.number().int().nonnegative().describe('kilometres driven on that way'),
                llegada: instant
                  .nullable()
                  .describe(
                    'its arrival from this departure; null: not planned, its driving and crossings alone end later than the arrival taken',
                  ),
                elegida: z.boolean(),
              })
              .strict(),
          )
          .describe('the ways weighed, the shortest first'),
      })
      .strict()
      .describe('which way (by road, or by which sea lines) was taken, and why'),
    salida: instant.describe('departure of the truck'),
    llegada: instant.describe('arrival at the destination'),
    horasConduccion: z.number().nonnegative(),
    paradas: z.array(stopSchema).describe('the drive plan: breaks, daily rests, ban waits and crossings'),
    restriccionesSinEspera: z
      .array(banSchema)
      .describe(
        'regional and road bans in force where and while the truck drives whose binding the journey cannot tell (it does not know its region or roads there): listed, not waited out; those of regions and roads the corridor does not touch are left out, those it does touch are waited out',
      ),
    restriccionesExentas: z
      .array(banSchema)
      .describe(
        'bans in force where and while the truck drives that an exemption lifts for the planned vehicle, each naming it',
      ),
    conduccionSemanal: z
      .array(
        z
          .object({
            semana: z.iso.date().describe('the Monday the fixed week starts on, 00:00 UTC as the tachograph counts'),
            horas: z.number().nonnegative().describe('hours of driving in that week (at most 56; 90 in two weeks)'),
          })
          .strict(),
      )
      .describe('the driving of each fixed week the plan drives in'),
    vehiculo: z
      .object({
        descripcion: z.string().describe('the vehicle the plan assumes, in words'),
        normaEuro: z.number().int().min(0).max(7).describe('its Euro emission class'),
        bajoRuido: z.boolean().describe("certified low-noise (Austria's night exemption)"),
        documentosDeViaje: z
          .boolean()
          .describe(
            "it carries documents of the journey's origin and destination (Italy's hours for international traffic)",
          ),
      })
      .strict()
      .describe('the vehicle whose exemptions the plan applies'),
    entrega: z
      .object({
        desde: z.iso.date(),
        hasta: z.iso.date(),
        pais: country.describe('whose working days count'),
        recepcion: instant.describe(
          "when the destination hub receives the goods: on arrival within its receiving hours of a working day, else at its next opening (that day's before opening, the next working day's after closing or on a day off)",
        ),
        plazoDeclarado: z
          .object({ min: z.number().int().nonnegative(), max: z.number().int().nonnegative() })
          .strict()
          .optional()
          .describe("the lane's transit days declared by the operator, which decide the window"),
      })
      .strict()
      .describe('the delivery window, in working days of the destination'),
    provisional: z.boolean().describe('a ban the plan depends on is provisional'),
    calendarioDesconocidoDesde: instant
      .nullable()
      .describe('the instant from which the driving-ban calendar is unknown, when the plan reaches it; null otherwise'),
    velocidadMediaKmh: z.number().positive(),
    factorCircuito: z.number().positive(),
    ubicacion: z
      .object({ origen: placeSchema, destino: placeSchema })
      .strict()
      .describe('where each end was placed: by a postal prefix, or by the country reference point'),
    fuentes: z
      .array(z.string())
      .describe('credits of the data the journey uses: publisher, licence and the day of the copy'),
  })
  .strict()
  .describe(
    'The journey: distance, countries, drive plan under EU drivers hours and the driving bans, delivery window',
  );

const datosSchema = z
  .enum(['primarios', 'por defecto'])
  .describe("primarios: the operator's own measured figure (ISO 14083 primary data); por defecto: a published default");

const elementoSchema = z
  .object({
    tipo: z
      .enum(['recogida', 'hub-origen', 'troncal', 'maritimo', 'hub-destino', 'reparto'])
      .describe(
        'recogida: collection round to the origin hub; hub-origen, hub-destino: hub operation; troncal: trunk haul by road; maritimo: a sea crossing with the truck on board; reparto: delivery round from the destination hub',
      ),
    descripcion: z.string().describe('the vehicle, vessel (with the crossing) or hub category'),
    km: z.number().nonnegative().nullable().describe('the distance of a transport element; null for a hub'),
    toneladas: z
      .number()
      .nonnegative()
      .describe(
        "the tonnes counted: the shipment's, never more than the vehicle's load the factor assumes; on board a ship, its share of the truck's gross mass",
      ),
    toneladasKm: z.number().nonnegative().nullable().describe('toneladas × km; null for a hub'),
    intensidad: z
      .object({
        ttw: z.number().nonnegative().nullable().describe('tank-to-wheel part; null where the source gives no split'),
        wtt: z.number().nonnegative().nullable().describe('well-to-tank part; null where the source gives no split'),
        wtw: z.number().nonnegative(),
        unidad: z.enum(['kg CO2e/t-km', 'kg CO2e/t']),
      })
      .strict(),
    co2eKg: z.number().nonnegative().describe('kg CO2e of the element, well-to-wheel'),
    co2eTtwKg: z.number().nonnegative().nullable(),
    co2eWttKg: z.number().nonnegative().nullable(),
    vehiculoCo2eKg: z
      .number()
      .nonnegative()
      .nullable()
      .describe("the whole vehicle's (on a ship, the whole truck's) kg CO2e over the element: co2eKg never exceeds it"),
    topeVehiculo: z.boolean().describe("the shipment's share reached the whole vehicle's"),
    datos: datosSchema,
    fuente: z.string().describe('the source and table read, or what the operator measured'),
    url: z.url().optional().describe("where the source is published; absent for the operator's primary data"),
  })
  .strict();

export const emisionesSchema = z
  .object({
    co2eKg: z.number().nonnegative().describe('kg CO2e, well-to-wheel: the sum of the elements'),
    co2eTtwKg: z.number().nonnegative().describe('tank-to-wheel part of the elements whose source splits it'),
    co2eWttKg: z.number().nonnegative().describe('well-to-tank part of the elements whose source splits it'),
    co2eSinDesgloseKg: z
      .number()
      .nonnegative()
      .describe('the part whose source gives no TTW/WTT split (hub operations): co2eKg = TTW + WTT + this'),
    metodo: z.string().describe('ISO 14083:2023, well-to-wheel'),
    toneladasKm: z.number().nonnegative().describe('tonne-kilometres of the transport elements'),
    factor: z
      .object({
        vehiculo: z.string(),
        ttwKgPorTkm: z.number().positive(),
        wttKgPorTkm: z.number().positive(),
        wtwKgPorTkm: z.number().positive(),
        fuente: z.string(),
        url: z.url().optional().describe("absent for the operator's primary data"),
        datos: datosSchema,
      })
      .strict()
      .describe('the intensity of the trunk haul'),
    elementos: z
      .array(elementoSchema)
      .describe('the ISO 14083 transport chain elements in travel order; their co2eKg add up to co2eKg'),
    noIncluye: z.string().describe('what the figure leaves out'),
  })
  .strict()
  .describe('CO2e of the shipment by ISO 14083, well-to-wheel, element by element along the transport chain');

export type Transito = z.infer<typeof transitoSchema>;
export type Emisiones = z.infer<typeof emisionesSchema>;
export type Elemento = z.infer<typeof elementoSchema>;
