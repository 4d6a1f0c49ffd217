/**
 * Made-up customer records for the generated documents: a name, an e-mail, a phone and a town in
 * every record, and a free-text note, as a CRM export or a support log holds them. Written here,
 * never taken from the evaluation corpus; the same index always gives the same record.
 */

const FIRST = [
  'James',
  'Mary',
  'Robert',
  'Patricia',
  'Michael',
  'Linda',
  'David',
  'Elizabeth',
  'William',
  'Barbara',
  'Thomas',
  'Susan',
  'Daniel',
  'Karen',
  'Olga',
  'Kenji',
  'Priya',
  'Lucas',
  'Amara',
  'Mateo',
];
const LAST = [
  'Thompson',
  'Garcia',
  'Miller',
  'Wilson',
  'Anderson',
  'Taylor',
  'Moore',
  'Jackson',
  'Martin',
  'Harris',
  'Clarke',
  'Novak',
  'Kowalski',
  'Tanaka',
  'Okafor',
  'Fischer',
  'Bennett',
  'Reyes',
];
const TOWNS = ['Springfield', 'Portland', 'Austin', 'Denver', 'Boston', 'Chicago', 'Seattle', 'Phoenix', 'Leeds'];
const PRODUCTS = ['team plan', 'annual licence', 'storage add-on', 'support contract', 'training day', 'API quota'];
const NOTES = [
  (p: string, n: string) => `asked about renewing the ${p} and would like a call back about order ${n} next week.`,
  (p: string, n: string) => `reported that invoice ${n} for the ${p} does not match the quote we sent in March.`,
  (p: string, n: string) => `mentioned that the ${p} was delivered two days late; reference ${n}.`,
  (p: string, n: string) => `requested a copy of contract ${n} (${p}) for their own records.`,
  (p: string, n: string) =>
    `was unhappy about the delay on order ${n} and asked whether the ${p} can be refunded in part.`,
  (p: string, n: string) => `moved to a new office; the ${p} on account ${n} now ships to the new address.`,
  (p: string, n: string) => `wants to add seats to the ${p} and remove licence ${n}, which nobody uses.`,
  (p: string, n: string) => `thanked the team for the quick fix of case ${n} on the ${p}.`,
];

/** A reference number that does not follow the record's order (a multiplicative hash). */
const scramble = (i: number) => Math.imul(i + 1, 2_654_435_761) >>> 5;

export interface CustomerRecord {
  id: number;
  name: string;
  email: string;
  phone: string;
  town: string;
  note: string;
}

export function customerRecord(i: number): CustomerRecord {
  const first = FIRST[i % FIRST.length]!;
  const last = LAST[Math.floor(i / FIRST.length) % LAST.length]!;
  const serial = i % 97;
  return {
    id: 100_000 + i,
    name: `${first} ${last}`,
    email: `${first}.${last}${serial}@example.com`.toLowerCase(),
    // 555-01xx: the block the North American numbering plan keeps for fiction.
    phone: `(${[212, 415, 312, 617][i % 4]}) 555-01${String(i % 100).padStart(2, '0')}`,
    town: TOWNS[i % TOWNS.length]!,
    note: NOTES[(i * 7) % NOTES.length]!(PRODUCTS[(i * 5) % PRODUCTS.length]!, String(scramble(i)).padStart(8, '0')),
  };
}

/** One line of a support log: the record as a sentence. */
export function logLine(r: CustomerRecord): string {
  const day = String((r.id % 28) + 1).padStart(2, '0');
  return `Ticket ${r.id} (2024-03-${day}): ${r.name} of ${r.town}, ${r.email}, ${r.phone}, ${r.note}`;
}

export const RECORD_COLUMNS = ['id', 'name', 'email', 'phone', 'town', 'note'] as const;

export const recordCells = (r: CustomerRecord): (string | number)[] => [r.id, r.name, r.email, r.phone, r.town, r.note];
