import { describe, expect, it } from 'vitest';
import type { XmlNode } from './scan-xml.ts';
import { localName } from './scan-xml.ts';
import { XmlPart } from './xml-part.ts';

function partWith(source: string, encoding: BufferEncoding = 'utf8'): { part: XmlPart; byName: Map<string, XmlNode> } {
  const part = new XmlPart('p.xml', Buffer.from(source, encoding));
  const byName = new Map<string, XmlNode>();
  part.scan({ close: (node) => byName.set(localName(node.name), node) });
  return { part, byName };
}

describe('XmlPart', () => {
  it('writes untouched parts back byte for byte', () => {
    const source = `<?xml version="1.0"?>\r\n<a  b='1' ><!-- c --><t>x &amp; y</t></a>`;
    expect(partWith(source).part.serialize().toString('utf8')).toBe(source);
  });

  it('splices content, attributes, removals and self-closing elements, escaping what it writes', () => {
    const { part, byName } = partWith(`<w:r xmlns:w="x"><w:t>old</w:t><w:e/><w:gone>z</w:gone><w:l k="v"/></w:r>`);
    part.setContent(byName.get('t') as XmlNode, 'a < b & c');
    part.setContent(byName.get('e') as XmlNode, 'filled');
    part.replace(byName.get('gone') as XmlNode, '');
    part.setAttribute(byName.get('l') as XmlNode, 'k', 'say "hi"\n');
    expect(part.serialize().toString('utf8')).toBe(
      `<w:r xmlns:w="x"><w:t>a &lt; b &amp; c</w:t><w:e>filled</w:e><w:l k="say &#34;hi&#34;&#10;"/></w:r>`,
    );
  });

  it('keeps a UTF-16 part in UTF-16', () => {
    const source = '<a><t>é</t></a>';
    const { part, byName } = partWith(`\ufeff${source}`, 'utf16le');
    part.setContent(byName.get('t') as XmlNode, 'ü');
    expect(part.serialize().equals(Buffer.from('\ufeff<a><t>ü</t></a>', 'utf16le'))).toBe(true);
  });

  it('refuses to set the text of an element that has child elements', () => {
    const { part, byName } = partWith('<a><b/></a>');
    expect(() => part.setContent(byName.get('a') as XmlNode, 'x')).toThrow();
  });
});
