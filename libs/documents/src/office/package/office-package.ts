import { DocumentError } from '../../document-error.ts';
import type { DocumentLimits } from '../../types.ts';
import { isCompoundFile, isEncryptedOoxml } from '../zip/cfb.ts';
import type { ZipEntry } from '../zip/read-zip.ts';
import { readZip } from '../zip/read-zip.ts';
import { writeZip } from '../zip/write-zip.ts';
import type { XmlNode } from '../xml/scan-xml.ts';
import { localName } from '../xml/scan-xml.ts';
import { XmlPart } from '../xml/xml-part.ts';
import { partKey, relsPartOf } from './part-names.ts';
import type { Relationship } from './relationships.ts';
import { readRelationships } from './relationships.ts';

const CONTENT_TYPES = '[Content_Types].xml';

/** An OPC package (docx, xlsx): its parts, their content types and relationships, and edits to them. */
export class OfficePackage {
  private readonly entries = new Map<string, ZipEntry>();
  private readonly xmlParts = new Map<string, XmlPart>();
  private readonly relationshipCache = new Map<string, Relationship[]>();
  private readonly defaults = new Map<string, string>();
  private readonly overrides = new Map<string, { type: string; node: XmlNode }>();

  private constructor(entries: ZipEntry[]) {
    for (const entry of entries) this.entries.set(partKey(entry.name), entry);
    const types = this.xml(CONTENT_TYPES);
    if (!types) throw new DocumentError('corrupt', `${CONTENT_TYPES} is missing`);
    types.scan({
      close: (node) => {
        const { Extension: extension, PartName: part, ContentType: type } = node.attributes;
        if (!type) return;
        if (localName(node.name) === 'Default' && extension) this.defaults.set(extension.toLowerCase(), type);
        if (localName(node.name) === 'Override' && part) this.overrides.set(partKey(part), { type, node });
      },
    });
  }

  /** Encrypted OOXML and legacy binary files are told apart from zips before any inflating. */
  static async read(bytes: Buffer, limits: DocumentLimits): Promise<OfficePackage> {
    if (bytes.length > limits.maxBytes) throw new DocumentError('too-large', `over ${limits.maxBytes} bytes`);
    if (bytes.length === 0) throw new DocumentError('corrupt', 'the file is empty');
    if (isEncryptedOoxml(bytes)) throw new DocumentError('encrypted', 'the package is password-protected');
    if (isCompoundFile(bytes)) throw new DocumentError('unsupported', 'a legacy binary office file');
    return new OfficePackage(await readZip(bytes, limits.maxInflatedBytes));
  }

  partNames(): string[] {
    return [...this.entries.values()].map((entry) => entry.name);
  }

  has(name: string): boolean {
    return this.entries.has(partKey(name));
  }

  bytes(name: string): Buffer | undefined {
    return this.entries.get(partKey(name))?.data;
  }

  contentType(name: string): string | undefined {
    const key = partKey(name);
    const extension = key.slice(key.lastIndexOf('.') + 1);
    return this.overrides.get(key)?.type ?? this.defaults.get(extension);
  }

  /** Parts whose content type is XML (VML, which is often not well-formed, is not). */
  isXml(name: string): boolean {
    const type = this.contentType(name) ?? '';
    return /[+/]xml$/.test(type) || /\.(rels|xml)$/i.test(name);
  }

  /** The part parsed lazily and kept, so its edits accumulate in one place. */
  xml(name: string): XmlPart | undefined {
    const key = partKey(name);
    const cached = this.xmlParts.get(key);
    if (cached) return cached;
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    const part = new XmlPart(entry.name, entry.data);
    this.xmlParts.set(key, part);
    return part;
  }

  /** Parts by content type, in package order. */
  partsOfType(matches: (contentType: string) => boolean): string[] {
    return this.partNames().filter((name) => matches(this.contentType(name) ?? ''));
  }

  /** Relationships of a part ('' for the package's own). */
  relationships(source: string): Relationship[] {
    const relsName = relsPartOf(source);
    const key = partKey(relsName);
    const cached = this.relationshipCache.get(key);
    if (cached) return cached;
    const rels = this.xml(relsName);
    const found = rels ? readRelationships(rels, source.replace(/^\//, '')) : [];
    this.relationshipCache.set(key, found);
    return found;
  }

  /** Every relationship of every part. */
  allRelationships(): Relationship[] {
    return this.partNames()
      .filter((name) => /(^|\/)_rels\/[^/]*\.rels$/i.test(name))
      .flatMap((rels) => this.relationships(rels.replace(/_rels\/([^/]*)\.rels$/i, '$1')));
  }

  /** Removes a part with its content-type override and every relationship that targets it. */
  drop(name: string): void {
    const key = partKey(name);
    if (!this.entries.delete(key)) return;
    const override = this.overrides.get(key);
    if (override) this.xml(CONTENT_TYPES)?.replace(override.node, '');
    for (const relationship of this.allRelationships()) {
      if (relationship.targetPart && partKey(relationship.targetPart) === key) {
        relationship.rels.replace(relationship.node, '');
      }
    }
  }

  /** Every XML part, parsed once, so a malformed or DTD-bearing part anywhere is refused. */
  xmlPartsInOrder(): XmlPart[] {
    return this.partNames()
      .filter((name) => this.isXml(name))
      .map((name) => this.xml(name))
      .filter((part) => part !== undefined);
  }

  async write(): Promise<Buffer> {
    const entries = [...this.entries.values()].map((entry) => {
      const part = this.xmlParts.get(partKey(entry.name));
      return part?.edited ? { name: entry.name, data: part.serialize() } : entry;
    });
    return writeZip(entries);
  }
}
