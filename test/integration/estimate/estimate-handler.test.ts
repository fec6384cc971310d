import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { DateTime } from 'luxon';
import { estimateHandler } from '#functions/estimate/estimate.ts';
import { parseConfig } from '#shared/config.ts';
import { isoWeekAt } from '#shared/domain/pricing/fuel.ts';
import { createDocumentClient } from '#shared/store/dynamo-client.ts';
import { dynamoFuelStore } from '#shared/store/fuel-store.ts';
import { apiEvent, lambdaContext } from '#test/support/api-event.ts';
import { type DynamoDbProxy, startDynamoDbProxy } from '#test/support/dynamodb-proxy.ts';
import { fuelFigureAt } from '#test/support/fuel-figures.ts';
import { useFreshTables } from '#test/support/test-tables.ts';

type Handler = (event: unknown, context: unknown) => Promise<APIGatewayProxyStructuredResultV2>;

const PATH = '/api/agentes/v1/estimaciones';
/**
 * The handler's clock: the middle of the minute the run started in, so every quota count of a test lands in one
 * window however long the run takes, with no waiting for a window to begin.
 */
const NOW = new Date(Math.floor(Date.now() / 60_000) * 60_000 + 30_000);
const madridToday = () => DateTime.fromJSDate(NOW).setZone('Europe/Madrid');

let handler: Handler;
let handlerAt: (now: Date) => Handler;
let proxy: DynamoDbProxy;
let ipCounter = 0;
const freshIp = () => {
  ipCounter += 1;
  return `198.51.100.${ipCounter}`;
};

const call = async (query: Record<string, string>, options: { headers?: Record<string, string>; ip?: string } = {}) => {
  const response = await handler(
    apiEvent({ path: PATH, query, headers: options.headers, sourceIp: options.ip ?? freshIp() }),
    lambdaContext('estimate'),
  );
  return { ...response, json: JSON.parse(response.body ?? '{}') as Record<string, unknown> };
};

beforeAll(async () => {
  const names = await useFreshTables('estimate');
  proxy = await startDynamoDbProxy(process.env.DYNAMODB_ENDPOINT as string);
  process.env.DYNAMODB_ENDPOINT = proxy.endpoint;
  process.env.ESTIMATE_QUOTA_PER_MINUTE = '20';
  process.env.POWERTOOLS_LOG_LEVEL = 'SILENT';
  const store = dynamoFuelStore(
    createDocumentClient({ DYNAMODB_ENDPOINT: proxy.endpoint, AWS_REGION: 'eu-west-1' }),
    names.FUEL_TABLE_NAME,
  );
  await store.put(fuelFigureAt({ weeksAgo: 1, publishedDaysAgo: 7, pricePerLitre: 1.45 }));
  await store.put(fuelFigureAt({ pricePerLitre: 1.47 }));
  const settings = parseConfig(process.env);
  const client = createDocumentClient(settings);
  handlerAt = (now) => estimateHandler({ settings, client, clock: () => new Date(now) }) as unknown as Handler;
  handler = handlerAt(NOW);
});

afterAll(async () => {
  await proxy.close();
});

