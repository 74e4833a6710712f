import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { QUESTION_TYPE_VALUES } from '@/domain/catalog/questionTypes';
import {
  CEFR_LEVELS,
  CEFR_SUBLEVELS,
  SCHOOL_COUNTRIES,
  SCHOOL_YEAR_CODES,
  type AudienceLevel,
} from '@/domain/catalog/levels';
import {
  audienceCode,
  availableQuestionTypes,
  changeResourceType,
  DRAFT_MESSAGES,
  draftProblems,
  isDraftReady,
  isOfflineLanguage,
  isOfflinePair,
  parseAudience,
  removeVocabularyWord,
  toggleQuestionType,
  vocabularyWords,
} from '@/domain/draft/draftForm';
import { createDraft, type CreationDraft } from '@/domain/draft/draftRules';
import { VALIDATION_MESSAGES } from '@/domain/validation/patterns';

const ready: CreationDraft = createDraft({
  title: 'At the market',
  topic: 'Two friends buy fruit at a market in Seville.',
  audience: 'A2',
});

describe('new drafts', () => {
  it('start with every question type a plain text can have, and the AI voiceover', () => {
    const draft = createDraft();
    expect(draft.questionTypes).toEqual(QUESTION_TYPE_VALUES.filter((t) => t !== 'who_said_what'));
    expect(draft.voice).toBe('ai_voiceover');
  });
});

describe('offline languages', () => {
  it.each(['en', 'es', 'fr', 'de', 'it', 'pt'])('%s is written offline', (code) => {
    expect(isOfflineLanguage(code)).toBe(true);
  });

  it.each(['ja', 'ar', 'zh', 'xx'])('%s needs an AI provider', (code) => {
    expect(isOfflineLanguage(code)).toBe(false);
  });

  it('a pair is offline only when both sides are', () => {
    expect(isOfflinePair({ from: 'en', to: 'fr' })).toBe(true);
    expect(isOfflinePair({ from: 'ja', to: 'fr' })).toBe(false);
    expect(isOfflinePair({ from: 'en', to: 'ja' })).toBe(false);
  });
});

describe('audience codes', () => {
  const levels: AudienceLevel[] = [
    ...[...CEFR_LEVELS, ...CEFR_SUBLEVELS].map((level) => ({ kind: 'cefr' as const, level })),
    ...SCHOOL_COUNTRIES.flatMap((country) =>
      SCHOOL_YEAR_CODES.map((code) => ({ kind: 'school' as const, country, code })),
    ),
  ];

  it('every level reads back from its code', () => {
    for (const level of levels) expect(parseAudience(audienceCode(level))).toEqual(level);
  });

  it('a school year is coded country:year, the form the library filter uses', () => {
    expect(audienceCode({ kind: 'school', country: 'Northern Ireland', code: 8 })).toBe(
      'Northern Ireland:8',
    );
    expect(audienceCode({ kind: 'cefr', level: 'B1.2' })).toBe('B1.2');
  });

  it.each(['', 'A3', 'C2.1', 'England', 'England:5', 'Narnia:8', 'England:8x', ':8'])(
    '"%s" names no level',
    (code) => {
      expect(parseAudience(code)).toBeUndefined();
    },
  );
});

describe('resource type and question types', () => {
  it('who said what is offered only for dialogues', () => {
    expect(availableQuestionTypes('text')).not.toContain('who_said_what');
    expect(availableQuestionTypes('single_sentences')).not.toContain('who_said_what');
    expect(availableQuestionTypes('dialogue_two_speakers')).toContain('who_said_what');
    expect(availableQuestionTypes('dialogue_three_speakers')).toContain('who_said_what');
  });

  it('who said what cannot be chosen for a text', () => {
    const draft = createDraft();
    expect(toggleQuestionType(draft, 'who_said_what')).toBe(draft);
  });

  it('coming to a dialogue ticks who said what; leaving the dialogues drops it', () => {
    const dialogue = changeResourceType(createDraft(), 'dialogue_two_speakers');
    expect(dialogue.questionTypes).toEqual(QUESTION_TYPE_VALUES);
    const other = changeResourceType(dialogue, 'dialogue_three_speakers');
    expect(other.questionTypes).toContain('who_said_what');
    const text = changeResourceType(other, 'comprehensible_text');
    expect(text.resourceType).toBe('comprehensible_text');
    expect(text.questionTypes).not.toContain('who_said_what');
  });

  it('a teacher who unticks who said what keeps it unticked between dialogue styles', () => {
    const unticked = toggleQuestionType(
      changeResourceType(createDraft(), 'dialogue_two_speakers'),
      'who_said_what',
    );
    expect(unticked.questionTypes).not.toContain('who_said_what');
    const other = changeResourceType(unticked, 'dialogue_three_speakers');
    expect(other.questionTypes).not.toContain('who_said_what');
  });

  it('a new dialogue draft starts with who said what ticked', () => {
    expect(createDraft({ resourceType: 'dialogue_three_speakers' }).questionTypes).toContain(
      'who_said_what',
    );
    expect(createDraft().questionTypes).not.toContain('who_said_what');
  });

  it('an unknown resource type leaves the draft as it is', () => {
    const draft = createDraft();
    expect(changeResourceType(draft, 'poem')).toBe(draft);
  });

  it('question types toggle and stay in catalogue order', () => {
    const none = createDraft({ questionTypes: [] });
    const chosen = ['syllables', 'phrase', 'chunks'].reduce(toggleQuestionType, none);
    expect(chosen.questionTypes).toEqual(['phrase', 'chunks', 'syllables']);
    expect(toggleQuestionType(chosen, 'phrase').questionTypes).toEqual(['chunks', 'syllables']);
  });

  it('an unknown question type leaves the draft as it is', () => {
    const draft = createDraft();
    expect(toggleQuestionType(draft, 'crossword')).toBe(draft);
  });
});

