/*
 * Romaji on the teaching screen in modified Hepburn, the spelling textbooks and teachers use,
 * written from the kana readings a dictionary gives word by word (never kana by kana, which
 * gives "toukyou" where a teacher writes tōkyō):
 *
 * - A long vowel takes a macron: おう and おお are ō (とうきょう tōkyō, おおきい ōkii), うう is ū
 *   (すうがく sūgaku), ああ ā and ええ ē (おかあさん okāsan); the katakana ー lengthens the vowel
 *   before it, i included (コーヒー kōhī, ラーメン rāmen).
 * - えい stays ei and いい stays ii (せんせい sensei, おおきい ōkii), as modified Hepburn writes
 *   them: the learner sees the kana they stand for.
 * - Two vowels make one long vowel only inside one dictionary word, and not where the word
 *   shows a boundary: a verb's final う is its ending (おもう omou, いう iu), and where the
 *   dictionary's pronunciation (IPADIC writes a long vowel as ー) keeps both vowels, they belong
 *   to two morphemes (小売 こうり kouri beside 氷 こおり kōri, 湖 みずうみ mizuumi). The
 *   volitional う, a word of its own in the dictionary, does lengthen the o before it (いこう
 *   ikō, いきましょう ikimashō).
 * - は and へ said wa and e are written so: as particles, in the greetings こんにちは konnichiwa
 *   and こんばんは konbanwa (an old particle frozen into the word), and wherever the
 *   dictionary's pronunciation says so (では dewa). を is always o.
 * - ん is n, before b, m and p too (しんぶん shinbun), and n' before a vowel or y so the
 *   syllables read apart (きんえん kin'en, きんようび kin'yōbi).
 * - っ doubles the consonant after it, t before ch (まっちゃ matcha); it is written across the
 *   dictionary's words (知っ|て shitte) and dropped where nothing follows.
 * - Katakana for foreign sounds combine with the small vowel after them (ファ fa, ティ ti,
 *   ウィ wi, ヴァ va, シェ she, フュ fyu).
 */

/** What of a word's part of speech its spelling depends on. */
export type WordRole = 'particle' | 'verb' | 'volitional' | 'other';

/** One dictionary word as its spelling needs it. */
export interface ReadWord {
  /** Its reading in kana, katakana or hiragana. */
  readonly reading: string;
  /** The dictionary's pronunciation in kana, long vowels written ー; absent when unknown. */
  readonly pronunciation?: string | undefined;
  readonly role: WordRole;
}

// Table layout: one kana row a line.
// prettier-ignore
const MORAE: Readonly<Record<string, string>> = {
  ア: 'a', イ: 'i', ウ: 'u', エ: 'e', オ: 'o',
  カ: 'ka', キ: 'ki', ク: 'ku', ケ: 'ke', コ: 'ko',
  ガ: 'ga', ギ: 'gi', グ: 'gu', ゲ: 'ge', ゴ: 'go',
  サ: 'sa', シ: 'shi', ス: 'su', セ: 'se', ソ: 'so',
  ザ: 'za', ジ: 'ji', ズ: 'zu', ゼ: 'ze', ゾ: 'zo',
  タ: 'ta', チ: 'chi', ツ: 'tsu', テ: 'te', ト: 'to',
  ダ: 'da', ヂ: 'ji', ヅ: 'zu', デ: 'de', ド: 'do',
  ナ: 'na', ニ: 'ni', ヌ: 'nu', ネ: 'ne', ノ: 'no',
  ハ: 'ha', ヒ: 'hi', フ: 'fu', ヘ: 'he', ホ: 'ho',
  バ: 'ba', ビ: 'bi', ブ: 'bu', ベ: 'be', ボ: 'bo',
  パ: 'pa', ピ: 'pi', プ: 'pu', ペ: 'pe', ポ: 'po',
  マ: 'ma', ミ: 'mi', ム: 'mu', メ: 'me', モ: 'mo',
  ヤ: 'ya', ユ: 'yu', ヨ: 'yo',
  ラ: 'ra', リ: 'ri', ル: 'ru', レ: 're', ロ: 'ro',
  ワ: 'wa', ヰ: 'i', ヱ: 'e', ヲ: 'o',
  ヴ: 'vu', ヷ: 'va', ヸ: 'vi', ヹ: 've', ヺ: 'vo',
  ヵ: 'ka', ヶ: 'ke', ヮ: 'wa',
};

