import { describe, expect, it } from 'vitest';
import { createLanguageIdentifier } from './index.ts';

const identifier = createLanguageIdentifier({ defaultLanguage: 'en' });

const SENTENCES: Record<string, readonly string[]> = {
  en: [
    'Could you summarise the attached meeting notes and list the open action items?',
    'The delivery was late again, so I would like a refund for the shipping costs.',
  ],
  fr: [
    'Pourriez-vous résumer les notes de la réunion et dresser la liste des actions à mener ?',
    'La livraison est encore arrivée en retard, je souhaiterais être remboursé.',
  ],
  de: [
    'Könnten Sie die Besprechungsnotizen zusammenfassen und die offenen Aufgaben auflisten?',
    'Die Lieferung kam schon wieder zu spät, deshalb möchte ich die Versandkosten zurück.',
  ],
  es: [
    '¿Podrías resumir las notas de la reunión y enumerar las tareas pendientes?',
    'El pedido llegó tarde otra vez, así que quiero que me devuelvan los gastos de envío.',
  ],
  it: [
    'Potresti riassumere gli appunti della riunione ed elencare le attività ancora aperte?',
    'La consegna è arrivata di nuovo in ritardo, quindi vorrei il rimborso della spedizione.',
  ],
  ja: [
    '会議のメモを要約して、未完了のタスクを一覧にしてください。',
    '配達がまた遅れたので、送料を返金してほしいです。',
  ],
  ar: [
    'هل يمكنك تلخيص ملاحظات الاجتماع وذكر المهام المفتوحة؟',
    'وصل الطلب متأخرا مرة أخرى، لذلك أريد استرداد تكاليف الشحن.',
  ],
};

describe('language identifier', () => {
  for (const [language, sentences] of Object.entries(SENTENCES)) {
    it(`identifies ${language}`, () => {
      for (const sentence of sentences) {
        const result = identifier.identify(sentence);
        expect(result, sentence).toMatchObject({ language, reliable: true });
        expect(result.confidence).toBeGreaterThan(0.5);
        expect(result.confidence).toBeLessThanOrEqual(1);
      }
    });
  }

  it('falls back to the default language on gibberish', () => {
    for (const text of ['xkqz vbnw qrtp lkjhg zzvq', 'asdf qwer zxcv hjkl', 'bvcxz plmokn ijnuhb ygvtfc rdxesz wqa']) {
      expect(identifier.identify(text), text).toEqual({ language: 'en', confidence: 0, reliable: false });
    }
  });

  it('falls back on text too short or without letters', () => {
    for (const text of [
      '',
      'hi',
      'bonjour',
      'ok thx',
      '12345 67890',
      '!!! ??? ...',
      '😀😀😀',
      'https://example.com/a/b?c=1',
    ]) {
      expect(identifier.identify(text), text).toEqual({ language: 'en', confidence: 0, reliable: false });
    }
  });

  it('weighs letters by their UTF-8 bytes: four CJK characters are enough, two are not', () => {
    expect(identifier.identify('日本')).toEqual({ language: 'en', confidence: 0, reliable: false });
    expect(identifier.identify('東京は日本の首都です')).toMatchObject({ language: 'ja', reliable: true });
    expect(identifier.identify('Привет мир')).toMatchObject({ language: 'ru', reliable: true });
  });

  it('ignores mentions, hashtags, links and numbers', () => {
    const result = identifier.identify(
      '@kundendienst #rückgabe https://example.com 4711 Ich warte seit zwei Wochen auf mein Geld',
    );
    expect(result).toMatchObject({ language: 'de', reliable: true });
    expect(identifier.identify('@someone #tag https://example.com/path 12345')).toMatchObject({ reliable: false });
  });

  it('returns the configured default language', () => {
    const german = createLanguageIdentifier({ defaultLanguage: 'de' });
    expect(german.identify('zzqx vbnw')).toEqual({ language: 'de', confidence: 0, reliable: false });
    expect(german.identify(SENTENCES.fr?.[0] ?? '')).toMatchObject({ language: 'fr', reliable: true });
  });

  it('rejects a default that is not an ISO 639-1 code', () => {
    expect(() => createLanguageIdentifier({ defaultLanguage: 'english' })).toThrow(/ISO 639-1/);
    expect(() => createLanguageIdentifier({ defaultLanguage: 'EN' })).toThrow(/ISO 639-1/);
  });

  it('reads only the start of a long text, quickly', () => {
    const long = `${SENTENCES.it?.[0] ?? ''} `.repeat(5_000) + 'a.b.'.repeat(25_000);
    const started = performance.now();
    expect(identifier.identify(long)).toMatchObject({ language: 'it', reliable: true });
    expect(identifier.identify('a.'.repeat(50_000) + 'com')).toMatchObject({ reliable: false });
    expect(performance.now() - started).toBeLessThan(200);
  });
});
