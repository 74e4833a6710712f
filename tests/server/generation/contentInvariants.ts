import type { ResourceContent } from '@/domain/resource/content';
import { wordCount, writeTokens } from '@/domain/resource/content';

/**
 * The content contract of src/domain/resource/content.ts, checked on generated content:
 * returns the broken rules (empty when all hold), so a failing test names what broke.
 */
export function contentProblems(content: ResourceContent): string[] {
  const problems: string[] = [];
  const squash = (text: string) => text.replace(/\s+/g, '');
  content.sentences.forEach((sentence, index) => {
    if (sentence.id !== index + 1) problems.push(`sentence ${index + 1} has id ${sentence.id}`);
    for (const side of ['target', 'native'] as const) {
      const text = sentence[side].text;
      if (text !== writeTokens(sentence[side].tokens))
        problems.push(`#${sentence.id} ${side}: text differs from its tokens`);
      const joined = sentence.chunks.map((chunk) => chunk[side]).join(' ');
      if (squash(joined) !== squash(text))
        problems.push(`#${sentence.id} ${side}: chunks "${joined}" do not give "${text}"`);
      if (
        sentence[side].tokens.some(
          (t) => t.text === '' || (/\s/.test(t.text) && t.pos !== 'punctuation'),
        )
      )
        problems.push(`#${sentence.id} ${side}: empty or spaced token in "${text}"`);
      if (/\s{2,}|\s[,.]|^\s|\s$/.test(text))
        problems.push(`#${sentence.id} ${side}: bad spacing in "${text}"`);
      const first = text.replace(/^[¿¡]/, '').charAt(0);
      if (first !== first.toLocaleUpperCase())
        problems.push(`#${sentence.id} ${side}: no capital in "${text}"`);
      if (!/[.?!…](?:\s?[»"”“’)])*$/u.test(text))
        problems.push(`#${sentence.id} ${side}: no final mark in "${text}"`);
      for (const token of sentence[side].tokens) {
        for (const wrong of token.wrongForms ?? [])
          if (wrong === token.text) problems.push(`#${sentence.id}: wrong form equals "${wrong}"`);
      }
    }
    if (sentence.chunks.length === 0) problems.push(`#${sentence.id}: no chunks`);
  });
  for (const item of content.vocabulary) {
    const sentence = content.sentences.find((s) => s.id === item.sentenceId);
    if (
      !sentence ||
      !sentence.target.text.toLocaleLowerCase().includes(item.target.toLocaleLowerCase())
    ) {
      problems.push(`vocabulary "${item.target}" is not in sentence ${item.sentenceId}`);
    }
  }
  const ids = new Set(content.sentences.map((s) => s.id));
  for (const fact of content.facts) {
    if (fact.sentenceIds.length === 0 || fact.sentenceIds.some((id) => !ids.has(id)))
      problems.push(`fact "${fact.question.native}" points nowhere`);
    if (fact.distractors.length < 3)
      problems.push(`fact "${fact.question.native}" has ${fact.distractors.length} distractors`);
    if (
      fact.distractors.some(
        (d) => d.target === fact.answer.target || d.native === fact.answer.native,
      )
    )
      problems.push(`fact "${fact.question.native}" has its answer among the distractors`);
    if (fact.trueStatement.target === fact.falseStatement.target)
      problems.push(`fact "${fact.question.native}" true and false statements are equal`);
  }
  if (content.speakers.length > 0) {
    for (const sentence of content.sentences) {
      if (sentence.speaker === undefined || !content.speakers.includes(sentence.speaker))
        problems.push(`#${sentence.id} has no known speaker`);
    }
  }
  if (wordCount(content, 'target') === 0) problems.push('no words');
  return problems;
}

/** A word-boundary pattern that knows accented letters (\b does not: "Lucía eats"). */
function words(alternatives: string): RegExp {
  return new RegExp(`(?<![\\p{L}'’])(?:${alternatives})(?![\\p{L}'’])`, 'iu');
}

/** Forms the languages contract or elide; their long form in a text is a mistake. */
export const FORBIDDEN: Readonly<Record<string, RegExp>> = {
  es: words('de el|a el'),
  fr: words('à le|à les|de le|de les|(?:le|la|je|ne|que|de|me|te|se) [aeiouéèêâîôûh]\\p{L}*'),
  de: words('in dem|in das|zu dem|zu der|an dem|an das|von dem|bei dem'),
  it: words('a il|di il|in il|a i|di i|in i|a la|di la|in la|a lo|di lo|su il|da il'),
  pt: words('de o|de a|de os|de as|em o|em a|em os|em as|a o|a os'),
  en: words('a [aeiou]\\p{L}*'),
};
