import mammoth from 'mammoth';
import { describe, expect, it } from 'vitest';
import { allText, expectNoLeak, redactionOf, zipParts } from '../test-support.ts';
import { docxFixture, minimalDocx } from './docx-fixture.ts';
import { extractDocx, redactDocx } from './docx.ts';

describe('redactDocx', () => {
  it('removes each value from every part, keeping the rest of the text', async () => {
    const bytes = await docxFixture();
    const document = await extractDocx(bytes);
    const redactions = [
      redactionOf(document, 'John Smith', '[PERSON]'),
      redactionOf(document, 'john.smith@example.com', '[EMAIL_ADDRESS]'),
      redactionOf(document, '+1 212-555-0142', '[PHONE_NUMBER]'),
      redactionOf(document, 'Jane Roe', '[PERSON]'),
    ];
    const redacted = await redactDocx(bytes, document, redactions);

    const again = await extractDocx(redacted);
    expect(again.segments[0]?.text).toBe('Contact [PERSON] about the renewal.');
    expect(again.segments[1]?.text).toBe('Write to [EMAIL_ADDRESS] or call [PHONE_NUMBER].');
    expect(allText(again)).toContain('Prepared by [PERSON]');
    expect(allText(again)).toContain('Questions: [PHONE_NUMBER]');
    expect(allText(again)).toContain('Source: [PERSON]');
    expect(allText(again)).toContain('Keep this sentence as it is.');
    expect(allText(again)).toContain('212-555-0199');
    expect(allText(again)).toContain('Acme Corp');
    await expectNoLeak(redacted, ['John Smith', 'john.smith@example.com', '212-555-0142', 'Jane Roe']);
    const { value } = await mammoth.extractRawText({ buffer: redacted });
    expect(value).toContain('Contact [PERSON] about the renewal.');
  });

  it('puts the placeholder in the run where the value starts and empties the runs it spans', async () => {
    const bytes = await docxFixture();
    const document = await extractDocx(bytes);
    const redacted = await redactDocx(bytes, document, [redactionOf(document, 'John Smith', '[PERSON]')]);
    const xml = (await zipParts(redacted)).get('word/document.xml')?.toString('utf8') ?? '';
    expect(xml).toContain(
      '<w:r><w:t xml:space="preserve">Contact [PERSON]</w:t></w:r><w:r><w:rPr><w:b/></w:rPr><w:t xml:space="preserve"></w:t></w:r>' +
        '<w:r><w:t xml:space="preserve"> about the renewal.</w:t></w:r>',
    );
  });

  it('removes a link target when only its display text was redacted', async () => {
    const bytes = await docxFixture();
    const document = await extractDocx(bytes);
    const body = document.segments.findIndex((segment) => segment.text.startsWith('Write to'));
    const start = 'Write to '.length;
    const redacted = await redactDocx(bytes, document, [
      { segment: body, start, end: start + 'john.smith@example.com'.length, placeholder: '[EMAIL_ADDRESS]' },
    ]);
    await expectNoLeak(redacted, ['john.smith@example.com']);
    const links = (await extractDocx(redacted)).segments.filter((segment) => segment.part === 'link');
    expect(links.map((link) => link.text)).toEqual(['mailto:[EMAIL_ADDRESS]']);
  });

  it('redacts a value found only in the document properties', async () => {
    const bytes = await docxFixture();
    const document = await extractDocx(bytes);
    const title = document.segments.findIndex((segment) => segment.text === 'Renewal notes');
    const redacted = await redactDocx(bytes, document, [{ segment: title, start: 0, end: 7, placeholder: '[X]' }]);
    await expectNoLeak(redacted, ['Renewal notes']);
    expect(allText(await extractDocx(redacted))).toContain('[X] notes');
  });

  it('returns the bytes untouched when nothing is redacted', async () => {
    const bytes = await docxFixture();
    expect(await redactDocx(bytes, await extractDocx(bytes), [])).toBe(bytes);
  });

  it('refuses redactions that do not index this extraction', async () => {
    const bytes = await docxFixture();
    const document = await extractDocx(bytes);
    await expect(
      redactDocx(bytes, document, [{ segment: 0, start: 5, end: 500, placeholder: '[X]' }]),
    ).rejects.toBeInstanceOf(RangeError);
    const other = await extractDocx(await minimalDocx('<w:document xmlns:w="x"><w:body/></w:document>'));
    await expect(redactDocx(bytes, other, [])).rejects.toBeInstanceOf(RangeError);
  });

  it('refuses to hand back a copy when a value sits where it cannot be removed', async () => {
    const bytes = await minimalDocx(
      '<w:document xmlns:w="x"><w:body><w:p><w:r><w:t>Call John Smith</w:t></w:r></w:p></w:body></w:document>',
      { 'customXml/notes.xml': '<notes>John Smith<b>mixed content</b></notes>' },
    );
    const document = await extractDocx(bytes);
    await expect(redactDocx(bytes, document, [redactionOf(document, 'John Smith', '[PERSON]')])).rejects.toMatchObject({
      failure: 'too-complex',
    });
  });
  it('removes copies no segment shows: a text box fallback, deleted text, authors, XML comments, the thumbnail', async () => {
    const namespaces =
      'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" ' +
      'xmlns:mc="http://schemas.openxmlformats.org/markup-compatibility/2006" xmlns:v="urn:schemas-microsoft-com:vml"';
    const box = (...runs: string[]) =>
      `<w:txbxContent><w:p>${runs.map((text) => `<w:r><w:t xml:space="preserve">${text}</w:t></w:r>`).join('')}</w:p></w:txbxContent>`;
    const document =
      `<w:document ${namespaces}><w:body><w:p><w:r><mc:AlternateContent>` +
      `<mc:Choice Requires="wps"><w:drawing>${box('Box: John Smith')}</w:drawing></mc:Choice>` +
      `<mc:Fallback><w:pict><v:textbox>${box('Box: John ', 'Smith')}</v:textbox></w:pict></mc:Fallback>` +
      `</mc:AlternateContent></w:r></w:p>` +
      `<w:p><w:del w:id="1" w:author="John Smith"><w:r><w:delText>Was John Smith. </w:delText></w:r></w:del><w:r><w:t>Now.</w:t></w:r></w:p>` +
      `<!-- drafted by John Smith --></w:body></w:document>`;
    const bytes = await minimalDocx(document, {
      '_rels/.rels':
        '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId9" ' +
        'Type="http://schemas.openxmlformats.org/package/2006/relationships/metadata/thumbnail" Target="docProps/thumbnail.jpeg"/></Relationships>',
      'docProps/thumbnail.jpeg': 'JFIF John Smith',
    });
    const extracted = await extractDocx(bytes);
    expect(extracted.segments.map((segment) => segment.text)).toEqual([
      'Box: John Smith',
      'John Smith',
      'Was John Smith. Now.',
    ]);
    const redacted = await redactDocx(bytes, extracted, [redactionOf(extracted, 'John Smith', '[PERSON]')]);
    await expectNoLeak(redacted, ['John Smith']);
    const parts = await zipParts(redacted);
    expect(parts.has('docProps/thumbnail.jpeg')).toBe(false);
    expect(parts.get('_rels/.rels')?.toString()).not.toContain('thumbnail');
    expect(allText(await extractDocx(redacted))).toContain('Was [PERSON]. Now.');
  });
});
