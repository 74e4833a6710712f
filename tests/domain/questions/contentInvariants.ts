import { isDialogue } from '@/domain/catalog/textStyles';
import { isSpacelessLanguage } from '@/domain/matching/normalise';
import { writeTokens, type ResourceContent } from '@/domain/resource/content';

/*
 * The invariants every producer of content satisfies (issue #4 brief, content.ts), checked
 * independently of the question code: the answer-key properties rest on them.
 */

function withoutSpaces(text: string): string {
  return text.replace(/\s+/gu, '');
}

/** Every broken invariant of the content, in words; empty when there is none. */
export function contentViolations(content: ResourceContent): string[] {
  const violations: string[] = [];
  const ids = new Set(content.sentences.map((sentence) => sentence.id));
  const dialogue = isDialogue(content.resourceType);
  content.sentences.forEach((sentence, index) => {
    if (sentence.id !== index + 1) violations.push(`sentence ${index + 1} has id ${sentence.id}`);
    for (const side of ['target', 'native'] as const) {
      const { text, tokens } = sentence[side];
      if (text !== writeTokens(tokens)) {
        violations.push(
          `sentence ${sentence.id} ${side}: "${text}" is not its tokens "${writeTokens(tokens)}"`,
        );
      }
      const lang = content.language[side];
      const joined = sentence.chunks
        .map((chunk) => chunk[side])
        .join(isSpacelessLanguage(lang) ? '' : ' ');
      if (withoutSpaces(joined) !== withoutSpaces(text)) {
        violations.push(
          `sentence ${sentence.id} ${side}: chunks "${joined}" do not give "${text}"`,
        );
      }
    }
    if (
      dialogue &&
      (sentence.speaker === undefined || !content.speakers.includes(sentence.speaker))
    ) {
      violations.push(`sentence ${sentence.id} has no speaker of the dialogue`);
    }
  });
  if (dialogue && content.speakers.length < 2) violations.push('a dialogue needs speakers');
  for (const item of content.vocabulary) {
    const sentence = content.sentences.find((s) => s.id === item.sentenceId);
    const lang = content.language.target;
    if (
      sentence === undefined ||
      !sentence.target.text.toLocaleLowerCase(lang).includes(item.target.toLocaleLowerCase(lang))
    ) {
      violations.push(`vocabulary "${item.target}" is not in sentence ${item.sentenceId}`);
    }
  }
  content.facts.forEach((fact, index) => {
    if (fact.sentenceIds.length === 0 || !fact.sentenceIds.every((id) => ids.has(id))) {
      violations.push(`fact ${index} points at missing sentences`);
    }
    if (fact.distractors.length < 3) violations.push(`fact ${index} has fewer than 3 distractors`);
  });
  return violations;
}
