import type { Token } from '@/domain/resource/content';
import type { Character, Clause, Sentence, SubjectRef } from './frames';
import type { AnswerSpec } from './language';
import { finish, inClause, nameToken, NUMBER_WORDS, withComma } from './language';
import { adjectiveById, weatherById } from './lexicon';
import { phrase, seg, word } from './model';
import type { Person, Seg, Sex, Tense } from './model';
import { priceAnswer } from './prices';
import {
  activityOf,
  complement,
  formsOf,
  genericNumber,
  placeTokens,
  split,
  timeTokens,
} from './shared';

/*
 * Helpers shared by the Romance modules (es, fr, it, pt): person indexing, conjugation tables
 * written out as five forms (I, you, he/she, we, they), agreement of adjectives and past
 * participles.
 */

export const PERSON_INDEX: Readonly<Record<Person, number>> = {
  '1s': 0,
  '2s': 1,
  '3s': 2,
  '1p': 3,
  '3p': 4,
};

export type Five = readonly [string, string, string, string, string];

export function five(text: string): Five {
  const parts = text.split(' ');
  if (parts.length !== 5) throw new Error(`five forms expected: ${text}`);
  return parts as unknown as Five;
}

/** One tense of a verb: the form for a person, and the other persons' forms as plausible mistakes. */
export function pickForm(forms: Five, person: Person): { form: string; wrong: string[] } {
  const form = forms[PERSON_INDEX[person]] ?? forms[0];
  return { form, wrong: forms.filter((f) => f !== form).slice(0, 2) };
}

export function agreementIndex(sex: Sex | 'm' | 'f', plural: boolean): 0 | 1 | 2 | 3 {
  return ((plural ? 2 : 0) + (sex === 'f' ? 1 : 0)) as 0 | 1 | 2 | 3;
}

export function isPluralPerson(person: Person): boolean {
  return person === '1p' || person === '3p';
}

export interface Conjugated {
  /** The finite word (the auxiliary in a compound past). */
  readonly finite: string;
  readonly wrong: readonly string[];
  /** Past participle of a compound past. */
  readonly participle?: string;
}

export type RomanceLang = 'es' | 'fr' | 'it' | 'pt';

export function numberWord(lang: RomanceLang, n: number, feminine: boolean): Token {
  let text = NUMBER_WORDS[lang][n] ?? String(n);
  if (feminine && n === 2 && lang === 'pt') text = 'duas';
  return word(text, 'numeral', `number:${n}`);
}

export function tenseIndex(tense: Tense): 0 | 1 | 2 {
  return tense === 'present' ? 0 : tense === 'past' ? 1 : 2;
}

export function charSex(who: Character): Sex {
  return who.sex;
}

/**
 * Adjectives agreeing in gender and number, joined by the language's "and"; the other agreement
 * form rides along as the plausible mistake.
 */
export function agreeingAdjectives(
  lang: RomanceLang,
  joinAnd: (left: Token[], right: Token[]) => Token[],
  ids: readonly string[],
  sex: Sex,
  plural: boolean,
): Token[] {
  let out: Token[] = [];
  ids.forEach((id, index) => {
    const forms = adjectiveById(id).forms[lang];
    const i = agreementIndex(sex, plural);
    const wrong = forms.filter((f) => f !== forms[i]).slice(0, 1);
    const tokens = split(forms[i], 'adjective', id).map((t) => ({
      ...t,
      ...(wrong.length ? { wrongForms: wrong } : {}),
    }));
    out = index === 0 ? tokens : joinAnd(out, tokens);
  });
  return out;
}

/** "because it is" / "because they are" in a language that agrees the reason with the thing. */
export interface BecauseWords {
  readonly because: string;
  readonly is: string;
  readonly are: string;
}

/** The reason after "I like …": the copula and the adjective agree with the thing liked. */
export function becauseReason(
  lang: RomanceLang,
  words: BecauseWords,
  adjectives: (ids: readonly string[], sex: Sex, plural: boolean) => Token[],
  pred: Extract<Clause['pred'], { kind: 'like' }>,
): Seg[] {
  if (pred.because === undefined) return [];
  const forms = pred.thing !== undefined ? formsOf(lang, pred.thing) : undefined;
  const plural = pred.thing !== undefined && genericNumber(lang, pred.thing) === 'pl';
  const sex: Sex = forms?.g === 'f' ? 'f' : 'm';
  const [form, other] = plural ? [words.are, words.is] : [words.is, words.are];
  return [
    seg(
      'because',
      word(words.because, 'conjunction', 'because'),
      word(form, 'verb', 'be', { wrongForms: [other] }),
      ...adjectives([pred.because], sex, plural),
    ),
  ];
}

