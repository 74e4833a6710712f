/*
 * Which of a story's sentences make a text of the length asked (within 10 %). The core story is
 * always told; then each priority is added whole while it fits, and the first priority that does
 * not fit whole gives the subset of its sentences that comes nearest the length. Nothing beyond
 * that priority is told, so a sentence never appears without the lower-priority ones the author
 * wrote it after.
 *
 * A short text sums up in one sentence what a longer one tells in detail ("Although Manon got
 * lost, the teacher soon found her" in the core; how she was missed, searched for and found in
 * the sentences added at length). Such a summary gives way: it is left out as soon as any
 * sentence that tells its event in detail is told, so no text tells the same event twice.
 */

export interface FitSentence {
  readonly key: string;
  readonly priority: number;
  readonly needs: readonly string[];
  /** Words in the language the length is counted in. */
  readonly words: number;
  /** Sentences of a higher priority that tell in detail what this one sums up. */
  readonly givesWayTo?: readonly string[];
}

/** Subsets of one priority tried exhaustively up to this many sentences; greedily beyond. */
const EXHAUSTIVE_MAX = 14;

function needsMet(sentence: FitSentence, chosen: ReadonlySet<string>): boolean {
  return sentence.needs.every((key) => chosen.has(key));
}

/** The summaries among `chosen` that a telling of `picked` replaces. */
function displacedBy(
  picked: readonly FitSentence[],
  chosen: ReadonlySet<string>,
  sentences: readonly FitSentence[],
): readonly FitSentence[] {
  const keys = new Set(picked.map((s) => s.key));
  return sentences.filter(
    (s) => chosen.has(s.key) && (s.givesWayTo ?? []).some((detail) => keys.has(detail)),
  );
}

/**
 * Whether `picked` tells every detail of each summary it replaces: half the detail (Manon is
 * missed, but not found) would drop the summary's end from the story.
 */
function wholeDetails(
  picked: readonly FitSentence[],
  chosen: ReadonlySet<string>,
  sentences: readonly FitSentence[],
): boolean {
  const keys = new Set(picked.map((s) => s.key));
  return displacedBy(picked, chosen, sentences).every((summary) =>
    (summary.givesWayTo ?? []).every((detail) => keys.has(detail)),
  );
}

/** Words that telling `picked` adds, less those of the summaries it replaces. */
function netWords(
  picked: readonly FitSentence[],
  chosen: ReadonlySet<string>,
  sentences: readonly FitSentence[],
): number {
  const added = picked.reduce((sum, s) => sum + s.words, 0);
  return added - displacedBy(picked, chosen, sentences).reduce((sum, s) => sum + s.words, 0);
}

function tell(
  picked: readonly FitSentence[],
  chosen: Set<string>,
  sentences: readonly FitSentence[],
): void {
  for (const summary of displacedBy(picked, chosen, sentences)) chosen.delete(summary.key);
  for (const sentence of picked) chosen.add(sentence.key);
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
    const whole = netWords(group, chosen, sentences);
    if (priority === 0 || total + whole <= wordCount) {
      tell(group, chosen, sentences);
      total += whole;
      if (total >= wordCount) break;
      continue;
    }
    const picked = nearestSubset(group, chosen, wordCount - total, sentences);
    tell(picked, chosen, sentences);
    break;
  }
  return chosen;
}

/** The sentences of one priority whose words come nearest `room`, earlier ones preferred. */
function nearestSubset(
  group: readonly FitSentence[],
  chosen: ReadonlySet<string>,
  room: number,
  sentences: readonly FitSentence[],
): readonly FitSentence[] {
  if (group.length > EXHAUSTIVE_MAX) return greedy(group, chosen, room, sentences);
  let best: { picked: FitSentence[]; distance: number } = { picked: [], distance: Math.abs(room) };
  for (let mask = 1; mask < 1 << group.length; mask += 1) {
    const picked = group.filter((_, index) => (mask & (1 << index)) !== 0);
    const keys = new Set([...chosen, ...picked.map((s) => s.key)]);
    if (!picked.every((s) => needsMet(s, keys))) continue;
    if (!wholeDetails(picked, chosen, sentences)) continue;
    const distance = Math.abs(room - netWords(picked, chosen, sentences));
    // Masks rise in binary, so a tie keeps the subset found first: the one with fewer late sentences.
    if (distance < best.distance) best = { picked, distance };
  }
  return best.picked;
}

function greedy(
  group: readonly FitSentence[],
  chosen: ReadonlySet<string>,
  room: number,
  sentences: readonly FitSentence[],
): readonly FitSentence[] {
  const keys = new Set(chosen);
  const picked: FitSentence[] = [];
  let left = room;
  for (const sentence of group) {
    if (keys.has(sentence.key)) continue;
    // A summary's details come as one: the first of them brings the others.
    const summary = sentences.find(
      (s) => chosen.has(s.key) && (s.givesWayTo ?? []).includes(sentence.key),
    );
    const item =
      summary === undefined
        ? [sentence]
        : group.filter((s) => (summary.givesWayTo ?? []).includes(s.key));
    const withItem = new Set([...keys, ...item.map((s) => s.key)]);
    if (!item.every((s) => needsMet(s, withItem))) continue;
    const adds = netWords([...picked, ...item], chosen, sentences) - (room - left);
    if (Math.abs(left - adds) < Math.abs(left)) {
      for (const s of item) keys.add(s.key);
      picked.push(...item);
      left -= adds;
    }
  }
  return picked;
}
