import { describe, expect, it } from 'vitest';
import { DEFAULT_CONTEXT, plainText } from '../../test-support.ts';
import { phoneDetector } from './phone.ts';

const found = (text: string): string[] =>
  phoneDetector.detect(plainText(text), DEFAULT_CONTEXT).map((f) => text.slice(f.start, f.end));

describe('phoneDetector', () => {
  it('finds national US numbers and international numbers with exact offsets', () => {
    const text = 'Call (212) 555-0187 at the office, or +44 20 7946 0321 from abroad.';
    expect(found(text)).toEqual(['(212) 555-0187', '+44 20 7946 0321']);
    const [first] = phoneDetector.detect(plainText(text), DEFAULT_CONTEXT);
    expect(first).toMatchObject({ type: 'PHONE_NUMBER', category: 'pii', source: 'validator' });
  });

  it.each([
    ['+33 1 47 20 00 01', 'France'],
    ['+49 30 901820', 'Germany'],
    ['+91 98765 43210', 'India'],
    ['+34 612 345 678', 'Spain'],
    ['+39 06 6982 1234', 'Italy'],
    ['0044 20 7946 0321', 'double-zero prefix'],
  ])('finds the international number %s (%s)', (number) => {
    expect(found(`reach me on ${number} please`)).toEqual([number]);
  });

  it('finds national numbers written the way their country writes them', () => {
    expect(found('Mobile: 07700 900461')).toEqual(['07700 900461']);
    expect(found('Tél: 01 42 68 53 00')).toEqual(['01 42 68 53 00']);
    expect(found('ruf an: 030 1234567')).toEqual(['030 1234567']);
  });

  it('finds mobile numbers written with their trunk 0 alone, and Turkish groupings without it', () => {
    expect(found('09171234567')).toEqual(['09171234567']);
    expect(found('Cep no: 05321234567')).toEqual(['05321234567']);
    expect(found('532 123 45 67')).toEqual(['532 123 45 67']);
    expect(found('532.123.45.67')).toEqual(['532.123.45.67']);
  });

  it.each(['0917123456', '091712345678', '12345678901', '1234567890'])(
    'needs context for a bare run of digits that is no trunk-0 mobile number: %s',
    (text) => {
      expect(found(text)).toEqual([]);
    },
  );

  it('judges a number repeated in one text the same way each time', () => {
    const line = 'Call +44 20 7946 0958 now. ';
    expect(found(line.repeat(3))).toEqual(['+44 20 7946 0958', '+44 20 7946 0958', '+44 20 7946 0958']);
  });

  it('keeps an extension inside the number', () => {
    expect(found('Desk: 415-555-0199 x204')).toEqual(['415-555-0199 x204']);
  });

  it('needs context for a bare run of digits, and takes it from a label before or after', () => {
    expect(found('order reference 4155550199 shipped')).toEqual([]);
    expect(found('my cell is 4155550199')).toEqual(['4155550199']);
    expect(found('7 214 900 388 (fax)')).toEqual(['7 214 900 388']);
  });

  it.each([
    'Today is 2021-05-20 and tomorrow is 21.05.2021',
    'The meeting starts 2024-03-15 14:30',
    'Card 4111 1111 1111 1111 was declined',
    'ISBN 978-3-16-148410-0',
    'SSN 123-45-6789',
    'server 192.168.100.200 is down',
    'invoice 123456789 is overdue',
    'account number 12345678 belongs to me',
    'population grew to 1 234 567 people',
    'version 10.12.2021.1 released',
    'it costs $1,234,567',
    'is415-555-0132 glued to a word',
    'IBAN NL02 ABNA 0123 4567 89',
    'our office is at 18220 4411 Larch St, second floor',
  ])('does not fire on look-alikes: %s', (text) => {
    expect(found(text)).toEqual([]);
  });

  it.each([
    'ISBN-10: 0-207-94609-4',
    'the book 979-10-279-4609-9 is out of print',
    'model no 4155550199 is discontinued',
    'Part #: 020 7946 0958',
    'Item no. 0207946095',
    'Article number 07700 900123',
    'art.-nr. 0207946095',
    'Catalog no. 415-555-2671',
    'UPC-A 0 50123 45678 9',
    'EAN 0 7946 09580',
  ])('does not fire on ISBNs and labelled product codes: %s', (text) => {
    expect(found(text)).toEqual([]);
  });

  it('still finds a number after a phrase that only starts like a product label', () => {
    expect(found('Product hotline: 0800 123 4567')).toEqual(['0800 123 4567']);
    expect(found('part-time job, call 0207 946 0958')).toEqual(['0207 946 0958']);
  });

  it('stays linear on 100 KB of adversarial input', () => {
    for (const text of [
      '1'.repeat(100_000),
      '1 '.repeat(50_000),
      '+1-'.repeat(33_000),
      '(1) '.repeat(25_000),
      '12-'.repeat(33_000),
    ]) {
      const started = performance.now();
      phoneDetector.detect(plainText(text), DEFAULT_CONTEXT);
      expect(performance.now() - started).toBeLessThan(2000);
    }
  });
});
