import { describe, expect, it } from 'vitest';
import { DocumentError } from '../../document-error.ts';
import { zipOf } from '../test-support.ts';
import { docxFixture, minimalDocx } from './docx-fixture.ts';
import { extractDocx } from './docx.ts';

describe('extractDocx', () => {
  it('reads a value split across runs as one paragraph', async () => {
    const document = await extractDocx(await docxFixture());
    expect(document.segments[0]).toEqual({
      text: 'Contact John Smith about the renewal.',
      part: 'body',
      location: { paragraph: 1 },
    });
    expect(document.type).toBe('docx');
    expect(document.pageCount).toBeNull();
  });

  it('gives table paragraphs their row and column', async () => {
    const { segments } = await extractDocx(await docxFixture());
    expect(segments.find((segment) => segment.text === 'Jane Roe')).toEqual({
      text: 'Jane Roe',
      part: 'table',
      location: { paragraph: 5, row: 2, column: 1 },
    });
  });

  it('reads headers, footers, notes, comments, their authors, properties and link targets', async () => {
    const { segments } = await extractDocx(await docxFixture());
    const byPart = (part: string) => segments.filter((segment) => segment.part === part).map((segment) => segment.text);
    expect(byPart('header')).toEqual(['Prepared by JOHN SMITH']);
    expect(byPart('footer')).toEqual(['Questions: +1 212-555-0142']);
    expect(byPart('footnote')).toEqual(['Source: Jane Roe']);
    expect(byPart('comment')).toEqual(['Ask John Smith, or jane.roe@example.com.']);
    expect(byPart('link')).toEqual(['mailto:john.smith@example.com']);
    expect(segments.find((segment) => segment.part === 'link')?.location).toEqual({ paragraph: 2 });
    expect(byPart('metadata')).toEqual(
      expect.arrayContaining(['Jane Roe', 'John Smith', 'Renewal notes', 'Acme Corp', 'john.smith@example.com']),
    );
  });

  it("reads tabs and breaks inside runs, field codes as links, and pictures' alternative text", async () => {
    const w = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
    const document = `<w:document xmlns:w="${w}"><w:body><w:p><w:pPr><w:tabs><w:tab w:val="left" w:pos="720"/></w:tabs></w:pPr>
      <w:r><w:t>a</w:t><w:tab/><w:t>b</w:t><w:br/><w:t>c</w:t></w:r>
      <w:r><w:instrText xml:space="preserve"> HYPERLINK "mailto:x@example.org" </w:instrText></w:r>
      <w:r><w:drawing><wp:inline xmlns:wp="wp"><wp:docPr id="1" name="Picture 1" descr="Photo of Jane"/></wp:inline></w:drawing></w:r></w:p></w:body></w:document>`;
    const { segments } = await extractDocx(await minimalDocx(document));
    expect(segments.map((segment) => [segment.part, segment.text])).toEqual([
      ['body', 'Photo of Jane'],
      ['body', 'a\tb\nc'],
      ['link', ' HYPERLINK "mailto:x@example.org" '],
    ]);
  });

  it('refuses a DTD with an entity rather than expanding it', async () => {
    const bomb = `<?xml version="1.0"?><!DOCTYPE w [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;">]>
      <w:document xmlns:w="x"><w:body><w:p><w:r><w:t>&b;</w:t></w:r></w:p></w:body></w:document>`;
    await expect(extractDocx(await minimalDocx(bomb))).rejects.toMatchObject({ failure: 'corrupt' });
  });

  it('refuses a DTD in a part no reader needs', async () => {
    const bytes = await minimalDocx('<w:document xmlns:w="x"><w:body/></w:document>', {
      'word/settings.xml': '<!DOCTYPE s SYSTEM "file:///etc/passwd"><s/>',
    });
    await expect(extractDocx(bytes)).rejects.toMatchObject({ failure: 'corrupt' });
  });

  it('calls truncated XML, a package without a main part and plain junk corrupt', async () => {
    const truncated = await minimalDocx('<w:document xmlns:w="x"><w:body><w:p>');
    const noMain = await zipOf({ '[Content_Types].xml': '<Types/>', 'word/document.xml': '<a/>' });
    for (const bytes of [truncated, noMain, Buffer.from('PK\x03\x04 not really a zip'), Buffer.alloc(0)]) {
      const failure = await extractDocx(bytes).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(DocumentError);
      expect(failure).toMatchObject({ failure: 'corrupt' });
    }
  });

  it('refuses more text than the limit', async () => {
    const limits = { maxBytes: 1e6, maxPages: 1, maxInflatedBytes: 1e6, maxTextChars: 20 };
    await expect(extractDocx(await docxFixture(), { limits })).rejects.toMatchObject({ failure: 'too-complex' });
  });
  it("stops on an aborted signal with the signal's reason, the one error that is not a DocumentError", async () => {
    const reason = new Error('client went away');
    await expect(extractDocx(await docxFixture(), { signal: AbortSignal.abort(reason) })).rejects.toBe(reason);
  });
});
