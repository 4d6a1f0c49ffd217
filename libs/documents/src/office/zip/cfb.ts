const CFB_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
// Office's encryption (ECMA-376 part 2, MS-OFFCRYPTO) stores the package as this stream.
const ENCRYPTED_PACKAGE = Buffer.from('EncryptedPackage', 'utf16le');

/** A Compound File (OLE2): legacy .doc/.xls, or an encrypted .docx/.xlsx. */
export function isCompoundFile(bytes: Buffer): boolean {
  return bytes.length >= CFB_MAGIC.length && bytes.subarray(0, CFB_MAGIC.length).equals(CFB_MAGIC);
}

/** A Compound File holding an encrypted OOXML package rather than a legacy binary document. */
export function isEncryptedOoxml(bytes: Buffer): boolean {
  return isCompoundFile(bytes) && bytes.includes(ENCRYPTED_PACKAGE);
}
