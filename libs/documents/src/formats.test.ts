import { describe, expect, it } from 'vitest';
import { documentName, redactedName } from './formats.ts';

describe('document names', () => {
  it('names a redacted copy after the original, with the extension of its real type', () => {
    expect(redactedName('Q3 report.pdf', 'pdf')).toBe('Q3 report.redacted.pdf');
    expect(redactedName('export.data.csv', 'csv')).toBe('export.data.redacted.csv');
    // A name whose extension lies is corrected by the content's type.
    expect(redactedName('notes.pdf', 'docx')).toBe('notes.redacted.docx');
    expect(redactedName('.profile', 'txt')).toBe('.profile.redacted.txt');
  });

  it('gives a document without a name one from its type', () => {
    expect(documentName(undefined, 'xlsx')).toBe('document.xlsx');
    expect(redactedName(undefined, 'xlsx')).toBe('document.redacted.xlsx');
  });
});
