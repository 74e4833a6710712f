import { describe, expect, it } from 'vitest';
import type { TextStyle } from '@/domain/catalog/textStyles';
import { estimateLevel } from '@/domain/resource/levelEstimate';
import { composeText } from './composeText';
import type { Lang } from '../../../server/adapters/generation/offline/model';
import { OFFLINE_LANGS } from '../../../server/adapters/generation/offline/model';

/*
 * Issue #12's texts, over seeds and languages: one consistent situation (weather that fits the
 * beach, nothing done away from it), nothing unsuitable for school, the prompt's city in the
 * text, what could not be used said plainly, and a higher level that reads higher.
 */

const SEEDS = [1, 2, 3, 4, 5, 6, 7, 8];
const CASES = OFFLINE_LANGS.flatMap((lang) => SEEDS.map((seed) => [lang, seed] as const));
const CITY: Readonly<Record<Lang, string>> = {
  en: 'Valencia',
  es: 'Valencia',
  fr: 'Valence',
  de: 'Valencia',
  it: 'Valencia',
  pt: 'Valência',
};

describe('a day at the beach in Valencia', () => {
  it.each(CASES)('%s seed %i: at the beach, in Valencia, with beach weather', (lang, seed) => {
    const { result, knowledge } = composeText(lang, seed, 'a day at the beach in Valencia');
    const events = knowledge.sentences.flatMap((s) => s.events);
    const text = result.content.sentences.map((s) => s.target.text).join(' ');
    expect(text).toContain(CITY[lang]);
    for (const event of events) {
      if (event.pred.kind === 'weather' && !event.negative)
        expect(['sunny', 'hot', 'windy']).toContain(event.pred.weather);
      if (event.pred.kind === 'do') expect(event.pred.activity).not.toBe('ski');
    }
    // At most one weather a tense: the text does not keep coming back to it.
    const weatherTenses = events.filter((e) => e.pred.kind === 'weather').map((e) => e.tense);
    expect(new Set(weatherTenses).size).toBe(weatherTenses.length);
  });
});

describe('school-safe dialogues', () => {
  const styles: readonly TextStyle[] = ['dialogue_two_speakers', 'dialogue_three_speakers', 'text'];
  it.each(OFFLINE_LANGS)('%s: nobody sleeps with anyone, in any style', (lang) => {
    for (const style of styles)
      for (const seed of SEEDS) {
        const { knowledge } = composeText(
          lang,
          seed,
          'plan a weekend trip to Paris by train: tickets, hotel, museums',
          { style },
        );
        for (const event of knowledge.sentences.flatMap((s) => s.events))
          if (event.pred.kind === 'do' && event.pred.activity === 'sleep')
            expect(event.with, `${lang} ${style} seed ${seed}`).toBeUndefined();
      }
  });
});

describe('the prompt honoured or said plainly', () => {
  it('goes to Paris by train with tickets, and says so by saying nothing before review', () => {
    const { result } = composeText(
      'fr',
      3,
      'plan a weekend trip to Paris by train: tickets, hotel, museums',
      { style: 'dialogue_two_speakers' },
    );
    const text = result.content.sentences.map((s) => s.target.text).join(' ');
    expect(text).toContain('Paris');
    expect(text).toMatch(/en train/);
    expect(text).toMatch(/billets/);
    expect(result.report.notes.filter((n) => n.startsWith('Not used'))).toEqual([]);
  });

  it('names what the lexicon cannot say, and only that, before review', () => {
    const { result } = composeText(
      'fr',
      3,
      'plan a weekend trip to Paris by plane: violin, piano, hotel, museums',
      { style: 'dialogue_two_speakers' },
    );
    const note = result.report.notes.find((n) => n.startsWith('Not used from your prompt:'));
    expect(note).toMatch(/plane, violin, piano —/);
    expect(note).not.toMatch(/Paris|hotel|museums/);
    expect(note).toMatch(/an AI provider can\.$/);
  });

  it('says nothing when the whole prompt is in the text', () => {
    const { result } = composeText('es', 1, 'my school day');
    expect(result.report.notes.filter((n) => n.startsWith('Not used'))).toEqual([]);
  });

  it('lives in Berlin for "my family\'s flat in Berlin", in German, and never travels there', () => {
    for (const seed of SEEDS) {
      const { result } = composeText('de', seed, "my family's flat in Berlin");
      const text = result.content.sentences.map((s) => s.target.text).join(' ');
      expect(text).toMatch(/wohnen? in Berlin/);
      expect(text).not.toMatch(/nach Berlin/);
    }
  });
});

describe('sentences and level', () => {
  it.each(CASES)('%s seed %i: no statement of fewer than three words', (lang, seed) => {
    const { result, knowledge } = composeText(lang, seed, 'my hobbies and free time');
    const stating = new Set(
      knowledge.sentences.filter((s) => s.events.length > 0).map((s) => s.sentenceId),
    );
    for (const sentence of result.content.sentences.filter((s) => stating.has(s.id)))
      expect(
        sentence.target.tokens.filter((t) => t.pos !== 'punctuation').length,
        sentence.target.text,
      ).toBeGreaterThanOrEqual(3);
  });

  it.each(OFFLINE_LANGS)(
    '%s: "More Complex" (B2 for A1) gives a measurably harder text',
    (lang) => {
      for (const seed of SEEDS.slice(0, 4)) {
        const easy = composeText(lang, seed, 'my town', { level: { kind: 'cefr', level: 'A1' } });
        const hard = composeText(lang, seed, 'my town', { level: { kind: 'cefr', level: 'B2' } });
        const a = estimateLevel(easy.result.content);
        const b = estimateLevel(hard.result.content);
        expect(b.measures.wordsPerSentence).toBeGreaterThan(a.measures.wordsPerSentence + 2);
        expect(['B1', 'B2', 'C1']).toContain(b.cefr);
      }
    },
  );
});
