import { isDialogue } from '@/domain/catalog/textStyles';
import { normaliseAnswer } from '@/domain/matching/normalise';
import type { AlignedSentence } from '@/domain/resource/content';
import { chooseInOrder, itemsOr, unavailable } from './selection';
import type { Derivation, DerivationContext, WhoSaidWhatItem } from './types';

export const MAX_WHO_SAID_WHAT = 10;

/**
 * The lines whose speaker is unambiguous: said by one of the dialogue's speakers, and not said
 * word for word by another one too ("Bonne idée !" from two friends has no single answer).
 */
function unambiguousLines(
  sentences: readonly AlignedSentence[],
  speakers: readonly string[],
  lang: string,
): readonly AlignedSentence[] {
  const saidBy = new Map<string, Set<string>>();
  for (const sentence of sentences) {
    const key = normaliseAnswer(sentence.target.text, lang);
    const who = saidBy.get(key) ?? new Set<string>();
    who.add(sentence.speaker ?? '');
    saidBy.set(key, who);
  }
  return sentences.filter((sentence) => {
    const key = normaliseAnswer(sentence.target.text, lang);
    return (
      key !== '' &&
      sentence.speaker !== undefined &&
      speakers.includes(sentence.speaker) &&
      saidBy.get(key)?.size === 1
    );
  });
}

/** Who said what (dialogues): a line, the speakers to choose from, the one who says it. */
export function deriveWhoSaidWhat({
  content,
  random,
}: DerivationContext): Derivation<WhoSaidWhatItem> {
  const speakers = [...new Set(content.speakers)];
  if (!isDialogue(content.resourceType) || speakers.length < 2) {
    return unavailable('Who said what needs a dialogue with two or three named speakers.');
  }
  const lines = unambiguousLines(content.sentences, speakers, content.language.target);
  const items = lines.map((sentence) => ({
    quote: { target: sentence.target.text, native: sentence.native.text },
    options: speakers,
    answer: sentence.speaker ?? '',
    sentenceIds: [sentence.id],
  }));
  return itemsOr(
    chooseInOrder(random, items, MAX_WHO_SAID_WHAT),
    'No line of the dialogue can be told apart: each is said by more than one speaker or by none.',
  );
}
