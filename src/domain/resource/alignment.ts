import type { AlignedSentence, ChunkPair, SentenceText, Token } from './content';
import { writeTokens } from './content';

/*
 * Alignment by concepts (issue #12): a stretch of the target sentence translates a stretch of
 * the native one when both carry the same concepts and neither concept appears anywhere else in
 * its sentence. That is what makes "an den Strand ↔ to the beach" a pair and "ist Mia ↔ Mia
 * went" not one (German puts the rest of "went", "gegangen", at the end). Whoever tagged the
 * tokens (the offline generator, the offline dictionary for a teacher's own text) gets chunks
 * and phrases from the same rule.
 */

/** A run of tokens of one side: indices into its `tokens`, `end` excluded. */
export interface TokenRange {
  readonly start: number;
  readonly end: number;
}

/** A target stretch and the native stretch that translates it, with the concepts they share. */
export interface AlignedSpan {
  readonly target: TokenRange;
  readonly native: TokenRange;
  readonly concepts: readonly string[];
}

/**
 * The expression a concept belongs to: `take_photos.verb` and `take_photos` are one ("mache …
 * Fotos" ↔ "take photos"), so a span never holds the verb of an expression without its noun.
 */
export function conceptGroup(concept: string): string {
  const dot = concept.indexOf('.');
  return dot < 0 ? concept : concept.slice(0, dot);
}

function groupOf(token: Token): string | undefined {
  return token.concept === undefined ? undefined : conceptGroup(token.concept);
}

/** The concept groups the tokens carry, each once. */
export function conceptsOf(tokens: readonly Token[]): ReadonlySet<string> {
  return new Set(tokens.flatMap((token) => groupOf(token) ?? []));
}

/** Whether a side carries concepts at all (a provider's text or an untagged upload does not). */
export function hasConcepts(side: SentenceText): boolean {
  return side.tokens.some((token) => token.concept !== undefined);
}

function sameSet(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  return a.size === b.size && [...a].every((item) => b.has(item));
}

/** Where each token starts and ends in the side's text, or undefined when the text is not its tokens. */
export function tokenOffsets(side: SentenceText): readonly TokenRange[] | undefined {
  let position = 0;
  const offsets = side.tokens.map((token, index) => {
    if (index > 0 && token.spaceBefore) position += 1;
    const start = position;
    position += token.text.length;
    return { start, end: position };
  });
  const first = side.tokens[0];
  const written = writeTokens(
    first ? [{ ...first, spaceBefore: false }, ...side.tokens.slice(1)] : [],
  );
  return written === side.text ? offsets : undefined;
}

/**
 * The native stretch that carries exactly these concepts: from the first token with one of them
 * to the last, provided no token in between carries another concept. Undefined when there is
 * none or when the concepts are split around other words.
 */
export function counterpart(
  tokens: readonly Token[],
  concepts: ReadonlySet<string>,
): TokenRange | undefined {
  const positions = tokens.flatMap((token, index) => {
    const group = groupOf(token);
    return group !== undefined && concepts.has(group) ? [index] : [];
  });
  const start = positions[0];
  const last = positions.at(-1);
  if (start === undefined || last === undefined) return undefined;
  for (let index = start; index <= last; index += 1) {
    const token = tokens[index];
    const group = token === undefined ? undefined : groupOf(token);
    if (group !== undefined && !concepts.has(group)) return undefined;
  }
  return { start, end: last + 1 };
}

/**
 * Whether the target tokens in `target` and the native tokens in `native` translate each other:
 * the same non-empty set of concepts, and each side's stretch is the whole of those concepts in
 * its sentence (no concept of the stretch is left outside it).
 */
