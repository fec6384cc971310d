import type { Client } from '@modelcontextprotocol/client';
import { textOf } from '#test/e2e/mcp/mcp-client.ts';
import { agentClient, agentOperations } from '#test/support/agent-client.ts';
import { type QuoteWorld, quoteWorld } from '../quotes/quote-world.ts';

/**
 * The pallet tool through the official MCP client, on the server one MCP request gets: its listing, its answer and
 * how that answer feeds the price tool, whose operation runs over DynamoDB Local.
 */

let world: QuoteWorld;
let client: Client;

beforeAll(async () => {
  world = await quoteWorld('mcp-pallets', { ESTIMATE_QUOTA_PER_MINUTE: '1000', ESTIMATE_QUOTA_PER_DAY: '1000' });
  client = await agentClient(world, agentOperations(world), '192.0.2.34');
}, 60_000);

afterAll(async () => {
  await client.close();
  world.client.destroy();
});

/** Every keyword of a JSON schema at any depth. */
const keywords = (schema: unknown): string[] =>
  typeof schema !== 'object' || schema === null
    ? []
    : Object.entries(schema).flatMap(([key, value]) => [key, ...keywords(value)]);

describe('pallets_to_loading_metres', () => {
  test('is listed read-only and idempotent, closed-world, with a flat input schema', async () => {
    const { tools } = await client.listTools();
    const tool = tools.find((candidate) => candidate.name === 'pallets_to_loading_metres');

    expect(tool?.annotations).toEqual({
      readOnlyHint: true,
      idempotentHint: true,
      destructiveHint: false,
      openWorldHint: false,
    });
    expect(Object.keys(tool?.inputSchema.properties ?? {})).toEqual([
      'euroPallets',
      'industrialPallets',
      'stackable',
      'lang',
    ]);
    expect(keywords(tool?.inputSchema).filter((key) => /^(anyOf|oneOf|allOf|\$ref)$/.test(key))).toEqual([]);
    expect(tool?.inputSchema.properties?.euroPallets).toMatchObject({ type: 'integer', minimum: 0, maximum: 66 });
  });

  test('six euro pallets are 2.4 loading metres, said with their rows, and that metros prices the same shipment', async () => {
    const answer = await client.callTool({
      name: 'pallets_to_loading_metres',
      arguments: { euroPallets: 6, lang: 'en' },
    });
    const { metros } = answer.structuredContent as { metros: number };
    const priced = await client.callTool({
      name: 'estimate_freight_price',
      arguments: { origen: 'Barcelona', destino: 'Milan', metros, lang: 'en' },
    });

    expect(answer.isError).toBeFalsy();
    expect(answer.structuredContent).toMatchObject({
      metros: 2.4,
      fits: true,
      fullTrailer: false,
      kinds: [{ kind: 'euro', count: 6, positions: 6, perRow: 3, fullRows: 2, partRow: 0 }],
    });
    expect(textOf(answer)).toContain(
      'Floor positions: 6, 3 per row (120 cm along the trailer, 80 cm across); full rows: 2',
    );
    expect(textOf(answer)).toContain('Loading metres of the pallets: 2.4, rounded up to a tenth.');
    expect(priced.structuredContent).toMatchObject({ ldmDeclarado: 2.4 });
  });

  test('stacked and mixed pallets in the language asked, a full trailer as 13.6 m', async () => {
    const answer = await client.callTool({
      name: 'pallets_to_loading_metres',
      arguments: { euroPallets: 66, stackable: true, lang: 'de' },
    });

    expect(answer.structuredContent).toMatchObject({ metros: 13.6, metres: 13.2, fullTrailer: true });
    expect(textOf(answer)).toContain('Europaletten (120 × 80 cm): 66, zweifach gestapelt. Stellplätze: 33');
    expect(textOf(answer)).toContain('den ganzen Sattelauflieger, 13,6 Lademeter');
  });

  test('refuses pallets that do not fit one trailer, no pallets at all and a count out of range', async () => {
    const tooMany = await client.callTool({
      name: 'pallets_to_loading_metres',
      arguments: { euroPallets: 33, industrialPallets: 1, lang: 'en' },
    });
    const none = await client.callTool({ name: 'pallets_to_loading_metres', arguments: { lang: 'fr' } });
    const outOfRange = await client.callTool({
      name: 'pallets_to_loading_metres',
      arguments: { euroPallets: 2.5, lang: 'en' },
    });

    expect(tooMany.isError).toBe(true);
    expect((tooMany.structuredContent as { metros: unknown }).metros).toBeNull();
    expect(textOf(tooMany)).toContain('In rows these pallets need 14.2 m of floor, more than the trailer’s 13.6 m');
    expect(none).toMatchObject({ isError: true, content: [{ type: 'text', text: 'Indiquez au moins une palette.' }] });
    expect(outOfRange.isError).toBe(true);
    expect(textOf(outOfRange)).toContain('euroPallets');
  });
});
