import { isDialogue } from '@/domain/catalog/textStyles';
import type { CefrLevel } from '@/domain/catalog/levels';
import { TENSE_CODE_VARIETY, tenseLabel } from '@/domain/catalog/tenses';
import { DETAIL_CODE_NONE } from '@/domain/catalog/details';
import { fullText, wordCount } from '@/domain/resource/content';
import type { ResourceContent } from '@/domain/resource/content';
import { seededRandom } from '@/domain/random/seeded';
import type { GenerationRequest, GenerationResult } from '../../services/generation/port';
import { cefrOf } from '../../adapters/generation/offline/profile';
import { requestedWordUsed } from '../../adapters/generation/offline/requested';
import { SCENARIOS } from './catalogue';
import { composeScenario } from './compose';
import { grammarTags } from './grammarTags';
import { foldPrompt, holds, matchScenarios } from './match';
import type { Scenario, ScenarioLang, StoryLevel } from './scenario';
import { SCENARIO_LANGS } from './scenario';

/*
 * The built-in generator's first choice: a text told from the authored story the prompt is
 * about. A prompt no story covers, and the dialogue styles (not yet authored), go to the older
 * composing generator, which says plainly which topic it wrote about.
 */

const STORY_LEVEL: Readonly<Record<CefrLevel, StoryLevel>> = {
  A1: 'A1',
  A2: 'A2',
  B1: 'B1',
  B2: 'B2',
  C1: 'B2',
  C2: 'B2',
};

/**
 * The tense codes (catalog/tenses.ts) each level's stories are told in, and how to say so: A1 in
 * the present, A2 and B1 in the past with present and future where the story needs them, B2 with
 * the imperfect, pluperfect and conditional too.
 */
const LEVEL_TENSES: Readonly<Record<StoryLevel, { codes: readonly number[]; words: string }>> = {
  A1: { codes: [0], words: 'the present' },
  A2: {
    codes: [0, 1, 3, 4, 7],
    words: 'the past, with the present and future where the story needs them',
  },
  B1: {
    codes: [0, 1, 2, 3, 4, 7],
    words: 'the past, with the present and future where the story needs them',
  },
  B2: {
    codes: [0, 1, 2, 3, 4, 5, 7, 8],
    words:
      'the past (imperfect, preterite, pluperfect), with the conditional where the story needs it',
  },
};

function isScenarioLang(code: string): code is ScenarioLang {
  return (SCENARIO_LANGS as readonly string[]).includes(code);
}

/** Words teachers put around a subject that are not the subject ("a text about…"). */
const PROMPT_WORDS = new Set(
  [
    'text story about write short long level pupils students class lesson using with their from into',
    'some what where when which there this that these those have will would your year years',
    'texto historia sobre escribe texte histoire ecris texte geschichte uber schreibe testo storia',
    'scrivi texto historia escreve sobre acerca',
  ]
    .join(' ')
    .split(' '),
);

/** The prompt's words that neither the story's subject nor its text carries. */
function leftOut(prompt: string, scenario: Scenario, content: ResourceContent): string[] {
  // The story's subject as its title and match words name it, in every language.
  const listed = SCENARIO_LANGS.flatMap((lang) => [
    ...scenario.match[lang].map((w) => foldPrompt(w).trim()),
    ...foldPrompt(scenario.title[lang]).trim().split(' '),
  ]);
  const text = foldPrompt(`${fullText(content, 'target')} ${fullText(content, 'native')}`);
  const grammar = SCENARIO_LANGS.map((lang) => grammarTags(lang));
  const words = prompt.split(/[^\p{L}\p{N}'’-]+/u).filter((word) => word !== '');
  const missing: string[] = [];
  for (const word of words) {
    const folded = foldPrompt(word).trim();
    if (folded.length < 4 || PROMPT_WORDS.has(folded)) continue;
    if (grammar.some((tags) => tags.has(word.toLocaleLowerCase()))) continue;
    const stem = folded.replace(/(?:es|s)$/u, '');
    if (listed.some((w) => w === folded || w.split(' ').includes(folded) || w === stem)) continue;
    if (listed.some((w) => holds(` ${folded} `, w))) continue;
    if (text.includes(` ${stem}`)) continue;
    if (!missing.includes(word)) missing.push(word);
  }
  return missing;
}

/** The best story for the prompt, if any story is about it. */
export function scenarioFor(prompt: string): Scenario | undefined {
  return matchScenarios(prompt, SCENARIOS)[0]?.scenario;
}

function notesFor(
  request: GenerationRequest,
  scenario: Scenario,
  level: StoryLevel,
  content: ResourceContent,
): { notes: string[]; unused: string[] } {
  const notes = [`Told from the built-in story “${scenario.title.en}” at ${level}.`];
  const words = wordCount(content, 'target');
  if (Math.abs(words - request.wordCount) > request.wordCount * 0.1)
    notes.push(`The story has ${words} words at this level, not ${request.wordCount}.`);
  const missing = leftOut(request.prompt, scenario, content);
  if (missing.length > 0)
    notes.push(
      `Not in this story: ${missing.map((w) => `“${w}”`).join(', ')}. Edit the text, add your own text, or use an AI provider to have them written in.`,
    );
  const tenses = LEVEL_TENSES[level];
  const unmet = request.tenses.filter(
    (code) => code !== TENSE_CODE_VARIETY && !tenses.codes.includes(code),
  );
  if (unmet.length > 0)
    notes.push(
      `At ${level} the built-in stories are told in ${tenses.words}: ${unmet.map((code) => tenseLabel(code) ?? code).join(', ')} not used.`,
    );
  if (request.details.some((detail) => detail !== DETAIL_CODE_NONE))
    notes.push(
      'The built-in stories keep the details they are written with; the details you chose were not added.',
    );
  const target = content.language.target;
  const langs = [target, content.language.native, 'en'].filter(isScenarioLang);
  const tokens = content.sentences.map((sentence) => sentence.target.tokens);
  const unused = request.vocabulary.filter(
    (word) => isScenarioLang(target) && !requestedWordUsed(word, tokens, target, langs),
  );
  if (unused.length > 0)
    notes.push(
      `This story does not use ${unused.map((w) => `“${w}”`).join(', ')}; add them by editing a sentence, or use an AI provider.`,
    );
  return { notes, unused };
}

/** The resource told from the story the prompt is about, or undefined when no story fits. */
export function tellScenario(request: GenerationRequest): GenerationResult | undefined {
  if (isDialogue(request.resourceType)) return undefined;
  if (!isScenarioLang(request.target) || !isScenarioLang(request.native)) return undefined;
  const scenario = scenarioFor(request.prompt);
  if (scenario === undefined) return undefined;
  const level = STORY_LEVEL[cefrOf(request.level)];
  const { content } = composeScenario({
    scenario,
    target: request.target,
    native: request.native,
    level,
    style: request.resourceType,
    wordCount: request.wordCount,
    title: request.title,
    random: seededRandom(request.seed),
  });
  const { notes, unused } = notesFor(request, scenario, level, content);
  return {
    content,
    report: { topic: scenario.title.en, topicMatched: 'exact', unusedVocabulary: unused, notes },
  };
}
