import { DocumentError } from '../../document-error.ts';
import type { DocumentLimits } from '../../types.ts';
import { OfficePackage } from '../package/office-package.ts';
import type { PackageFormat } from './redact-package.ts';
import { isStructuralAttribute } from './sweep-nodes.ts';
import type { ValueSweep } from './value-sweep.ts';

// Raw bytes of images and embedded binaries are searched only for values this long: shorter
// letter runs turn up by chance in compressed data.
const MIN_BINARY_VALUE = 5;

/**
 * Reads the rewritten file back as a new package and looks for every redacted value: in every
 * XML part's text, attributes and comments, in the re-extracted text (where a value split across
 * runs reads whole), and in the raw bytes of every other part as single bytes and as UTF-16. A value
 * found anywhere refuses the file rather than hand back a copy that still holds it.
 */
export async function verifyRedacted(
  output: Buffer,
  sweep: ValueSweep,
  limits: DocumentLimits,
  format: PackageFormat,
): Promise<void> {
  const pkg = await OfficePackage.read(output, limits);
  const leak = (where: string): never => {
    throw new DocumentError('too-complex', `a redacted value could not be removed from ${where}`);
  };
  for (const name of pkg.partNames()) {
    const part = pkg.isXml(name) ? pkg.xml(name) : undefined;
    if (part) {
      // What a target owns (a cell's value) is checked through the re-extracted text below.
      part.scan({
        open(node, path) {
          if (format.owns?.(part, node, path)) return;
          for (const [attribute, value] of Object.entries(node.attributes)) {
            if (!isStructuralAttribute(attribute) && sweep.has(value)) leak(name);
          }
        },
        close(node, path) {
          if (!format.owns?.(part, node, path) && sweep.has(node.text)) leak(name);
        },
        comment(comment) {
          if (sweep.has(comment.text)) leak(name);
        },
      });
    } else if (binaryHolds(pkg.bytes(name) ?? Buffer.alloc(0), sweep)) {
      leak(name);
    }
  }
  const text = format.read(pkg, limits.maxTextChars);
  if ([...text.targets, ...text.hidden].some((target) => sweep.has(target.text))) leak('the text');
}

function binaryHolds(data: Buffer, sweep: ValueSweep): boolean {
  const long = (span: { start: number; end: number }) => span.end - span.start >= MIN_BINARY_VALUE;
  const texts = [data.toString('latin1'), data.toString('utf16le'), data.subarray(1).toString('utf16le')];
  return texts.some((text) => sweep.find(text).some(long));
}
