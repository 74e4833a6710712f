import type { PartOfSpeech, Token } from '@/domain/resource/content';
import { tokenise } from '@/domain/resource/tokenize';
import type { ScenarioLang } from './scenario';
import { verbEntryStart } from './verbPhrase';

/*
 * Reads the markup a scenario's sentences are written in (AUTHORING.md): chunks split by " | ",
 * `[surface:concept]` or `[surface:concept~wrong~wrong]` for a word worth learning, `{A}` for a
 * name. Every word becomes a token; a marked word carries its concept (the same on both sides of
 * a translation, so vocabulary pairs and phrases align by what the author wrote), every other
 * word its chunk's, so a chunk is always a phrase of its own.
 */

/** A chunk as written out, and its tokens. */
export interface ReadChunk {
  readonly text: string;
  readonly tokens: readonly Token[];
  /** The concepts marked in it, each as often as it is marked. */
  readonly concepts: readonly string[];
}

/** Parts of speech of the grammar words a language writes, by word (lower case). */
export type GrammarTags = ReadonlyMap<string, PartOfSpeech>;

export interface MarkupContext {
  readonly lang: ScenarioLang;
  /** The name each placeholder stands for. */
  readonly names: Readonly<Record<string, string>>;
  readonly vocab: Readonly<Record<string, PartOfSpeech>>;
  readonly grammar: GrammarTags;
}

interface Mark {
  readonly start: number;
  readonly end: number;
  readonly concept: string;
  readonly wrong: readonly string[];
}

const MARK = /\[([^\]:]+):([a-z0-9_]+)((?:~[^\]~]+)*)\]/gu;
const NAME = /\{([A-Z])\}/gu;
const CHUNK_SEPARATOR = ' | ';

export type MarkupError = { readonly type: 'markup/invalid'; readonly message: string };

/** The chunks of one sentence in one language, or what is wrong with its markup. */
export function readChunks(text: string, context: MarkupContext): ReadChunk[] | MarkupError {
  const parts = text.split(CHUNK_SEPARATOR);
  const chunks: ReadChunk[] = [];
  for (const [index, part] of parts.entries()) {
    const chunk = readChunk(part, index, context);
    if ('type' in chunk) return chunk;
    chunks.push(chunk);
  }
  return chunks;
}

function invalid(message: string): MarkupError {
  return { type: 'markup/invalid', message };
}

/** A name's placeholder while marks are read: no character a sentence or a mark uses. */
const HELD = /\uE000([A-Z])\uE000/gu;

function readChunk(raw: string, index: number, context: MarkupContext): ReadChunk | MarkupError {
  if (raw.trim() === '' || raw !== raw.trim())
    return invalid(`chunk ${index + 1} is empty or has spaces at its edge: "${raw}"`);
  const missing = [...raw.matchAll(NAME)].find(([, key]) => context.names[key ?? ''] === undefined);
  if (missing !== undefined) return invalid(`${missing[0]} is not in the cast`);
  // Names are held as placeholders while marks are read, so a name may stand inside a marked
  // phrase or glued to what follows it ("Marta’s"), and then written in.
  const held = raw.replace(NAME, (_whole, key: string) => `\uE000${key}\uE000`);
  const marks: Mark[] = [];
  let plain = '';
  let last = 0;
  for (const match of held.matchAll(MARK)) {
    const [whole, surface = '', concept = '', wrong = ''] = match;
    plain += held.slice(last, match.index);
    const start = plain.length;
    plain += surface;
    marks.push({ start, end: plain.length, concept, wrong: wrong.split('~').filter(Boolean) });
    last = match.index + whole.length;
  }
  plain += held.slice(last);
  let written = '';
  let cursor = 0;
  const names: Mark[] = [];
  const shifts: { at: number; by: number }[] = [];
  for (const found of plain.matchAll(HELD)) {
    const key = found[1] ?? '';
    const name = context.names[key] ?? key;
    written += plain.slice(cursor, found.index);
    names.push({
      start: written.length,
      end: written.length + name.length,
      concept: `name_${key.toLowerCase()}`,
      wrong: [],
    });
    shifts.push({ at: found.index, by: found[0].length - name.length });
    written += name;
    cursor = found.index + found[0].length;
  }
  written += plain.slice(cursor);
  const moved = (position: number) =>
    position - shifts.filter((s) => s.at < position).reduce((sum, s) => sum + s.by, 0);
  const placed = marks.map((mark) => ({ ...mark, start: moved(mark.start), end: moved(mark.end) }));
  if (/[[\]{}|]/u.test(written)) return invalid(`unreadable markup in "${raw}"`);
  for (const mark of placed) {
    if (context.vocab[mark.concept] === undefined)
      return invalid(`the concept "${mark.concept}" is not in the scenario's vocab`);
    const surface = written.slice(mark.start, mark.end);
    if (mark.wrong.includes(surface)) return invalid(`"${surface}" is given as its own wrong form`);
  }
  const tokens = tagged(written, placed, names, index, context);
  if (tokens === undefined) return invalid(`a marked word is cut in two in "${raw}"`);
  return {
    text: written,
    tokens,
    concepts: [...placed, ...names].map((mark) => mark.concept),
  };
}

