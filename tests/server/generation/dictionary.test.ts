import { describe, expect, it } from 'vitest';
import { dictionary, entryOfToken } from '../../../server/adapters/generation/offline/dictionary';
import { composeOffline } from '../../../server/adapters/generation/offline/offlineGenerator';
import { OFFLINE_LANGS } from '../../../server/adapters/generation/offline/model';

const ids = (lang: Parameters<ReturnType<typeof dictionary>['analyse']>[0], text: string) =>
  dictionary()
    .analyse(lang, text)
    .map((a) => a.entry.id);

describe('offline dictionary', () => {
  it('reads nouns in both numbers and adjectives in every agreement', () => {
    expect(ids('es', 'hermanos')).toContain('noun:brother');
    expect(ids('de', 'Brüder')).toContain('noun:brother');
    expect(ids('fr', 'grandes')).toContain('adjective:big');
  });

  it('reads every conjugated form the language modules write', () => {
    expect(ids('es', 'juego')).toContain('activity:play_football');
    expect(ids('es', 'jugaremos')).toContain('activity:play_football');
    expect(ids('de', 'gespielt')).toContain('activity:play_football');
    expect(ids('fr', 'jouerons')).toContain('activity:play_football');
  });

  it('keeps a set phrase whole: "fin de semana" is one entry, "fin" alone none', () => {
    expect(ids('es', 'el fin de semana pasado')).toEqual(['time:last_weekend']);
    expect(ids('es', 'fin')).toEqual([]);
  });

  it('gives each entry a dictionary form in all six languages', () => {
    const entry = dictionary().entry('activity:play_football')!;
    expect(entry.lemma.es).toBe('jugar al fútbol');
    expect(entry.lemma.en).toBe('to play football');
    expect(entry.lemma.de).toBe('Fußball spielen');
    for (const e of dictionary().entries) {
      for (const lang of OFFLINE_LANGS) expect(e.lemma[lang], `${e.id} ${lang}`).not.toBe('');
    }
  });

  it('has an entry for no copula, auxiliary or "my name is" token of a generated text', () => {
    const made = composeOffline({
      resourceType: 'text',
      target: 'es',
      native: 'en',
      level: { kind: 'cefr', level: 'A2' },
      wordCount: 150,
      title: 't',
      prompt: 'my family',
      tenses: [6],
      details: [7],
      vocabulary: [],
      seed: 11,
    });
    if (made._tag === 'Left') throw new Error(made.left.message);
    const tokens = made.right.result.content.sentences.flatMap((s) => s.target.tokens);
    for (const token of tokens) {
      if (['be', 'called', 'have'].includes(token.concept ?? '') || token.pos === 'auxiliary') {
        expect(entryOfToken(token), token.text).toBeUndefined();
      }
    }
    expect(tokens.some((t) => entryOfToken(t) !== undefined)).toBe(true);
  });
});

describe('auxiliaries in the dictionary', () => {
  it('reads an auxiliary alone as grammar, a form of no activity', () => {
    const cases: readonly [Parameters<ReturnType<typeof dictionary>['analyse']>[0], string][] = [
      ['de', 'habe'],
      ['de', 'ist'],
      ['de', 'sind'],
      ['de', 'werde'],
      ['de', 'wird'],
      ['fr', 'ai'],
      ['fr', 'avons'],
      ['it', 'ho'],
      ['it', 'sono'],
      ['en', 'will'],
    ];
    for (const [lang, text] of cases) {
      expect(
        ids(lang, text).filter((id) => id.startsWith('activity:')),
        `${lang} ${text}`,
      ).toEqual([]);
      expect(dictionary().isFunctionWord(lang, text), `${lang} ${text}`).toBe(true);
    }
  });

  it('still reads the participle and the whole verb group of each tense', () => {
    expect(ids('de', 'geschwommen')).toContain('activity:swim');
    expect(ids('fr', 'joué')).toContain('activity:play_football');
    expect(dictionary().verbGroup('de', 'activity:play_football', 'past:1s')).toBe('habe gespielt');
  });
});
