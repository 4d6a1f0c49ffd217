/** One occurrence of a phrase: where it sits in the text and which phrase it is. */
export interface PhraseMatch {
  start: number;
  end: number;
  phrase: number;
}

interface State {
  next: Map<number, number>;
  fail: number;
  /** Phrases ending here (their lengths and indices), this state's own and those of its fail chain. */
  ends: { phrase: number; length: number }[];
}

const foldCache = new Map<number, number>();

/** Lower case that keeps every UTF-16 unit in place, so offsets in the folded text are offsets in the text. */
export function foldCase(code: number): number {
  if (code < 0x80) return code >= 65 && code <= 90 ? code + 32 : code;
  let folded = foldCache.get(code);
  if (folded === undefined) {
    const lower = String.fromCharCode(code).toLowerCase();
    folded = lower.length === 1 ? lower.charCodeAt(0) : code;
    foldCache.set(code, folded);
  }
  return folded;
}

/**
 * Finds many phrases at once without regard to case (Aho–Corasick): one pass over the text
 * whatever the number of phrases, where a regular expression with one alternative per phrase
 * costs a pass per phrase.
 */
export class PhraseMatcher {
  private readonly states: State[] = [{ next: new Map(), fail: 0, ends: [] }];

  constructor(phrases: readonly string[]) {
    phrases.forEach((phrase, index) => {
      let state = 0;
      for (let i = 0; i < phrase.length; i++) {
        const code = foldCase(phrase.charCodeAt(i));
        let target = this.state(state).next.get(code);
        if (target === undefined) {
          target = this.states.push({ next: new Map(), fail: 0, ends: [] }) - 1;
          this.state(state).next.set(code, target);
        }
        state = target;
      }
      this.state(state).ends.push({ phrase: index, length: phrase.length });
    });
    this.link();
  }

  /** Every occurrence, overlapping ones included, in order of where they end. */
  *matches(text: string): Generator<PhraseMatch> {
    let state = 0;
    for (let i = 0; i < text.length; i++) {
      const code = foldCase(text.charCodeAt(i));
      let next = this.state(state).next.get(code);
      while (next === undefined && state !== 0) {
        state = this.state(state).fail;
        next = this.state(state).next.get(code);
      }
      state = next ?? 0;
      for (const { phrase, length } of this.state(state).ends) yield { start: i + 1 - length, end: i + 1, phrase };
    }
  }

  private state(index: number): State {
    const state = this.states[index];
    if (!state) throw new Error(`no state ${index}`);
    return state;
  }

  /** Breadth first, each state's fail link goes to the longest proper suffix that is also a state. */
  private link(): void {
    const queue = [...this.state(0).next.values()];
    for (let head = 0; head < queue.length; head++) {
      const state = this.state(queue[head] ?? 0);
      for (const [code, child] of state.next) {
        let fail = state.fail;
        let target = this.state(fail).next.get(code);
        while (target === undefined && fail !== 0) {
          fail = this.state(fail).fail;
          target = this.state(fail).next.get(code);
        }
        const childState = this.state(child);
        childState.fail = target !== undefined && target !== child ? target : 0;
        childState.ends.push(...this.state(childState.fail).ends);
        queue.push(child);
      }
    }
  }
}
