import { zipOf } from '../test-support.ts';

const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
const R = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const WML = 'application/vnd.openxmlformats-officedocument.wordprocessingml';

const run = (text: string, bold = false) =>
  `<w:r>${bold ? '<w:rPr><w:b/></w:rPr>' : ''}<w:t xml:space="preserve">${text}</w:t></w:r>`;
const paragraph = (...runs: string[]) => `<w:p>${runs.join('')}</w:p>`;
const cell = (text: string) => `<w:tc><w:tcPr><w:tcW w:w="2000" w:type="dxa"/></w:tcPr>${paragraph(run(text))}</w:tc>`;

/**
 * A .docx written by hand: "John Smith" split across two runs, a mailto: hyperlink, a phone, a
 * table, a header, a footer, a footnote, a comment by another person, and the author in core, app and
 * custom properties.
 */
export function docxFixture(): Promise<Buffer> {
  const body = [
    paragraph(run('Contact Jo'), run('hn Smith', true), run(' about the renewal.')),
    paragraph(
      run('Write to '),
      `<w:hyperlink r:id="rId10"><w:r><w:rPr><w:rStyle w:val="Hyperlink"/></w:rPr><w:t>john.smith@example.com</w:t></w:r></w:hyperlink>`,
      run(' or call +1 212-555-0142.'),
    ),
    `<w:tbl><w:tblPr><w:tblW w:w="4000" w:type="dxa"/></w:tblPr><w:tblGrid><w:gridCol w:w="2000"/><w:gridCol w:w="2000"/></w:tblGrid>` +
      `<w:tr>${cell('Name')}${cell('Phone')}</w:tr><w:tr>${cell('Jane Roe')}${cell('212-555-0199')}</w:tr></w:tbl>`,
    paragraph(
      '<w:commentRangeStart w:id="0"/>',
      run('Keep this sentence as it is.'),
      '<w:commentRangeEnd w:id="0"/><w:r><w:commentReference w:id="0"/></w:r>',
    ),
  ].join('');
  return zipOf({
    '[Content_Types].xml':
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
      `<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>` +
      `<Override PartName="/word/document.xml" ContentType="${WML}.document.main+xml"/>` +
      `<Override PartName="/word/header1.xml" ContentType="${WML}.header+xml"/>` +
      `<Override PartName="/word/comments.xml" ContentType="${WML}.comments+xml"/>` +
      `<Override PartName="/word/footer1.xml" ContentType="${WML}.footer+xml"/>` +
      `<Override PartName="/word/footnotes.xml" ContentType="${WML}.footnotes+xml"/>` +
      `<Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/>` +
      `<Override PartName="/docProps/app.xml" ContentType="application/vnd.openxmlformats-officedocument.extended-properties+xml"/>` +
      `<Override PartName="/docProps/custom.xml" ContentType="application/vnd.openxmlformats-officedocument.custom-properties+xml"/></Types>`,
    '_rels/.rels':
      `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
      `<Relationship Id="rId1" Type="${REL}/officeDocument" Target="word/document.xml"/>` +
      `<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties" Target="docProps/core.xml"/>` +
      `<Relationship Id="rId3" Type="${REL}/extended-properties" Target="docProps/app.xml"/>` +
      `<Relationship Id="rId4" Type="${REL}/custom-properties" Target="docProps/custom.xml"/></Relationships>`,
    'word/document.xml': `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="${W}" xmlns:r="${R}"><w:body>${body}<w:sectPr><w:headerReference w:type="default" r:id="rId11"/><w:footerReference w:type="default" r:id="rId13"/></w:sectPr></w:body></w:document>`,
    'word/_rels/document.xml.rels':
      `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
      `<Relationship Id="rId10" Type="${REL}/hyperlink" Target="mailto:john.smith@example.com" TargetMode="External"/>` +
      `<Relationship Id="rId11" Type="${REL}/header" Target="header1.xml"/>` +
      `<Relationship Id="rId12" Type="${REL}/comments" Target="comments.xml"/>` +
      `<Relationship Id="rId13" Type="${REL}/footer" Target="footer1.xml"/>` +
      `<Relationship Id="rId14" Type="${REL}/footnotes" Target="footnotes.xml"/></Relationships>`,
    'word/header1.xml': `<?xml version="1.0" encoding="UTF-8"?><w:hdr xmlns:w="${W}">${paragraph(run('Prepared by JOHN SMITH'))}</w:hdr>`,
    'word/footer1.xml': `<?xml version="1.0" encoding="UTF-8"?><w:ftr xmlns:w="${W}">${paragraph(run('Questions: +1 212-555-0142'))}</w:ftr>`,
    'word/footnotes.xml':
      `<?xml version="1.0" encoding="UTF-8"?><w:footnotes xmlns:w="${W}"><w:footnote w:type="separator" w:id="-1">` +
      `<w:p><w:r><w:separator/></w:r></w:p></w:footnote><w:footnote w:id="1">${paragraph(run('Source: Jane Roe'))}</w:footnote></w:footnotes>`,
    'word/comments.xml':
      `<?xml version="1.0" encoding="UTF-8"?><w:comments xmlns:w="${W}"><w:comment w:id="0" w:author="Jane Roe" w:initials="JR">` +
      `${paragraph(run('Ask John Smith, or jane.roe@example.com.'))}</w:comment></w:comments>`,
    'docProps/core.xml':
      `<?xml version="1.0" encoding="UTF-8"?><cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/">` +
      `<dc:creator>John Smith</dc:creator><cp:lastModifiedBy>Jane Roe</cp:lastModifiedBy><dc:title>Renewal notes</dc:title></cp:coreProperties>`,
    'docProps/app.xml': `<?xml version="1.0" encoding="UTF-8"?><Properties xmlns="http://schemas.openxmlformats.org/officeDocument/2006/extended-properties"><Company>Acme Corp</Company><Manager>John Smith</Manager><Pages>1</Pages></Properties>`,
    'docProps/custom.xml':
      `<?xml version="1.0" encoding="UTF-8"?><Properties xmlns="http://schemas.openxmlformats.org/officeDocument/2006/custom-properties" xmlns:vt="http://schemas.openxmlformats.org/officeDocument/2006/docPropsVTypes">` +
      `<property fmtid="{D5CDD505-2E9C-101B-9397-08002B2CF9AE}" pid="2" name="Client"><vt:lpwstr>john.smith@example.com</vt:lpwstr></property></Properties>`,
  });
}

/** A package with nothing but its content types, a main document and the parts given. */
export function minimalDocx(document: string, extra: Record<string, string> = {}): Promise<Buffer> {
  return zipOf({
    '[Content_Types].xml':
      '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/>' +
      '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    'word/document.xml': document,
    ...extra,
  });
}
