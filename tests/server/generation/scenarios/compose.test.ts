import { describe, expect, it } from 'vitest';
import { wordsOf, writeTokens } from '@/domain/resource/content';
import { seededRandom } from '@/domain/random/seeded';
import { deriveQuestions } from '@/domain/questions/deriveQuestions';
import { composeScenario } from '../../../../server/generation/scenarios/compose';
import { grammarTags } from '../../../../server/generation/scenarios/grammarTags';
import { readChunks } from '../../../../server/generation/scenarios/markup';
import { matchScenarios } from '../../../../server/generation/scenarios/match';
import { SCENARIOS } from '../../../../server/generation/scenarios/catalogue';
import { SCENARIO_LANGS, STORY_LEVELS } from '../../../../server/generation/scenarios/scenario';
import type { ScenarioLang } from '../../../../server/generation/scenarios/scenario';
import { contentProblem } from '../../../../server/services/resources/contentRules';
import { fixture } from './fixture';

function tell(target: ScenarioLang, native: ScenarioLang, wordCount: number, seed = 1) {
  return composeScenario({
    scenario: fixture,
    target,
    native,
    level: 'A2',
    style: 'text',
    wordCount,
    title: 'At the dentist',
    random: seededRandom(seed),
  });
}

const pairs = SCENARIO_LANGS.flatMap((t) =>
  SCENARIO_LANGS.filter((n) => n !== t).map((n) => [t, n] as const),
);

