import { describe, expect, it } from 'vitest';
import { DocumentError } from '../../document-error.ts';
import type { XmlNode } from './scan-xml.ts';
import { scanXml } from './scan-xml.ts';

function nodes(source: string): XmlNode[] {
  const found: XmlNode[] = [];
  scanXml(source, 'test.xml', { close: (node) => found.push(node) });
  return found;
}

function failureOf(source: string): string {
  try {
    nodes(source);
    return 'none';
  } catch (error) {
    return error instanceof DocumentError ? error.failure : String(error);
  }
}

describe('scanXml', () => {
  it('reports exact source ranges and decoded text, astral characters included', () => {
    const source = '<?xml version="1.0"?>\n<a x="1"><t>😀 &amp; <![CDATA[<b>]]></t><e/></a>';
    const [t, e, a] = nodes(source);
    expect(source.slice(t?.start, t?.end)).toBe('<t>😀 &amp; <![CDATA[<b>]]></t>');
    expect(source.slice(t?.openEnd, t?.closeStart)).toBe('😀 &amp; <![CDATA[<b>]]>');
    expect(t?.text).toBe('😀 & <b>');
    expect(source.slice(e?.start, e?.end)).toBe('<e/>');
    expect(e?.selfClosing).toBe(true);
    expect(a?.attributes).toEqual({ x: '1' });
    expect(a?.hasChildren).toBe(true);
  });

  it('reports comments with their ranges', () => {
    const source = '<a><!-- note --></a>';
    const comments: string[] = [];
    scanXml(source, 'test.xml', { comment: (comment) => comments.push(source.slice(comment.start, comment.end)) });
    expect(comments).toEqual(['<!-- note -->']);
  });

  it('refuses any DTD: internal entities, external entities, a bare doctype', () => {
    const laughs = '<!DOCTYPE a [<!ENTITY l "lol"><!ENTITY l2 "&l;&l;&l;&l;&l;&l;&l;&l;&l;&l;">]><a>&l2;</a>';
    expect(failureOf(laughs)).toBe('corrupt');
    expect(failureOf('<!DOCTYPE a [<!ENTITY x SYSTEM "file:///etc/passwd">]><a>&x;</a>')).toBe('corrupt');
    expect(failureOf('<!DOCTYPE a><a/>')).toBe('corrupt');
  });

  it('knows only the five XML entities and character references', () => {
    expect(nodes('<a>&lt;&#233;&#x41;</a>')[0]?.text).toBe('<éA');
    expect(failureOf('<a>&nbsp;</a>')).toBe('corrupt');
  });

  it('calls truncated, unbalanced, rootless and multi-rooted XML corrupt', () => {
    for (const bad of ['<a><b></a>', '<a>', '', 'text', '<a/><b/>', '<a x=1/>']) expect(failureOf(bad)).toBe('corrupt');
  });
});
