import { describe, expect, it } from 'vitest';
import { findBankAccounts } from './bank-accounts.ts';

const found = (text: string): string[] => findBankAccounts(text).map((span) => text.slice(span.start, span.end));

describe('findBankAccounts', () => {
  it.each([
    ['Agência 4821-3 conta corrente 70315-2', '70315-2'],
    ['ag 0419 cc 88213-X', '88213-X'],
    ['Conta: 30917725', '30917725'],
    ['número de cuenta 0419 3387 2210', '0419 3387 2210'],
    ['cuenta de ahorros: 7730184452', '7730184452'],
    ['numéro de compte 48210377391', '48210377391'],
    ['खाता संख्या 603217749015', '603217749015'],
  ])('reports the number after an account label in its own language: %j', (text, value) => {
    expect(found(text)).toEqual([value]);
  });

  it.each([
    ['IFSC KKBK0004417, account number 50372218640', '50372218640'],
    ['BSB 082-401 account 51907734', '51907734'],
    ['BSB: 082 401, Acc: 5190 7734', '5190 7734'],
    ['transit 04417 institution 003 account 5190773', '5190773'],
  ])('reports an English-labelled account beside a branch code: %j', (text, value) => {
    expect(found(text)).toEqual([value]);
  });

  it('reports the Canadian cheque line after a bank word', () => {
    expect(found('void cheque: 04417-003-5190773')).toEqual(['04417-003-5190773']);
  });

  it('leaves an English account label without a branch code to other detectors', () => {
    expect(found('my account 51907734 on the forum')).toEqual([]);
    expect(found('cc 51907734 on the invoice')).toEqual([]);
  });

  it('does not report numbers that are too long, repeated or part of something else', () => {
    expect(found('cuenta 1234 5678 9012 3456 7890')).toEqual([]);
    expect(found('conta 00000000')).toEqual([]);
    expect(found('conta 2024-05-17')).toEqual([]);
    expect(found('the account 12345-003-1234567 ledger line')).toEqual([]);
  });
});
