import { describe, expect, it } from 'vitest';
import { selectVocabulary, VOCABULARY_DEFAULT_SIZE } from '@/domain/resource/vocabularySize';
import type { VocabularyCandidate, VocabularyKind } from '@/domain/resource/vocabularySize';

const make = (kind: VocabularyKind, count: number, from: number): VocabularyCandidate[] =>
  Array.from({ length: count }, (_, i) => ({ kind, occurrences: 1, order: from + i }));

describe('selectVocabulary', () => {
  it('keeps a made list within the 20–25 advice', () => {
    const many = [...make('noun', 30, 0), ...make('verb', 15, 100), ...make('adjective', 10, 200)];
    const chosen = selectVocabulary(many);
    expect(chosen).toHaveLength(VOCABULARY_DEFAULT_SIZE);
    expect(VOCABULARY_DEFAULT_SIZE).toBeLessThanOrEqual(25);
  });

  it('gives two nouns for each verb, adjective and phrase while all last', () => {
    const many = [
      ...make('noun', 30, 0),
      ...make('verb', 30, 100),
      ...make('adjective', 30, 200),
      ...make('phrase', 30, 300),
    ];
    const kinds = selectVocabulary(many, 10).map((c) => c.kind);
    expect(kinds.filter((k) => k === 'noun')).toHaveLength(4);
    expect(kinds.filter((k) => k === 'verb')).toHaveLength(2);
    expect(kinds.filter((k) => k === 'adjective')).toHaveLength(2);
    expect(kinds.filter((k) => k === 'phrase')).toHaveLength(2);
  });

  it('prefers words the text uses more often, and returns them in text order', () => {
    const candidates: VocabularyCandidate[] = [
      { kind: 'noun', occurrences: 1, order: 0 },
      { kind: 'noun', occurrences: 3, order: 1 },
      { kind: 'noun', occurrences: 2, order: 2 },
    ];
    expect(selectVocabulary(candidates, 2).map((c) => c.order)).toEqual([1, 2]);
  });

  it('takes everything from a short text, and lets a kind that runs out give its turn', () => {
    const few = [...make('verb', 3, 0), ...make('adjective', 2, 10)];
    expect(selectVocabulary(few)).toHaveLength(5);
  });
});
