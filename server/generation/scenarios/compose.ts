import type {
  AlignedSentence,
  Bilingual,
  Fact,
  PartOfSpeech,
  ResourceContent,
  Token,
  VocabItem,
} from '@/domain/resource/content';
import { wordsOf, writeTokens } from '@/domain/resource/content';
import { isDialogue, speakerCount } from '@/domain/catalog/textStyles';
import type { TextStyle } from '@/domain/catalog/textStyles';
import { selectVocabulary } from '@/domain/resource/vocabularySize';
import type { VocabularyKind } from '@/domain/resource/vocabularySize';
import { shuffle } from '@/domain/random/seeded';
import type { Random } from '@/domain/random/seeded';
import { fitSentences } from './fit';
import { grammarTags } from './grammarTags';
import { readChunks } from './markup';
import { foldPrompt, unitWords } from './match';
import { askableUnstated } from './unstated';
import type { ReadChunk } from './markup';
import { dialogueOf, dialogueTelling, SCENARIO_LANGS, storyTelling } from './scenario';
import type { Scenario, ScenarioLang, StoryLevel, Telling, Texts } from './scenario';

/*
 * A resource told from one scenario: the sentences that make the length asked, in the target
 * language with the native language's sentences as their translation, chunk for chunk; the
 * vocabulary is what the author marked, paired within each sentence; the facts are those whose
 * sentences were told.
 */

export interface ScenarioRequest {
  readonly scenario: Scenario;
  readonly target: ScenarioLang;
  readonly native: ScenarioLang;
  readonly level: StoryLevel;
  readonly style: TextStyle;
  readonly wordCount: number;
  readonly title: string;
  readonly random: Random;
}

/**
 * Names by language and sex for the cast: common in the language, one word, none starting with
 * a vowel or h, so that "de {A}" and "a {A}" stay right in every language of the pair.
 */
const NAME_POOL: Readonly<Record<ScenarioLang, Readonly<Record<'m' | 'f', readonly string[]>>>> = {
  en: {
    f: ['Lily', 'Sophie', 'Grace', 'Lucy', 'Ruby', 'Megan'],
    m: ['Jack', 'Tom', 'Daniel', 'Sam', 'Ben', 'Noah'],
  },
  es: {
    f: ['Lucía', 'Marta', 'Carmen', 'Paula', 'Sara', 'Laura'],
    m: ['Pablo', 'Diego', 'Javier', 'Carlos', 'Mario', 'Daniel'],
  },
  fr: {
    f: ['Léa', 'Chloé', 'Manon', 'Camille', 'Julie', 'Sarah'],
    m: ['Lucas', 'Louis', 'Jules', 'Thomas', 'Nathan', 'Martin'],
  },
  de: {
    f: ['Lena', 'Mia', 'Sophie', 'Laura', 'Marie', 'Clara'],
    m: ['Jonas', 'Paul', 'Felix', 'Lukas', 'Max', 'Tim'],
  },
  it: {
    f: ['Giulia', 'Sofia', 'Chiara', 'Martina', 'Sara', 'Giorgia'],
    m: ['Marco', 'Luca', 'Matteo', 'Lorenzo', 'Davide', 'Tommaso'],
  },
  pt: {
    f: ['Beatriz', 'Marta', 'Sara', 'Carolina', 'Mariana', 'Leonor'],
    m: ['Tiago', 'Rui', 'João', 'Pedro', 'Diogo', 'Miguel'],
  },
};

/** A name for each of the cast, all different, drawn from the target language's names. */
export function castNames(
  scenario: Scenario,
  target: ScenarioLang,
  random: Random,
): Record<string, string> {
  const pools = {
    f: shuffle(random, NAME_POOL[target].f),
    m: shuffle(random, NAME_POOL[target].m),
  };
  const names: Record<string, string> = {};
  for (const [key, sex] of Object.entries(scenario.cast)) {
    names[key] = pools[sex].shift() ?? `${sex === 'f' ? 'Ana' : 'Teo'}${key}`;
  }
  return names;
}

/** A speaker's label: the name, and the role where the scenario gives one ("Louis (papa)"). */
function speakerLabel(
  scenario: Scenario,
  key: string,
  names: Readonly<Record<string, string>>,
  target: ScenarioLang,
): string | undefined {
  const name = names[key];
  const role = scenario.roles?.[key]?.[target];
  return name === undefined || role === undefined ? name : `${name} (${role})`;
}

