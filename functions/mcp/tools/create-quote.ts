import * as z from 'zod';
import { parseIdempotencyKey } from '#shared/domain/idempotency/idempotency-key.ts';
import { DEFAULT_LANGUAGE } from '#shared/domain/pricing/texts.ts';
import { phrase } from '#shared/domain/problem-phrases.ts';
import { createQuoteRoute } from '#shared/operations/create-quote/create-quote.route.ts';
import {
  parseQuoteRequest,
  quoteExpected,
  quoteRequestShape,
} from '#shared/operations/create-quote/quote-request.schema.ts';
import { accepted, toolInput } from '../accepted-forms.ts';
import { resultText } from '../answer-text.ts';
import { PRICE_TOOL_TEXTS } from '../tool-texts.ts';
import { priceOutput } from './tool-outputs.ts';
import { destinationPostalCode, languageArgument, languageExpected, refusal, type ToolSetup } from './tool-setup.ts';

/** The integration quote's creation, for the bearer of a credential. */
export const registerCreateQuote = ({ server, deps }: ToolSetup): void => {
  server.registerTool(
    createQuoteRoute.tool,
    {
      title: 'Create an integration quote',
      description:
        "Stores an indicative quote for an integration, retrievable for 15 minutes with get_quote; only on a connection configured with the integration's credential. Give a new idempotencyKey per distinct quote and the same one on a retry, which returns the same result. Not a firm offer; books no transport.",
      inputSchema: toolInput(
        {
          ...quoteRequestShape,
          idempotencyKey: z
            .string()
            .describe('16 to 128 characters from A-Z, a-z, 0-9, "_" and "-": new per quote, the same on a retry'),
          lang: languageArgument,
        },
        {
          expected: { ...quoteExpected, idempotencyKey: phrase('expectKey'), lang: languageExpected },
          language: DEFAULT_LANGUAGE,
          listed: { cpDestino: destinationPostalCode },
        },
      ),
      outputSchema: priceOutput,
      // Not read-only (it stores a result), destroys nothing, idempotent through its key; the tariff is a closed world.
      annotations: {
        readOnlyHint: false,
        destructiveHint: false,
        idempotentHint: true,
        openWorldHint: false,
      },
    },
    accepted(async ({ idempotencyKey, lang, ...body }) => {
      const context = { ...deps.caller, language: lang ?? DEFAULT_LANGUAGE };
      try {
        const { value } = await deps.operations.createQuote(context, () => ({
          key: parseIdempotencyKey(idempotencyKey),
          shipment: parseQuoteRequest(body, context.now),
        }));
        const replay = value.replayed ? `${PRICE_TOOL_TEXTS[context.language].replay}\n` : '';
        return {
          content: [{ type: 'text', text: `${replay}${resultText(value.result, context.language)}` }],
          structuredContent: value.result,
        };
      } catch (error) {
        return refusal(error, context.language);
      }
    }),
  );
};
