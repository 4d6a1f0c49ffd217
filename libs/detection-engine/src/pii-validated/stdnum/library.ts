import { stdnum } from 'stdnum';

/**
 * The validate function of one stdnum module, `<COUNTRY>.<module>` (e.g. `DE.vat`), as a
 * predicate. Hand-written detectors use it too where stdnum checks at least as much as ours did
 * (docs/validator-comparison.md): only the check moves, candidate finding and context stay.
 */
export function stdnumCheck(module: string): (value: string) => boolean {
  const [country = '', name = ''] = module.split('.');
  const validator = stdnum[country]?.[name];
  if (!validator) throw new RangeError(`no stdnum module ${module}`);
  return (value) => validator.validate(value).isValid;
}
