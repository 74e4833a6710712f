/*
 * Which of a story's sentences make a text of the length asked (within 10 %). The core story is
 * always told; then each priority is added whole while it fits, and the first priority that does
 * not fit whole gives the subset of its sentences that comes nearest the length. Nothing beyond
 * that priority is told, so a sentence never appears without the lower-priority ones the author
 * wrote it after.
 */

export interface FitSentence {
  readonly key: string;
  readonly priority: number;
  readonly needs: readonly string[];
  /** Words in the language the length is counted in. */
  readonly words: number;
}

/** Subsets of one priority tried exhaustively up to this many sentences; greedily beyond. */
const EXHAUSTIVE_MAX = 14;

function needsMet(sentence: FitSentence, chosen: ReadonlySet<string>): boolean {
  return sentence.needs.every((key) => chosen.has(key));
}

/** The keys of the sentences told, for a text of about `wordCount` words. */
export function fitSentences(
  sentences: readonly FitSentence[],
  wordCount: number,
): ReadonlySet<string> {
  const chosen = new Set<string>();
  let total = 0;
  const priorities = [...new Set(sentences.map((s) => s.priority))].sort((a, b) => a - b);
  for (const priority of priorities) {
    const group = sentences.filter((s) => s.priority === priority);
    const whole = group.reduce((sum, s) => sum + s.words, 0);
    if (priority === 0 || total + whole <= wordCount) {
      for (const sentence of group) chosen.add(sentence.key);
      total += whole;
      if (total >= wordCount) break;
      continue;
    }
    for (const key of nearestSubset(group, chosen, wordCount - total)) chosen.add(key);
    break;
  }
  return chosen;
}

/** The sentences of one priority whose words come nearest `room`, earlier ones preferred. */
function nearestSubset(
  group: readonly FitSentence[],
  chosen: ReadonlySet<string>,
  room: number,
): readonly string[] {
  if (group.length > EXHAUSTIVE_MAX) return greedy(group, chosen, room);
  let best: { keys: string[]; distance: number } = { keys: [], distance: Math.abs(room) };
  for (let mask = 1; mask < 1 << group.length; mask += 1) {
    const picked = group.filter((_, index) => (mask & (1 << index)) !== 0);
    const keys = new Set([...chosen, ...picked.map((s) => s.key)]);
    if (!picked.every((s) => needsMet(s, keys))) continue;
    const distance = Math.abs(room - picked.reduce((sum, s) => sum + s.words, 0));
    // Masks rise in binary, so a tie keeps the subset found first: the one with fewer late sentences.
    if (distance < best.distance) best = { keys: picked.map((s) => s.key), distance };
  }
  return best.keys;
}

function greedy(
  group: readonly FitSentence[],
  chosen: ReadonlySet<string>,
  room: number,
): readonly string[] {
  const keys = new Set(chosen);
  const picked: string[] = [];
  let left = room;
  for (const sentence of group) {
    if (!needsMet(sentence, keys)) continue;
    if (Math.abs(left - sentence.words) < Math.abs(left)) {
      keys.add(sentence.key);
      picked.push(sentence.key);
      left -= sentence.words;
    }
  }
  return picked;
}