export function isAlignedSpan(
  sentence: Pick<AlignedSentence, 'target' | 'native'>,
  target: TokenRange,
  native: TokenRange,
): boolean {
  const t = sentence.target.tokens;
  const n = sentence.native.tokens;
  const concepts = conceptsOf(t.slice(target.start, target.end));
  if (concepts.size === 0 || !sameSet(concepts, conceptsOf(n.slice(native.start, native.end))))
    return false;
  const whole = (tokens: readonly Token[], range: TokenRange) =>
    tokens.every((token, index) => {
      const group = groupOf(token);
      return (
        group === undefined || !concepts.has(group) || (index >= range.start && index < range.end)
      );
    });
  return whole(t, target) && whole(n, native);
}

/**
 * Every aligned stretch of a sentence whose target side starts and ends on a word with a concept
 * and has at most `maxTokens` tokens, in order of start then length.
 */
export function alignedSpans(
  sentence: Pick<AlignedSentence, 'target' | 'native'>,
  maxTokens: number,
): readonly AlignedSpan[] {
  const t = sentence.target.tokens;
  const spans: AlignedSpan[] = [];
  for (let start = 0; start < t.length; start += 1) {
    if (t[start]?.concept === undefined) continue;
    for (let last = start; last < t.length && last - start < maxTokens; last += 1) {
      if (t[last]?.concept === undefined) continue;
      const target = { start, end: last + 1 };
      const concepts = conceptsOf(t.slice(start, last + 1));
      const native = counterpart(sentence.native.tokens, concepts);
      if (native !== undefined && isAlignedSpan(sentence, target, native))
        spans.push({ target, native, concepts: [...concepts].sort() });
    }
  }
  return spans;
}

/** A sentence side's tokens grouped into words: a mark or an elided word stays with the word before. */
export function wordUnits(tokens: readonly Token[]): readonly (readonly Token[])[] {
  const units: Token[][] = [];
  for (const token of tokens) {
    const last = units.at(-1);
    if (last !== undefined && !token.spaceBefore) last.push(token);
    else units.push([token]);
  }
  return units;
}

/**
 * For each place a side may be cut (between units, never before a unit glued to the one before),
 * the concepts before it, keyed; the first such place wins, so words without a concept go with
 * what follows them. A cut that would leave a concept on both sides of it is not a place.
 */
function cutPlaces(units: readonly (readonly Token[])[]): Map<string, number> {
  const places = new Map<string, number>();
  for (let index = 1; index < units.length; index += 1) {
    if (units[index]?.[0]?.spaceBefore === false) continue;
    const before = conceptsOf(units.slice(0, index).flat());
    const after = conceptsOf(units.slice(index).flat());
    if (before.size === 0 || after.size === 0) continue;
    if ([...before].some((concept) => after.has(concept))) continue;
    const key = [...before].sort().join('|');
    if (!places.has(key)) places.set(key, index);
  }
  return places;
}

/**
 * The finest chunking of a sentence at which every chunk pair carries the same concepts on both
 * sides: cuts are made only where both sides have covered the same concepts. Units are groups of
 * tokens never cut apart (the generator's phrases, or `wordUnits`). Concepts should be on both
 * sides or neither (see the generator's `symmetricConcepts`); with none, the sentence is one chunk.
 */
export function alignChunks(
  target: readonly (readonly Token[])[],
  native: readonly (readonly Token[])[],
): ChunkPair[] {
  const t = target.filter((unit) => unit.length > 0);
  const n = native.filter((unit) => unit.length > 0);
  const tPlaces = cutPlaces(t);
  const nPlaces = cutPlaces(n);
  const keys = [...tPlaces.keys()].filter((key) => nPlaces.has(key));
  const cuts = (places: Map<string, number>, length: number) =>
    [0, ...keys.map((key) => places.get(key) ?? 0), length].sort((a, b) => a - b);
  const tCuts = cuts(tPlaces, t.length);
  const nCuts = cuts(nPlaces, n.length);
  const chunks: ChunkPair[] = [];
  for (let index = 0; index + 1 < tCuts.length; index += 1) {
    chunks.push({
      target: writeTokens(t.slice(tCuts[index], tCuts[index + 1]).flat()),
      native: writeTokens(n.slice(nCuts[index], nCuts[index + 1]).flat()),
    });
  }
  return chunks;
}