describe('a resource told from a scenario', () => {
  it.each(pairs)('%s from %s is a valid resource whose chunks give back each sentence', (t, n) => {
    const { content } = tell(t, n, 500);
    expect(contentProblem(content)).toBeNull();
    for (const sentence of content.sentences) {
      expect(sentence.chunks.map((c) => c.target).join(' ')).toBe(sentence.target.text);
      expect(sentence.chunks.map((c) => c.native).join(' ')).toBe(sentence.native.text);
      expect(writeTokens(sentence.target.tokens)).toBe(sentence.target.text);
    }
  });

  it('pairs each vocabulary word with its translation in the same sentence', () => {
    const { content } = tell('es', 'en', 500);
    const pairs = content.vocabulary.map((item) => [item.target, item.native]);
    expect(pairs).toEqual(
      expect.arrayContaining([
        ['una muela', 'toothache'],
        ['llamó', 'phoned'],
        ['dentista', 'dentist'],
        ['agujero', 'hole'],
      ]),
    );
  });

  it('never lists a word that another item of the list holds as a phrase', () => {
    for (const target of ['en', 'es', 'fr', 'de', 'it', 'pt'] as const) {
      const items = tell(target, target === 'en' ? 'es' : 'en', 500).content.vocabulary.map((i) =>
        i.target.toLocaleLowerCase(),
      );
      for (const a of items)
        for (const b of items) if (a !== b) expect(` ${a} `.includes(` ${b} `)).toBe(false);
    }
  });

  it('gives a marked word its wrong forms for spot the mistakes, and names their part of speech', () => {
    const { content } = tell('es', 'en', 500);
    const llamo = content.sentences[0]?.target.tokens.find((token) => token.text === 'llamó');
    expect(llamo).toMatchObject({ pos: 'verb', wrongForms: ['llamé'] });
    const a = content.sentences[0]?.target.tokens.find((token) => token.text === 'a');
    expect(a?.pos).toBe('preposition');
  });

  it('fills the cast with names of the target language, the same on both sides', () => {
    const { content, names } = tell('de', 'fr', 500, 7);
    expect(['Lena', 'Mia', 'Sophie', 'Laura', 'Marie', 'Clara']).toContain(names.A);
    expect(content.sentences[0]?.target.text).toContain(names.A);
    expect(content.sentences[0]?.native.text).toContain(names.A);
    expect(content.facts[0]?.question.native).toContain(names.A);
  });

  it('a short text tells the core story and asks only about the sentences it tells', () => {
    const { content, told } = tell('en', 'es', 18);
    expect(told).toEqual(['a1', 'a3']);
    expect(content.facts.map((fact) => fact.question.target)).toEqual([
      expect.stringMatching(/^Why did \w+ phone the dentist\?$/u),
    ]);
    expect(content.facts[0]?.sentenceIds).toEqual([1]);
  });

  it('never tells a sentence without the one it needs', () => {
    for (let words = 20; words <= 60; words += 1) {
      const { told } = tell('it', 'pt', words);
      if (told.includes('a4')) expect(told).toContain('a2');
    }
  });

  it('asks "not in the text" only about people the told text has', () => {
    for (const scenario of SCENARIOS)
      for (const level of STORY_LEVELS) {
        const { content, names } = composeScenario({
          scenario,
          target: 'en',
          native: 'es',
          level,
          style: 'text',
          wordCount: 50,
          title: 'Short',
          random: seededRandom(3),
        });
        const text = content.sentences.map((sentence) => sentence.target.text).join(' ');
        const absent = Object.values(names).filter((name) => !text.includes(name));
        for (const claim of content.unstated)
          for (const name of absent) expect(claim.target, scenario.id).not.toContain(name);
      }
  });

  it('asks "not in the text" of no thing that only the untold part of the story has', () => {
    // The phone story's team plays only in its longest version: "his team played in red
    // shirts" is a thing from nowhere in a 150-word text, a fair question in the whole story.
    const phone = SCENARIOS.find((scenario) => scenario.id === 'lost-phone');
    if (phone === undefined) throw new Error('the bank has no lost-phone story');
    const claims = (wordCount: number) =>
      composeScenario({
        scenario: phone,
        target: 'en',
        native: 'pt',
        level: 'A2',
        style: 'text',
        wordCount,
        title: 'The phone',
        random: seededRandom(7),
      }).content.unstated.map((claim) => claim.target);
    const short = claims(150);
    expect(short.some((claim) => claim.includes('team'))).toBe(false);
    expect(short.length).toBeGreaterThan(1);
    expect(claims(500).some((claim) => claim.includes('team'))).toBe(true);
  });

  it('lists a marked verb with the auxiliary or reflexive pronoun it stands after', () => {
    const before: Record<string, RegExp> = {
      // A word of its own: "ça" ends in "a" but is no auxiliary.
      fr: /(?<!\p{L})(?:a|ont|est|sont|avait|se)$/u,
      es: /(?<!\p{L})(?:ha|han|había|se)$/u,
      it: /(?<!\p{L})(?:ha|hanno|è|sono|si)$/u,
    };
    for (const [target, auxiliary] of Object.entries(before))
      for (const scenario of SCENARIOS.slice(0, 12)) {
        const { content } = composeScenario({
          scenario,
          target: target as ScenarioLang,
          native: 'en',
          level: 'A2',
          style: 'text',
          wordCount: 500,
          title: 'Whole',
          random: seededRandom(5),
        });
        for (const item of content.vocabulary.filter((entry) => entry.pos === 'verb')) {
          const sentence = content.sentences.find((each) => each.id === item.sentenceId);
          const at = sentence?.target.text.indexOf(item.target) ?? -1;
          expect(at, `${scenario.id} ${item.target}`).toBeGreaterThanOrEqual(0);
          const said = sentence?.target.text.slice(0, at).trimEnd().toLocaleLowerCase() ?? '';
          expect(said, `${scenario.id} ${target}: "${item.target}"`).not.toMatch(auxiliary);
        }
      }
  });

  it('never offers a phrase to find that cuts a compound tense from its auxiliary', () => {
    // "soupiré Laura" for "suspiró Laura" is no phrase: the French says "a soupiré Laura".
    const auxiliary = /(?:^|\s)(?:a|ont|est|sont|avait|avaient|ha|han|hanno|è|sono|aveva)$/u;
    for (const [target, native] of [
      ['fr', 'es'],
      ['it', 'en'],
      ['es', 'fr'],
    ] as const)
      for (const scenario of SCENARIOS.slice(0, 15)) {
        const { content } = composeScenario({
          scenario,
          target,
          native,
          level: 'B1',
          style: 'text',
          wordCount: 500,
          title: 'Whole',
          random: seededRandom(9),
        });
        const derived = deriveQuestions(content, ['phrase'], { seed: 9 }).questions.phrase ?? [];
        for (const item of derived) {
          const sentence = content.sentences.find((each) => each.id === item.sentenceIds[0]);
          const before = sentence?.target.text.slice(0, item.start).trimEnd() ?? '';
          expect(before, `${scenario.id} ${target}: "${item.answer}"`).not.toMatch(auxiliary);
        }
      }
  });

  it('keeps the story in its paragraphs, or one sentence a line for single sentences', () => {
    const text = tell('fr', 'en', 500).content;
    expect(text.sentences.map((sentence) => sentence.paragraph)).toEqual([0, 0, 1, 1]);
    const single = composeScenario({
      scenario: fixture,
      target: 'fr',
      native: 'en',
      level: 'B1',
      style: 'single_sentences',
      wordCount: 500,
      title: 't',
      random: seededRandom(1),
    }).content;
    expect(single.sentences.map((sentence) => sentence.paragraph)).toEqual([0, 1, 2, 3]);
    expect(wordsOf(single.sentences[0]!.target).length).toBeGreaterThan(5);
  });
});

