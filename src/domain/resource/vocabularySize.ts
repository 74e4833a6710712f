/*
 * How long a made vocabulary list is, and which words make it (issue #12). The advice shown to
 * teachers is 20–25 items (questions/vocabulary.ts); a made list stops at 20 so a teacher can
 * add a few words of their own without passing it.
 */

export const VOCABULARY_DEFAULT_SIZE = 20;

export type VocabularyKind = 'noun' | 'verb' | 'adjective' | 'phrase';

export interface VocabularyCandidate {
  readonly kind: VocabularyKind;
  /** How many times the text uses it: a word met often is worth learning first. */
  readonly occurrences: number;
  /** Where it first appears in the text (any increasing number). */
  readonly order: number;
}

/**
 * Which kind fills the next place. Nouns carry a topic, so they come twice as often as verbs,
 * adjectives and set phrases (times, weather): a list of 20 from a long text has about eight
 * nouns and four of each other kind. A kind that runs out gives its turn to the next.
 */
const TURNS: readonly VocabularyKind[] = ['noun', 'verb', 'noun', 'adjective', 'phrase'];

/**
 * The `size` most useful candidates, back in the order the text uses them. Within a kind the
 * more frequent come first, then the earlier.
 */
export function selectVocabulary<T extends VocabularyCandidate>(
  candidates: readonly T[],
  size: number = VOCABULARY_DEFAULT_SIZE,
): T[] {
  const queues = new Map<VocabularyKind, T[]>(
    TURNS.map((kind) => [
      kind,
      candidates
        .filter((candidate) => candidate.kind === kind)
        .sort((a, b) => b.occurrences - a.occurrences || a.order - b.order),
    ]),
  );
  const chosen: T[] = [];
  const limit = Math.max(0, Math.min(size, candidates.length));
  for (let turn = 0; chosen.length < limit; turn += 1) {
    const start = TURNS[turn % TURNS.length] ?? 'noun';
    const kinds = [start, ...TURNS.filter((kind) => kind !== start)];
    const kind = kinds.find((k) => (queues.get(k)?.length ?? 0) > 0);
    const next = kind === undefined ? undefined : queues.get(kind)?.shift();
    if (next === undefined) break;
    chosen.push(next);
  }
  return chosen.sort((a, b) => a.order - b.order);
}