/** Small kana that join the kana before them into one syllable (キャ kya, ファ fa). */
// prettier-ignore
const SMALL: Readonly<Record<string, string>> = {
  ャ: 'ya', ュ: 'yu', ョ: 'yo', ァ: 'a', ィ: 'i', ゥ: 'u', ェ: 'e', ォ: 'o',
};

const VOWELS = new Set(['a', 'i', 'u', 'e', 'o']);
const MACRON: Readonly<Record<string, string>> = { a: 'ā', i: 'ī', u: 'ū', e: 'ē', o: 'ō' };

/** Vowel pairs that are one long vowel; ei and ii are not (modified Hepburn spells them out). */
const LONG_PAIRS = new Set(['aa', 'uu', 'ee', 'oo', 'ou']);

/** Greetings whose final は is the old topic particle, said wa. */
const GREETINGS = new Set(['コンニチハ', 'コンバンハ']);

/** Hiragana as katakana, so one table serves both (other characters unchanged). */
function katakana(text: string): string {
  return text.replace(/[\u3041-\u3096\u309D\u309E]/g, (kana) =>
    String.fromCharCode(kana.charCodeAt(0) + 0x60),
  );
}

/** One kana of the token's reading, with what its word says about it. */
interface Kana {
  readonly kana: string;
  /** The word it belongs to, by position in the token. */
  readonly word: number;
  readonly role: WordRole;
  /** The last kana of its word. */
  readonly last: boolean;
  /** What the dictionary's pronunciation has in its place; undefined when that is not known. */
  readonly said: string | undefined;
}

function kanaOf(words: readonly ReadWord[]): Kana[] {
  return words.flatMap((word, index) => {
    const reading = [...katakana(word.reading)];
    const pronunciation =
      word.pronunciation === undefined ? undefined : [...katakana(word.pronunciation)];
    // A pronunciation of another length is not laid over the reading (ヴァイオリン, バイオリン).
    const said = pronunciation?.length === reading.length ? pronunciation : undefined;
    const greeting = GREETINGS.has(reading.join(''));
    return reading.map((kana, at): Kana => {
      const last = at === reading.length - 1;
      const asSaid = said?.[at];
      let spelt = kana;
      if (kana === 'ハ' && (asSaid === 'ワ' || (last && (greeting || word.role === 'particle'))))
        spelt = 'ワ';
      else if (kana === 'ヘ' && (asSaid === 'エ' || (last && word.role === 'particle')))
        spelt = 'エ';
      return { kana: spelt, word: index, role: word.role, last, said: asSaid };
    });
  });
}

type Syllable =
  | { readonly kind: 'mora'; readonly romaji: string; readonly first: Kana }
  | { readonly kind: 'vowel'; readonly romaji: string; readonly first: Kana }
  | { readonly kind: 'sokuon' | 'n' | 'long'; readonly first: Kana }
  | { readonly kind: 'other'; readonly text: string; readonly first: Kana };

/** A kana's romaji joined with a small kana after it: キ+ャ kya, シ+ャ sha, フ+ァ fa, ウ+ィ wi. */
function joined(romaji: string, small: string): string {
  const consonant = VOWELS.has(romaji.slice(-1)) ? romaji.slice(0, -1) : romaji;
  if (consonant === '') return romaji === 'u' ? `w${small}` : romaji === 'i' ? `y${small}` : '';
  return /(sh|ch|j)$/.test(consonant) ? consonant + small.replace(/^y/, '') : consonant + small;
}

