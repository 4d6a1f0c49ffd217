import { describe, expect, it } from 'vitest';
import { attachment } from './content-disposition.ts';

describe('attachment', () => {
  it('names a plain file as it is', () => {
    expect(attachment('report.redacted.pdf')).toBe(
      `attachment; filename="report.redacted.pdf"; filename*=UTF-8''report.redacted.pdf`,
    );
  });

  it('keeps quotes and non-ASCII out of the quoted form and exact in the encoded one', () => {
    const header = attachment('Zoë "final".redacted.docx');
    expect(header).toBe(
      `attachment; filename="Zo_ 'final'.redacted.docx"; filename*=UTF-8''Zo%C3%AB%20%22final%22.redacted.docx`,
    );
    expect(decodeURIComponent(header.split("UTF-8''")[1] ?? '')).toBe('Zoë "final".redacted.docx');
  });
});
