import type { AlignedSentence, ResourceContent, Token } from '@/domain/resource/content';
import { normaliseAnswer } from '@/domain/matching/normalise';
import {
  gapChoices,
  selectGaps,
  type GapChoice,
  type GapSelection,
  type GapSide,
} from '@/domain/teaching/gaps';
import { fallbackGapWords } from '@/domain/teaching/gapWords';
import { worksheetSections, DEFAULT_WORKSHEET_OPTIONS } from '@/domain/teaching/worksheet';
import type { AuditedResource, Check, CheckResult, Finding } from '../types';

/*
 * Gaps a teacher can trust (issue #12: "Mi hermano (3) (4) (5) años", "(22).", "____.", every
 * verb of the text in each "Choosing" list): on the teaching screen and the printed sheet two
 * gaps never stand side by side, a sentence of one word is never gapped, a name only when proper
 * nouns are asked for; each "Choosing" list holds three or four words of the gap's part of speech
 * with the answer once; vocabulary in context keeps a sentence around its gap.
 */

/** A gap menu a teacher often picks, and the fullest one (the most gaps close together). */
const CHOICES: readonly GapChoice[] = [
  { kind: 'random', count: 10 },
  { kind: 'random', count: 'all' },
];

/** Words around a vocabulary-in-context gap, fewest: the builder's MIN_CONTEXT_WORDS, restated. */
const CONTEXT_WORDS = 3;

const isWord = (token: Token | undefined, lang: string) =>
  token !== undefined && token.pos !== 'punctuation' && normaliseAnswer(token.text, lang) !== '';

function describeChoice(side: GapSide, choice: GapChoice): string {
  const what =
    choice.kind === 'random'
      ? `${String(choice.count)} random`
      : choice.kind === 'percentage'
        ? `${String(choice.percent)}%`
        : choice.kind;
  return `${side} gaps (${what})`;
}

type Part = { readonly checked: number; readonly findings: readonly Finding[] };

/** Where a selection's gaps sit: never beside another, never alone in a sentence, never a name. */
export function placementFindings(
  content: ResourceContent,
  selection: GapSelection,
  label: string,
): Part {
  const lang = selection.language;
  const findings: Finding[] = [];
  const gapped = new Set(selection.gaps.map((gap) => `${gap.sentenceId}:${gap.tokenIndex}`));
  for (const gap of selection.gaps) {
    const sentence = content.sentences.find((s) => s.id === gap.sentenceId);
    const tokens = sentence?.[selection.side].tokens ?? [];
    const item = `${label}: gap ${gap.number} "${gap.answer}"`;
    if (tokens.filter((token) => isWord(token, lang)).length < 2)
      findings.push({ item, problem: 'the gap is the whole of a one-word sentence' });
    if (tokens[gap.tokenIndex]?.pos === 'proper_noun')
      findings.push({ item, problem: 'a name is gapped though proper nouns were not asked for' });
    // The next word after the gap (marks between do not part two gaps).
    let next = gap.tokenIndex + 1;
    while (next < tokens.length && !isWord(tokens[next], lang)) next += 1;
    if (next < tokens.length && gapped.has(`${gap.sentenceId}:${next}`))
      findings.push({ item, problem: 'the next word is a gap too' });
  }
  return { checked: selection.gaps.length, findings };
}

/** The forms a gap's option may take: words of the side with the gap's part of speech. */
function formsOf(content: ResourceContent, side: GapSide, pos: Token['pos'], lang: string) {
  return new Set(
    content.sentences.flatMap((s: AlignedSentence) =>
      s[side].tokens.filter((t) => t.pos === pos).map((t) => normaliseAnswer(t.text, lang)),
    ),
  );
}

/** The plausible wrong forms the text's words of one part of speech carry. */
function wrongFormsOf(content: ResourceContent, side: GapSide, pos: Token['pos']): string[] {
  return content.sentences.flatMap((s: AlignedSentence) =>
    s[side].tokens.filter((t) => t.pos === pos).flatMap((t) => t.wrongForms ?? []),
  );
}

