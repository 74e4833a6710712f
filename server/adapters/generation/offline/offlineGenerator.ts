import { left, right } from 'fp-ts/Either';
import type { Either } from 'fp-ts/Either';
import type { LanguageCode } from '@/domain/catalog/languages';
import { languageByCode } from '@/domain/catalog/languages';
import { isOfflineTextChange, TEXT_CHANGES } from '@/domain/catalog/textChanges';
import type { ResourceContent } from '@/domain/resource/content';
import { seededRandom } from '@/domain/random/seeded';
import type {
  ContentGenerator,
  GenerationError,
  GenerationRequest,
  GenerationResult,
} from '../../../services/generation/port';
import { alignedSentence } from './assemble';
import { writeFacts } from './facts';
import { LANGUAGE_MODULES } from './languages';
import type { Character } from './frames';
import { isOfflineLang, OFFLINE_LANGS } from './model';
import type { Lang } from './model';
import { plan, resolveVocabulary } from './planner';
import type { ForcedItem, PlannedSentence } from './planner';
import { profileFor, resolveTenses } from './profile';
import { citiesIn, placesAwayFrom } from './gazetteer';
import { promptItems, unusedFromPrompt } from './promptUse';
import { chooseSetting, outingOf } from './setting';
import { entriesOfWord, requestedWordUsed } from './requested';
import type { Setting } from './setting';
import { chooseTopic } from './topicChoice';
import { vocabularyOf } from './vocabulary';
import { storyRefusal, tellStory } from '../../../generation/scenarios/tellScenario';
import type { Claim, Event, FactMeaning } from './world';

/*
 * The built-in offline generator (DESIGN.md §6, issue #4): composes the resource from the
 * frame bank, deterministic for a seed, with no network and no clock.
 */

const NAMES: Readonly<Record<Lang, string>> = {
  en: 'English',
  es: 'Spanish',
  fr: 'French',
  de: 'German',
  it: 'Italian',
  pt: 'Portuguese',
};

function unsupported(code: LanguageCode): GenerationError {
  const name = languageByCode(code)?.name ?? code;
  return {
    type: 'generation/unsupported-language',
    message: `The built-in generator writes ${OFFLINE_LANGS.slice(0, -1)
      .map((l) => NAMES[l])
      .join(
        ', ',
      )} and ${NAMES.pt}. To create resources in ${name}, ask your administrator to configure an AI provider (AI_BASE_URL, AI_MODEL and AI_API_KEY) — see the README.`,
  };
}

const PROVIDER_SETTINGS =
  'Ask your administrator to set AI_BASE_URL, AI_MODEL and AI_API_KEY (see README).';

/**
 * A rewrite this generator cannot make. It rewrites by writing the text again from the request
 * at another length or level (the rewrite service has adjusted both), so it can neither change
 * tone or content (`TEXT_CHANGES[].offline`) nor rewrite a text it did not write.
 */
function rewriteRefusal(rewrite: GenerationRequest['rewrite']): GenerationError | null {
  if (rewrite === undefined) return null;
  if (!isOfflineTextChange(rewrite.change)) {
    const label = TEXT_CHANGES.find((entry) => entry.value === rewrite.change)?.label;
    return {
      type: 'generation/needs-provider',
      message: `"${label ?? rewrite.change}" needs an AI provider. ${PROVIDER_SETTINGS}`,
    };
  }
  if (rewrite.source === 'uploaded')
    return {
      type: 'generation/needs-provider',
      message: `Rewriting a text you uploaded needs an AI provider: the built-in generator can only rewrite texts it wrote itself. ${PROVIDER_SETTINGS}`,
    };
  return null;
}

/**
 * What the generator knows about a resource it wrote, beyond the content it hands out: the
 * events each sentence states and the people in it. The content audit (server/audit) checks
 * every answer key against this, so a key is proved right for the text and not only present.
 */
export interface OfflineKnowledge {
  readonly sentences: readonly { readonly sentenceId: number; readonly events: readonly Event[] }[];
  readonly cast: readonly Character[];
  /** What each content.facts entry means (same order), and each "not in the text" claim. */
  readonly facts: readonly FactMeaning[];
  readonly unstated: readonly Claim[];
  /** The places the prompt named within the topic, which the text keeps to; absent, none. */
  readonly setting?: Setting;
}

