import { calendarWords } from '@/domain/resource/levelEstimate';
import { grammarTags } from './grammarTags';
import type { Scenario, TellingUnit } from './scenario';
import { dialogueTelling, SCENARIO_LANGS, STORY_LEVELS, storyTelling } from './scenario';

/*
 * Which story a teacher's prompt is about. A story is told only when it is about the prompt
 * (one of its match words covers a word of the prompt) and covers everything the prompt names,
 * in its match words or its text: "a rainy day at the zoo" names rain and a zoo, and
 * the rainy beach story has no zoo, so it is not told for that prompt; "a sleepover at my best
 * friend's house" is the sleepover story, whose text has the friend and the house. Whatever a
 * story leaves out, the teacher is offered the nearest stories instead of a text on something
 * else. Days, times and words teachers put around a subject ("a text about…") name nothing to
 * cover. Among stories that cover the prompt, a word many stories list ("school") counts for less
 * than one only this story lists ("recycling").
 */

export interface ScenarioMatch {
  readonly scenario: Scenario;
  readonly score: number;
  /** The share of the prompt's content words the story covers. */
  readonly coverage: number;
  /** The prompt's content words the story covers and those it does not. */
  readonly covered: readonly string[];
  readonly uncovered: readonly string[];
  /**
   * The covered words the story's text has though they are not its subject ("house" in the
   * sleepover): a text told from it must say them, which a short one may not.
   */
  readonly byText?: readonly string[];
  /** The prompt is the story's title: the teacher chose the story, every word of it its own. */
  readonly titled?: true;
}

/** A story is told only for a prompt it covers whole. */
export const MIN_COVERAGE = 1;

/**
 * Times of the school day that are subjects of their own, not school: "what I do after school"
 * (clubs, hobbies, homework) is no school day, and "what we do at break time" (the playground,
 * games) is no story of a lesson or a new pupil. Each phrase folds to one word no story word is
 * part of, so only a story that names it covers it.
 */
const SCHOOL_TIMES: readonly (readonly [RegExp, string])[] = [
  [
    / (?:after school|after class|apres l ecole|apres les cours|nach der schule|nach dem unterricht|despues del colegio|despues de la escuela|despues de clase|despues de clases|dopo la scuola|dopo scuola|depois da escola|depois das aulas)(?= )/gu,
    ' after_school',
  ],
  [
    / (?:break time|breaktime|morning break|lunch break|playtime|play time|recess|la recre|recre|recreation|recreations|el recreo|recreo|recreos|in der pause|grosse pause|pausenhof|la ricreazione|ricreazione|l intervallo|intervallo|o intervalo|intervalo|recreio)(?= )/gu,
    ' break_time',
  ],
];

const SCHOOL_TIME_WORDS = new Set(SCHOOL_TIMES.map(([, word]) => word.trim()));

/** Lower case, accents off, every run of non-letters one space, padded for whole-word search. */
export function foldPrompt(text: string): string {
  const folded = text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
  return SCHOOL_TIMES.reduce((text, [phrase, word]) => text.replace(phrase, word), ` ${folded} `);
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
}

/** Letters a compound adds to a word for it still to be that word's compound, not its ending. */
const COMPOUND_REST = 4;
const COMPOUND_WORD = 5;

/**
 * Whether a folded prompt holds the word as a whole word, or its plural or past ("sprained"
 * holds "sprain"), or (a single word of five letters or more) as one part of a compound
 * ("Zahnarztbesuch", "Klassenfahrt"), not as a stem with an ending ("training" does not hold
 * "train").
 */
export function holds(prompt: string, word: string): boolean {
  const folded = foldPrompt(word).trim();
  if (folded === '') return false;
  if (new RegExp(` ${escape(folded)}(?:s|es|ed)? `, 'u').test(prompt)) return true;
  if (folded.includes(' ') || folded.length < COMPOUND_WORD) return false;
  return prompt
    .trim()
    .split(' ')
    .some(
      (token) =>
        /^\p{L}+$/u.test(token) &&
        token.length - folded.length >= COMPOUND_REST &&
        (token.startsWith(folded) || token.endsWith(folded)),
    );
}

/**
 * Words that set when or where a text happens without naming its subject, in the six languages:
 * a prompt of nothing else ("what I did last weekend", "my home") is told from a story set
 * there, if one is.
 */
