import type { Detector, NormalizedText } from '../types.ts';
import { isValidBase58Address, isValidBech32Address } from './bitcoin.ts';
import { hasEip55Checksum, isSingleCase } from './ethereum.ts';
import { bounded, scanShapes } from './shape-scan.ts';
import { contextMatcher, toFindings } from './shared.ts';

const walletContext = contextMatcher([
  'wallet',
  'btc',
  'bitcoin',
  'crypto',
  'eth',
  'ether',
  'ethereum',
  'erc-?20',
  'metamask',
  'send',
  'address',
  'deposit',
]);

const BASE58_ADDRESS = bounded('[13][1-9A-HJ-NP-Za-km-z]{25,34}');
const BECH32_ADDRESS = bounded('bc1[02-9ac-hj-np-z]{11,87}', 'i');
const ETH_ADDRESS = bounded('0x[0-9a-fA-F]{40}');

function findCrypto(input: NormalizedText) {
  const { text } = input;
  return toFindings(
    input,
    scanShapes(
      text,
      'CRYPTO',
      [
        { pattern: BASE58_ADDRESS, valid: isValidBase58Address, plain: 0.95, withContext: 1, source: 'validator' },
        { pattern: BECH32_ADDRESS, valid: isValidBech32Address, plain: 0.95, withContext: 1, source: 'validator' },
        { pattern: ETH_ADDRESS, valid: hasEip55Checksum, plain: 0.95, withContext: 1, source: 'validator' },
        // An all-lower or all-upper address cannot be checked; a bare 0x + 40 hex may be a hash.
        { pattern: ETH_ADDRESS, valid: isSingleCase, plain: 0.45, withContext: 0.8, source: 'regex' },
      ],
      walletContext,
    ),
  );
}

export const cryptoDetector: Detector = { name: 'pii-crypto', category: 'pii', detect: findCrypto };
