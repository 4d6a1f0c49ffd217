import { describe, expect, it } from 'vitest';
import { renderAccuracyReport } from './accuracy-report.ts';
import { scorePii } from './pii-scoring.ts';
import { scoreJailbreak, scoreSecrets, scoreToxicity, type EngineEntity } from './scoring.ts';
import { accuracyTargets, speedTargets } from './targets.ts';

const hit = (category: EngineEntity['category'], type = 'X'): EngineEntity => ({
  type,
  category,
  action: 'reject',
  start: 0,
  end: 5,
});

function scores() {
  const secrets = scoreSecrets([
    {
      case: {
        id: 'sec-1',
        label: 'secret',
        expect: [],
        category: 'aws',
        dataset: 'gitleaks',
        rule_id: 'aws-key',
        synthetic_random: false,
        path_dependent: false,
      },
      entities: [],
    },
  ]);
  const pii = scorePii(
    ['CREDIT_CARD', 'IBAN_CODE', 'US_SSN', 'EMAIL_ADDRESS', 'IP_ADDRESS'].map((type) => ({
      case: {
        id: `pii-${type}`,
        label: 'pii',
        expect: [type],
        entity_type: type,
        expected_count: 1,
        spans: [],
        kind: 'analyze',
        dataset: 'd',
      },
      entities: [hit('pii', type)],
    })),
  );
  const jailbreak = scoreJailbreak([
    {
      case: { id: 'jb-1', label: 'jailbreak', is_attack: true, category: 'c', dataset: 'o/r', hard_negative: false },
      entities: [hit('jailbreak')],
    },
  ]);
  const toxicity = scoreToxicity([
    { case: { id: 'tox-1', label: 'non_toxic', is_toxic: false, dataset: 'd' }, entities: [hit('toxicity')] },
  ]);
  return { secrets, pii, jailbreak, toxicity };
}

describe('accuracy targets', () => {
  it('passes what meets the bar and fails what does not or was not measured', () => {
    const lines = accuracyTargets(scores(), { countries: 59, checksumTypes: new Set(['IBAN_CODE']) });
    const verdict = Object.fromEntries(lines.map((l) => [l.name, l.pass]));
    expect(verdict['secrets recall ≥ 0.97 at precision ≥ 0.97']).toBe(false);
    expect(verdict['PII F1 overall ≥ 0.95']).toBe(true);
    expect(verdict['national identifiers validated for ≥ 60 countries']).toBe(false);
    expect(verdict['PII F1 IBAN_CODE ≥ 0.97']).toBe(true);
    expect(verdict['jailbreak/injection F1 ≥ 0.93']).toBe(true);
    expect(verdict['toxicity F1 ≥ 0.9']).toBe(false);
  });

  it('checks the speed bars', () => {
    const lines = speedTargets({ p50SyncMs: 1.2, p50AsyncMs: 2.5, mbPerSecond: 25 });
    expect(lines.map((l) => l.pass)).toEqual([true, false, true]);
  });
});

describe('renderAccuracyReport', () => {
  it('prints verdicts, tables and miss ids', () => {
    const run = { cases: 1, engineMs: 3, errors: [] };
    const md = renderAccuracyReport(scores(), {
      date: '2026-01-01',
      machine: 'test CPU',
      corpora: '`eval`',
      runs: { secrets: run, pii: run, jailbreak: run, toxicity: { ...run, errors: ['tox-9'] } },
      secretsElsewhere: { texts: 40, flagged: 2 },
    });
    expect(md).toContain('# Detection accuracy (2026-01-01)');
    expect(md).toContain('- **FAIL** secrets recall ≥ 0.97 at precision ≥ 0.97');
    expect(md).toContain('- **PASS** PII F1 overall ≥ 0.95 (1.000)');
    expect(md).toMatch(/- \*\*PASS\*\* national identifiers validated for ≥ 60 countries \(\d+ countries\)/);
    expect(md).toContain('## PII breadth');
    expect(md).toContain('`sec-1` (aws-key)');
    expect(md).toContain('`tox-1` (non_toxic)');
    expect(md).toContain('engine threw on 1');
    expect(md).toContain('with a secrets entity: 2 of 40');
    expect(md).toMatch(/\| gitleaks \| 1 \| 0 \| 0 \| 1 \| 0 \| — \| 0\.000 \| 0\.000 \|/);
  });
});