function fill(text: string, names: Readonly<Record<string, string>>): string {
  return text.replace(/\{([A-Z])\}/gu, (whole, key: string) => names[key] ?? whole);
}

function bilingual(
  texts: Texts,
  request: ScenarioRequest,
  names: Record<string, string>,
): Bilingual {
  return { target: fill(texts[request.target], names), native: fill(texts[request.native], names) };
}

/** A chunk's tokens as part of the sentence: each chunk after the first starts after a space. */
function sentenceSide(chunks: readonly ReadChunk[]): { text: string; tokens: Token[] } {
  const tokens = chunks.flatMap((chunk, index) =>
    chunk.tokens.map((token, at) => (at === 0 ? { ...token, spaceBefore: index > 0 } : token)),
  );
  return { text: writeTokens(tokens), tokens };
}

function chunksOf(
  key: string,
  texts: Texts,
  lang: ScenarioLang,
  scenario: Scenario,
  names: Record<string, string>,
): ReadChunk[] {
  const chunks = readChunks(texts[lang], {
    lang,
    names,
    vocab: scenario.vocab,
    grammar: grammarTags(lang),
  });
  // The bank is checked by its tests before it ships; a broken sentence here is a bug.
  if ('type' in chunks) throw new Error(`${scenario.id} ${key} ${lang}: ${chunks.message}`);
  return chunks;
}

const KIND_OF: Partial<Record<PartOfSpeech, VocabularyKind>> = {
  noun: 'noun',
  verb: 'verb',
  adjective: 'adjective',
};

/** The first run of tokens carrying a concept, written out as a vocabulary list's entry. */
function surfaceOf(tokens: readonly Token[], concept: string): string | undefined {
  const start = tokens.findIndex((token) => token.concept === concept);
  if (start < 0) return undefined;
  let end = start;
  while (tokens[end + 1]?.concept === concept) end += 1;
  const run = tokens.slice(start, end + 1);
  const first = run[0];
  return first === undefined
    ? undefined
    : writeTokens([{ ...first, spaceBefore: false }, ...run.slice(1)]);
}

/** Whether one phrase holds the other as whole words. */
function overlaps(a: string, b: string): boolean {
  const padded = (text: string) => ` ${text} `;
  return padded(a).includes(padded(b)) || padded(b).includes(padded(a));
}

function isVocabulary(token: Token, scenario: Scenario): boolean {
  return token.concept !== undefined && scenario.vocab[token.concept] !== undefined;
}

function vocabularyOf(sentences: readonly AlignedSentence[], scenario: Scenario): VocabItem[] {
  const seen = new Map<
    string,
    { item: VocabItem; kind: VocabularyKind; occurrences: number; order: number }
  >();
  let order = 0;
  for (const sentence of sentences) {
    const concepts = new Set(
      sentence.target.tokens.flatMap((token) =>
        isVocabulary(token, scenario) && token.concept !== undefined ? [token.concept] : [],
      ),
    );
    for (const concept of concepts) {
      const target = surfaceOf(sentence.target.tokens, concept);
      const native = surfaceOf(sentence.native.tokens, concept);
      const pos = scenario.vocab[concept];
      if (target === undefined || native === undefined || pos === undefined) continue;
      const key = target.toLocaleLowerCase();
      // One word inside another item's phrase ("examen", "examen de matemáticas") is that
      // item again: a list with both would give the matching game two cards for one meaning.
      const known =
        seen.get(key) ?? [...seen.entries()].find(([other]) => overlaps(other, key))?.[1];
      if (known !== undefined) {
        known.occurrences += 1;
        continue;
      }
      seen.set(key, {
        item: { target, native, pos, sentenceId: sentence.id },
        kind: KIND_OF[pos] ?? 'phrase',
        occurrences: 1,
        order: order++,
      });
    }
  }
  return selectVocabulary([...seen.values()]).map((candidate) => candidate.item);
}

export interface ScenarioComposition {
  readonly content: ResourceContent;
  /** The keys of the sentences told, in order. */
  readonly told: readonly string[];
  /** Every word the told sentences say, in all six languages, folded as prompts are. */
  readonly said: ReadonlySet<string>;
  readonly names: Readonly<Record<string, string>>;
}

