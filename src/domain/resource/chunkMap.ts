import type { AlignedSentence } from './content';

const letters = (text: string) => text.replace(/\s+/gu, '').length;

/**
 * Which chunk each token of one side of a sentence belongs to (its index in `chunks`), so a
 * screen can show aligned chunks together in both languages. Chunks joined give back the
 * sentence up to spaces (contentRules), so tokens are placed by counting non-space characters;
 * a token that straddles a boundary belongs to the chunk it starts in.
 */
export function tokenChunks(
  sentence: AlignedSentence,
  side: 'target' | 'native',
): readonly number[] {
  const ends: number[] = [];
  let total = 0;
  for (const chunk of sentence.chunks) {
    total += letters(chunk[side]);
    ends.push(total);
  }
  let position = 0;
  return sentence[side].tokens.map((token) => {
    const start = position;
    position += letters(token.text);
    const index = ends.findIndex((end) => start < end);
    return index === -1 ? Math.max(0, ends.length - 1) : index;
  });
}