/** Each gap's "Choosing" list: three or four words of its part of speech, the answer once. */
export function choiceFindings(
  content: ResourceContent,
  selection: GapSelection,
  choices: ReadonlyMap<string, readonly string[]>,
  label: string,
): Part {
  const lang = selection.language;
  const findings: Finding[] = [];
  for (const gap of selection.gaps) {
    const options = choices.get(gap.key) ?? [];
    const item = `${label}, choosing: gap ${gap.number} "${gap.answer}" [${options.join(', ')}]`;
    const token = content.sentences.find((s) => s.id === gap.sentenceId)?.[selection.side].tokens[
      gap.tokenIndex
    ];
    const allowed = new Set([
      ...formsOf(content, selection.side, gap.pos, lang),
      ...wrongFormsOf(content, selection.side, gap.pos).map((form) => normaliseAnswer(form, lang)),
      ...(token?.wrongForms ?? []).map((form) => normaliseAnswer(form, lang)),
      ...fallbackGapWords(lang, gap.pos, gap.answer).map((word) => normaliseAnswer(word, lang)),
    ]);
    const forms = options.map((option) => normaliseAnswer(option, lang));
    if (options.length < 3 || options.length > 4)
      findings.push({ item, problem: `${options.length} options, not three or four` });
    if (forms.filter((form) => form === normaliseAnswer(gap.answer, lang)).length !== 1)
      findings.push({ item, problem: 'the answer is not offered exactly once' });
    if (new Set(forms).size !== forms.length)
      findings.push({ item, problem: 'two options read the same' });
    const stray = options.filter((_, index) => !allowed.has(forms[index] ?? ''));
    if (stray.length > 0)
      findings.push({ item, problem: `not a ${gap.pos} of the text: ${stray.join(', ')}` });
  }
  return { checked: selection.gaps.length, findings };
}

/** The printed sheet's gapped text: no two numbered gaps with no word between them. */
function worksheetFindings(resource: AuditedResource): Part {
  const findings: Finding[] = [];
  let checked = 0;
  const sections = worksheetSections(
    {
      content: resource.content,
      questions: resource.questions.questions,
      seed: resource.case.seed,
    },
    DEFAULT_WORKSHEET_OPTIONS,
  );
  for (const section of sections) {
    if (section.kind !== 'text') continue;
    for (const sentence of section.sentences) {
      let previousGap: number | undefined;
      let words = 0;
      for (const piece of sentence.pieces) {
        if (piece.kind === 'gap') {
          checked += 1;
          if (previousGap !== undefined)
            findings.push({
              item: `worksheet gaps (${previousGap}) (${piece.number})`,
              problem: 'two gaps with no word between them',
            });
          previousGap = piece.number;
        } else if (/[\p{L}\p{N}]/u.test(piece.text)) {
          previousGap = undefined;
          words += 1;
        }
      }
      const gaps = sentence.pieces.filter((piece) => piece.kind === 'gap').length;
      if (gaps > 0 && words === 0)
        findings.push({
          item: `worksheet sentence ${sentence.id}`,
          problem: 'every word is a gap',
        });
    }
  }
  return { checked, findings };
}

/** Vocabulary in context keeps a sentence around its gap. */
export function vocabContextFindings(resource: AuditedResource): Part {
  const findings: Finding[] = [];
  const items = resource.questions.questions.vocab_in_context ?? [];
  for (const item of items) {
    const context = `${item.before} ${item.after}`.match(/[\p{L}\p{N}]+/gu) ?? [];
    if (context.length < CONTEXT_WORDS)
      findings.push({
        item: `vocabulary in context "${item.before}____${item.after}"`,
        problem: `only ${context.length} words of context around the gap`,
      });
  }
  return { checked: items.length, findings };
}

export function gapsChecked(resource: AuditedResource): CheckResult {
  const parts: Part[] = [];
  for (const side of ['target', 'native'] as const) {
    if (resource.content.sentences.every((s) => s[side].tokens.length === 0)) continue;
    for (const choice of CHOICES) {
      const selection = selectGaps(resource.content, side, choice, resource.case.seed);
      const label = describeChoice(side, choice);
      parts.push(placementFindings(resource.content, selection, label));
      parts.push(
        choiceFindings(resource.content, selection, gapChoices(selection, resource.content), label),
      );
    }
  }
  parts.push(worksheetFindings(resource));
  parts.push(vocabContextFindings(resource));
  return {
    checked: parts.reduce((sum, part) => sum + part.checked, 0),
    findings: parts.flatMap((part) => part.findings),
  };
}

export const gapsCheck: Check = { name: 'gaps and their choices', run: gapsChecked };
