import { describe, expect, it } from 'vitest';
import { isValidBase58Address, isValidBech32Address } from './bitcoin.ts';
import { cryptoDetector } from './crypto.ts';
import { hasEip55Checksum } from './ethereum.ts';
import { reported, seen } from '../scan/test-helpers.ts';

const P2PKH = '1GDm6vswXw4Xysc5vsAhbrdwA3YD3VuAXZ';
const P2SH = '3BThegkFsdqqCGmt97PragyYgMArifuBBQ';
const SEGWIT_V0 = 'bc1qwhdz3s7wtfc0r8kfgjpup2ghgjfte3ga23kgx8';
const TAPROOT = 'bc1py22pv2gynz7tdgnzhr0733ydht2hcv2qag6de7lkdvm86rrza4tsnmg8ak';
const ETH = '0x28308A74C18A3bfD96434aB3940DeaC630109Cae';

describe('Bitcoin validators', () => {
  it('accepts Base58Check P2PKH and P2SH addresses', () => {
    expect(isValidBase58Address(P2PKH)).toBe(true);
    expect(isValidBase58Address(P2SH)).toBe(true);
  });

  it('rejects a Base58 address with a changed character or the wrong version prefix', () => {
    expect(isValidBase58Address(P2PKH.replace('Xw', 'Xx'))).toBe(false);
    expect(isValidBase58Address(`3${P2PKH.slice(1)}`)).toBe(false);
  });

  it('accepts bech32 (v0) and bech32m (v1) addresses, in one case', () => {
    expect(isValidBech32Address(SEGWIT_V0)).toBe(true);
    expect(isValidBech32Address(TAPROOT)).toBe(true);
    expect(isValidBech32Address(SEGWIT_V0.toUpperCase())).toBe(true);
  });

  it('rejects a bad checksum, mixed case, and a v1 program under the v0 checksum', () => {
    expect(isValidBech32Address(SEGWIT_V0.replace(/8$/, '9'))).toBe(false);
    expect(isValidBech32Address(`BC1Q${SEGWIT_V0.slice(4)}`)).toBe(false);
    expect(isValidBech32Address(`bc1q${TAPROOT.slice(4)}`)).toBe(false);
  });
});

describe('hasEip55Checksum', () => {
  it('accepts the mixed-case checksum and rejects one flipped letter', () => {
    expect(hasEip55Checksum(ETH)).toBe(true);
    expect(hasEip55Checksum(ETH.replace('A74', 'a74'))).toBe(false);
  });

  it('does not treat a single-case address as checksummed', () => {
    expect(hasEip55Checksum(ETH.toLowerCase())).toBe(false);
  });
});

describe('cryptoDetector', () => {
  it('finds each address form with its offsets', () => {
    const text = `send to ${P2PKH}, ${SEGWIT_V0} or ${ETH}.`;
    const found = seen(cryptoDetector, text);
    expect(found.map((f) => f.value)).toEqual([P2PKH, SEGWIT_V0, ETH]);
    expect(found.every((f) => f.type === 'CRYPTO' && f.source === 'validator' && f.confidence >= 0.95)).toBe(true);
  });

  it('does not fire on checksum-invalid look-alikes', () => {
    expect(seen(cryptoDetector, `wallet ${P2PKH}2`)).toEqual([]);
    expect(seen(cryptoDetector, `wallet ${P2SH.replace('BBQ', 'BBR')}`)).toEqual([]);
    expect(seen(cryptoDetector, `wallet ${ETH.replace('Cae', 'CaE')}`)).toEqual([]);
  });

  it('reports a single-case Ethereum address as a bare pattern, confident only beside wallet words', () => {
    const lower = ETH.toLowerCase();
    expect(seen(cryptoDetector, `hash ${lower}`)).toEqual([
      { type: 'CRYPTO', value: lower, confidence: 0.45, source: 'regex' },
    ]);
    expect(reported(cryptoDetector, `my eth wallet ${lower}`)).toEqual([lower]);
  });

  it('ignores a 64-character hex digest', () => {
    expect(seen(cryptoDetector, `sha ${'ab12'.repeat(16)}`)).toEqual([]);
  });
});
