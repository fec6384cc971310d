import { type CountryRules, countryRulesSchema } from '#shared/domain/traffic-bans/rules.schema.ts';
import at from './at.json' with { type: 'json' };
import ch from './ch.json' with { type: 'json' };
import de from './de.json' with { type: 'json' };
import fr from './fr.json' with { type: 'json' };
import it from './it.json' with { type: 'json' };
import li from './li.json' with { type: 'json' };

const files: Record<string, unknown> = {
  'at.json': at,
  'ch.json': ch,
  'de.json': de,
  'fr.json': fr,
  'it.json': it,
  'li.json': li,
};

const parseFile = (file: string, content: unknown): CountryRules => {
  const parsed = countryRulesSchema.safeParse(content);
  if (!parsed.success) {
    throw new Error(
      `data/traffic-bans/${file} is invalid:\n${parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n')}`,
    );
  }
  if (`${parsed.data.code.toLowerCase()}.json` !== file) {
    throw new Error(`data/traffic-bans/${file} holds country ${parsed.data.code}`);
  }
  return parsed.data;
};

/** Every country's rules, validated when the module loads so a bad file stops the start, naming the file. */
export const trafficBanRules: readonly CountryRules[] = Object.entries(files).map(([file, content]) =>
  parseFile(file, content),
);