describe('vocabulary', () => {
  it('splits on commas and line breaks, trims and drops blanks', () => {
    expect(vocabularyWords(' la manzana, el pan\nel queso ,, \n')).toEqual([
      'la manzana',
      'el pan',
      'el queso',
    ]);
  });

  it('keeps a repeated word once, ignoring case', () => {
    expect(vocabularyWords('Pan, pan, PAN, leche')).toEqual(['Pan', 'leche']);
  });

  it('splits Chinese and Japanese lists on their own commas', () => {
    expect(vocabularyWords('苹果，面包、牛奶')).toEqual(['苹果', '面包', '牛奶']);
  });

  it('removing a word keeps the others comma-separated', () => {
    const draft = createDraft({ vocabulary: 'pan\nleche, queso' });
    expect(removeVocabularyWord(draft, 'LECHE').vocabulary).toBe('pan, queso');
  });

  it('removing a word that is not there leaves the draft as it is', () => {
    const draft = createDraft({ vocabulary: 'pan' });
    expect(removeVocabularyWord(draft, 'leche')).toBe(draft);
  });

  it('no word is ever blank, padded or repeated', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (text) => {
        const words = vocabularyWords(text);
        for (const word of words) expect(word).toBe(word.trim());
        expect(words.every((word) => word !== '')).toBe(true);
        expect(new Set(words.map((w) => w.toLocaleLowerCase())).size).toBe(words.length);
      }),
    );
  });
});

describe('draft problems', () => {
  it('a complete draft has none and is ready', () => {
    expect(draftProblems(ready)).toEqual({});
    expect(isDraftReady(ready)).toBe(true);
  });

  it('a new draft needs a name, a prompt and an audience level', () => {
    expect(draftProblems(createDraft())).toEqual({
      title: VALIDATION_MESSAGES.required,
      topic: VALIDATION_MESSAGES.required,
      audience: DRAFT_MESSAGES.audience,
    });
    expect(isDraftReady(createDraft())).toBe(false);
  });

  it('the same language on both sides is refused', () => {
    expect(draftProblems({ ...ready, from: 'fr', to: 'fr' })).toEqual({
      languages: DRAFT_MESSAGES.sameLanguage,
    });
  });

  it('a language outside the catalogue is refused', () => {
    expect(draftProblems({ ...ready, to: 'xx' }).languages).toBe(DRAFT_MESSAGES.unknownLanguage);
  });

  it('the name follows the general text rule (spec §5)', () => {
    expect(draftProblems({ ...ready, title: 'Market <script>' }).title).toBe(
      VALIDATION_MESSAGES.text,
    );
    expect(draftProblems({ ...ready, title: '   ' }).title).toBe(VALIDATION_MESSAGES.required);
  });

  it('the vocabulary is optional but follows the text rule when given', () => {
    expect(draftProblems({ ...ready, vocabulary: '' })).toEqual({});
    expect(draftProblems({ ...ready, vocabulary: 'pan, <b>' }).vocabulary).toBe(
      DRAFT_MESSAGES.vocabulary,
    );
  });

  it('a word count outside the list is refused', () => {
    expect(draftProblems({ ...ready, count: 175 }).count).toBe(DRAFT_MESSAGES.count);
  });

  it('at least one question type the resource type allows is needed', () => {
    expect(draftProblems({ ...ready, questionTypes: [] }).questionTypes).toBe(
      DRAFT_MESSAGES.questionTypes,
    );
    expect(draftProblems({ ...ready, questionTypes: ['who_said_what'] }).questionTypes).toBe(
      DRAFT_MESSAGES.questionTypes,
    );
  });

  it('an unknown resource type or voice is refused', () => {
    expect(draftProblems({ ...ready, resourceType: 'poem' }).resourceType).toBe(
      DRAFT_MESSAGES.resourceType,
    );
    expect(draftProblems({ ...ready, voice: 'whistle' as CreationDraft['voice'] }).voice).toBe(
      DRAFT_MESSAGES.voice,
    );
  });
});
