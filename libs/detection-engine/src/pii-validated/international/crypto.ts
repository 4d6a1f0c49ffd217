import type { Detector, NormalizedText } from '../../types.ts';
import { isValidBase58Address, isValidBech32Address } from './bitcoin.ts';
import { hasEip55Checksum, isSingleCase } from './ethereum.ts';
import { candidatesOf } from '../scan/candidates.ts';
import { type Anchor, form, scanShapes, type Shape } from '../scan/shape-scan.ts';
import { contextMatcher, toFindings } from '../scan/shared.ts';

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

const BASE58_ADDRESS = form('[13][1-9A-HJ-NP-Za-km-z]{25,34}');
const BECH32_ADDRESS = form('bc1[02-9ac-hj-np-z]{11,87}', 'i');
const ETH_ADDRESS = form('0x[0-9a-fA-F]{40}');

/** Each address is one run that holds a digit: "1…" or "3…", "bc1…", "0x…". */
const BASE58_RUN: readonly Anchor[] = [{ digits: [26, 35], mixed: [26, 35], head: [0, 0] }];
const BECH32_RUN: readonly Anchor[] = [{ mixed: [14, 90], head: [2, 2] }];
const ETH_RUN: readonly Anchor[] = [{ mixed: [42, 42], head: [0, 0] }];

const SHAPES: readonly Shape[] = [
  {
    anchors: BASE58_RUN,
    pattern: BASE58_ADDRESS,
    valid: isValidBase58Address,
    plain: 0.95,
    withContext: 1,
    source: 'validator',
  },
  {
    anchors: BECH32_RUN,
    pattern: BECH32_ADDRESS,
    valid: isValidBech32Address,
    plain: 0.95,
    withContext: 1,
    source: 'validator',
  },
  {
    anchors: ETH_RUN,
    pattern: ETH_ADDRESS,
    valid: hasEip55Checksum,
    plain: 0.95,
    withContext: 1,
    source: 'validator',
  },
  // An all-lower or all-upper address cannot be checked; a bare 0x + 40 hex may be a hash.
  { anchors: ETH_RUN, pattern: ETH_ADDRESS, valid: isSingleCase, plain: 0.45, withContext: 0.8, source: 'regex' },
];

function findCrypto(input: NormalizedText) {
  return toFindings(input, scanShapes(candidatesOf(input), 'CRYPTO', SHAPES, walletContext));
}

export const cryptoDetector: Detector = {
  name: 'pii-crypto',
  emits: [{ category: 'pii', types: ['CRYPTO'] }],
  detect: findCrypto,
};