const SETTING_WORDS = new Set(
  [
    'day days today yesterday tomorrow morning afternoon evening night week weekend weekends',
    'dia dias hoy ayer manana tarde noche semana fin',
    'jour jours aujourd hui hier demain matin soir nuit semaine week end',
    'tag tage heute gestern morgen nachmittag abend nacht woche wochenende',
    'giorno giorni oggi ieri domani mattina pomeriggio sera notte settimana fine',
    'hoje ontem amanha manha noite fim',
    // Where it happens, as "at home" says it: "pets at home" is about pets.
    'home casa maison zuhause hause lar',
  ]
    .join(' ')
    .split(' '),
);

/** Words around a subject that name nothing a story must cover, in the six languages. */
const FRAME_WORDS = new Set(
  [
    'text story about write short long level pupils students class lesson using their from into',
    'some what where when which there this that these those have will would your year years',
    'time first last next',
    'texto historia sobre escribe',
    'texte histoire ecris',
    'geschichte uber schreibe',
    'testo storia scrivi',
    'escreve acerca',
    // What a pupil did: the doing names nothing, the time it sets may ("what I did last weekend").
    'did does done hice hizo hicimos pasado pasada fait dernier derniere gemacht letzten letztes',
    'letzte fatto scorso scorsa fiz fez fizemos passado passada',
    // How many people or things a prompt sets ("two friends") and the end of "week-end".
    // Going somewhere names the place, not the going: "a trip to the cinema" is the cinema.
    'going trip visit visiting get getting got new our',
    'one two three four five six end uno una dos tres cuatro cinco seis deux trois quatre cinq',
    'zwei drei vier funf sechs due tre quattro cinque sei dois duas tres quatro cinco',
  ]
    .join(' ')
    .split(' ')
    .concat([...SETTING_WORDS]),
);

let calendarCache: ReadonlySet<string> | undefined;
let frameCache: ReadonlySet<string> | undefined;

/** The days and months of every language, folded. */
function calendar(): ReadonlySet<string> {
  calendarCache ??= new Set(
    SCENARIO_LANGS.flatMap((lang) => [...calendarWords(lang)].map((w) => foldPrompt(w).trim())),
  );
  return calendarCache;
}

/** Frame words, grammar words and calendar names of every language, folded. */
function notContent(): ReadonlySet<string> {
  if (frameCache !== undefined) return frameCache;
  const words = new Set([...FRAME_WORDS, ...calendar()]);
  for (const lang of SCENARIO_LANGS)
    for (const word of grammarTags(lang).keys()) words.add(foldPrompt(word).trim());
  frameCache = words;
  return words;
}

/**
 * The names a prompt gives (a capital after its first word: "Lisbon", "Minou"), which the notes
 * report when the text leaves them out. They still count towards what a story must cover: a
 * story told for "a day at the beach in Valencia" would leave the city out.
 */
