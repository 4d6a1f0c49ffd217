import { describe, expect, it } from 'vitest';
import { plainText } from '../../test-support.ts';
import { AFTER_WORD, bucketKey, type Candidates, candidatesOf, JOINERS } from './candidates.ts';

function runs(candidates: Candidates) {
  return Array.from({ length: candidates.count }, (_, i) => ({
    value: candidates.text.slice(candidates.start[i], candidates.end[i]),
    letters: candidates.letters[i]!,
    head: candidates.head[i]!,
    joint: candidates.joint[i]!,
  }));
}

function group(candidates: Candidates, mixed: boolean, length: number, head = 0): string[] {
  const key = (bucketKey(mixed, length) << 3) | head;
  const found: string[] = [];
  for (let k = candidates.heads.from[key]!; k < candidates.heads.to[key]!; k++) {
    const run = candidates.headOrder[k]!;
    found.push(candidates.text.slice(candidates.start[run], candidates.end[run]));
  }
  return found;
}

describe('candidatesOf', () => {
  it('lists the runs of letters and digits that hold a digit, never plain words', () => {
    const space = JOINERS.indexOf(' ') + 1;
    const dash = JOINERS.indexOf('-') + 1;
    expect(runs(candidatesOf(plainText('Call AB12cd or 555-0100 today')))).toEqual([
      { value: 'AB12cd', letters: 4, head: 2, joint: space | AFTER_WORD },
      { value: '555', letters: 0, head: 0, joint: dash | AFTER_WORD },
      { value: '0100', letters: 0, head: 0, joint: space },
    ]);
  });

  it('marks a run that follows a short word and one separator', () => {
    const [nino, loose] = runs(candidatesOf(plainText('AB 123456 C, word:99')));
    expect(nino!.joint & AFTER_WORD).toBe(AFTER_WORD);
    expect(loose!.joint & AFTER_WORD).toBe(AFTER_WORD);
    expect(runs(candidatesOf(plainText('12 34')))[1]!.joint & AFTER_WORD).toBe(0);
  });

  it('stops runs at any character outside ASCII letters and digits', () => {
    expect(runs(candidatesOf(plainText('é123 x_9 卡号4201'))).map((r) => r.value)).toEqual(['123', '9', '4201']);
  });

  it('groups runs by kind, length and letters before the first digit, each group in text order', () => {
    const candidates = candidatesOf(plainText('111 22 333 ab12 xy34 444'));
    expect(group(candidates, false, 3)).toEqual(['111', '333', '444']);
    expect(group(candidates, true, 4, 2)).toEqual(['ab12', 'xy34']);
    expect(group(candidates, true, 4, 1)).toEqual([]);
  });

  it('reuses the scan for the same text, even when each detector wraps it anew', () => {
    const first = candidatesOf(plainText('ref 12345'));
    expect(candidatesOf(plainText('ref 12345'))).toBe(first);
    expect(candidatesOf(plainText('ref 12346')).text).toBe('ref 12346');
  });
});
