import { type CountryRules, countryRulesSchema } from '#shared/domain/traffic-bans/rules.schema.ts';
import at from './at.json' with { type: 'json' };
import be from './be.json' with { type: 'json' };
import bg from './bg.json' with { type: 'json' };
import ch from './ch.json' with { type: 'json' };
import cz from './cz.json' with { type: 'json' };
import de from './de.json' with { type: 'json' };
import dk from './dk.json' with { type: 'json' };
import ee from './ee.json' with { type: 'json' };
import es from './es.json' with { type: 'json' };
import fi from './fi.json' with { type: 'json' };
import fr from './fr.json' with { type: 'json' };
import gb from './gb.json' with { type: 'json' };
import gr from './gr.json' with { type: 'json' };
import hr from './hr.json' with { type: 'json' };
import hu from './hu.json' with { type: 'json' };
import ie from './ie.json' with { type: 'json' };
import it from './it.json' with { type: 'json' };
import li from './li.json' with { type: 'json' };
import lt from './lt.json' with { type: 'json' };
import lu from './lu.json' with { type: 'json' };
import lv from './lv.json' with { type: 'json' };
import nl from './nl.json' with { type: 'json' };
import no from './no.json' with { type: 'json' };
import pl from './pl.json' with { type: 'json' };
import pt from './pt.json' with { type: 'json' };
import ro from './ro.json' with { type: 'json' };
import se from './se.json' with { type: 'json' };
import si from './si.json' with { type: 'json' };
import sk from './sk.json' with { type: 'json' };

const files: Record<string, unknown> = {
  'at.json': at,
  'be.json': be,
  'bg.json': bg,
  'ch.json': ch,
  'cz.json': cz,
  'de.json': de,
  'dk.json': dk,
  'ee.json': ee,
  'es.json': es,
  'fi.json': fi,
  'fr.json': fr,
  'gb.json': gb,
  'gr.json': gr,
  'hr.json': hr,
  'hu.json': hu,
  'ie.json': ie,
  'it.json': it,
  'li.json': li,
  'lt.json': lt,
  'lu.json': lu,
  'lv.json': lv,
  'nl.json': nl,
  'no.json': no,
  'pl.json': pl,
  'pt.json': pt,
  'ro.json': ro,
  'se.json': se,
  'si.json': si,
  'sk.json': sk,
};

const parseFile = (file: string, content: unknown): CountryRules => {
  // Each schema parses once per container: jitless skips compiling zod's fast path, which costs more than it saves
  // on a single parse (about a third of the validation time at cold start).
  const parsed = countryRulesSchema.safeParse(content, { jitless: true });
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