/**
 * What the built-in generator writes for a request: the authored story (or its dialogue) the
 * prompt is about, whose keys were written with it; or, before anything is written, why it
 * writes none (storyRefusal). Pure.
 */
export function generateOffline(
  request: GenerationRequest,
): Either<GenerationError, GenerationResult> {
  const checked = validated(request);
  if (checked._tag === 'Left') return checked;
  const story = tellStory(request);
  // validated() let by only the stories' languages, so this is the stories' answer.
  if (story === undefined) return left(unsupported(request.target));
  return 'refusal' in story ? left(story.refusal) : right(story.told);
}

/** The request's two languages when the built-in generator can write it, else why not. */
function validated(
  request: GenerationRequest,
): Either<GenerationError, { readonly target: Lang; readonly native: Lang }> {
  const refusal = rewriteRefusal(request.rewrite);
  if (refusal !== null) return left(refusal);
  const { target, native } = request;
  if (target === native) {
    return left({
      type: 'generation/invalid-request',
      message: 'The target and native languages must differ.',
    });
  }
  if (!isOfflineLang(target)) return left(unsupported(target));
  if (!isOfflineLang(native)) return left(unsupported(native));
  if (!Number.isFinite(request.wordCount) || request.wordCount < 50 || request.wordCount > 500) {
    return left({
      type: 'generation/invalid-request',
      message: 'The word count must be between 50 and 500.',
    });
  }
  return right({ target, native });
}

/**
 * The older composing generator: a text from its frame bank with its record of what it meant
 * (the audit's entry point). The product no longer writes with it — every request is told
 * from a story or refused — and it stays only while the content audit, which compares a text
 * with that record, is moved onto the stories.
 */
export function composeOffline(
  request: GenerationRequest,
): Either<
  GenerationError,
  { readonly result: GenerationResult; readonly knowledge: OfflineKnowledge }
> {
  const checked = validated(request);
  if (checked._tag === 'Left') return checked;
  const { target, native } = checked.right;
  const profile = profileFor(request.level);
  const { tenses, notes: tenseNotes } = resolveTenses(request.tenses);
  const details = new Set(request.details.filter((d) => d >= 0 && d <= 6));
  const { forced } = resolveVocabulary(request.vocabulary, [target, native, 'en']);
  const times = [
    ...new Set(
      request.vocabulary.flatMap((word) =>
        [target, native, 'en' as const].flatMap((lang) =>
          entriesOfWord(lang, word).flatMap((e) =>
            e.kind === 'time' ? [e.id.replace(/^time:/u, '')] : [],
          ),
        ),
      ),
    ),
  ];
  const cities = citiesIn(request.prompt).map((c) => c.id);
  const outing = outingOf(request.prompt);
  const planWith = (fromPrompt: readonly ForcedItem[]) => {
    const random = seededRandom(request.seed);
    const topicChoice = chooseTopic(`${request.prompt}`, random);
    const setting = chooseSetting(
      request.prompt,
      topicChoice.topic,
      random,
      placesAwayFrom(cities),
    );
    const planned = plan({
      style: request.resourceType,
      target,
      topic: topicChoice.topic,
      profile,
      tenses,
      details,
      forced: [...forced, ...fromPrompt],
      wordCount: request.wordCount,
      random,
      render: LANGUAGE_MODULES[target],
      ...(setting !== undefined ? { setting } : {}),
      cities,
      ...(outing !== undefined ? { outing } : {}),
      times,
    });
    return { random, topicChoice, setting, planned };
  };
  // What the prompt names and the text left out, the lexicon permitting, is asked for as a
  // teacher's words are, and the text planned again from the same seed (issue #12); twice at
  // most, for a place first described and then, if that did not hold, gone to.
  let chosen = planWith([]);
  let asked: ReadonlyMap<string, readonly ForcedItem[]> = new Map();
  for (let pass = 0; pass < 2; pass += 1) {
    const next = promptItems(
      request.prompt,
      chosen.topicChoice.topic,
      chosen.planned.sentences,
      chosen.setting,
      asked,
    );
    if (!next.changed) break;
    asked = next.items;
    chosen = planWith([...asked.values()].flat());
  }
  const { random, topicChoice, setting, planned } = chosen;
  const pair = { target: LANGUAGE_MODULES[target], native: LANGUAGE_MODULES[native] };
  const sentences = planned.sentences.map((s, index) =>
    alignedSentence(
      index + 1,
      s.paragraph,
      s.speaker?.name,
      pair.target.sentence(s.sentence),
      pair.native.sentence(s.sentence),
    ),
  );
  const { facts, unstated, meanings } = writeFacts(
    pair,
    planned.sentences,
    planned.cast,
    topicChoice.topic,
    random,
  );
  // Said unused only when the text does not use it in any form: the planner may fail to place
  // a word that another sentence brings in anyway ("Wochenende" in "am Wochenende").
  const targetTokens = sentences.map((s) => s.target.tokens);
  const unusedWords = request.vocabulary.filter(
    (word) => !requestedWordUsed(word, targetTokens, target, [target, native, 'en']),
  );
  const missing = missingDetails(details, planned.sentences, sentences);
  const notes = [
    ...(topicChoice.note ? [topicChoice.note] : []),
    ...missing,
    ...tenseNotes,
    ...detailNotes(details, tenses),
    ...planned.notes,
    ...unusedFromPrompt(request.prompt, topicChoice.topic, planned.sentences, setting),
  ];
  if (unusedWords.length > 0) {
    notes.push(
      `The built-in generator does not know ${unusedWords.map((w) => `"${w}"`).join(', ')} yet; an AI provider can use any word.`,
    );
  }
  const content: ResourceContent = {
    language: { target, native },
    resourceType: request.resourceType,
    title: { target: request.title, native: request.title },
    speakers: planned.speakers.map((s) => s.name),
    sentences,
    vocabulary: vocabularyOf(sentences, { target, native }),
    facts,
    unstated,
  };
  const knowledge: OfflineKnowledge = {
    sentences: planned.sentences.map((s, index) => ({ sentenceId: index + 1, events: s.events })),
    cast: planned.cast,
    facts: meanings.facts,
    unstated: meanings.unstated,
    ...(setting !== undefined ? { setting } : {}),
  };
  return right({
    result: {
      content,
      report: {
        topic: topicChoice.topic.label,
        topicMatched: topicChoice.matched,
        unusedVocabulary: unusedWords,
        notes,
      },
    },
    knowledge,
  });
}

