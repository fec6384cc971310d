import { DEFAULT_LANGUAGE, LANGUAGES } from '#shared/domain/pricing/texts.ts';
import { phrase } from '#shared/domain/problem-phrases.ts';
import { parseQuoteId, quoteIdSchema } from '#shared/operations/get-quote/get-quote.operation.ts';
import { getQuoteRoute } from '#shared/operations/get-quote/get-quote.route.ts';
import { accepted, toolInput } from '../accepted-forms.ts';
import { resultText } from '../answer-text.ts';
import { priceOutput } from './tool-outputs.ts';
import { languageArgument, languageExpected, readOnly, refusal, type ToolSetup } from './tool-setup.ts';

/** A stored integration quote, for the credential that created it. */
export const registerGetQuote = ({ server, deps }: ToolSetup): void => {
  server.registerTool(
    getQuoteRoute.tool,
    {
      title: 'Retrieve an integration quote',
      description:
        'Retrieves a quote created on a connection with the same credential. An expired quote is refused, never served as a current price.',
      inputSchema: toolInput(
        {
          id: quoteIdSchema.describe('the id of a result returned by create_quote (a UUID)'),
          lang: languageArgument.describe(
            'language of a refusal (default es); the quote keeps the language it was created in',
          ),
        },
        { expected: { id: phrase('expectUuid'), lang: languageExpected }, language: DEFAULT_LANGUAGE },
      ),
      outputSchema: priceOutput,
      annotations: readOnly,
    },
    accepted(async ({ id, lang }) => {
      try {
        const { value } = await deps.operations.getQuote(deps.caller, () => parseQuoteId(id));
        // The quote's texts keep the language it was created in, and so does the text around them.
        const created = LANGUAGES.find((language) => language === value.language) ?? DEFAULT_LANGUAGE;
        return {
          content: [{ type: 'text', text: resultText(value.result, created) }],
          structuredContent: value.result,
        };
      } catch (error) {
        return refusal(error, lang ?? DEFAULT_LANGUAGE);
      }
    }),
  );
};
