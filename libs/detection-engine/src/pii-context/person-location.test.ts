import { describe, expect, it } from 'vitest';
import { DEFAULT_CONTEXT, plainText } from '../test-support.ts';
import { personLocationDetector } from './person-location.ts';

const found = (text: string): Array<[string, string]> =>
  personLocationDetector.detect(plainText(text), DEFAULT_CONTEXT).map((f) => [f.type, text.slice(f.start, f.end)]);
const people = (text: string): string[] =>
  found(text)
    .filter(([type]) => type === 'PERSON')
    .map(([, value]) => value);
const places = (text: string): string[] =>
  found(text)
    .filter(([type]) => type === 'LOCATION')
    .map(([, value]) => value);

describe('personLocationDetector: people', () => {
  it.each([
    ['My name is Margit Ekholm and I need help.', 'Margit Ekholm'],
    ['Please forward this to Dr. Ottoline Brandt.', 'Ottoline Brandt'],
    ['Everyone just calls him Mr. May.', 'May'],
    ['Name: Jonas Pereira', 'Jonas Pereira'],
    ['I had lunch with Sarah Whitfield yesterday.', 'Sarah Whitfield'],
    ['The report was written by Tomasz K. Wieczorek.', 'Tomasz K. Wieczorek'],
    ['her maiden name is lindqvist', 'lindqvist'],
    ['please follow up with greta holmberg next week', 'greta holmberg'],
    ['Dear Imogen, thanks for the update.', 'Imogen'],
  ])('finds the person in %j', (text, name) => {
    expect(people(text)).toEqual([name]);
    expect(personLocationDetector.detect(plainText(text), DEFAULT_CONTEXT)[0]).toMatchObject({
      category: 'pii',
      source: 'nlp',
    });
  });

  it('finds a name after a greeting or a speech verb, even one the lexicon does not know', () => {
    expect(people("Hi Christin, I'm contacting you about a payment.")).toEqual(['Christin']);
    expect(people('"We are moving in that direction," says Joly.')).toEqual(['Joly']);
  });

  it('finds later mentions and list neighbours of a name it found', () => {
    expect(people('Ask Henrietta Vasko first. Vasko knows the budget.')).toEqual(['Henrietta Vasko', 'Vasko']);
    expect(people('The winners were Oksana, Peter and Bruno.')).toEqual(['Oksana', 'Peter', 'Bruno']);
  });

  it('finds every speaker of a dialogue once one is a known name', () => {
    expect(people('Nicole: Where were you?\nZorvath: At the market.')).toEqual(['Nicole', 'Zorvath']);
  });

  it.each([
    'We go on holiday in May.',
    'The Developer Mode is enabled.',
    'Contact Details:\nPhone: none',
    'We use NASA data and JSON files.',
    'The Quick Brown Fox jumps over the lazy dog.',
    'Thank you for your help!',
    'Smith, Jones and Brown LLP filed the claim.',
    'Berkshire Hathaway reported earnings.',
    'ChatGPT and OpenAI released an update.',
  ])('finds no person in %j', (text) => {
    expect(people(text)).toEqual([]);
  });
});

describe('personLocationDetector: places', () => {
  it.each([
    ['We moved here from Wichita last year.', 'Wichita'],
    ['Next month I am flying to Canada for work.', 'Canada'],
    ['She lives in Paris, France.', 'Paris, France'],
    ['Greetings from SOUTH AFRICA!', 'SOUTH AFRICA'],
    ['i am originally from switzerland', 'switzerland'],
  ])('finds the place in %j', (text, place) => {
    expect(places(text)).toEqual([place]);
  });

  it.each([
    ['Ship it to 221B Baker Street, London NW1 6XE please.', '221B Baker Street, London NW1 6XE'],
    [
      'Our office: 1600 Amphitheatre Parkway, Mountain View, CA 94043.',
      '1600 Amphitheatre Parkway, Mountain View, CA 94043',
    ],
    ['Lieferadresse ist Kastanienallee 12, Berlin', 'Kastanienallee 12, Berlin'],
    ['Meet me at Rua das Flores 88', 'Rua das Flores 88'],
    ['Send it to PO Box 1234 instead.', 'PO Box 1234'],
    ['Address:\n42 Larkspur Lane\nApt. 5\nSpringfield, IL 62704', '42 Larkspur Lane\nApt. 5\nSpringfield, IL 62704'],
    ['Billing address: 28245 Puruntie 82 Apt. 595', '28245 Puruntie 82 Apt. 595'],
    ['it is the corner of Bygget 64 and Komel Club', 'the corner of Bygget 64 and Komel Club'],
    ['He lives on the north side of Joaquin Suarez 2906.', 'Joaquin Suarez 2906'],
    ['The early shows on Marina Fort Street were loud.', 'Marina Fort Street'],
    ['12 rue de la Paix, Paris', '12 rue de la Paix, Paris'],
  ])('finds the street address in %j', (text, address) => {
    expect(places(text)).toEqual([address]);
  });

  it.each([
    ['ZIP: 3520', '3520'],
    ['My zip code is 35350', '35350'],
    ['Postcode: SW1A 1AA', 'SW1A 1AA'],
  ])('finds the postcode after a label in %j', (text, code) => {
    expect(places(text)).toEqual([code]);
  });

  it.each([
    'Please unzip the file 2020.zip first.',
    'In 2019 Apple sold 5 million phones.',
    'During 1971 the company grew.',
    'It takes 5 minutes to walk there.',
    'Please send the email address to IT.',
    'Open chapter 12 of the Street Fighter manual.',
  ])('finds no place in %j', (text) => {
    expect(places(text)).toEqual([]);
  });
});

describe('personLocationDetector: robustness', () => {
  it('stays linear on 100 KB of adversarial input', () => {
    const inputs = [
      'Aaaa '.repeat(20_000),
      'Mr. '.repeat(25_000),
      '12 Aa '.repeat(16_000),
      'Aa 12 '.repeat(16_000),
      'name is '.repeat(12_500),
      'Address: 1 A\n'.repeat(7_000),
      'a, B and C, '.repeat(8_000),
      'Rua '.repeat(25_000),
      'box 1 '.repeat(16_000),
      `${'A'.repeat(100_000)}`,
      `${'x'.repeat(100_000)}`,
    ];
    for (const text of inputs) {
      const started = performance.now();
      personLocationDetector.detect(plainText(text), DEFAULT_CONTEXT);
      expect(performance.now() - started).toBeLessThan(3000);
    }
  });
});

describe('personLocationDetector: postcodes after a label', () => {
  it.each([
    ['ZIP code: 94105', '94105'],
    ['ZIP: 60614-1234', '60614-1234'],
    ['Ship to ZIP 10001 in Manhattan.', '10001'],
    ['Postcode SW1A 1AA', 'SW1A 1AA'],
    ['zip 30301', '30301'],
  ])('%s → %s', (text, value) => {
    expect(places(text)).toContain(value);
  });

  it.each([
    'Download the ZIP 2024 release notes.',
    'Unpack the zip 12345 files into the folder.',
    'The archive (ZIP, 250 MB) holds 1200 images.',
    'Use zip 3.0 or later to compress it.',
  ])('a zip archive with a number is no place: %s', (text) => {
    expect(places(text)).toEqual([]);
  });
});