describe('public estimate', () => {
  test('prices Barcelona to Milan with every assumption stated', async () => {
    const response = await call({ origen: 'Barcelona', destino: 'Milan', metros: '2' });

    expect(response.statusCode).toBe(200);
    expect(response.json).toMatchObject({
      estado: 'estimacion',
      moneda: 'EUR',
      fuente: 'freight-estimate',
      ldmDeclarado: 2,
      ldmFacturable: 2,
      motivoLdm: null,
      gasoleoProvisional: false,
      semanaGasoleo: isoWeekAt(NOW),
      fechaCarga: madridToday().toISODate(),
      supuestos: {
        origenPais: 'ES',
        paisDestino: 'IT',
        cpOrigen: '08001',
        cpDestino: '20121',
        origenDeReferencia: true,
        destinoDeReferencia: true,
        pesoNoIndicado: true,
        pesoUtilizadoKg: 3500,
        limitePesoSupuestoKg: 3500,
        fechaNoIndicada: true,
        fechaCarga: madridToday().toISODate(),
      },
    });
    const { total, transporte, gasoleo } = response.json as { total: number; transporte: number; gasoleo: number };
    expect(Math.round((transporte + gasoleo) * 100)).toBe(Math.round(total * 100));
    expect(total).toBeGreaterThan(0);
    const caduca = Date.parse(response.json.caduca as string) - Date.parse(response.json.emitido as string);
    expect(caduca).toBe(15 * 60 * 1000);
  });

  test('an explicit postal code wins over the alias of the same side', async () => {
    const response = await call({
      origen: 'Barcelona',
      cpOrigen: '28001',
      destino: 'Milán',
      metros: '1.5',
      pesoKg: '900',
    });

    expect(response.statusCode).toBe(200);
    expect(response.json.supuestos).toMatchObject({
      cpOrigen: '28001',
      origenDeReferencia: false,
      destinoDeReferencia: true,
      pesoNoIndicado: false,
      pesoUtilizadoKg: 900,
      limitePesoSupuestoKg: null,
    });
  });

  test('weight decides the billable metres and says so in words', async () => {
    const response = await call({
      cpOrigen: '08001',
      cpDestino: '75001',
      paisDestino: 'FR',
      metros: '1',
      pesoKg: '3000',
    });

    expect(response.statusCode).toBe(200);
    expect(response.json.ldmFacturable).toBe(1.8);
    expect(typeof response.json.motivoLdm).toBe('string');
  });

  test('over 10 billable metres is manual review without an amount', async () => {
    const response = await call({
      cpOrigen: '08001',
      cpDestino: '20121',
      paisDestino: 'IT',
      metros: '8',
      pesoKg: '24000',
    });

    expect(response.statusCode).toBe(200);
    expect(response.json.estado).toBe('revision_manual');
    expect(response.json).not.toHaveProperty('total');
    expect(response.json).not.toHaveProperty('transporte');
  });

  test('a destination the tariff does not cover is manual review, never a guess', async () => {
    const response = await call({ cpOrigen: '08001', cpDestino: '00-950', paisDestino: 'PL', metros: '2' });

    expect(response.statusCode).toBe(200);
    expect(response.json.estado).toBe('revision_manual');
    expect(response.json).not.toHaveProperty('total');
  });

  test("a destination code in its country's form is priced and reported as that country writes it", async () => {
    const response = await call({ cpOrigen: '08001', cpDestino: '1012js', paisDestino: 'NL', metros: '2' });

    expect(response.statusCode).toBe(200);
    expect(response.json.estado).toBe('estimacion');
    expect(response.json.supuestos).toMatchObject({ paisDestino: 'NL', cpDestino: '1012 JS' });
  });

  test('Accept-Language selects the language of the texts', async () => {
    const response = await call(
      { origen: 'Barcelona', destino: 'Milan', metros: '2' },
      { headers: { 'accept-language': 'en-GB,en;q=0.9' } },
    );

    expect(response.headers?.['Content-Language']).toBe('en');
    expect(response.json.condiciones).toMatch(/VAT/);
  });
});

