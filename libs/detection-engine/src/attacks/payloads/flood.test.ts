import { describe, expect, it } from 'vitest';
import { floodHits } from './flood.ts';

const prose = 'The quarterly report is due next Friday and the draft still needs a section on hiring. ';

describe('floodHits', () => {
  it('finds a run of one-character junk after ordinary text, where it starts', () => {
    const junk = 'ö '.repeat(60);
    const view = `${prose.repeat(5)}${junk}${prose}`;
    const [hit] = floodHits(view);
    expect(hit?.id).toBe('junk-flood');
    expect(hit?.start).toBe(prose.length * 5);
  });

  it('takes the first run of short tokens, even when a later one is junk', () => {
    expect(floodHits(`${'a b c d '.repeat(12)}word ${') ] } '.repeat(20)}`)).toEqual([]);
  });

  it('leaves short real words, table rules and a run cut short by a longer token alone', () => {
    expect(floodHits('it is a b c '.repeat(20))).toEqual([]);
    expect(floodHits('| - '.repeat(40))).toEqual([]);
    expect(floodHits(`${'ö '.repeat(30)}long ${'ö '.repeat(30)}`)).toEqual([]);
  });
});
