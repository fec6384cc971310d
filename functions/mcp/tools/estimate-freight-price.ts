import * as z from 'zod';
import { estimateExpected, estimateQueryShape } from '#functions/estimate/estimate.schema.ts';
import { DEFAULT_LANGUAGE } from '#shared/domain/pricing/texts.ts';
import { DECIMAL_NUMBER } from '#shared/http/parse.ts';
import { estimateRoute } from '#shared/routes/registry.ts';
import { accepted, toolInput } from '../accepted-forms.ts';
import { resultText } from '../answer-text.ts';
import { priceOutput } from './tool-outputs.ts';
import {
  destinationPostalCode,
  languageArgument,
  languageExpected,
  readOnly,
  refusal,
  type ToolSetup,
} from './tool-setup.ts';

const estimateShape = {
  ...estimateQueryShape,
  // Agents send JSON numbers, read by the REST form's grammar (no sign, so no -0); the REST form is accepted too.
  metros: z.union([DECIMAL_NUMBER, estimateQueryShape.metros]).describe(estimateQueryShape.metros.description ?? ''),
  pesoKg: z
    .union([DECIMAL_NUMBER, estimateQueryShape.pesoKg.unwrap()])
    .optional()
    .describe(estimateQueryShape.pesoKg.unwrap().description ?? ''),
  lang: languageArgument,
};

/** Listed as JSON numbers, the form agents send (a decimal string, the REST form, is accepted too). */
const estimateListed = {
  cpDestino: destinationPostalCode.optional(),
  metros: z.number().describe(estimateShape.metros.description ?? ''),
  pesoKg: z
    .number()
    .optional()
    .describe(estimateShape.pesoKg.description ?? ''),
};

/** The price tool: the public estimate. */
export const registerEstimateFreightPrice = ({ server, deps }: ToolSetup): void => {
  server.registerTool(
    estimateRoute.tool,
    {
      title: 'Indicative freight price',
      description:
        'Indicative price in EUR (VAT excluded, fuel surcharge included) for palletised general cargo from Spain. Give origen (Barcelona) or cpOrigen, destino (Milan) or cpDestino with paisDestino, and metros (loading metres). Show the assumptions (supuestos) with the amount. A lane outside the tariff is manual review, without a price. Not a firm offer; books nothing.',
      inputSchema: toolInput(estimateShape, {
        expected: { ...estimateExpected, lang: languageExpected },
        language: DEFAULT_LANGUAGE,
        listed: estimateListed,
      }),
      outputSchema: priceOutput,
      annotations: readOnly,
    },
    accepted(async ({ lang, ...query }) => {
      try {
        const language = lang ?? DEFAULT_LANGUAGE;
        const { value } = await deps.operations.estimate({ ...deps.caller, language }, () => query);
        return { content: [{ type: 'text', text: resultText(value, language) }], structuredContent: value };
      } catch (error) {
        return refusal(error, lang ?? DEFAULT_LANGUAGE);
      }
    }),
  );
};
