import { describe, expect, it } from 'vitest';
import { checkClaims } from './claim-support.ts';

const passages = [
  'The Aurora warehouse in Lyon ships orders within 48 hours. Returns are accepted for 30 days.',
  'Customer support answers e-mails on weekdays between 9:00 and 17:00.',
];

describe('checkClaims (built-in grounding)', () => {
  it('supports a claim whose content words and numbers a passage holds, even inflected differently', () => {
    const [verdict] = checkClaims('Orders ship from the Lyon warehouse within 48 hours.', passages);
    expect(verdict?.supported).toBe(true);
  });

  it('flags a claim with a number no passage states, however many words it shares', () => {
    const [verdict] = checkClaims('Returns are accepted for 90 days.', passages);
    expect(verdict?.supported).toBe(false);
  });

  it('flags a claim that shares little with every passage', () => {
    const [verdict] = checkClaims('The company was founded by astronauts on the moon.', passages);
    expect(verdict).toMatchObject({ supported: false });
    expect(verdict?.support).toBeLessThan(0.5);
  });

  it('gives offsets of each claim in the reply and skips sentences too short to claim anything', () => {
    const reply = 'Sure! Returns are accepted for 30 days. Astronauts founded the company on Mars.';
    const verdicts = checkClaims(reply, passages);
    expect(verdicts.map((v) => reply.slice(v.start, v.end))).toEqual([
      'Returns are accepted for 30 days.',
      'Astronauts founded the company on Mars.',
    ]);
    expect(verdicts.map((v) => v.supported)).toEqual([true, false]);
  });
});