describe('matching a prompt to a story', () => {
  const school = {
    en: 'A day at school',
    es: 'Un día de colegio',
    fr: 'Une journée à l’école',
    de: 'Ein Schultag',
    it: 'Una giornata a scuola',
    pt: 'Um dia na escola',
  };
  const other = {
    ...fixture,
    id: 'school-day',
    title: school,
    match: {
      en: ['school', 'lessons', 'teeth'],
      es: ['colegio'],
      fr: ['école'],
      de: ['schule'],
      it: ['scuola'],
      pt: ['escola'],
    },
  };
  it('matches in any of the six languages, ignoring case and accents', () => {
    expect(matchScenarios('Una visita al DENTISTA', [fixture])[0]?.scenario.id).toBe(
      'fixture-dentist',
    );
    expect(matchScenarios('Zahnarzt', [fixture])).toHaveLength(1);
    expect(matchScenarios('a rainy day at the beach', [fixture])).toHaveLength(0);
  });

  it('prefers the story that alone lists a word over one that shares it', () => {
    const matches = matchScenarios('our teeth and the dentist', [other, fixture]);
    expect(matches[0]?.scenario.id).toBe('fixture-dentist');
  });

  it('finds a word inside a compound, but not a word with an ending', () => {
    expect(matchScenarios('Zahnarztbesuch', [fixture])).toHaveLength(1);
    const train = { ...fixture, id: 'train', match: { ...fixture.match, en: ['train'] } };
    expect(matchScenarios('football training', [train])).toHaveLength(0);
  });

  it('reads plurals as their word', () => {
    expect(matchScenarios('dentists and toothache', [fixture])).toHaveLength(1);
  });

  it('tells a story only when it covers all the prompt names, in its match words or its text', () => {
    const rain = {
      ...fixture,
      id: 'rain',
      match: { ...fixture.match, en: ['rain', 'rainy', 'beach'] },
    };
    expect(matchScenarios('a rainy day at the beach', [rain])).toHaveLength(1);
    expect(matchScenarios('a rainy day at the zoo', [rain])).toHaveLength(0);
    expect(matchScenarios('the dentist in our town hall', [fixture])).toHaveLength(0);
    // The hole is in the story's text though not among its match words; a piano is in neither.
    expect(matchScenarios('the dentist and a small hole', [fixture])[0]?.byText).toEqual([
      'small',
      'hole',
    ]);
    expect(matchScenarios('the dentist and a piano', [fixture])).toHaveLength(0);
    // A word of the text is no subject: a prompt must name what the story is about.
    expect(matchScenarios('a hole in my sock', [fixture])).toHaveLength(0);
  });

  it('reads "after school" as time of its own, not as school', () => {
    const school = { ...fixture, id: 'school', match: { ...fixture.match, en: ['school'] } };
    expect(matchScenarios('my day at school', [school])).toHaveLength(1);
    expect(matchScenarios('what I do after school', [school])).toHaveLength(0);
    expect(matchScenarios('was ich nach der Schule mache', [school])).toHaveLength(0);
  });

  it('counts days, times and the words around a subject as naming nothing', () => {
    expect(
      matchScenarios('a text about the dentist on Saturday afternoon', [fixture]),
    ).toHaveLength(1);
    expect(matchScenarios('Saturday afternoon', [fixture])).toHaveLength(0);
  });
});

