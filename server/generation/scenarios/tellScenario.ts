import { isDialogue, speakerCount } from '@/domain/catalog/textStyles';
import type { TextStyle } from '@/domain/catalog/textStyles';
import { audienceBand } from '@/domain/catalog/levels';
import type { CefrLevel } from '@/domain/catalog/levels';
import { TENSE_CODE_VARIETY, tenseLabel } from '@/domain/catalog/tenses';
import { DETAIL_CODE_NONE } from '@/domain/catalog/details';
import { fullText, wordCount } from '@/domain/resource/content';
import type { ResourceContent } from '@/domain/resource/content';
import { seededRandom } from '@/domain/random/seeded';
import type { GenerationRequest, GenerationResult } from '../../services/generation/port';
import { NO_STORY } from '@/infrastructure/api/resources';
import type { NoStoryAnswer, StoryOffer } from '@/infrastructure/api/resources';
import { requestedWordUsed } from '../../adapters/generation/offline/requested';
import { SCENARIOS } from './catalogue';
import { composeScenario } from './compose';
import type { ScenarioComposition } from './compose';
import {
  contentWords,
  foldPrompt,
  inWords,
  matchScenarios,
  nearestScenarios,
  promptNames,
  settingWords,
} from './match';
import type { ScenarioMatch } from './match';
import { NEARBY } from './nearby';
import type { Scenario, ScenarioLang, StoryLevel } from './scenario';
import { dialogueOf } from './scenario';
import { SCENARIO_LANGS } from './scenario';

/*
 * The built-in generator writes from the authored story the prompt is about: the story for the
 * text styles, its dialogue for the dialogue styles. A prompt no story covers, and a dialogue
 * style of a story that has no dialogue of its speakers, are refused before anything is
 * written, with the stories it can write offered instead (storyRefusal).
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

/**
 * What the prompt names that this text leaves out, read on its English side (the language
 * prompts are typed in): the names it gives (places, people) and the words the story does not
 * cover that the English side does not say, up to an ending ("sprained" is said by "sprain").
 * Without an English side nothing can be read for them ("Greece" is "Grecia", "Grèce"), so
 * `unread` lists the words the story was not chosen for, which a note says it may leave out:
 * a note never claims a detail is missing when it is there.
 */
function leftOut(
  prompt: string,
  content: ResourceContent,
  uncovered: readonly string[],
): { readonly missing: readonly string[]; readonly unread: readonly string[] } {
  const { target, native } = content.language;
  const english = target === 'en' ? 'target' : native === 'en' ? 'native' : undefined;
  const names = promptNames(prompt).filter((name) => name !== '');
  const asked = [
    ...new Set([
      ...names,
      ...uncovered.filter((w) => !names.some((n) => foldPrompt(n).trim() === w)),
    ]),
  ];
  if (english === undefined) return { missing: [], unread: asked };
  const text = foldPrompt(fullText(content, english));
  const stem = (word: string) => {
    const folded = foldPrompt(word).trim();
    const bare = folded.replace(/(?:ing|ed|es|s)$/u, '');
    return bare.length >= 4 ? bare : folded;
  };
  return { missing: asked.filter((word) => !text.includes(` ${stem(word)}`)), unread: [] };
}

/** The story the prompt is about, if any story covers it. */
export function scenarioFor(prompt: string): ScenarioMatch | undefined {
  return matchScenarios(prompt, SCENARIOS)[0];
}

/** How many stories a refusal offers as nearest the prompt. */
export const NEAREST_OFFERED = 3;

const offer = (scenario: Scenario): StoryOffer => ({ id: scenario.id, title: scenario.title.en });

/** Whether the story can be told in the request's style: a dialogue needs its speakers. */
function tellsIn(scenario: Scenario, style: TextStyle): boolean {
  return !isDialogue(style) || dialogueOf(scenario, speakerCount(style)) !== undefined;
}

/** How the style is said in a refusal: "a story", "a dialogue for two speakers". */
function styleWords(style: TextStyle): string {
  const speakers = speakerCount(style);
  return speakers === 1 ? 'a story' : `a dialogue for ${speakers === 2 ? 'two' : 'three'} speakers`;
}

const ELSEWHERE =
  'upload your own text, or ask your administrator to connect an AI provider, which writes about any subject.';

/**
 * Which story the request is told from, or the refusal that says why none, before anything is
 * written. A prompt names a story when the story covers it; a prompt that only sets a scene
 * ("what I did last weekend") takes a story set there; one that names nothing ("", "a text for
 * my class") takes any story, chosen by the seed. A dialogue style takes a story
 * with a dialogue of its speakers: a story without one is not replaced by another silently.
 * What the prompt names beside the story's subject must be said in the text told at the level
 * and length asked ("my piano exam" is not the maths test day whose longest version mentions a
 * piano): otherwise the story is offered first among the nearest, to be chosen knowingly.
 */
