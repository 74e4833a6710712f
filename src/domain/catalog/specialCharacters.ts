// The characters a teacher may not find on their own keyboard while editing a target text on
// the review screen (spec §9). Latin-script languages get their accented letters, with the
// capitals on a Shift layer, and the punctuation their typography uses. A non-Latin script is
// typed with the system's input method for that script, so repeating its alphabet here would
// help nobody: those languages get only the small set that such input methods make awkward
// (Arabic-script vowel signs and punctuation, Hebrew geresh, Russian stress marks, CJK
// brackets…), and Korean, Gujarati, English, Somali and Swahili get none.
import type { LanguageCode } from './languages';

/** The keys for one language: two layers of letters and the keys that have no case. */
export interface SpecialCharacterSet {
  /** Lower-case letters, shown while Shift is off. */
  readonly lower: readonly string[];
  /** Capitals, shown while Shift is on; empty when the language's extras have no case. */
  readonly upper: readonly string[];
  /** Punctuation and combining marks, shown on both layers. */
  readonly other: readonly string[];
}

/** Combining marks: they join the letter before the caret (see `insertAt`). */
const MARK_NAMES: Readonly<Record<string, string>> = {
  '\u0300': 'grave accent',
  '\u0301': 'acute accent',
  '\u0303': 'tilde',
  '\u0309': 'hook above',
  '\u0323': 'dot below',
  '\u064B': 'fathatan',
  '\u064C': 'dammatan',
  '\u064D': 'kasratan',
  '\u064E': 'fatha',
  '\u064F': 'damma',
  '\u0650': 'kasra',
  '\u0651': 'shadda',
  '\u0652': 'sukun',
};

/** Keys whose glyph a screen reader may skip or misread. */
const CHARACTER_NAMES: Readonly<Record<string, string>> = {
  '…': 'ellipsis',
  '«': 'opening guillemet',
  '»': 'closing guillemet',
  '„': 'low opening quotation mark',
  '“': 'opening quotation mark',
  '”': 'closing quotation mark',
  '—': 'em dash',
  '·': 'middle dot',
  '¿': 'inverted question mark',
  '¡': 'inverted exclamation mark',
  ʼ: 'modifier apostrophe',
  '؟': 'Arabic question mark',
  '،': 'Arabic comma',
  '؛': 'Arabic semicolon',
  '۔': 'Urdu full stop',
  '־': 'maqaf',
  '׳': 'geresh',
  '״': 'gershayim',
  '।': 'danda',
  '॥': 'double danda',
  '、': 'ideographic comma',
  '。': 'ideographic full stop',
  '，': 'full-width comma',
  '？': 'full-width question mark',
  '！': 'full-width exclamation mark',
  '：': 'full-width colon',
  '；': 'full-width semicolon',
  '「': 'opening corner bracket',
  '」': 'closing corner bracket',
  '『': 'opening white corner bracket',
  '』': 'closing white corner bracket',
  '《': 'opening double angle bracket',
  '》': 'closing double angle bracket',
  '・': 'katakana middle dot',
  ー: 'long vowel mark',
  '\u0387': 'Greek ano teleia',
};

const keys = (list: string): readonly string[] => list.split(' ').filter((key) => key !== '');

function set(lower: string, upper: string, other = ''): SpecialCharacterSet {
  return { lower: keys(lower), upper: keys(upper), other: keys(other) };
}

const NONE = set('', '');

/** Vietnamese tones as combining marks: five keys instead of a hundred precomposed vowels. */
const VIETNAMESE_TONES = '\u0300 \u0301 \u0303 \u0309 \u0323';
const ARABIC_VOWEL_SIGNS = '\u064E \u064F \u0650 \u0652 \u0651 \u064B \u064C \u064D';

