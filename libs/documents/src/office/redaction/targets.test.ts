import { describe, expect, it } from 'vitest';
import type { XmlNode } from '../xml/scan-xml.ts';
import { XmlPart } from '../xml/xml-part.ts';
import { mergeSpans, RunsTarget } from './targets.ts';

function runs(source: string): { part: XmlPart; target: RunsTarget } {
  const part = new XmlPart('p.xml', Buffer.from(source));
  const target = new RunsTarget();
  part.scan({
    close(node: XmlNode) {
      if (node.name === 't') target.addNode(part, node, true);
      if (node.name === 'tab') target.addMarkup('\t');
    },
  });
  return { part, target };
}

describe('RunsTarget', () => {
  it('puts the placeholder where the span starts and empties the rest of it, run by run', () => {
    const { part, target } = runs('<p><t>Mr Jo</t><t>hn Sm</t><t>ith and</t><t>, hi</t></p>');
    expect(target.text).toBe('Mr John Smith and, hi');
    target.redact([{ start: 3, end: 13, placeholder: '[P]' }]);
    // A run left starting with a space keeps it only with xml:space="preserve".
    expect(part.serialize().toString()).toBe('<p><t>Mr [P]</t><t></t><t xml:space="preserve"> and</t><t>, hi</t></p>');
  });

  it('reads markup as text without writing into it', () => {
    const { part, target } = runs('<p><t>a</t><tab/><t>b c</t></p>');
    expect(target.text).toBe('a\tb c');
    target.redact([{ start: 1, end: 3, placeholder: '[X]' }]);
    expect(part.serialize().toString()).toBe('<p><t>a</t><tab/><t>[X] c</t></p>');
  });
});

describe('mergeSpans', () => {
  it('unites overlapping spans under the first placeholder and keeps touching ones apart', () => {
    expect(
      mergeSpans([
        { start: 5, end: 9, placeholder: 'b' },
        { start: 0, end: 6, placeholder: 'a' },
        { start: 9, end: 10, placeholder: 'c' },
      ]),
    ).toEqual([
      { start: 0, end: 9, placeholder: 'a' },
      { start: 9, end: 10, placeholder: 'c' },
    ]);
  });
});
