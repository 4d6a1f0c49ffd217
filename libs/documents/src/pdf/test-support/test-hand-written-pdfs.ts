import { createHash } from 'node:crypto';

// Test support: PDFs written byte by byte, for structures pdf-lib will not produce.

/** A minimal PDF written by hand from numbered object bodies, with a correct xref table. */
export function handWrittenPdf(objects: string[], trailer: string): Buffer {
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R ${trailer} >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

const PAGE_TREE = ['<< /Type /Catalog /Pages 2 0 R >>'];

/**
 * A page tree of `groups` × `perGroup` pages in a few kilobytes: every group is the same node and
 * every page the same page object, so the file is tiny and its page count is not.
 */
export const sharedPageTreePdf = (groups: number, perGroup: number) =>
  handWrittenPdf(
    [
      ...PAGE_TREE,
      `<< /Type /Pages /Kids [${'3 0 R '.repeat(groups)}] /Count ${groups * perGroup} >>`,
      `<< /Type /Pages /Parent 2 0 R /Kids [${'4 0 R '.repeat(perGroup)}] /Count ${perGroup} >>`,
      '<< /Type /Page /Parent 3 0 R /MediaBox [0 0 200 200] >>',
    ],
    '',
  );

/**
 * Encrypted with the standard security handler under a user password nobody knows: /O and /U
 * are arbitrary, so no reader can open it without the password (pdf-lib cannot encrypt).
 */
export const encryptedPdf = () =>
  handWrittenPdf(
    [
      ...PAGE_TREE,
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
      `<< /Filter /Standard /V 1 /R 2 /Length 40 /P -4 /O <${'5a'.repeat(32)}> /U <${'c3'.repeat(32)}> >>`,
    ],
    `/Encrypt 4 0 R /ID [<${'01'.repeat(16)}> <${'01'.repeat(16)}>]`,
  );

const PASSWORD_PADDING = Buffer.from('28BF4E5E4E758A4164004E56FFFA01082E2E00B6D0683E802F0CA9FE6453697A', 'hex');

function rc4(key: Buffer, data: Buffer): Buffer {
  const box = Array.from({ length: 256 }, (_, index) => index);
  for (let i = 0, j = 0; i < 256; i += 1) {
    j = (j + (box[i] ?? 0) + (key[i % key.length] ?? 0)) % 256;
    [box[i], box[j]] = [box[j] ?? 0, box[i] ?? 0];
  }
  const out = Buffer.alloc(data.length);
  for (let n = 0, i = 0, j = 0; n < data.length; n += 1) {
    i = (i + 1) % 256;
    j = (j + (box[i] ?? 0)) % 256;
    [box[i], box[j]] = [box[j] ?? 0, box[i] ?? 0];
    out[n] = (data[n] ?? 0) ^ (box[((box[i] ?? 0) + (box[j] ?? 0)) % 256] ?? 0);
  }
  return out;
}

/**
 * Encrypted (RC4, revision 2) with an empty user password, as files that only restrict copying or
 * printing are: any reader opens it. It holds no strings or streams, so none needs encrypting.
 */
export function ownerPasswordPdf(): Buffer {
  const owner = Buffer.alloc(32, 0x5a);
  const id = Buffer.alloc(16, 0x01);
  const permissions = Buffer.from([0xfc, 0xff, 0xff, 0xff]);
  const key = createHash('md5')
    .update(Buffer.concat([PASSWORD_PADDING, owner, permissions, id]))
    .digest()
    .subarray(0, 5);
  const user = rc4(key, PASSWORD_PADDING);
  return handWrittenPdf(
    [
      ...PAGE_TREE,
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
      `<< /Filter /Standard /V 1 /R 2 /Length 40 /P -4 /O <${owner.toString('hex')}> /U <${user.toString('hex')}> >>`,
    ],
    `/Encrypt 4 0 R /ID [<${id.toString('hex')}> <${id.toString('hex')}>]`,
  );
}