/** An activity as a bare infinitive with its complement ("cocinar sopa"). */
export function infinitivePhrase(lang: RomanceLang, activityId: string): Token[] {
  const activity = activityOf(activityId);
  return [
    word(activity.verb[lang], 'verb', `${activity.id}.verb`, { lemma: activity.verb[lang] }),
    ...complement(lang, activity, false),
  ];
}

/** A fixed dialogue line written as a phrase; its commas keep to the word before. */
export function fixedTokens(text: string, concept: string): Token[] {
  return phrase(text, concept).map((t) =>
    t.text === ',' ? { text: ',', pos: 'punctuation' as const, spaceBefore: false } : t,
  );
}

/** Fixed dialogue lines: the phrase and its end mark, by line. */
export type FixedLines = Readonly<Record<string, readonly [string, '.' | '?' | '!']>>;

/** A fixed dialogue line ("¡Hola, Pablo!"), the addressee named after a comma. */
export function fixedLine(
  lang: RomanceLang,
  lines: FixedLines,
  s: Extract<Sentence, { kind: 'fixed' }>,
): Seg[] {
  const [text, mark] = lines[s.line] ?? ['', '.'];
  const addressee = s.addressee
    ? [seg('name', { text: ',', pos: 'punctuation', spaceBefore: false }, nameToken(s.addressee))]
    : [];
  return finish(lang, [seg('line', fixedTokens(text, `line:${s.line}`)), ...addressee], mark);
}

/** The words that lead and join clauses. */
export interface JoinWords {
  readonly yes: string;
  readonly no: string;
  readonly and: string;
  readonly but: string;
}

/** A yes/no lead and the clauses joined by "and" or "but", before the language punctuates them. */
export function joinedClauses(
  s: Extract<Sentence, { kind: 'clauses' }>,
  words: JoinWords,
  clause: (c: Clause) => Seg[],
): Seg[] {
  const parts: Seg[] = [];
  if (s.lead)
    parts.push(
      withComma(seg('lead', word(s.lead === 'yes' ? words.yes : words.no, 'interjection', s.lead))),
    );
  s.clauses.forEach((c, index) => {
    if (index > 0 && s.connector !== undefined) {
      const last = parts.pop();
      if (last) parts.push(s.connector === 'but' ? withComma(last) : last);
      parts.push(
        seg(
          `${index}.conn`,
          word(s.connector === 'but' ? words.but : words.and, 'conjunction', s.connector),
        ),
      );
    }
    parts.push(...inClause(index, clause(c)));
  });
  return parts;
}

/** "Which activity do they have in common?": which, activity, have, in, common. */
export type CommonWords = readonly [string, string, string, string, string];

/** The segments of the `common` question, before the language punctuates them. */
export function commonQuestion(words: CommonWords, subjects: Token[]): Seg[] {
  const [which, activity, have, inWord, common] = words;
  return [
    seg('wh', word(which, 'determiner', 'what'), word(activity, 'noun', 'activity')),
    seg(
      'verb',
      word(have, 'verb', 'have'),
      word(inWord, 'preposition', 'in_common'),
      word(common, 'noun', 'in_common'),
    ),
    seg('subj', subjects),
  ];
}

/** The grammar a Romance module lends to the shared short answers. */
export interface AnswerGrammar {
  readonly adjectives: (ids: readonly string[], sex: Sex, plural: boolean) => Token[];
  readonly genericThing: (nounId: string) => Token[];
  readonly subject: (ref: SubjectRef) => Token[];
  /** "They are the same age", as a phrase. */
  readonly sameAge: string;
}

/** Short answers, the same shape in every Romance language but for the words. */
export function romanceAnswer(
  lang: RomanceLang,
  grammar: AnswerGrammar,
): (a: AnswerSpec) => Token[] {
  return (a) => {
    switch (a.kind) {
      case 'activity':
        return infinitivePhrase(lang, a.activity);
      case 'place':
        return placeTokens(lang, a.place, a.mode);
      case 'time':
        return timeTokens(lang, a.time);
      case 'number':
        return [numberWord(lang, a.n, false)];
      case 'price':
        return priceAnswer(lang, a.euros);
      case 'adjs': {
        const forms = a.noun !== undefined ? formsOf(lang, a.noun) : undefined;
        const sex: Sex = a.sex ?? (forms?.g === 'f' ? 'f' : 'm');
        return grammar.adjectives(a.adjs, sex, a.plural ?? forms?.sg === '');
      }
      case 'thing':
        return grammar.genericThing(a.noun);
      case 'subject':
        return grammar.subject(a.who);
      case 'weather':
        return phrase(
          weatherById(a.weather).text[lang][tenseIndex(a.tense)] ?? '',
          `weather:${a.weather}`,
        );
      case 'sameAge':
        return phrase(grammar.sameAge, 'same_age');
    }
  };
}