function storyChoice(
  request: GenerationRequest,
):
  | { readonly match: ScenarioMatch; readonly composition: ScenarioComposition }
  | { readonly refusal: NoStoryAnswer } {
  const style = request.resourceType;
  const tellable = SCENARIOS.filter((scenario) => tellsIn(scenario, style));
  const named = contentWords(request.prompt).length > 0;
  const match = named
    ? scenarioFor(request.prompt)
    : (matchScenarios(request.prompt, tellable, settingWords(request.prompt))[0] ??
      anyScenario(request, tellable));
  const nearest = () =>
    nearestScenarios(request.prompt, tellable, NEAREST_OFFERED, NEARBY).map(offer);
  if (match !== undefined && tellsIn(match.scenario, style)) {
    const composition = compose(request, match.scenario);
    const unsaid = (match.byText ?? []).filter((word) => !inWords(composition.said, word));
    if (unsaid.length === 0) return { match, composition };
    const offers = [
      offer(match.scenario),
      ...nearest().filter((near) => near.id !== match.scenario.id),
    ].slice(0, NEAREST_OFFERED);
    const message = `The built-in story “${match.scenario.title.en}” is the nearest to your prompt, but at this level and length it does not tell of ${unsaid.map((w) => `“${w}”`).join(', ')}. Choose it below to have it written as it is, or choose another story, ${ELSEWHERE}`;
    return { refusal: { type: NO_STORY, message, nearest: offers, stories: tellable.map(offer) } };
  }
  const offers = nearest();
  const choose =
    tellable.length === 0
      ? 'Choose Text, '
      : offers.length > 0
        ? 'Choose one of the nearest stories below or any other, '
        : 'Choose one of the stories below, ';
  const message =
    match === undefined && named
      ? `The built-in generator has no story about “${request.prompt.trim()}”, and it does not write about a subject it has no story for. ${choose}${ELSEWHERE}`
      : match === undefined
        ? `The built-in generator cannot write ${styleWords(style)} yet. ${choose}${ELSEWHERE}`
        : `The built-in generator has the story “${match.scenario.title.en}” but cannot write it as ${styleWords(style)} yet: choose Text to have it written as a story. Or ${choose.charAt(0).toLowerCase()}${choose.slice(1)}${ELSEWHERE}`;
  return { refusal: { type: NO_STORY, message, nearest: offers, stories: tellable.map(offer) } };
}

/**
 * The built-in generator's answer to a request no story of its tells, before anything is
 * written: why, the nearest stories it can write in the style asked, and all of them.
 */
export function storyRefusal(request: GenerationRequest): NoStoryAnswer | undefined {
  if (!isScenarioLang(request.target) || !isScenarioLang(request.native)) return undefined;
  const choice = storyChoice(request);
  return 'refusal' in choice ? choice.refusal : undefined;
}

/** The story told for a prompt that names nothing: one of those it can tell, by the seed. */
function anyScenario(
  request: GenerationRequest,
  tellable: readonly Scenario[],
): ScenarioMatch | undefined {
  const scenario = tellable[Math.abs(Math.trunc(request.seed)) % Math.max(tellable.length, 1)];
  return scenario === undefined
    ? undefined
    : { scenario, score: 0, coverage: 1, covered: [], uncovered: [] };
}

function notesFor(
  request: GenerationRequest,
  match: ScenarioMatch,
  level: StoryLevel,
  content: ResourceContent,
): { notes: string[]; unused: string[] } {
  const notes = [`Told from the built-in story “${match.scenario.title.en}” at ${level}.`];
  const words = wordCount(content, 'target');
  if (Math.abs(words - request.wordCount) > request.wordCount * 0.1)
    notes.push(`The story has ${words} words at this level, not ${request.wordCount}.`);
  const { missing, unread } =
    match.titled === true
      ? { missing: [], unread: [] }
      : leftOut(request.prompt, content, match.uncovered);
  if (missing.length > 0)
    notes.push(
      `Not in this story: ${missing.map((w) => `“${w}”`).join(', ')}. Edit the text, add your own text, or use an AI provider to have them written in.`,
    );
  if (unread.length > 0)
    notes.push(
      `This story was not chosen for ${unread.map((w) => `“${w}”`).join(', ')} in your prompt and may leave ${unread.length === 1 ? 'it' : 'them'} out: check the text.`,
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

/**
 * The resource told from the story the request is about, or the refusal that says why none is
 * told (one choice of story for both); undefined when the languages are not the stories'.
 */
export function tellStory(
  request: GenerationRequest,
): { readonly told: GenerationResult } | { readonly refusal: NoStoryAnswer } | undefined {
  if (!isScenarioLang(request.target) || !isScenarioLang(request.native)) return undefined;
  const choice = storyChoice(request);
  if ('refusal' in choice) return choice;
  return { told: told(request, choice.match, choice.composition) };
}

/** The story told at the request's level, length and style. */
function compose(request: GenerationRequest, scenario: Scenario): ScenarioComposition {
  return composeScenario({
    scenario,
    // tellStory and storyRefusal ask only in the stories' languages.
    target: request.target as ScenarioLang,
    native: request.native as ScenarioLang,
    level: STORY_LEVEL[audienceBand(request.level)],
    style: request.resourceType,
    wordCount: request.wordCount,
    title: request.title,
    random: seededRandom(request.seed),
  });
}

function told(
  request: GenerationRequest,
  match: ScenarioMatch,
  { content }: ScenarioComposition,
): GenerationResult {
  const { scenario } = match;
  const level = STORY_LEVEL[audienceBand(request.level)];
  const { notes, unused } = notesFor(request, match, level, content);
  return {
    content,
    report: {
      topic: scenario.title.en,
      // A story that covers the prompt only in part is the nearest to it, not an exact match.
      topicMatched: match.uncovered.length > 0 ? 'nearest' : 'exact',
      unusedVocabulary: unused,
      notes,
    },
  };
}
