import * as z from 'zod';
import { DEFAULT_LANGUAGE } from '#shared/domain/pricing/texts.ts';
import { DECIMAL_NUMBER, DECIMAL_TEXT } from '#shared/http/parse.ts';
import { estimateRoute } from '#shared/operations/estimate/estimate.route.ts';
import { estimateExpected, estimateQueryShape } from '#shared/operations/estimate/estimate.schema.ts';
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

/** The REST form of a number, a decimal string, kept as written. */
const DECIMAL_STRING = z.string().regex(DECIMAL_TEXT);

/** A number as the operation takes it, and its text when the agent sent text (a refusal repeats it as sent). */
const asWritten = (value: number | string | undefined) =>
  typeof value === 'string' ? { value: Number(value), written: value } : { value, written: undefined };

const estimateShape = {
  ...estimateQueryShape,
  // Agents send JSON numbers, read by the REST form's grammar (no sign, so no -0); the REST form is accepted too,
  // and kept as text until the call, so that a refusal repeats it as sent.
  metros: z.union([DECIMAL_NUMBER, DECIMAL_STRING]).describe(estimateQueryShape.metros.description ?? ''),
  pesoKg: z
    .union([DECIMAL_NUMBER, DECIMAL_STRING])
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
    accepted(async ({ lang, metros: metrosSent, pesoKg: pesoKgSent, ...rest }) => {
      try {
        const language = lang ?? DEFAULT_LANGUAGE;
        const [metros, pesoKg] = [asWritten(metrosSent), asWritten(pesoKgSent)];
        const query = {
          ...rest,
          metros: metros.value as number,
          ...(pesoKg.value === undefined ? {} : { pesoKg: pesoKg.value }),
          written: { metros: metros.written, pesoKg: pesoKg.written },
        };
        const { value } = await deps.operations.estimate({ ...deps.caller, language }, () => query);
        return { content: [{ type: 'text', text: resultText(value, language) }], structuredContent: value };
      } catch (error) {
        return refusal(error, lang ?? DEFAULT_LANGUAGE);
      }
    }),
  );
};
