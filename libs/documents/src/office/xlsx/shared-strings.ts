import type { PackageText } from '../redaction/package-text.ts';
import { RunsTarget } from '../redaction/targets.ts';
import { localName } from '../xml/scan-xml.ts';
import type { XmlPart } from '../xml/xml-part.ts';

/**
 * The shared string table: one target per `si`, over its text runs (a rich string's runs are
 * read as one text, so a value split by formatting is one span). Phonetic readings (`rPh`) are
 * not cell text but are redacted as hidden text.
 */
export function readSharedStrings(part: XmlPart | undefined, text: PackageText): RunsTarget[] {
  const strings: RunsTarget[] = [];
  let current: RunsTarget | null = null;
  let phonetic: RunsTarget | null = null;
  part?.scan({
    open(node) {
      const local = localName(node.name);
      if (local === 'si') current = new RunsTarget();
      if (local === 'rPh') phonetic = new RunsTarget();
    },
    close(node) {
      const local = localName(node.name);
      if (local === 't') (phonetic ?? current)?.addNode(part, node, true);
      if (local === 'rPh' && phonetic) {
        text.addHidden(phonetic);
        phonetic = null;
      }
      if (local === 'si' && current) {
        strings.push(current);
        current = null;
      }
    },
  });
  return strings;
}
