import type { PackageText } from '../redaction/package-text.ts';
import { RunsTarget } from '../redaction/targets.ts';
import { localName } from '../xml/scan-xml.ts';
import type { XmlNode } from '../xml/scan-xml.ts';
import type { XmlPart } from '../xml/xml-part.ts';
import type { OfficePackage } from './office-package.ts';

// Free-text fields of the core (docProps/core.xml) and extended (docProps/app.xml) properties;
// the rest are dates, counts and the application's name.
const CORE_FIELDS = new Set(['creator', 'lastModifiedBy', 'title', 'subject', 'keywords', 'description', 'category']);
const APP_FIELDS = new Set(['Company', 'Manager']);
const CORE = /package\.core-properties\+xml$/;
const APP = /extended-properties\+xml$/;
const CUSTOM = /custom-properties\+xml$/;

/**
 * Document properties as `metadata` segments: the named core and extended fields, every custom
 * property's value (docProps/custom.xml) and every text of the custom XML data parts
 * (customXml/item*.xml, which content controls bind to).
 */
export function readProperties(pkg: OfficePackage, text: PackageText): void {
  for (const name of pkg.partsOfType((type) => CORE.test(type))) readLeaves(pkg.xml(name), text, CORE_FIELDS);
  for (const name of pkg.partsOfType((type) => APP.test(type))) readLeaves(pkg.xml(name), text, APP_FIELDS);
  for (const name of pkg.partsOfType((type) => CUSTOM.test(type))) readLeaves(pkg.xml(name), text, null);
  for (const name of pkg.partNames().filter((part) => /^customXml\/item\d*\.xml$/i.test(part))) {
    readLeaves(pkg.xml(name), text, null);
  }
}

/** Leaves of a part, all of them or those whose local name is listed, each a segment of its own. */
function readLeaves(part: XmlPart | undefined, text: PackageText, fields: ReadonlySet<string> | null): void {
  part?.scan({
    close(node: XmlNode) {
      if (node.hasChildren || (fields && !fields.has(localName(node.name)))) return;
      const target = new RunsTarget();
      target.addNode(part, node, false);
      text.add(target, 'metadata', {});
    },
  });
}
