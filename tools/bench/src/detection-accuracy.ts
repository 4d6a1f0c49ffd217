import { cpus, platform, release } from 'node:os';
import { relative, resolve } from 'node:path';
import { createDefaultEngine, DEFAULT_POLICY } from '@csg/detection-engine';
import { renderAccuracyReport, type RunInfo } from './accuracy-report.ts';
import { evalDir, loadJailbreak, loadPii, loadSecrets, loadToxicity } from './corpora.ts';
import { scorePii } from './pii-scoring.ts';
import { holdsObviousPlaceholder } from './placeholder-values.ts';
import { enforced, scoreJailbreak, scoreSecrets, scoreToxicity, type EngineEntity, type Scored } from './scoring.ts';

/**
 * Runs every evaluation corpus through the default engine and prints a Markdown accuracy report.
 * The text of a case goes to the engine and nowhere else; the scoring sees only its metadata.
 */
const engine = createDefaultEngine();

async function run<C extends { id: string; text: string }, M = Omit<C, 'text'>>(
  cases: AsyncIterable<C>,
  describe: (meta: Omit<C, 'text'>, text: string) => M = (meta) => meta as M,
): Promise<{ items: Scored<M>[]; info: RunInfo }> {
  const items: Scored<M>[] = [];
  const errors: string[] = [];
  let engineMs = 0;
  for await (const { text, ...meta } of cases) {
    let entities: EngineEntity[] = [];
    const t0 = performance.now();
    try {
      entities = engine
        .detectSync(text, { policy: DEFAULT_POLICY })
        .detectedEntities.map(({ type, category, action, start, end }) => ({ type, category, action, start, end }));
    } catch {
      errors.push(meta.id);
    }
    engineMs += performance.now() - t0;
    items.push({ case: describe(meta, text), entities });
  }
  return { items, info: { cases: items.length, engineMs, errors } };
}

const dir = evalDir();
const secrets = await run(loadSecrets(dir), (meta, text) => ({ ...meta, placeholder: holdsObviousPlaceholder(text) }));
const pii = await run(loadPii(dir));
const jailbreak = await run(loadJailbreak(dir));
const toxicity = await run(loadToxicity(dir));

// The other corpora hold no credentials: every secrets entity raised on their texts is a false alarm.
const otherTexts = [...pii.items, ...jailbreak.items, ...toxicity.items];
const secretsElsewhere = {
  texts: otherTexts.length,
  flagged: otherTexts.filter((i) => i.entities.some((e) => enforced(e) && e.category === 'secrets')).length,
};

const cpu = cpus();
process.stdout.write(
  renderAccuracyReport(
    {
      secrets: scoreSecrets(secrets.items),
      pii: scorePii(pii.items),
      jailbreak: scoreJailbreak(jailbreak.items),
      toxicity: scoreToxicity(toxicity.items),
    },
    {
      date: new Date().toISOString().slice(0, 10),
      machine: `${cpu[0]?.model ?? 'unknown CPU'}, ${cpu.length} cores, node ${process.version}, ${platform()} ${release()}`,
      corpora: `\`${relative(resolve(import.meta.dirname, '../../..'), dir)}\``,
      runs: { secrets: secrets.info, pii: pii.info, jailbreak: jailbreak.info, toxicity: toxicity.info },
      secretsElsewhere,
    },
  ),
);
