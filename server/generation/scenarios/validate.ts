import { WORD_COUNTS } from '@/domain/catalog/wordCounts';
import { wordsOf } from '@/domain/resource/content';
import { SAFETY_CATEGORY_LABELS, unsafeTermIn } from '@/domain/safety/classroomSafety';
import { continuationOpener } from './continuation';
import { fitSentences } from './fit';
import type { FitSentence } from './fit';
import { grammarTags } from './grammarTags';
import { readChunks } from './markup';
import type { ReadChunk } from './markup';
import { dialogueTelling, SCENARIO_LANGS, STORY_LEVELS, storyTelling } from './scenario';
import type {
  Scenario,
  ScenarioDialogue,
  ScenarioLang,
  StoryLevel,
  Telling,
  TellingUnit,
  Texts,
} from './scenario';

/*
 * What a scenario must satisfy before the generator may tell it: the same chunks and marked
 * words in every language, every fact resting on sentences that exist, and enough sentences for
 * every length a teacher can ask (50 to 500 words, within 10 %).
 */

/** A core story (priority 0) short enough for a 50-word text in every language. */
export const CORE_MAX_WORDS = 48;
export const CORE_MIN_WORDS = 20;
/** Enough story for a 500-word text, less 10 %, in every language. */
export const LEVEL_MIN_WORDS = 460;
export const MIN_FACTS = 8;
/** Facts on the core story alone, so that a 50-word text still has questions. */
export const MIN_CORE_FACTS = 3;
export const MIN_UNSTATED = 4;
/** At least one inference, so the inference questions have something to ask. */
export const MIN_INFERRED = 1;
/** An inference told in a 100-word text: on sentences of this priority or lower. */
export const EARLY_INFERENCE_PRIORITY = 1;

export interface ScenarioProblem {
  readonly where: string;
  readonly message: string;
}

/** Stand-in names for checking: one word each, like every name the generator fills in. */
export function sampleNames(scenario: Scenario): Record<string, string> {
  return Object.fromEntries(
    Object.entries(scenario.cast).map(([key, sex]) => [key, sex === 'f' ? 'Marta' : 'Pablo']),
  );
}

function sameMultiset(a: readonly string[], b: readonly string[]): boolean {
  const sorted = (items: readonly string[]) => [...items].sort().join(' ');
  return sorted(a) === sorted(b);
}

function chunkWords(chunks: readonly ReadChunk[]): number {
  return chunks.reduce(
    (sum, chunk) => sum + wordsOf({ text: chunk.text, tokens: chunk.tokens }).length,
    0,
  );
}

/** One sentence's chunks in one language, read with the scenario's cast and vocabulary. */
function readIn(
  scenario: Scenario,
  text: string,
  lang: ScenarioLang,
  names: Record<string, string>,
): ReturnType<typeof readChunks> {
  return readChunks(text, { lang, names, vocab: scenario.vocab, grammar: grammarTags(lang) });
}