/** Each token of the chunk with its part of speech and concept, or undefined if a mark splits a token. */
function tagged(
  plain: string,
  marks: readonly Mark[],
  names: readonly Mark[],
  chunkIndex: number,
  context: MarkupContext,
): Token[] | undefined {
  const tokens = tokenise(plain, context.lang);
  let cursor = 0;
  const result: Token[] = [];
  for (const token of tokens) {
    const start = plain.indexOf(token.text, cursor);
    const end = start + token.text.length;
    cursor = end;
    // A name may carry what is glued to it ("Marta’s"): the token is the name's.
    const name = names.find((m) => start < m.end && end > m.start);
    if (name !== undefined) {
      result.push({ ...token, pos: 'proper_noun', concept: name.concept });
      continue;
    }
    const mark = marks.find((m) => start < m.end && end > m.start);
    if (mark !== undefined && (start < mark.start || end > mark.end)) return undefined;
    const word = tagOne(token, start, mark, chunkIndex, context);
    // The auxiliary or reflexive pronoun right before a marked verb is part of it: "a soupiré"
    // pairs with "suspiró", "se sienta" with "sits down" (verbPhrase.ts).
    if (mark !== undefined && start === mark.start && context.vocab[mark.concept] === 'verb') {
      const from = verbEntryStart(
        result,
        result.length,
        context.lang,
        (other) => other.concept !== `chunk${chunkIndex}`,
      );
      for (let at = from; at < result.length; at += 1) {
        const joined = result[at];
        if (joined !== undefined) result[at] = { ...joined, concept: mark.concept };
      }
    }
    result.push(word);
  }
  return result;
}

function tagOne(
  token: Token,
  start: number,
  mark: Mark | undefined,
  chunkIndex: number,
  context: MarkupContext,
): Token {
  // The hyphen of a marked "grand-mère" or "rendez-vous" is part of the word it marks.
  if (token.pos === 'punctuation')
    return mark === undefined ? token : { ...token, concept: mark.concept };
  const lower = token.text.toLocaleLowerCase(context.lang);
  const grammar = context.grammar.get(lower);
  if (mark !== undefined) {
    const whole = mark.end - mark.start === token.text.length;
    const pos =
      !whole && grammar !== undefined ? grammar : (context.vocab[mark.concept] ?? 'other');
    // A mark's wrong forms replace all of it ("[rendu compte:realise~rendue compte]"): they go
    // on its first word, and spot the mistakes replaces the run of words the mark covers.
    const first = start === mark.start;
    return {
      ...token,
      pos,
      concept: mark.concept,
      ...(first && mark.wrong.length > 0 ? { wrongForms: mark.wrong } : {}),
    };
  }
  const pos = token.pos === 'numeral' ? 'numeral' : (grammar ?? 'other');
  return { ...token, pos, concept: `chunk${chunkIndex}` };
}
