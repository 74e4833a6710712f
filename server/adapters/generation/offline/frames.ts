import type { Person, Sex, Tense } from './model';

/*
 * Frames: meanings with slots, independent of any language. The planner fills them; each
 * language module renders the same frame with its own grammar and lexicon, which is what
 * keeps the two sides of a sentence aligned by construction.
 */

/** Someone in the text. Names come from the target language's list and stay the same on both sides. */
export interface Character {
  readonly id: string;
  readonly name: string;
  readonly sex: Sex;
  /** Family or friend noun relative to the narrator ("brother"), when the text introduces them so. */
  readonly kin?: string;
}

export type SubjectRef =
  /** I, you (a friend), we. */
  | { readonly kind: 'pro'; readonly person: '1s' | '2s' | '1p'; readonly sex: Sex }
  | { readonly kind: 'name'; readonly who: Character }
  /** "my brother Pablo" (named) or "my brother". */
  | {
      readonly kind: 'kin';
      readonly who: Character;
      readonly noun: string;
      readonly named: boolean;
    }
  /** Two people: "Pablo and Marta". */
  | { readonly kind: 'pair'; readonly a: SubjectRef; readonly b: SubjectRef }
  /** A thing or place: "the park", "my school". */
  | { readonly kind: 'thing'; readonly noun: string; readonly det: 'def' | 'poss1s' }
  /** The question word "who". */
  | { readonly kind: 'who' };

export type Predicate =
  | { readonly kind: 'do'; readonly activity: string; readonly place?: string }
  | { readonly kind: 'go'; readonly place: string }
  | { readonly kind: 'be'; readonly adjs: readonly string[] }
  | { readonly kind: 'age'; readonly years: number }
  | {
      readonly kind: 'like';
      readonly thing?: string;
      readonly activity?: string;
      /** "because it is fun": an adjective describing the thing or activity. */
      readonly because?: string;
    }
  | { readonly kind: 'have'; readonly noun: string; readonly count: number }
  | { readonly kind: 'weather'; readonly weather: string }
  /** "My name is Lucía." */
  | { readonly kind: 'called'; readonly who: Character }
  /** "This is my brother Pablo." */
  | { readonly kind: 'intro' }
  /** "What do you do…?" (questions only). */
  | { readonly kind: 'doWhat' }
  /**
   * "The cheese costs three euros." (a thing as subject). `pronoun`: the answer to "how much",
   * which refers back to the thing ("It costs…"); a `howMuch` question ignores `euros`.
   */
  | { readonly kind: 'cost'; readonly euros: number; readonly pronoun?: boolean };

export interface Clause {
  readonly subject: SubjectRef;
  readonly pred: Predicate;
  readonly time?: string;
  /** A companion: "with my brother". */
  readonly with?: SubjectRef;
  readonly tense: Tense;
  readonly negative: boolean;
  /**
   * `yn`: yes/no question; `where`: asks for the place; `what`: "what does X do"; `howMuch`:
   * asks for a price.
   */
  readonly question?: 'yn' | 'where' | 'what' | 'howMuch';
}

/** The parts of a clause a short answer keeps (the slots every language module names so). */
export type EllipsisPart = 'with' | 'place' | 'time' | 'because';

export type FixedLine =
  'hello' | 'how_are_you' | 'fine_thanks' | 'and_you' | 'bye' | 'me_too' | 'really' | 'great';

export type Sentence =
  | {
      readonly kind: 'clauses';
      readonly clauses: readonly Clause[];
      /** How the second clause joins the first. */
      readonly connector?: 'and' | 'but';
      /**
       * The second clause is subordinate to the first, opened by this word (subordinate.ts):
       * "…because it is sunny", "…while Marta reads", "When it is sunny, …".
       */
      readonly subordinate?: 'because' | 'while' | 'when';
      /** A yes/no answer word before the clause. */
      readonly lead?: 'yes' | 'no';
      /**
       * A short answer: after the lead, only these parts of the one clause are said ("Yes, with
       * Jules.", "Sí, los sábados."), since the question before it said the rest. The sentence
       * still states the whole clause: the question and its answer together say it.
       */
      readonly ellipsis?: readonly EllipsisPart[];
    }
  | {
      readonly kind: 'fixed';
      readonly line: FixedLine;
      /** Named at the end ("Hello, Ana!"). */
      readonly addressee?: Character;
      /** The speaker, for languages that agree with them (pt "obrigado/obrigada"). */
      readonly speakerSex: Sex;
    };

/** Grammatical person of a subject. */
export function personOf(subject: SubjectRef, pluralNoun: (id: string) => boolean): Person {
  switch (subject.kind) {
    case 'pro':
      return subject.person;
    case 'pair':
      return '3p';
    case 'thing':
      return pluralNoun(subject.noun) ? '3p' : '3s';
    case 'kin':
      return pluralNoun(subject.noun) ? '3p' : '3s';
    default:
      return '3s';
  }
}

/** Natural gender for agreement (a pair is feminine only when both are women). */
export function sexOf(subject: SubjectRef): Sex {
  switch (subject.kind) {
    case 'pro':
      return subject.sex;
    case 'name':
    case 'kin':
      return subject.who.sex;
    case 'pair':
      return sexOf(subject.a) === 'f' && sexOf(subject.b) === 'f' ? 'f' : 'm';
    default:
      return 'm';
  }
}
