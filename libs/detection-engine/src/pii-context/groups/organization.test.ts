import { describe, expect, it } from 'vitest';
import { DEFAULT_CONTEXT, plainText } from '../../test-support.ts';
import { personLocationDetector } from '../person-location.ts';

const found = (text: string): Array<[string, string]> =>
  personLocationDetector.detect(plainText(text), DEFAULT_CONTEXT).map((f) => [f.type, text.slice(f.start, f.end)]);
const organizations = (text: string): string[] =>
  found(text)
    .filter(([type]) => type === 'ORGANIZATION')
    .map(([, value]) => value);

describe('organizations', () => {
  it.each([
    ['The Enervee Corporation hired ten people.', 'Enervee Corporation'],
    ['I work for Rapid Cycle Solutions', 'Rapid Cycle Solutions'],
    ['She joined Berkshire Hathaway in May.', 'Berkshire Hathaway'],
    ['I work for Citigroup', 'Citigroup'],
    ['Valida spent a year at Mhealthcoach as the assistant.', 'Mhealthcoach'],
    ['Persint is an American multinational investment bank.', 'Persint'],
    ['according to the Standard And Poors website', 'Standard And Poors'],
    ['Smith, Jones and Brown LLP filed the claim.', 'Smith, Jones and Brown LLP'],
    ['Thomas and Sons is hiring.', 'Thomas and Sons'],
    ['Tomomi is from Hawkins, Richardson and Sanders', 'Hawkins, Richardson and Sanders'],
  ])('finds the organisation in %j', (text, organization) => {
    expect(organizations(text)).toEqual([organization]);
  });

  it('takes list neighbours of an organisation, and the workplace after a person', () => {
    expect(organizations('Winners: Bekins, Enervee Corporation and Civic Insight.')).toEqual([
      'Bekins',
      'Enervee Corporation',
      'Civic Insight',
    ]);
    expect(found('Stefanie F. Schneider from Allianz is the keynote speaker')).toEqual([
      ['PERSON', 'Stefanie F. Schneider'],
      ['ORGANIZATION', 'Allianz'],
    ]);
  });

  it('reads the line above a street in a postal block as the organisation', () => {
    const text = 'Megan Carey\nWeber-Santana\nUSNS Bergman\nFPO AP 93757';
    expect(found(text)).toEqual([
      ['PERSON', 'Megan Carey'],
      ['ORGANIZATION', 'Weber-Santana'],
      ['LOCATION', 'USNS Bergman\nFPO AP 93757'],
    ]);
  });

  it.each([
    'Genre: Action & Adventure, Animation, Comedy, Kids & Family, Mystery & Suspense',
    'WHAT ??? I DON’T KNOW WHAT TO PRESS NEXT',
    'The Orchestra was founded in 1997.',
    'The winners were Oksana, Peter and Bruno.',
    'Apple pie is my favourite.',
    'Leasing consultant\nKarin is here',
  ])('finds none in %j', (text) => {
    expect(organizations(text)).toEqual([]);
  });
});

describe('organizations: legal forms', () => {
  it.each([
    ['She joined Nestlé S.A. last year.', ['Nestlé S.A.']],
    ['The contract with Acme SARL was signed.', ['Acme SARL']],
    ['They bought Fiat S.p.A. and Philips N.V. in May.', ['Fiat S.p.A.', 'Philips N.V.']],
    ['Maersk A/S and Toyota K.K. reported results.', ['Maersk A/S', 'Toyota K.K.']],
    ['We paid Škoda a.s. and Krka d.d. on time.', ['Škoda a.s.', 'Krka d.d.']],
    ['Our client Bergmann Kft. paid.', ['Bergmann Kft']],
  ])('finds the company by its legal form in %j', (text, names) => {
    expect(organizations(text)).toEqual(names);
  });

  it.each(['J. S. Bach wrote music.', 'I met Anna S. at the bar.', 'I bought a Škoda. It is red.'])(
    'takes no initial or lone name for a legal form: %j',
    (text) => {
      expect(organizations(text)).toEqual([]);
    },
  );
});
