import type { OfficePackage } from '../package/office-package.ts';
import type { XmlNode } from '../xml/scan-xml.ts';
import { localName } from '../xml/scan-xml.ts';
import type { XmlPart } from '../xml/xml-part.ts';
import { applySpans } from './targets.ts';
import type { ValueSweep } from './value-sweep.ts';

/** What a format says about elements the generic sweep meets. */
export interface SweepRules {
  /** Elements a target owns in a way the sweep must not touch (a cell's shared-string index). */
  owns?(part: XmlPart, node: XmlNode, path: readonly XmlNode[]): boolean;
  /** Whether a leaf must go rather than be rewritten (a formula that holds a value). */
  removes?(part: XmlPart, node: XmlNode, holdsValue: boolean): boolean;
}

// Attributes that name namespaces, parts and types: rewriting them breaks the file, and no
// application shows them, so they are neither swept nor taken as evidence of a leak.
const STRUCTURAL = new Set([
  'Type',
  'ContentType',
  'PartName',
  'Extension',
  'Ignorable',
  'ProcessContent',
  'MustUnderstand',
  'Requires',
]);
const NUMBER = /^[-+]?\d+(\.\d+)?([eE][-+]?\d+)?$/;

export function isStructuralAttribute(name: string): boolean {
  return name === 'xmlns' || name.startsWith('xmlns:') || STRUCTURAL.has(localName(name));
}

/**
 * Replaces every remaining occurrence of a redacted value in every XML part: leaf text,
 * attributes, XML comments (removed). A numeric field keeps a number so the part stays valid.
 * Elements that mix text and child elements are left to the verification, which refuses the file
 * if a value survives there.
 */
export function sweepNodes(pkg: OfficePackage, sweep: ValueSweep, rules: SweepRules): void {
  for (const part of pkg.xmlPartsInOrder()) {
    let skipUntil = -1;
    const skipped = (node: XmlNode, path: readonly XmlNode[]) =>
      node.start < skipUntil || (rules.owns?.(part, node, path) ?? false);
    part.scan({
      open(node, path) {
        if (skipped(node, path)) return;
        const until = part.replacedUntil(node);
        if (until !== undefined) {
          skipUntil = until;
          return;
        }
        for (const name of Object.keys(node.attributes)) {
          const value = part.attribute(node, name) ?? '';
          if (isStructuralAttribute(name) || !sweep.has(value)) continue;
          part.setAttribute(node, name, replaced(value, sweep));
        }
      },
      close(node, path) {
        if (node.hasChildren || skipped(node, path)) return;
        const text = part.content(node);
        const holdsValue = sweep.has(text);
        if (rules.removes?.(part, node, holdsValue)) part.replace(node, '');
        else if (holdsValue) part.setContent(node, replaced(text, sweep));
      },
      comment(comment) {
        if (sweep.has(comment.text)) part.replace(comment, '');
      },
    });
  }
}

function replaced(text: string, sweep: ValueSweep): string {
  return NUMBER.test(text.trim()) ? '0' : applySpans(text, sweep.find(text));
}