export function promptNames(prompt: string): readonly string[] {
  return [...prompt.matchAll(/(?<=\S\s+)(\p{Lu}[\p{L}'’-]+)/gu)].map((m) => m[1] ?? '');
}

/** The words of a prompt that name something: what a story has to cover. */
export function contentWords(prompt: string): readonly string[] {
  const skip = notContent();
  return [
    ...new Set(
      foldPrompt(prompt)
        .trim()
        .split(' ')
        .filter((word) => word.length >= 3 && !/^\p{N}+$/u.test(word) && !skip.has(word)),
    ),
  ];
}

/**
 * What a story answers to: its match words, folded. Not the words of its title, which say more
 * than the story is about ("Cooking dinner for the family" is not a text about one's family).
 */
export function storyWords(scenario: Scenario): readonly string[] {
  return [
    ...new Set(
      SCENARIO_LANGS.flatMap((lang) => scenario.match[lang].map((w) => foldPrompt(w).trim())),
    ),
  ];
}

const MARKUP = /\[([^\]:]+):[^\]]*\]/gu;
const textCache = new WeakMap<Scenario, StoryText>();

interface StoryText {
  /** Every word, folded. */
  readonly words: ReadonlySet<string>;
  /** Every line, folded, one after another. */
  readonly lines: string;
}

/** Every word the units say, in every language, folded. */
export function unitWords(units: readonly TellingUnit[]): ReadonlySet<string> {
  return new Set(foldedLines(units).flatMap((line) => line.trim().split(' ')));
}

function foldedLines(units: readonly TellingUnit[]): string[] {
  return units.flatMap((unit) =>
    unit.lines.flatMap((line) =>
      SCENARIO_LANGS.map((lang) => foldPrompt(line.text[lang].replace(MARKUP, '$1'))),
    ),
  );
}

/** A story's text in every language, level and dialogue. */
function storyText(scenario: Scenario): StoryText {
  const cached = textCache.get(scenario);
  if (cached !== undefined) return cached;
  const lines = foldedLines(
    STORY_LEVELS.flatMap((level) => [
      ...storyTelling(scenario.levels[level]).groups.flat(),
      ...(scenario.dialogues ?? []).flatMap((dialogue) =>
        dialogueTelling(dialogue.levels[level]).groups.flat(),
      ),
    ]),
  );
  const text = {
    words: new Set(lines.flatMap((line) => line.trim().split(' '))),
    lines: lines.join('|'),
  };
  textCache.set(scenario, text);
  return text;
}

/**
 * Whether the story's text says a prompt's word with the content words it stands beside in the
 * prompt: "piano exam" is not covered by a maths test story that mentions a piano.
 */
function saidWithNeighbours(
  text: StoryText,
  folded: string,
  word: string,
  content: readonly string[],
): boolean {
  if (!inWords(text.words, word)) return false;
  const tokens = folded.trim().split(' ');
  return tokens.every((token, index) => {
    if (token !== word) return true;
    const pairs = [
      [tokens[index - 1], token],
      [token, tokens[index + 1]],
    ].filter(
      (pair): pair is [string, string] =>
        pair[0] !== undefined &&
        pair[1] !== undefined &&
        content.includes(pair[0]) &&
        content.includes(pair[1]),
    );
    return pairs.every(([first, second]) =>
      new RegExp(` ${escape(first)}(?:s|es)? ${escape(second)}(?:s|es)? `, 'u').test(text.lines),
    );
  });
}

/** Whether the words hold the prompt's word, or its singular, plural or past. */
export function inWords(words: ReadonlySet<string>, word: string): boolean {
  const stems = [word, word.replace(/(?:es|s|ed|ing)$/u, '')];
  return stems.some((stem) =>
    ['', 's', 'es', 'ed', 'e', 'ing'].some((end) => words.has(stem + end)),
  );
}

/** The story whose title, in any language, the prompt is: the offer a teacher chose. */
function titled(prompt: string, scenarios: readonly Scenario[]): Scenario | undefined {
  const folded = foldPrompt(prompt);
  return scenarios.find((scenario) =>
    SCENARIO_LANGS.some((lang) => foldPrompt(scenario.title[lang]) === folded),
  );
}

/**
 * The words of a prompt that set a scene without naming a subject ("what I did last weekend"):
 * a prompt with nothing else is told from a story they fit, if one does.
 */
export function settingWords(prompt: string): readonly string[] {
  const days = calendar();
  return [
    ...new Set(
      foldPrompt(prompt)
        .trim()
        .split(' ')
        .filter((word) => word.length >= 3 && (SETTING_WORDS.has(word) || days.has(word))),
    ),
  ];
}

/**
 * Which of a story's words the folded prompt holds, and which of the prompt's content words
 * they cover: a prompt word is covered by a listed word it holds, or that holds it in a phrase.
 */
function coverageOf(
  folded: string,
  content: readonly string[],
  words: readonly string[],
): { readonly found: readonly string[]; readonly covered: readonly string[] } {
  const found = words.filter((word) => holds(folded, word));
  const covered = content.filter((word) =>
    found.some((listed) => holds(` ${word} `, listed) || holds(` ${listed} `, word)),
  );
  return { found, covered };
}

/** Every story that covers the prompt (its content words, unless others are given), best first. */
export function matchScenarios(
  prompt: string,
  scenarios: readonly Scenario[],
  content: readonly string[] = contentWords(prompt),
): readonly ScenarioMatch[] {
  const chosen = titled(prompt, scenarios);
  if (chosen !== undefined)
    return [
      {
        scenario: chosen,
        score: Infinity,
        coverage: 1,
        covered: content,
        uncovered: [],
        titled: true,
      },
    ];
  const folded = foldPrompt(prompt);
  if (content.length === 0) return [];
  const listedBy = new Map<string, number>();
  for (const scenario of scenarios) {
    for (const word of storyWords(scenario)) listedBy.set(word, (listedBy.get(word) ?? 0) + 1);
  }
  const matches: (ScenarioMatch & { readonly about: number })[] = [];
  // A name ("Rio") is covered only by a story that lists it, not by a word that spells it
  // in another language (Spanish "río").
  const names = new Set(promptNames(prompt).map((name) => foldPrompt(name).trim()));
  const common = content.filter((word) => !names.has(word));
  for (const scenario of scenarios) {
    const { found, covered: about } = coverageOf(folded, content, storyWords(scenario));
    // A match word that only sets the scene ("weekend") does not make a story the subject.
    if (about.length === 0) continue;
    const text = storyText(scenario);
    // A time of the school day is what a text is about, so a story covers it only when its
    // subject takes it in ("after school clubs"): a new pupil's story that mentions break time
    // is no text about break time.
    const ownTimes = storyWords(scenario).flatMap((listed) => listed.split(' '));
    const byText = common.filter(
      (word) =>
        !about.includes(word) &&
        (!SCHOOL_TIME_WORDS.has(word) || ownTimes.includes(word)) &&
        saidWithNeighbours(text, folded, word, content),
    );
    const covered = content.filter((word) => about.includes(word) || byText.includes(word));
    const coverage = covered.length / content.length;
    if (coverage < MIN_COVERAGE) continue;
    const score =
      coverage +
      found.reduce((sum, word) => sum + word.split(' ').length / (listedBy.get(word) ?? 1), 0);
    matches.push({
      scenario,
      about: about.length,
      byText,
      score,
      coverage,
      covered,
      uncovered: content.filter((word) => !covered.includes(word)),
    });
  }
  // The story whose own subject covers more of the prompt comes first: "a sleepover at my best
  // friend's house" is the sleepover story, though the moving story has a house and a sleepover.
  return matches
    .sort((a, b) => b.about - a.about || b.score - a.score)
    .map(({ about: _, ...match }) => match);
}

/** The people and places a prompt may set a text among, in the six languages, folded. */
const BROAD_WORDS = new Set(
  [
    'school schools class classes classmates friend friends family families home house town city',
    'neighbours neighbour neighbors neighbor people children kids teacher teachers',
    'colegio escuela instituto clase amigo amigos amiga amigas familia casa ciudad pueblo vecinos',
    'ecole college lycee classe ami amis amie amies famille maison ville voisins',
    'schule klasse freund freunde freundin familie haus stadt nachbarn',
    'scuola classe amico amici amica amiche famiglia casa citta vicini',
    'escola turma amigo amigos amiga amigas familia casa cidade vizinhos',
  ]
    .join(' ')
    .split(' '),
);

/**
 * The stories nearest a prompt none covers, best first: those covering the largest share of
 * its words ("a rainy day at the zoo" shares the rain with the rainy beach story), counting the
 * subjects `nearby` names for a story ("my cat" is near the dog story). A prompt sharing no
 * word with any story has none near it.
 */
export function nearestScenarios(
  prompt: string,
  scenarios: readonly Scenario[],
  count: number,
  nearby: Readonly<Record<string, readonly string[]>> = {},
): readonly Scenario[] {
  const folded = foldPrompt(prompt);
  const words = contentWords(prompt);
  // Who a text is with and where it happens do not make a story near ("a family road trip" is
  // not near the grandparents' weekend): only what else the prompt names does, when it names more.
  const named = words.filter((word) => !BROAD_WORDS.has(word));
  const content = named.length > 0 ? named : words;
  const near = scenarios
    .map((scenario, index) => {
      const { found, covered } = coverageOf(folded, content, [
        ...storyWords(scenario),
        ...(nearby[scenario.id] ?? []).map((w) => foldPrompt(w).trim()),
      ]);
      return { scenario, index, covered: covered.length, found: found.length };
    })
    .filter((entry) => entry.covered > 0);
  near.sort((a, b) => b.covered - a.covered || b.found - a.found || a.index - b.index);
  return near.slice(0, count).map((entry) => entry.scenario);
}