/** What of the scenario the request tells: its dialogue for a dialogue style, else its story. */
function tellingFor(request: ScenarioRequest): Telling {
  const { scenario, level } = request;
  if (isDialogue(request.style)) {
    const dialogue = dialogueOf(scenario, speakerCount(request.style))?.levels[level];
    // tellStory asks for a dialogue only of a story that has one.
    if (dialogue === undefined) throw new Error(`${scenario.id} has no dialogue at ${level}`);
    return dialogueTelling(dialogue);
  }
  return storyTelling(scenario.levels[level]);
}

/**
 * The teacher's own title, in the one language it was typed in; when the teacher gave none, or
 * gave the story's own title (an offer chosen), the story's title in each language of the pair.
 */
function titleOf({ title, scenario, target, native }: ScenarioRequest): ResourceContent['title'] {
  const folded = foldPrompt(title);
  const own =
    folded.trim() !== '' &&
    !SCENARIO_LANGS.some((lang) => foldPrompt(scenario.title[lang]) === folded);
  return own
    ? { target: title, native: title }
    : { target: scenario.title[target], native: scenario.title[native] };
}

/** The resource the request asks for, told from its scenario. */
export function composeScenario(request: ScenarioRequest): ScenarioComposition {
  const { scenario, target, native } = request;
  const names = castNames(scenario, target, request.random);
  const story = tellingFor(request);
  const read = story.groups.map((group) =>
    group.map((unit) => ({
      unit,
      lines: unit.lines.map((line) => ({
        by: line.by,
        target: chunksOf(unit.key, line.text, target, scenario, names),
        native: chunksOf(unit.key, line.text, native, scenario, names),
      })),
    })),
  );
  const told = fitSentences(
    read.flat().map(({ unit, lines }) => ({
      key: unit.key,
      priority: unit.priority,
      needs: unit.needs,
      givesWayTo: unit.givesWayTo,
      words: lines.reduce(
        (sum, line) =>
          sum +
          line.target.reduce(
            (inLine, chunk) => inLine + wordsOf({ text: chunk.text, tokens: chunk.tokens }).length,
            0,
          ),
        0,
      ),
    })),
    request.wordCount,
  );
  const single = request.style === 'single_sentences';
  const ids = new Map<string, number[]>();
  const sentences: AlignedSentence[] = [];
  const speakers: string[] = [];
  let paragraph = 0;
  let lastSpeaker: string | undefined;
  for (const group of read) {
    const kept = group.filter(({ unit }) => told.has(unit.key));
    for (const { unit, lines } of kept) {
      const unitIds: number[] = [];
      for (const { by, target: t, native: n } of lines) {
        const id = sentences.length + 1;
        const speaker = by === undefined ? undefined : speakerLabel(scenario, by, names, target);
        // A dialogue's paragraph is a speaker's turn; a story's is the author's paragraph.
        if (speaker !== undefined) {
          if (lastSpeaker !== undefined && speaker !== lastSpeaker) paragraph += 1;
          lastSpeaker = speaker;
          if (!speakers.includes(speaker)) speakers.push(speaker);
        }
        unitIds.push(id);
        sentences.push({
          id,
          paragraph: single ? id - 1 : paragraph,
          ...(speaker === undefined ? {} : { speaker }),
          target: sentenceSide(t),
          native: sentenceSide(n),
          chunks: t.map((chunk, index) => ({ target: chunk.text, native: n[index]?.text ?? '' })),
        });
      }
      ids.set(unit.key, unitIds);
    }
    if (kept.length > 0 && lastSpeaker === undefined) paragraph += 1;
  }
  const facts: Fact[] = story.facts
    .filter((fact) => fact.on.every((key) => ids.has(key)))
    .map((fact) => ({
      sentenceIds: fact.on.flatMap((key) => ids.get(key) ?? []).sort((a, b) => a - b),
      kind: fact.kind === 'inferred' ? 'inferred' : 'stated',
      question: bilingual(fact.q, request, names),
      answer: bilingual(fact.a, request, names),
      distractors: fact.wrong.map((wrong) => bilingual(wrong, request, names)),
      trueStatement: bilingual(fact.true, request, names),
      falseStatement: bilingual(fact.false, request, names),
    }));
  const content: ResourceContent = {
    language: { target, native },
    resourceType: request.style,
    title: titleOf(request),
    speakers,
    sentences,
    vocabulary: vocabularyOf(sentences, scenario),
    facts,
    unstated: askableUnstated(story, told).map((claim) => bilingual(claim, request, names)),
  };
  const said = unitWords(story.groups.flat().filter((unit) => told.has(unit.key)));
  return { content, told: [...ids.keys()], said, names };
}