const END = /[.!?…»"“”)]$/u;
const PLACEHOLDER = /\{([A-Z])\}/gu;

function textsProblems(
  texts: Texts,
  where: string,
  scenario: Scenario,
  question = false,
): ScenarioProblem[] {
  const problems: ScenarioProblem[] = [];
  for (const lang of SCENARIO_LANGS) {
    const text = texts[lang];
    if (typeof text !== 'string' || text.trim() === '') {
      problems.push({ where: `${where} ${lang}`, message: 'is missing' });
      continue;
    }
    if (/[[\]|]/u.test(text))
      problems.push({ where: `${where} ${lang}`, message: 'has markup where none belongs' });
    for (const [, key] of text.matchAll(PLACEHOLDER)) {
      if (key !== undefined && scenario.cast[key] === undefined)
        problems.push({ where: `${where} ${lang}`, message: `{${key}} is not in the cast` });
    }
    if (question && !/[?？]\s*$/u.test(text))
      problems.push({ where: `${where} ${lang}`, message: 'a question must end with "?"' });
  }
  return problems;
}

/** One line (a story's sentence, a dialogue's turn) in every language, its words tallied. */
function lineProblems(
  scenario: Scenario,
  where: string,
  texts: Texts,
  names: Record<string, string>,
  tallies: readonly Record<string, number>[],
): ScenarioProblem[] {
  const problems: ScenarioProblem[] = [];
  let reference: { lang: ScenarioLang; chunks: readonly ReadChunk[] } | undefined;
  for (const lang of SCENARIO_LANGS) {
    const text = texts[lang];
    if (typeof text !== 'string') {
      problems.push({ where: `${where} ${lang}`, message: 'is missing' });
      continue;
    }
    const chunks = readIn(scenario, text, lang, names);
    if ('type' in chunks) {
      problems.push({ where: `${where} ${lang}`, message: chunks.message });
      continue;
    }
    if (!END.test(text.trim()))
      problems.push({ where: `${where} ${lang}`, message: 'does not end a sentence' });
    // The classroom-safety check refuses a whole resource for one line ("an hour to kill"):
    // the author hears of it here, not a teacher from a refused request.
    const unsafe = unsafeTermIn(chunks.map((chunk) => chunk.text).join(' '), lang);
    if (unsafe !== undefined)
      problems.push({
        where: `${where} ${lang}`,
        message: `reads as ${SAFETY_CATEGORY_LABELS[unsafe.category]} to the classroom-safety check ("${unsafe.match}"): say it another way`,
      });
    const words = chunkWords(chunks);
    for (const tally of tallies) tally[lang] = (tally[lang] ?? 0) + words;
    if (reference === undefined) {
      reference = { lang, chunks };
      continue;
    }
    if (chunks.length !== reference.chunks.length) {
      problems.push({
        where: `${where} ${lang}`,
        message: `has ${chunks.length} chunks, ${reference.lang} has ${reference.chunks.length}`,
      });
      continue;
    }
    chunks.forEach((chunk, index) => {
      const other = reference?.chunks[index];
      if (other !== undefined && !sameMultiset(chunk.concepts, other.concepts))
        problems.push({
          where: `${where} ${lang}`,
          message: `chunk ${index + 1} marks [${chunk.concepts.join(', ')}], ${reference?.lang} marks [${other.concepts.join(', ')}]`,
        });
    });
  }
  return problems;
}

function levelProblems(
  scenario: Scenario,
  level: string,
  story: Telling | undefined,
  speakers: readonly string[] = [],
): ScenarioProblem[] {
  if (story === undefined) return [{ where: level, message: 'is missing' }];
  const problems: ScenarioProblem[] = [];
  const names = sampleNames(scenario);
  const keys = new Set<string>();
  const core = new Set<string>();
  const coreByLang: Record<string, number> = {};
  const totalByLang: Record<string, number> = {};
  const units = story.groups.flat();
  const priorityOf = new Map(units.map((unit) => [unit.key, unit.priority]));
  for (const unit of units) {
    const where = `${level} ${unit.key}`;
    if (keys.has(unit.key)) problems.push({ where, message: 'the key is used twice' });
    for (const need of unit.needs) {
      // A unit may need one after it only of its own priority: the two are told together or
      // not at all ("she said she would quit" needs "her mother reminded her of their deal").
      if (!keys.has(need) && priorityOf.get(need) !== unit.priority)
        problems.push({
          where,
          message: `needs "${need}", which neither comes before it nor has its priority`,
        });
      // A whole priority is told without looking at needs: what a unit needs is told first.
      else if ((priorityOf.get(need) ?? 0) > unit.priority)
        problems.push({
          where,
          message: `needs "${need}", of a higher priority (${String(priorityOf.get(need))}): a ${String(unit.priority)} is told without it`,
        });
    }
    for (const detail of unit.givesWayTo) {
      // The detail replaces the summary only once the summary has been told: it comes later.
      if ((priorityOf.get(detail) ?? -1) <= unit.priority)
        problems.push({
          where,
          message: `gives way to "${detail}", which ${priorityOf.has(detail) ? `is not of a higher priority (${String(priorityOf.get(detail))})` : 'is not in this level'}`,
        });
    }
    const detailPriorities = new Set(unit.givesWayTo.map((detail) => priorityOf.get(detail)));
    if (detailPriorities.size > 1)
      problems.push({
        where,
        message: `gives way to sentences of different priorities (${unit.givesWayTo.join(', ')}): a text could tell half the detail without the summary`,
      });
    const needed = units.filter((other) => unit.needs.includes(other.key));
    for (const summary of needed.filter((other) => other.givesWayTo.length > 0))
      problems.push({
        where,
        message: `needs "${summary.key}", a summary that gives way to its detail and is not always told`,
      });
    keys.add(unit.key);
    if (unit.priority === 0) core.add(unit.key);
    if (unit.lines.length === 0) problems.push({ where, message: 'has no turns' });
    unit.lines.forEach((line, index) => {
      const at =
        unit.lines.length > 1 || line.by !== undefined ? `${where} turn ${index + 1}` : where;
      if (speakers.length > 0 && (line.by === undefined || !speakers.includes(line.by)))
        problems.push({
          where: at,
          message: `is spoken by "${line.by ?? ''}", who is not a speaker`,
        });
      problems.push(
        ...lineProblems(
          scenario,
          at,
          line.text,
          names,
          unit.priority === 0 ? [coreByLang, totalByLang] : [totalByLang],
        ),
      );
    });
  }
  if (speakers.length > 0) {
    const heard = new Set(
      units.filter((u) => u.priority === 0).flatMap((u) => u.lines.map((l) => l.by)),
    );
    for (const speaker of speakers)
      if (!heard.has(speaker))
        problems.push({
          where: level,
          message: `${speaker} says nothing in the core (priority 0)`,
        });
  }
  for (const lang of SCENARIO_LANGS) {
    const coreWords = coreByLang[lang] ?? 0;
    if (coreWords > CORE_MAX_WORDS || coreWords < CORE_MIN_WORDS)
      problems.push({
        where: `${level} ${lang}`,
        message: `the core story (priority 0) has ${coreWords} words; it must have ${CORE_MIN_WORDS}–${CORE_MAX_WORDS}`,
      });
    const total = totalByLang[lang] ?? 0;
    if (total < LEVEL_MIN_WORDS)
      problems.push({
        where: `${level} ${lang}`,
        message: `the whole story has ${total} words; it needs at least ${LEVEL_MIN_WORDS}`,
      });
  }
  story.facts.forEach((fact, index) => {
    const where = `${level} fact ${index + 1}`;
    for (const key of fact.on) {
      if (!keys.has(key))
        problems.push({ where, message: `rests on "${key}", which is no sentence` });
    }
    if (fact.on.length === 0) problems.push({ where, message: 'rests on no sentence' });
    if (fact.kind === 'inferred' && fact.on.length < 2)
      problems.push({ where, message: 'an inference rests on two sentences or more' });
    if (fact.wrong.length < 3) problems.push({ where, message: 'needs three wrong answers' });
    problems.push(...textsProblems(fact.q, `${where} q`, scenario, true));
    problems.push(...textsProblems(fact.a, `${where} a`, scenario));
    problems.push(...textsProblems(fact.true, `${where} true`, scenario));
    problems.push(...textsProblems(fact.false, `${where} false`, scenario));
    fact.wrong.forEach((wrong, w) =>
      problems.push(...textsProblems(wrong, `${where} wrong ${w + 1}`, scenario)),
    );
  });
  if (story.facts.length < MIN_FACTS)
    problems.push({ where: level, message: `has ${story.facts.length} facts; needs ${MIN_FACTS}` });
  const coreFacts = story.facts.filter((fact) => fact.on.every((key) => core.has(key))).length;
  if (coreFacts < MIN_CORE_FACTS)
    problems.push({
      where: level,
      message: `has ${coreFacts} facts on the core story alone; needs ${MIN_CORE_FACTS}`,
    });
  const inferred = story.facts.filter((fact) => fact.kind === 'inferred');
  if (inferred.length < MIN_INFERRED)
    problems.push({
      where: level,
      message: `has ${inferred.length} inferred facts (kind: 'inferred'); needs ${MIN_INFERRED}`,
    });
  if (
    !inferred.some((fact) =>
      fact.on.every((key) => (priorityOf.get(key) ?? 99) <= EARLY_INFERENCE_PRIORITY),
    )
  )
    problems.push({
      where: level,
      message: `needs an inferred fact resting only on sentences of priority ${EARLY_INFERENCE_PRIORITY} or 0, so a 100-word text has an inference question`,
    });
  const fits = fittings(scenario, story, names);
  problems.push(
    ...fitProblems(level, story, fits),
    ...continuationProblems(level, story, fits),
    ...inferenceProblems(level, story, fits),
  );
  if (story.unstated.length < MIN_UNSTATED)
    problems.push({
      where: level,
      message: `has ${story.unstated.length} unstated claims; needs ${MIN_UNSTATED}`,
    });
  story.unstated.forEach((claim, index) =>
    problems.push(...textsProblems(claim, `${level} unstated ${index + 1}`, scenario)),
  );
  return problems;
}

/** A unit's words in one language: all its lines'; undefined when one cannot be read. */
function unitWords(
  scenario: Scenario,
  unit: TellingUnit,
  lang: ScenarioLang,
  names: Record<string, string>,
): number | undefined {
  let words = 0;
  for (const line of unit.lines) {
    const chunks = readIn(scenario, line.text[lang], lang, names);
    if ('type' in chunks) return undefined;
    words += chunkWords(chunks);
  }
  return words;
}

/** What is told of a level in each language at each length a teacher can ask for. */
export interface Fitting {
  readonly lang: ScenarioLang;
  readonly asked: number;
  readonly told: ReadonlySet<string>;
  readonly words: number;
}

function fittings(
  scenario: Scenario,
  story: Telling,
  names: Record<string, string>,
): readonly Fitting[] {
  const result: Fitting[] = [];
  for (const lang of SCENARIO_LANGS) {
    const sentences: FitSentence[] = [];
    for (const unit of story.groups.flat()) {
      const words = unitWords(scenario, unit, lang, names);
      if (words === undefined) return [];
      sentences.push({
        key: unit.key,
        priority: unit.priority,
        needs: unit.needs,
        givesWayTo: unit.givesWayTo,
        words,
      });
    }
    for (const asked of WORD_COUNTS) {
      const told = fitSentences(sentences, asked);
      const words = sentences.filter((s) => told.has(s.key)).reduce((sum, s) => sum + s.words, 0);
      result.push({ lang, asked, told, words });
    }
  }
  return result;
}

/** Every length a teacher can ask for must come out within 10 % in every language. */
function fitProblems(level: string, story: Telling, fits: readonly Fitting[]): ScenarioProblem[] {
  return fits
    .filter(({ asked, words }) => Math.abs(words - asked) > asked * 0.1)
    .map(({ lang, asked, told, words }) => ({
      where: `${level} ${lang}`,
      message: `a ${asked}-word text comes out at ${words} words (${Math.ceil(asked * 0.9)}–${Math.floor(asked * 1.1)} needed): its ${story.groups.flat()[0]?.lines.length === 1 ? 'sentences' : 'exchanges'} are ${[...told].join(' ')}`,
    }));
}

/** From this length on a text has an inference question, whatever gives way to what. */
const INFERENCE_FROM_WORDS = 100;

/**
 * Every text of 100 words or more has an inference question: some inferred fact rests only on
 * what it tells. A summary that gives way takes its facts with it, so the check is made on the
 * sentences each length really tells.
 */
function inferenceProblems(
  level: string,
  story: Telling,
  fits: readonly Fitting[],
): ScenarioProblem[] {
  const inferred = story.facts.filter((fact) => fact.kind === 'inferred');
  const bare = fits.find(
    ({ asked, told }) =>
      asked >= INFERENCE_FROM_WORDS &&
      !inferred.some((fact) => fact.on.every((key) => told.has(key))),
  );
  return bare === undefined
    ? []
    : [
        {
          where: `${level} ${bare.lang}`,
          message: `a ${String(bare.asked)}-word text has no inference question: no inferred fact rests only on ${[...bare.told].join(' ')}`,
        },
      ];
}

/**
 * A unit that opens with "But", "So", "Allí"… in any language is never told without the unit
 * it follows in the story of its priority (the last one before it of that priority or lower):
 * the reader would take it to go on from whatever came before instead. Units of a higher
 * priority between the two are the author's additions to that story and may come or go.
 */
function continuationProblems(
  level: string,
  story: Telling,
  fits: readonly Fitting[],
): ScenarioProblem[] {
  const units = story.groups.flat();
  const problems: ScenarioProblem[] = [];
  units.forEach((unit, index) => {
    const before = units.slice(0, index).findLast((other) => other.priority <= unit.priority);
    const first = unit.lines[0];
    if (before === undefined || first === undefined) return;
    const opener = SCENARIO_LANGS.map((lang) => ({
      lang,
      word: continuationOpener(first.text[lang], lang),
    })).find(({ word }) => word !== undefined);
    if (opener === undefined) return;
    const apart = fits.find(({ told }) => told.has(unit.key) && !told.has(before.key));
    if (apart !== undefined)
      problems.push({
        where: `${level} ${unit.key}`,
        message: `opens with "${opener.word ?? ''}" (${opener.lang}) but is told without "${before.key}", which it follows (${apart.lang}, ${String(apart.asked)} words): add needs ["${before.key}"], or open it another way`,
      });
  });
  return problems;
}

/** Everything wrong with a scenario; empty when the generator may tell it. */
export function scenarioProblems(scenario: Scenario): ScenarioProblem[] {
  const problems: ScenarioProblem[] = [];
  if (!/^[a-z][a-z0-9-]*$/u.test(scenario.id))
    problems.push({ where: 'id', message: 'lower case letters, digits and hyphens' });
  problems.push(...textsProblems(scenario.title, 'title', scenario));
  for (const lang of SCENARIO_LANGS) {
    const words = scenario.match[lang];
    if (words === undefined || words.length === 0)
      problems.push({ where: `match ${lang}`, message: 'needs words a teacher would type' });
    else if (words.some((w) => w !== w.toLocaleLowerCase(lang) || w.trim() === ''))
      problems.push({ where: `match ${lang}`, message: 'words are lower case and not empty' });
  }
  for (const level of STORY_LEVELS) {
    const story = scenario.levels[level] as Scenario['levels'][StoryLevel] | undefined;
    problems.push(
      ...levelProblems(scenario, level, story === undefined ? undefined : storyTelling(story)),
    );
  }
  for (const dialogue of scenario.dialogues ?? [])
    problems.push(...dialogueProblems(scenario, dialogue));
  const counts = (scenario.dialogues ?? []).map((dialogue) => dialogue.speakers.length);
  if (new Set(counts).size !== counts.length)
    problems.push({ where: 'dialogues', message: 'one dialogue for each number of speakers' });
  return problems;
}

function dialogueProblems(scenario: Scenario, dialogue: ScenarioDialogue): ScenarioProblem[] {
  const problems: ScenarioProblem[] = [];
  const { speakers } = dialogue;
  const where = `dialogue ${String(speakers.length)}`;
  if (speakers.length < 2 || speakers.length > 3)
    problems.push({ where, message: 'has two or three speakers' });
  if (new Set(speakers).size !== speakers.length)
    problems.push({ where, message: 'lists a speaker twice' });
  for (const speaker of speakers)
    if (scenario.cast[speaker] === undefined)
      problems.push({ where, message: `speaker ${speaker} is not in the cast` });
  for (const level of STORY_LEVELS) {
    const told = dialogue.levels[level] as (typeof dialogue.levels)[StoryLevel] | undefined;
    problems.push(
      ...levelProblems(
        scenario,
        `${where} ${level}`,
        told === undefined ? undefined : dialogueTelling(told),
        speakers,
      ),
    );
  }
  return problems;
}

/** Words per language of a level's whole story and of its core (for the authors' check). */
export function levelWordCounts(
  scenario: Scenario,
  level: StoryLevel,
  telling: Telling = storyTelling(scenario.levels[level]),
): Record<ScenarioLang, { core: number; total: number }> {
  const names = sampleNames(scenario);
  const result = {} as Record<ScenarioLang, { core: number; total: number }>;
  for (const lang of SCENARIO_LANGS) {
    let core = 0;
    let total = 0;
    for (const unit of telling.groups.flat()) {
      const words = unitWords(scenario, unit, lang, names) ?? 0;
      total += words;
      if (unit.priority === 0) core += words;
    }
    result[lang] = { core, total };
  }
  return result;
}

/** The units told of a level in each language at each length a teacher can ask for. */
export function lengthsTold(scenario: Scenario, telling: Telling): readonly Fitting[] {
  return fittings(scenario, telling, sampleNames(scenario));
}