function detailNotes(details: ReadonlySet<number>, tenses: readonly string[]): string[] {
  const notes: string[] = [];
  if (details.has(1) && !tenses.some((t) => t !== 'present')) {
    notes.push(
      'Dates are written with past or future events; with the present tense only, no dates were added.',
    );
  }
  return notes;
}

const DETAIL_WORDING: Readonly<Record<number, string>> = {
  0: 'numbers',
  1: 'dates',
  2: 'times',
  3: 'opinions',
  4: 'descriptions',
  5: 'questions',
  6: 'negatives',
};

/** Details asked for that the text ended up without, said plainly rather than hidden. */
function missingDetails(
  details: ReadonlySet<number>,
  planned: readonly PlannedSentence[],
  sentences: ResourceContent['sentences'],
): string[] {
  const events = planned.flatMap((p) => p.events);
  const tokens = sentences.flatMap((s) => s.target.tokens);
  const present: Readonly<Record<number, boolean>> = {
    0: tokens.some((t) => t.pos === 'numeral'),
    1: tokens.some((t) => t.concept?.startsWith('time:date') === true),
    2: tokens.some((t) => t.concept?.startsWith('time:clock') === true),
    3: events.some((e) => e.pred.kind === 'like'),
    4: events.some((e) => e.pred.kind === 'be'),
    5: sentences.some((s) => s.target.text.endsWith('?')),
    6: events.some((e) => e.negative),
  };
  return [...details]
    .filter((d) => present[d] === false)
    .map(
      (d) =>
        `This text has no ${DETAIL_WORDING[d] ?? `detail ${d}`}; generate again or ask for more words.`,
    );
}

/** The ContentGenerator port's offline adapter. */
export function createOfflineGenerator(): ContentGenerator {
  return {
    generate(request) {
      return Promise.resolve(generateOffline(request));
    },
    refusal: (request) => {
      const checked = validated(request);
      return checked._tag === 'Left' ? undefined : storyRefusal(request);
    },
  };
}
