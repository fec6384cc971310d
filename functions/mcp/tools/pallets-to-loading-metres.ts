import * as z from 'zod';
import { resultTextsData } from '#data/texts/index.ts';
import { palletSentences } from '#shared/domain/loading/pallet-texts.ts';
import { palletLoadingMetres, palletLoadShape } from '#shared/domain/loading/pallets.ts';
import { DEFAULT_LANGUAGE } from '#shared/domain/pricing/texts.ts';
import { MAX_LDM } from '#shared/domain/quote/shipment-rules.ts';
import { estimateRoute } from '#shared/operations/estimate/estimate.route.ts';
import { accepted, toolInput, toolOutput } from '../accepted-forms.ts';
import { languageArgument, languageExpected, readOnly, type ToolSetup } from './tool-setup.ts';

const PALLETS_TOOL = 'pallets_to_loading_metres';
const TITLE = 'Loading metres from pallets';

/** The loading metres of pallets, a computation without quota or store: its `metros` feeds the price tool. */
export const registerPalletsToLoadingMetres = ({ server }: ToolSetup): void => {
  server.registerTool(
    PALLETS_TOOL,
    {
      title: TITLE,
      description: `Loading metres of euro (120 x 80 cm) and industrial (120 x 100 cm) pallets on a 13.6 m trailer, and how they were computed: give the answer's metros to ${estimateRoute.tool} (at most ${MAX_LDM}).`,
      inputSchema: toolInput(
        {
          euroPallets: palletLoadShape.euro.optional(),
          industrialPallets: palletLoadShape.industrial.optional(),
          stackable: palletLoadShape.stackable.optional(),
          lang: languageArgument,
        },
        { expected: { lang: languageExpected }, language: DEFAULT_LANGUAGE },
      ),
      outputSchema: toolOutput(
        z.object({ metros: z.number().nullable(), fits: z.boolean(), sentences: z.array(z.string()) }).loose(),
      ),
      annotations: readOnly,
    },
    accepted(async ({ euroPallets = 0, industrialPallets = 0, stackable = false, lang = DEFAULT_LANGUAGE }) => {
      const texts = resultTextsData.languages[lang];
      if (euroPallets + industrialPallets === 0)
        return { isError: true, content: [{ type: 'text', text: texts.palets.none }] };
      const result = palletLoadingMetres({ euro: euroPallets, industrial: industrialPallets, stackable });
      const sentences = palletSentences(texts, lang, result);
      const metros = result.fits ? result.metros : null;
      return {
        ...(result.fits ? {} : { isError: true }),
        content: [{ type: 'text', text: sentences.join('\n') }],
        structuredContent: { metros, ...result, sentences },
      };
    }),
  );
};
