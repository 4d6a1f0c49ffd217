import { stdnum } from 'stdnum';

/**
 * The validate function of one stdnum module, `<COUNTRY>.<module>` (e.g. `DE.vat`), as a
 * predicate. Hand-written detectors use it too where stdnum checks at least as much as ours did
 * (docs/benchmarks/validator-comparison.md): only the check moves, candidate finding and context stay.
 */
export function stdnumCheck(module: string): (value: string) => boolean {
  const [country = '', name = ''] = module.split('.');
  const validator = stdnum[country]?.[name];
  if (!validator) throw new RangeError(`no stdnum module ${module}`);
  return (value) => {
    // stdnum answers a refusal with a new Error object; most candidates are refused, and capturing
    // each one's stack trace is most of the call's cost (7 µs against 2 µs without).
    const limit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    try {
      return validator.validate(value).isValid;
    } finally {
      Error.stackTraceLimit = limit;
    }
  };
}