function syllablesOf(kana: readonly Kana[]): Syllable[] {
  const syllables: Syllable[] = [];
  for (let at = 0; at < kana.length; at += 1) {
    const first = kana[at] as Kana;
    const romaji = MORAE[first.kana];
    const small = SMALL[kana[at + 1]?.kana ?? ''];
    const combined = romaji !== undefined && small !== undefined ? joined(romaji, small) : '';
    if (combined !== '') {
      syllables.push({ kind: 'mora', romaji: combined, first });
      at += 1;
    } else if (romaji !== undefined) {
      syllables.push({ kind: 'アイウエオ'.includes(first.kana) ? 'vowel' : 'mora', romaji, first });
    } else if (SMALL[first.kana] !== undefined) {
      syllables.push({ kind: 'mora', romaji: SMALL[first.kana] as string, first });
    } else if (first.kana === 'ッ') {
      syllables.push({ kind: 'sokuon', first });
    } else if (first.kana === 'ン') {
      syllables.push({ kind: 'n', first });
    } else if (first.kana === 'ー') {
      syllables.push({ kind: 'long', first });
    } else {
      syllables.push({ kind: 'other', text: first.kana, first });
    }
  }
  return syllables;
}

/** Whether a lone vowel kana lengthens the vowel `before` it (of the syllable `previous`). */
function lengthens(vowel: Kana, romaji: string, previous: Kana, before: string): boolean {
  if (vowel.role === 'volitional' && vowel.kana === 'ウ') return before === 'o';
  if (vowel.word !== previous.word || !LONG_PAIRS.has(before + romaji)) return false;
  if (vowel.role === 'verb' && vowel.last && vowel.kana === 'ウ') return false;
  return vowel.said === undefined || vowel.said === 'ー';
}

/**
 * The modified Hepburn romaji of one token from the dictionary words it is made of, in order
 * (their readings are written together, so っ and ん see across them).
 */
export function hepburn(words: readonly ReadWord[]): string {
  const out: string[] = [];
  /** The last syllable written, while its vowel may still be lengthened. */
  let open: { readonly at: number; readonly kana: Kana } | undefined;
  let doubled = false;
  let afterN = false;

  const lengthen = (at: number) => {
    const piece = out[at] ?? '';
    out[at] = piece.slice(0, -1) + (MACRON[piece.slice(-1)] ?? piece.slice(-1));
  };
  const openVowel = () => {
    const piece = open === undefined ? '' : (out[open.at] ?? '');
    return VOWELS.has(piece.slice(-1)) ? piece.slice(-1) : undefined;
  };

  for (const syllable of syllablesOf(kanaOf(words))) {
    switch (syllable.kind) {
      case 'sokuon':
        doubled = true;
        open = undefined;
        continue;
      case 'long':
        if (open !== undefined && openVowel() !== undefined) lengthen(open.at);
        continue;
      case 'n':
        out.push('n');
        open = undefined;
        doubled = false;
        afterN = true;
        continue;
      case 'other':
        out.push(syllable.text);
        open = undefined;
        doubled = false;
        afterN = false;
        continue;
      case 'vowel': {
        const before = openVowel();
        if (
          open !== undefined &&
          before !== undefined &&
          lengthens(syllable.first, syllable.romaji, open.kana, before)
        ) {
          lengthen(open.at);
          continue;
        }
        break;
      }
      case 'mora':
        break;
    }
    let romaji = syllable.romaji;
    if (afterN && /^[aiueoy]/.test(romaji)) romaji = `'${romaji}`;
    else if (doubled && !VOWELS.has(romaji.charAt(0)))
      romaji = (romaji.startsWith('ch') ? 't' : romaji.charAt(0)) + romaji;
    out.push(romaji);
    open = { at: out.length - 1, kana: syllable.first };
    doubled = false;
    afterN = false;
  }
  return out.join('');
}
