import type { AlignedSentence, SentenceText, Token } from '@/domain/resource/content';
import type { FindThePhraseItem } from '@/domain/questions/types';
import type { AuditedResource, Check, CheckResult, Finding } from '../types';

/*
 * Find the phrase, proved by meaning (issue #12: "I have → esse ich", "a book → ein Buch
 * gelesen", "Mia went → ist Mia"): the native phrase must be exactly the translation of the
 * target stretch. Both stretches carry the same concepts, and neither concept is left elsewhere
 * in its sentence (a German verb whose other half stands at the end of the clause is not
 * translated by a stretch that stops before it). Written apart from the builder so that a fault
 * in one is not repeated in the other; the one convention shared is that `x.verb` belongs with
 * `x` (an activity's verb and its object are one expression).
 */

const groupOf = (token: Token): string | undefined =>
  token.concept === undefined ? undefined : (token.concept.split('.')[0] ?? token.concept);

interface Placed {
  readonly token: Token;
  readonly start: number;
  readonly end: number;
}

/** The side's tokens with where each is written, or undefined when its text is not its tokens. */
function placed(side: SentenceText): readonly Placed[] | undefined {
  let at = 0;
  const tokens = side.tokens.map((token, index) => {
    if (index > 0 && token.spaceBefore) at += 1;
    const start = at;
    at += token.text.length;
    return { token, start, end: at };
  });
  return tokens.every((t) => side.text.slice(t.start, t.end) === t.token.text) &&
    at === side.text.length
    ? tokens
    : undefined;
}

/** The tokens written exactly from `start` to `end`, or undefined when a word is cut. */
function tokensAt(side: readonly Placed[], start: number, end: number): number[] | undefined {
  const inside = side.flatMap((t, index) => (t.start >= start && t.end <= end ? [index] : []));
  const first = side[inside[0] ?? -1];
  const last = side[inside.at(-1) ?? -1];
  return first?.start === start && last?.end === end ? inside : undefined;
}

/** Every place a phrase is written in a side, as token indices. */
function placesOf(side: readonly Placed[], text: string, phrase: string): number[][] {
  const found: number[][] = [];
  for (let at = text.indexOf(phrase); at >= 0; at = text.indexOf(phrase, at + 1)) {
    const indices = tokensAt(side, at, at + phrase.length);
    if (indices !== undefined) found.push(indices);
  }
  return found;
}

const groups = (tokens: readonly Token[]) =>
  new Set(tokens.flatMap((token) => groupOf(token) ?? []));

/** Whether the stretch is the whole of its concepts in its sentence. */
function whole(side: readonly Placed[], indices: readonly number[], concepts: Set<string>) {
  const inside = new Set(indices);
  return side.every((t, index) => {
    const group = groupOf(t.token);
    return group === undefined || !concepts.has(group) || inside.has(index);
  });
}

export type PhraseVerdict = 'aligned' | 'unproved' | { readonly problem: string };

/** Whether a find-the-phrase item's native phrase translates its target stretch exactly. */
export function phraseVerdict(
  sentence: AlignedSentence | undefined,
  item: FindThePhraseItem,
): PhraseVerdict {
  if (sentence === undefined) return { problem: 'the phrase’s sentence is not in the text' };
  const hasAny = (side: SentenceText) => side.tokens.some((t) => t.concept !== undefined);
  // A provider's text carries no concepts: its chunks are its alignment, nothing to prove here.
  if (!hasAny(sentence.target) || !hasAny(sentence.native)) return 'unproved';
  const target = placed(sentence.target);
  const native = placed(sentence.native);
  if (target === undefined || native === undefined)
    return { problem: 'the sentence is not written from its words' };
  // A pupil takes whole written words: "achète" cannot be found inside "J'achète".
  const text = sentence.target.text;
  const before = text.charAt(item.start - 1);
  const after = text.charAt(item.start + item.answer.length);
  if (/[\p{L}\p{N}'’]/u.test(before) || /[\p{L}\p{N}'’]/u.test(after))
    return { problem: 'the answer is part of a written word' };
  const answer = tokensAt(target, item.start, item.start + item.answer.length);
  if (answer === undefined) return { problem: 'the answer is not whole words at its place' };
  const concepts = groups(
    answer.map((index) => target[index]?.token).filter((t) => t !== undefined),
  );
  if (concepts.size === 0) return { problem: 'the answer carries no meaning to translate' };
  if (!whole(target, answer, concepts))
    return { problem: 'part of the answer’s meaning stands elsewhere in the sentence' };
  const translations = placesOf(native, sentence.native.text, item.native).filter((indices) => {
    const shown = groups(
      indices.map((index) => native[index]?.token).filter((t) => t !== undefined),
    );
    return (
      shown.size === concepts.size &&
      [...shown].every((c) => concepts.has(c)) &&
      whole(native, indices, concepts)
    );
  });
  return translations.length > 0
    ? 'aligned'
    : { problem: 'the native phrase is not exactly the translation of the answer' };
}

export function phrasesAligned(resource: AuditedResource): CheckResult {
  const findings: Finding[] = [];
  let checked = 0;
  for (const item of resource.questions.questions.phrase ?? []) {
    const sentence = resource.content.sentences.find((s) => s.id === item.sentenceIds[0]);
    const verdict = phraseVerdict(sentence, item);
    const label = `find the phrase "${item.native}" → "${item.answer}"`;
    // The offline generator tags every word it writes: a sentence of its without concepts is
    // itself a fault. A provider's content has none to prove by and is left to its own checks.
    if (verdict === 'unproved') {
      if (resource.knowledge === undefined) continue;
      checked += 1;
      findings.push({ item: label, problem: 'the generator left the sentence without concepts' });
      continue;
    }
    checked += 1;
    if (verdict !== 'aligned') findings.push({ item: label, problem: verdict.problem });
  }
  return { checked, findings };
}

export const phrasesCheck: Check = { name: 'find-the-phrase spans aligned', run: phrasesAligned };
