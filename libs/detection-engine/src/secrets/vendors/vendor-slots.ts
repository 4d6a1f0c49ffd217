import { SHAPED_VENDORS, vendorKeyType, vendorShape } from './vendor-shapes.ts';

const raw = String.raw;

// Formats too plain to be recognised next to a vendor's name in prose (a Discord client id is
// any 18-digit number, a Confluent key any 16 alphanumerics) but decisive in an identifier that
// names both the vendor and a secret: `discord_token = …`, `confluentApiKey: …`.
const SLOT_SHAPES: Record<string, string> = {
  // Client ids are 17–20 digit snowflakes, client secrets 32 URL-safe characters.
  discord: raw`\d{17,20}|[A-Za-z0-9_-]{32}`,
  // OAuth client ids are 16 digits.
  asana: raw`\d{16}`,
  // Cloud API keys are 16 alphanumerics, their secrets 64 base64 characters.
  confluent: raw`[A-Za-z0-9]{16}|[A-Za-z0-9+/]{64}`,
  // Open API v3 keystrings are 24 lower-case alphanumerics.
  etsy: '[a-z0-9]{24}',
};

// Vendors whose every key format is listed: a value of none of them in a slot named for the
// vendor (`jira_token: <44 characters that decode to nothing>`) is not their key, and the
// generic check does not get to call it one.
const EXCLUSIVE = new Set(['jira', 'confluence', 'atlassian', 'ibm', 'softlayer', 'cloudant']);

const slotPatterns = new Map(
  Object.entries(SLOT_SHAPES).map(([name, source]) => [name, new RegExp(`^(?:${source})$`)]),
);
const SLOT_VENDORS = [...new Set([...SHAPED_VENDORS, ...slotPatterns.keys()])];

function slotType(vendor: string): string {
  return slotPatterns.has(vendor) && !vendorShape(vendor) ? `${vendor.toUpperCase()}_API_KEY` : vendorKeyType(vendor);
}

/** Every type a vendor slot can give a value. */
export const VENDOR_SLOT_TYPES: readonly string[] = [...new Set(SLOT_VENDORS.map(slotType))];

export interface VendorSlot {
  type: string;
  /** The value has one of the vendor's formats. */
  test(value: string): boolean;
  /** Only the vendor's formats are credentials in this slot. */
  exclusive: boolean;
}

/**
 * The vendor an identifier names (`stripe_key`, `DISCORD_TOKEN`, `confluentApiKey`), when its key
 * formats are documented: a value of one of those formats assigned to it is that vendor's key.
 */
export function vendorSlot(identifier: string): VendorSlot | undefined {
  const lower = identifier.toLowerCase();
  const vendor = SLOT_VENDORS.find((name) => lower.includes(name));
  if (vendor === undefined) return undefined;
  const shape = vendorShape(vendor);
  const plain = slotPatterns.get(vendor);
  return {
    type: slotType(vendor),
    test: (value) => (shape?.test(value) ?? false) || (plain?.test(value) ?? false),
    exclusive: EXCLUSIVE.has(vendor),
  };
}
