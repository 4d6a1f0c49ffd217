import type { XmlNode } from '../xml/scan-xml.ts';
import { localName } from '../xml/scan-xml.ts';
import type { XmlPart } from '../xml/xml-part.ts';
import { resolveTarget } from './part-names.ts';

export interface Relationship {
  readonly id: string;
  readonly type: string;
  readonly target: string;
  readonly external: boolean;
  /** The part an internal target names; null for external targets. */
  readonly targetPart: string | null;
  readonly node: XmlNode;
  readonly rels: XmlPart;
}

/** Reads a `.rels` part; `source` is the part it belongs to ('' for the package). */
export function readRelationships(rels: XmlPart, source: string): Relationship[] {
  const found: Relationship[] = [];
  rels.scan({
    close(node) {
      if (localName(node.name) !== 'Relationship') return;
      const { Id: id = '', Type: type = '', Target: target = '', TargetMode: mode } = node.attributes;
      const external = mode === 'External';
      const targetPart = external ? null : resolveTarget(source, target);
      found.push({ id, type, target, external, targetPart, node, rels });
    },
  });
  return found;
}

/** Relationship types end in a stable last segment across the transitional and strict namespaces. */
export function hasType(relationship: Relationship, kind: string): boolean {
  return relationship.type.endsWith(`/${kind}`);
}