describe('rejections', () => {
  test.each([
    [{ origen: 'Barcelona', destino: 'Milan' }, 'metros'],
    [{ origen: 'Barcelona', destino: 'Milan', metros: 'two' }, 'metros'],
    [{ origen: 'Barcelona', destino: 'Milan', metros: '2', color: 'red' }, 'color'],
    [{ cpOrigen: '8001', destino: 'Milan', metros: '2' }, 'cpOrigen'],
    [{ origen: 'Barcelona', destino: 'Milan', metros: '2', fecha: '2026-02-30' }, 'fecha'],
    [{ origen: 'Barcelona', destino: 'Milan', metros: '2', paisDestino: 'ITA' }, 'paisDestino'],
  ])('malformed %j is 400 naming %s', async (query, parameter) => {
    const response = await call(query);

    expect(response.statusCode).toBe(400);
    expect(response.headers?.['Content-Type']).toBe('application/problem+json');
    expect(response.json).toMatchObject({ status: 400, parameter });
    expect(typeof response.json.expected).toBe('string');
  });

  test.each([
    [
      'es',
      (day: DateTime) => day.setLocale('es').toFormat("d 'de' MMMM 'de' yyyy"),
      'está fuera del periodo de carga, del',
    ],
    [
      'fr',
      (day: DateTime) => day.setLocale('fr').toFormat(day.day === 1 ? "'1er' MMMM yyyy" : 'd MMMM yyyy'),
      'est hors de la période de chargement, du',
    ],
    ['de', (day: DateTime) => day.setLocale('de').toFormat('d. MMMM yyyy'), 'liegt außerhalb des Ladezeitraums vom'],
  ])(
    '%s: a loading date outside the window is refused with the window in words, the date sent as it was sent',
    async (lang, inWords, said) => {
      // Prepare: a day past the window, whose last day is today + 30 in Madrid.
      const today = madridToday().startOf('day');
      const fecha = today.plus({ days: 31 }).toISODate() as string;

      // Act
      const response = await call(
        { origen: 'Barcelona', destino: 'Milan', metros: '2', fecha },
        { headers: { 'accept-language': lang } },
      );

      // Assess
      expect(response.statusCode).toBe(422);
      const { detail } = response.json as { detail: string };
      const to = { es: 'al', fr: 'au', de: 'bis' }[lang];
      expect(detail.replaceAll('\u202f', ' ')).toBe(
        `${fecha} ${said} ${inWords(today)} ${to} ${inWords(today.plus({ days: 30 }))}.`,
      );
    },
  );

  test.each([
    [{ origen: 'Barcelona', destino: 'Milan', metros: '10.5' }, 'metros'],
    [{ origen: 'Barcelona', destino: 'Milan', metros: '0' }, 'metros'],
    [{ origen: 'Barcelona', destino: 'Milan', metros: '2', pesoKg: '24001' }, 'pesoKg'],
    [{ origen: 'Barcelona', destino: 'Milan', metros: '2', fecha: '2020-01-01' }, 'fecha'],
    [
      {
        origen: 'Barcelona',
        destino: 'Milan',
        metros: '2',
        fecha: madridToday().plus({ days: 31 }).toISODate() as string,
      },
      'fecha',
    ],
    [{ origen: 'Barcelona', destino: 'Milan', metros: '2', paisDestino: 'FR' }, 'paisDestino'],
    [{ origen: 'Madrid', destino: 'Milan', metros: '2' }, 'origen'],
    [{ origen: 'Barcelona', metros: '2' }, 'cpDestino'],
    [{ origen: 'Barcelona', cpDestino: '75001', metros: '2' }, 'paisDestino'],
    [{ cpOrigen: '99001', destino: 'Milan', metros: '2' }, 'cpOrigen'],
  ])('unusable %j is 422 naming %s', async (query, parameter) => {
    const response = await call(query);

    expect(response.statusCode).toBe(422);
    expect(response.json).toMatchObject({ status: 422, parameter });
  });

  test.each([
    ['IT', '2026-02-30', '5 digits, like 20121'],
    ['PT', '1000', '4 digits, a hyphen and 3 digits, like 1000-001'],
    ['NL', '1012', '4 digits (the first not 0) and 2 letters, like 1012 JS'],
    ['DE', '8033', '5 digits, like 10115'],
  ])(
    'paisDestino=%s with cpDestino=%s is 422 naming cpDestino and its form, never a price',
    async (country, cp, form) => {
      const response = await call(
        { origen: 'Barcelona', cpDestino: cp, paisDestino: country, metros: '2' },
        { headers: { 'accept-language': 'en' } },
      );

      expect(response.statusCode).toBe(422);
      expect(response.json).toMatchObject({
        status: 422,
        parameter: 'cpDestino',
        expected: `a postal code of ${country}: ${form}`,
      });
      expect(response.json).not.toHaveProperty('total');
    },
  );

  test('a date at the edges of the window is accepted', async () => {
    const last = madridToday().plus({ days: 30 }).toISODate() as string;
    const response = await call({ origen: 'Barcelona', destino: 'Milan', metros: '2', fecha: last });

    expect(response.statusCode).toBe(200);
    expect(response.json.fechaCarga).toBe(last);
    expect(response.json.gasoleoProvisional).toBe(true);
  });

  test('a request URI over 2,048 characters is 414', async () => {
    const response = await call({ origen: 'Barcelona', destino: 'Milan', metros: '2', x: 'a'.repeat(2100) });

    expect(response.statusCode).toBe(414);
    expect(response.json.status).toBe(414);
  });

  test('no error body carries a stack trace', async () => {
    const response = await call({ metros: 'x' });

    expect(response.body).not.toMatch(/at .*\.ts:\d+/);
    expect(response.json.requestId).toEqual(expect.any(String));
  });
});

