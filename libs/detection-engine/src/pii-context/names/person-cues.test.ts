import { describe, expect, it } from 'vitest';
import { DEFAULT_CONTEXT, plainText } from '../../test-support.ts';
import { personLocationDetector } from '../person-location.ts';

const people = (text: string): string[] =>
  personLocationDetector
    .detect(plainText(text), DEFAULT_CONTEXT)
    .filter((finding) => finding.type === 'PERSON')
    .map((finding) => text.slice(finding.start, finding.end));

describe('personLocationDetector: where a person is expected', () => {
  it.each([
    ['Ich habe mit Herr Bäcker gesprochen.', ['Bäcker']],
    ['Bitte Frau Vogel anrufen.', ['Vogel']],
    ['Hablé con la Sra. García ayer.', ['García']],
    ['Ho parlato con il Sig. Rossi e la Dott.ssa Bianchi.', ['Rossi', 'Bianchi']],
    ['Gesprek met dhr. Jansen morgen.', ['Jansen']],
  ])('takes the surname after a courtesy title in %j', (text, names) => {
    expect(people(text)).toEqual(names);
  });

  it('takes a word after a title even when it also ends street or company names', () => {
    expect(people('Professor Okonkwo and Dr. Wells agreed.')).toEqual(['Okonkwo', 'Wells']);
  });

  it.each([
    ['We met Godina, the lawyer, at noon.', 'Godina'],
    ['Marit Solheim, the technical writer, said hello.', 'Marit Solheim'],
    ['Kowalczyk, 42, was arrested.', 'Kowalczyk'],
    ['We called Okafor, who answered at once.', 'Okafor'],
  ])('takes a name with a role, an age or "who" in apposition: %j', (text, name) => {
    expect(people(text)).toEqual([name]);
  });

  it.each([
    ['She named him Frank', 'Frank'],
    ['A novel by Ishiguro is on my desk.', 'Ishiguro'],
    ['Directed by: Arquímedes Ballesteros', 'Arquímedes Ballesteros'],
  ])('takes a name given to someone or credited with a work: %j', (text, name) => {
    expect(people(text)).toEqual([name]);
  });

  it.each([
    'I love a song by Queen.',
    'Paris, the capital of France, is busy.',
    'Zylo, the leading chip maker, grew.',
    'The report was produced by Netflix.',
    'Meanwhile, the manager left early.',
  ])('takes no ordinary word, place or company for a person: %j', (text) => {
    expect(people(text)).toEqual([]);
  });

  it.each([
    ['"We will see," says Bergqvist.', 'Bergqvist'],
    ['Later that day Lindqvist said no.', 'Lindqvist'],
  ])('takes a surname-shaped word in a speaker slot even when it ends in -ist: %j', (text, name) => {
    expect(people(text)).toEqual([name]);
  });

  it.each(['"We will see," says Specialist.', 'Later that day Activist said no.'])(
    'takes no ordinary -ist word in the same slot: %j',
    (text) => {
      expect(people(text)).toEqual([]);
    },
  );

  it.each([
    ['Anouk ten Brink joins the board.', 'Anouk ten Brink'],
    ['I saw Jan van der Berg yesterday.', 'Jan van der Berg'],
  ])('takes a name joined by a Dutch or German particle, whatever its surname: %j', (text, name) => {
    expect(people(text)).toEqual([name]);
  });

  it.each(['We flew to Rio de Janeiro.', 'The Museo del Prado opens late.'])(
    'takes no place or title joined by a Romance particle: %j',
    (text) => {
      expect(people(text)).toEqual([]);
    },
  );
});
