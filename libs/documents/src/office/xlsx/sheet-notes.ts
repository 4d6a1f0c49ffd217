import type { OfficePackage } from '../package/office-package.ts';
import { hasType } from '../package/relationships.ts';
import type { PackageText } from '../redaction/package-text.ts';
import { AttributeTarget, RunsTarget } from '../redaction/targets.ts';
import { localName } from '../xml/scan-xml.ts';
import type { XmlPart } from '../xml/xml-part.ts';

/**
 * A sheet's notes (legacy comments, whose rich text runs read as one text) and threaded comments
 * as `comment` segments at their cell; note authors as `metadata`.
 */
export function readSheetNotes(pkg: OfficePackage, sheetPart: string, sheet: string, text: PackageText): void {
  for (const relationship of pkg.relationships(sheetPart)) {
    const part = relationship.targetPart ? pkg.xml(relationship.targetPart) : undefined;
    if (!part) continue;
    if (hasType(relationship, 'comments')) readNotes(part, sheet, text);
    if (hasType(relationship, 'threadedComment')) readThreadedComments(part, sheet, text);
  }
}

function readNotes(part: XmlPart, sheet: string, text: PackageText): void {
  let note: { target: RunsTarget; cell: string } | null = null;
  let phoneticDepth = 0;
  part.scan({
    open(node) {
      const local = localName(node.name);
      if (local === 'comment') note = { target: new RunsTarget(), cell: node.attributes.ref ?? '' };
      if (local === 'rPh') phoneticDepth++;
    },
    close(node) {
      const local = localName(node.name);
      if (local === 'author') {
        const target = new RunsTarget();
        target.addNode(part, node, false);
        text.add(target, 'metadata', { sheet });
      } else if (local === 't' && note && phoneticDepth === 0) note.target.addNode(part, node, true);
      else if (local === 'rPh') phoneticDepth--;
      else if (local === 'comment' && note) {
        text.add(note.target, 'comment', { sheet, cell: note.cell });
        note = null;
      }
    },
  });
}

function readThreadedComments(part: XmlPart, sheet: string, text: PackageText): void {
  part.scan({
    close(node, path) {
      const comment = path.at(-1);
      if (localName(node.name) !== 'text' || !comment || localName(comment.name) !== 'threadedComment') return;
      const target = new RunsTarget();
      target.addNode(part, node, false);
      text.add(target, 'comment', { sheet, cell: comment.attributes.ref ?? '' });
    },
  });
}

/** The people of threaded comments (xl/persons): display names and sign-in ids. */
export function readPersons(part: XmlPart | undefined, text: PackageText): void {
  part?.scan({
    open(node) {
      if (localName(node.name) !== 'person') return;
      for (const name of ['displayName', 'userId']) {
        if (node.attributes[name] !== undefined) text.add(new AttributeTarget(part, node, name), 'metadata', {});
      }
    },
  });
}