// Latin: the letters each orthography adds to the English alphabet, capitals in the same order.
// Turkish pairs ı with I and i with İ, so its capital layer is not the lower one upper-cased.
const SETS: Readonly<Record<LanguageCode, SpecialCharacterSet>> = {
  af: set('á é è ê ë í î ï ó ô ú û', 'Á É È Ê Ë Í Î Ï Ó Ô Ú Û'),
  ca: set('à é è í ï ò ó ú ü ç', 'À É È Í Ï Ò Ó Ú Ü Ç', '· « »'),
  cs: set('á č ď é ě í ň ó ř š ť ú ů ý ž', 'Á Č Ď É Ě Í Ň Ó Ř Š Ť Ú Ů Ý Ž', '„ “'),
  da: set('æ ø å', 'Æ Ø Å'),
  nl: set('á é è ê ë ï ó ö ü', 'Á É È Ê Ë Ï Ó Ö Ü'),
  en: NONE,
  fr: set('à â æ ç é è ê ë î ï ô œ ù û ü ÿ', 'À Â Æ Ç É È Ê Ë Î Ï Ô Œ Ù Û Ü Ÿ', '« » …'),
  de: set('ä ö ü ß', 'Ä Ö Ü ẞ', '„ “'),
  ga: set('á é í ó ú', 'Á É Í Ó Ú'),
  it: set('à è é ì ò ó ù', 'À È É Ì Ò Ó Ù', '« »'),
  la: set('ā ē ī ō ū ȳ', 'Ā Ē Ī Ō Ū Ȳ'),
  no: set('æ ø å', 'Æ Ø Å', '« »'),
  pl: set('ą ć ę ł ń ó ś ź ż', 'Ą Ć Ę Ł Ń Ó Ś Ź Ż', '„ ”'),
  pt: set('á à â ã ç é ê í ó ô õ ú', 'Á À Â Ã Ç É Ê Í Ó Ô Õ Ú', '« »'),
  ro: set('ă â î ș ț', 'Ă Â Î Ș Ț', '„ ”'),
  so: NONE,
  es: set('á é í ó ú ü ñ', 'Á É Í Ó Ú Ü Ñ', '¿ ¡'),
  sw: NONE,
  sv: set('å ä ö é', 'Å Ä Ö É'),
  tl: set('ñ', 'Ñ'),
  tr: set('ç ğ ı ö ş ü â î û', 'Ç Ğ İ Ö Ş Ü Â Î Û'),
  vi: set('ă â đ ê ô ơ ư', 'Ă Â Đ Ê Ô Ơ Ư', VIETNAMESE_TONES),
  cy: set('â ê î ô û ŵ ŷ á é ï', 'Â Ê Î Ô Û Ŵ Ŷ Á É Ï'),
  yo: set('ẹ ọ ṣ', 'Ẹ Ọ Ṣ', '\u0300 \u0301'),
  // Scripts with their own input methods: only what those make awkward.
  el: set('ά έ ή ί ό ύ ώ ϊ ϋ', 'Ά Έ Ή Ί Ό Ύ Ώ Ϊ Ϋ', '« » \u0387'),
  // Cyrillic textbooks mark the stressed vowel with a combining acute.
  ru: set('ё', 'Ё', '\u0301 « » „ “ —'),
  uk: set('ґ є і ї', 'Ґ Є І Ї', 'ʼ \u0301 « »'),
  ar: set('', '', `؟ ، ؛ ${ARABIC_VOWEL_SIGNS}`),
  ur: set('', '', `؟ ، ۔ ${ARABIC_VOWEL_SIGNS}`),
  ps: set('', '', `؟ ، ؛ ${ARABIC_VOWEL_SIGNS}`),
  he: set('', '', '־ ׳ ״'),
  hi: set('', '', '। ॥'),
  bn: set('', '', '।'),
  pa: set('', '', '। ॥'),
  gu: NONE,
  ja: set('', '', '「 」 『 』 、 。 ・ ー'),
  zh: set('', '', '， 。 、 ？ ！ ： ； “ ” 《 》'),
  ko: NONE,
};

/** The keys of the special-character keyboard for a language, by layer. */
export function specialCharacterSetFor(language: LanguageCode): SpecialCharacterSet {
  return SETS[language];
}

/** Every special character offered for a language: lower case, then capitals, then the rest. */
export function specialCharactersFor(language: LanguageCode): readonly string[] {
  const { lower, upper, other } = SETS[language];
  return [...lower, ...upper, ...other];
}

/** Whether the character is a combining mark that attaches to the letter before it. */
export function isCombiningMark(character: string): boolean {
  return /^\p{M}+$/u.test(character);
}

/** What a key shows: a combining mark sits on a dotted circle, as in type specimens. */
export function keyGlyph(character: string): string {
  return isCombiningMark(character) ? `\u25CC${character}` : character;
}

/** A name a screen reader can say for the key ("Insert ñ", "Insert acute accent"). */
export function characterName(character: string): string {
  return MARK_NAMES[character] ?? CHARACTER_NAMES[character] ?? character;
}

/** A text after an insertion, and where the caret goes: just after what was inserted. */
export interface Insertion {
  readonly value: string;
  readonly caret: number;
}

/**
 * Inserts `text` at the caret, replacing the selection from `selectionStart` to `selectionEnd`
 * (either order; out-of-range positions are clamped, a position that is not a number is the
 * end). A combining mark is composed (NFC) with the character before it, so a tone typed after
 * "a" gives the single letter "á" that answer matching and speech engines expect.
 */
export function insertAt(
  value: string,
  selectionStart: number,
  selectionEnd: number,
  text: string,
): Insertion {
  const clamp = (n: number) =>
    Math.min(Math.max(Number.isFinite(n) ? n : value.length, 0), value.length);
  const start = Math.min(clamp(selectionStart), clamp(selectionEnd));
  const end = Math.max(clamp(selectionStart), clamp(selectionEnd));
  let before = value.slice(0, start);
  let inserted = text;
  if (/^\p{M}/u.test(text)) {
    const last = /[\s\S]$/u.exec(before)?.[0] ?? '';
    before = before.slice(0, before.length - last.length);
    inserted = (last + text).normalize('NFC');
  }
  const head = before + inserted;
  return { value: head + value.slice(end), caret: head.length };
}