describe('quota and round trips', () => {
  test('50 parallel requests from one client under a limit of 20: exactly 20 pass', async () => {
    const ip = freshIp();
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => call({ origen: 'Barcelona', destino: 'Milan', metros: '2' }, { ip })),
    );

    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(20);
    expect(statuses.filter((s) => s === 429)).toHaveLength(30);
    const refused = responses.find((r) => r.statusCode === 429);
    expect(Number(refused?.headers?.['Retry-After'])).toBeGreaterThanOrEqual(1);
    expect(refused?.headers?.['Cache-Control']).toBe('no-store');
    expect(refused?.headers?.['RateLimit-Policy']).toMatch(/^"minute";q=20;w=60$/);
    const t = Number(/t=(\d+)/.exec(String(refused?.headers?.RateLimit ?? ''))?.[1]);
    expect(Number(refused?.headers?.['Retry-After'])).toBeGreaterThanOrEqual(t);
  });

  test('a burst in the last second of a minute and another in the first of the next get 20 answers, not 40', async () => {
    const ip = freshIp();
    const minute = Math.floor(NOW.getTime() / 60_000) * 60_000;
    const burst = (at: Handler) =>
      Promise.all(
        Array.from({ length: 25 }, () =>
          at(
            apiEvent({ path: PATH, query: { origen: 'Barcelona', destino: 'Milan', metros: '2' }, sourceIp: ip }),
            lambdaContext('estimate'),
          ),
        ),
      );

    const endOfMinute = await burst(handlerAt(new Date(minute + 59_900)));
    const startOfNext = await burst(handlerAt(new Date(minute + 60_100)));

    const served = [...endOfMinute, ...startOfNext].filter((response) => response.statusCode === 200);
    expect(served).toHaveLength(20);
    const refused = startOfNext.find((response) => response.statusCode === 429);
    expect(refused?.headers?.RateLimit).toBe(`"minute";r=0;t=${refused?.headers?.['Retry-After']}`);
  }, 30_000);

  test('X-Forwarded-For never changes the client quota identity', async () => {
    const ip = freshIp();
    for (let i = 0; i < 20; i += 1) await call({ origen: 'Barcelona', destino: 'Milan', metros: '1' }, { ip });

    const response = await call(
      { origen: 'Barcelona', destino: 'Milan', metros: '1' },
      { ip, headers: { 'x-forwarded-for': '203.0.113.99' } },
    );

    expect(response.statusCode).toBe(429);
  });

  test('an estimate costs at most two DynamoDB round trips, one when the fuel figures are cached', async () => {
    // Two or three ISO weeks ahead: no other test here prices that week.
    const firstForItsWeek = madridToday().plus({ days: 15 }).toISODate() as string;
    proxy.reset();
    const cold = await call({ origen: 'Barcelona', destino: 'Milan', metros: '2', fecha: firstForItsWeek });
    const coldOperations = [...proxy.operations];
    proxy.reset();
    const warm = await call({ origen: 'Barcelona', destino: 'Milan', metros: '2', fecha: firstForItsWeek });

    expect([cold.statusCode, warm.statusCode]).toEqual([200, 200]);
    expect(coldOperations).toEqual(['UpdateItem', 'Query']);
    expect(proxy.operations).toEqual(['UpdateItem']);
  });
});
