import { describe, expect, it } from 'vitest';
import { normalize } from '../../normalize/index.ts';
import { DEFAULT_CONTEXT } from '../../test-support.ts';
import { type PhoneOptions, createPhoneDetector } from './phone.ts';

const found = (text: string, options: PhoneOptions = {}): string[] =>
  createPhoneDetector(options)
    .detect(normalize(text), DEFAULT_CONTEXT)
    .map((f) => text.slice(f.start, f.end));

describe('phone numbers in text written without spaces', () => {
  it.each([
    ['请拨打13812345678联系我', '13812345678'],
    ['我的手机号是138-1234-5678，谢谢', '138-1234-5678'],
    ['電話は090-1234-5678です', '090-1234-5678'],
    ['連絡先：03-1234-5678まで', '03-1234-5678'],
    ['제 번호는 010-1234-5678입니다', '010-1234-5678'],
    ['मेरा नंबर 9876543210 है', '9876543210'],
    ['मुझे9876543210पर कॉल करें', '9876543210'],
    ['اتصل بي على 0501234567 من فضلك', '0501234567'],
    ['رقم جوالي0501234567شكرا', '0501234567'],
  ])('finds the number in %s', (text, number) => {
    expect(found(text)).toEqual([number]);
  });

  it.each([
    ['Devanagari', 'मेरा नंबर ९८७६५४३२१० है', '९८७६५४३२१०'],
    ['Arabic-Indic', 'اتصل بي على ٠٥٠١٢٣٤٥٦٧ من فضلك', '٠٥٠١٢٣٤٥٦٧'],
    ['Extended Arabic-Indic', 'شماره من ۰۹۱۲۳۴۵۶۷۸۹ است', '۰۹۱۲۳۴۵۶۷۸۹'],
    ['Bengali', 'আমার ফোন নম্বর ০১৭১২৩৪৫৬৭৮', '০১৭১২৩৪৫৬৭৮'],
    ['full-width', '电话：１３８１２３４５６７８', '１３８１２３４５６７８'],
  ])('finds a number written in %s digits, with its exact span in the original', (_digits, text, number) => {
    expect(found(text)).toEqual([number]);
  });

  it.each([
    ['a Latin word', 'token abc13812345678xyz 请'],
    ['an identifier', '文件 build_13812345678 失败'],
    ['an ISBN', '书号 ISBN 978-7-115-42802-8 出版'],
    ['a Chinese order number', '订单号13812345678已发货'],
    ['a Chinese parcel number', '快递单号：13812345678'],
    ['a Japanese order number', '注文番号：090-1234-5678'],
    ['a Korean account number', '계좌번호 010-1234-5678'],
    ['a Hindi order number', 'ऑर्डर नंबर 9876543210 है'],
    ['an Arabic order number', 'رقم الطلب 0501234567'],
    ['a product code', '型号：A1-13812345678'],
    ['an amount in Chinese', '金额 13812345678 元'],
  ])('does not fire on %s', (_what, text) => {
    expect(found(text)).toEqual([]);
  });
});

describe('phone regions of numbers without a country code', () => {
  it('reads the region from the script around the number', () => {
    // Valid only in China, Japan and Korea respectively; no context word.
    expect(found('他的号13912345678')).toEqual(['13912345678']);
    expect(found('これは09012345678です')).toEqual(['09012345678']);
    expect(found('이것은 01012345678입니다')).toEqual(['01012345678']);
  });

  it('reads the region from a country named near the number, in several languages', () => {
    expect(found('From Japan, call 090-1234-5678')).toEqual(['090-1234-5678']);
    expect(found('Aus Südkorea: 010-1234-5678')).toEqual(['010-1234-5678']);
    expect(found('Desde Brasil, ligue (11) 91234-5678')).toEqual(['(11) 91234-5678']);
    // Without the country, the Brazilian mobile is valid in no default region.
    expect(found('Ligue (11) 91234-5678')).toEqual([]);
  });

  it('tries the regions it is configured with for Arabic-script text', () => {
    const kuwaiti = 'تجدني على 5123 4567';
    expect(found(kuwaiti, { arabicRegions: ['KW'] })).toEqual(['5123 4567']);
    expect(found(kuwaiti, { arabicRegions: ['SA'] })).toEqual([]);
  });

  it('tries the configured default regions when the text points nowhere', () => {
    const australian = 'Phone: 0412 345 678';
    expect(found(australian, { defaultRegions: ['AU'] })).toEqual(['0412 345 678']);
    const dutch = 'Bel 020 123 4567 vandaag';
    expect(found(dutch, { defaultRegions: ['NL'] })).toEqual(['020 123 4567']);
    expect(found(dutch, { defaultRegions: ['US'] })).toEqual([]);
  });

  it('needs context or a hinted region for a bare run of digits', () => {
    expect(found('ref 13812345678 done')).toEqual([]);
    expect(found('The code 13912345678 expired')).toEqual([]);
  });
});