describe('a dialogue told from a scenario', () => {
  const talk = (wordCount: number, target: ScenarioLang = 'es', native: ScenarioLang = 'en') =>
    composeScenario({
      scenario: fixture,
      target,
      native,
      level: 'A2',
      style: 'dialogue_two_speakers',
      wordCount,
      title: 'At the dentist',
      random: seededRandom(1),
    }).content;

  it.each(pairs)('%s from %s is a valid dialogue, a line a turn with its speaker', (t, n) => {
    const content = talk(500, t, n);
    expect(contentProblem(content)).toBeNull();
    expect(content.speakers).toHaveLength(2);
    expect(content.sentences).toHaveLength(4);
    for (const sentence of content.sentences) expect(content.speakers).toContain(sentence.speaker);
    // The first to speak is listed first; turns alternate, each its own paragraph.
    expect(content.sentences[0]?.speaker).toBe(content.speakers[0]);
    expect(content.sentences.map((s) => s.paragraph)).toEqual([0, 1, 2, 3]);
  });

  it('labels a speaker who has a role with the name and the role, in the target language', () => {
    // The fixture's B is the dentist; with a role she is "Name (dentista)", as the facts still
    // call her by her name.
    const withRole = {
      ...fixture,
      roles: {
        B: {
          en: 'dentist',
          es: 'dentista',
          fr: 'dentiste',
          de: 'Zahnärztin',
          it: 'dentista',
          pt: 'dentista',
        },
      },
    };
    const plain = talk(500);
    const { content } = composeScenario({
      scenario: withRole,
      target: 'es',
      native: 'en',
      level: 'A2',
      style: 'dialogue_two_speakers',
      wordCount: 500,
      title: 'At the dentist',
      random: seededRandom(1),
    });
    const dentist = plain.sentences[0]?.speaker ?? '';
    expect(content.speakers).toContain(`${dentist} (dentista)`);
    expect(content.sentences[0]?.speaker).toBe(`${dentist} (dentista)`);
    expect(content.speakers.filter((speaker) => plain.speakers.includes(speaker))).toHaveLength(1);
  });

  it('tells an exchange whole or not at all: a question keeps its answer', () => {
    const content = talk(10);
    expect(content.sentences.map((s) => s.target.text)).toEqual([
      `¿Qué te pasa, ${content.speakers[1] ?? ''}?`,
      'Me duele una muela.',
    ]);
  });
});

describe('the markup of a sentence', () => {
  it('keeps a hyphenated marked word whole: "grand-mère", not "grand"', () => {
    const chunks = readChunks('Sa [grand-mère:grandmother] a un [rendez-vous:appointment].', {
      lang: 'fr',
      names: {},
      vocab: { grandmother: 'noun', appointment: 'noun' },
      grammar: grammarTags('fr'),
    });
    if ('type' in chunks) throw new Error(chunks.message);
    const tokens = chunks.flatMap((chunk) => chunk.tokens);
    const marked = (concept: string) =>
      writeTokens(tokens.filter((token) => token.concept === concept)).trim();
    expect(marked('grandmother')).toBe('grand-mère');
    expect(marked('appointment')).toBe('rendez-vous');
  });
});
