import { describe, expect, it } from 'vitest';
import { hepburn, type ReadWord, type WordRole } from '@/domain/transliteration/hepburn';

/** One dictionary word; the pronunciation only where a rule needs the dictionary's say. */
const word = (reading: string, role: WordRole = 'other', pronunciation?: string): ReadWord => ({
  reading,
  role,
  pronunciation,
});
const one = (reading: string, role?: WordRole, pronunciation?: string) =>
  hepburn([word(reading, role, pronunciation)]);

describe('Hepburn long vowels', () => {
  it('writes ou, oo and uu within a word as ō and ū (tōkyō, ōkii, sūgaku)', () => {
    expect(one('とうきょう')).toBe('tōkyō');
    expect(one('トウキョウ', 'other', 'トーキョー')).toBe('tōkyō');
    expect(one('おおきい')).toBe('ōkii');
    expect(one('すうがく')).toBe('sūgaku');
  });

  it('writes aa and ee within a word as ā and ē (okāsan, nē)', () => {
    expect(one('おかあさん')).toBe('okāsan');
    expect(one('ねえ')).toBe('nē');
  });

  it('keeps ei and ii as spelt (sensei, ōkii, niisan), whatever the pronunciation says', () => {
    expect(one('せんせい')).toBe('sensei');
    expect(one('エイガ', 'other', 'エーガ')).toBe('eiga');
    expect(one('ニイサン', 'other', 'ニーサン')).toBe('niisan');
  });

  it('lengthens the vowel before a katakana ー, i included (kōhī, rāmen, gēmu, pātī)', () => {
    expect(one('コーヒー')).toBe('kōhī');
    expect(one('ラーメン')).toBe('rāmen');
    expect(one('ゲーム')).toBe('gēmu');
    expect(one('パーティー')).toBe('pātī');
    expect(one('らーめん')).toBe('rāmen');
  });

  it('does not lengthen with a verb’s final u (omou, iu, nuu), but does inside a verb stem', () => {
    expect(one('おもう', 'verb')).toBe('omou');
    expect(one('いう', 'verb')).toBe('iu');
    expect(one('ぬう', 'verb')).toBe('nuu');
    expect(one('おもう')).toBe('omō');
    expect(one('とおる', 'verb')).toBe('tōru');
  });

  it('follows the dictionary’s pronunciation at a boundary inside a word (kouri, mizuumi)', () => {
    expect(one('コウリ', 'other', 'コウリ')).toBe('kouri');
    expect(one('コオリ', 'other', 'コーリ')).toBe('kōri');
    expect(one('ミズウミ', 'other', 'ミズウミ')).toBe('mizuumi');
  });

  it('ignores a pronunciation of another length than the reading (vaiorin, not baiorin)', () => {
    expect(one('ヴァイオリン', 'other', 'バイオリン')).toBe('vaiorin');
  });

  it('never joins two dictionary words into one long vowel (ie e, not iē)', () => {
    expect(hepburn([word('イエ'), word('ヘ', 'particle')])).toBe('iee');
    expect(hepburn([word('コ'), word('ウ')])).toBe('kou');
  });

  it('lengthens the o before the volitional u, a word of its own (ikō, ikimashō, tabeyō)', () => {
    expect(hepburn([word('イコ', 'verb'), word('ウ', 'volitional')])).toBe('ikō');
    expect(hepburn([word('イキ', 'verb'), word('マショ', 'other'), word('ウ', 'volitional')])).toBe(
      'ikimashō',
    );
    expect(hepburn([word('タベヨ', 'verb'), word('ウ', 'volitional')])).toBe('tabeyō');
  });
});

describe('Hepburn wa, e and o', () => {
  it('writes the particles は, へ and を as said: wa, e, o', () => {
    expect(one('ハ', 'particle')).toBe('wa');
    expect(one('ヘ', 'particle')).toBe('e');
    expect(one('ヲ', 'particle')).toBe('o');
    expect(one('を')).toBe('o');
  });

  it('reads the final は of こんにちは and こんばんは as wa, without the dictionary too', () => {
    expect(one('こんにちは')).toBe('konnichiwa');
    expect(one('コンバンハ')).toBe('konbanwa');
    expect(one('コンニチハ', 'other', 'コンニチワ')).toBe('konnichiwa');
  });

  it('writes は said wa by the dictionary as wa (dewa), and は otherwise as ha (hana)', () => {
    expect(one('デハ', 'other', 'デワ')).toBe('dewa');
    expect(one('はな')).toBe('hana');
    expect(one('へや')).toBe('heya');
  });
});

describe('Hepburn n and small tsu', () => {
  it('writes n before b, m and p, and n’ before a vowel or y (shinbun, kin’en, kin’yōbi)', () => {
    expect(one('しんぶん')).toBe('shinbun');
    expect(one('さんぽ')).toBe('sanpo');
    expect(one('きんえん')).toBe("kin'en");
    expect(one('キンヨウビ', 'other', 'キンヨービ')).toBe("kin'yōbi");
    expect(one('げんいん')).toBe("gen'in");
    expect(one('こんにちは')).not.toContain("'");
  });

  it('doubles the consonant after っ, t before ch, across dictionary words (matcha, shitte)', () => {
    expect(one('まっちゃ')).toBe('matcha');
    expect(one('がっこう')).toBe('gakkō');
    expect(one('いっしょ')).toBe('issho');
    expect(hepburn([word('シッ', 'verb'), word('テ', 'particle')])).toBe('shitte');
  });

  it('drops a っ with nothing after it', () => {
    expect(one('あっ')).toBe('a');
  });
});

describe('Hepburn syllables', () => {
  it('spells shi, chi, tsu, fu, ji and the y-syllables as Hepburn does', () => {
    expect(one('しちつふじぢづ')).toBe('shichitsufujijizu');
    expect(one('きょうしつ')).toBe('kyōshitsu');
    expect(one('じゅぎょう')).toBe('jugyō');
    expect(one('ちゃ')).toBe('cha');
  });

  it('joins katakana for foreign sounds with their small vowel (fa, ti, di, wi, she, che, fyu)', () => {
    expect(one('ファイル')).toBe('fairu');
    expect(one('ディズニー')).toBe('dizunī');
    expect(one('ウィキ')).toBe('wiki');
    expect(one('チェック')).toBe('chekku');
    expect(one('シェフ')).toBe('shefu');
    expect(one('フュージョン')).toBe('fyūjon');
    expect(one('パーティー')).toBe('pātī');
  });

  it('spells hiragana and katakana alike', () => {
    expect(one('ありがとう')).toBe(one('アリガトウ'));
    expect(one('ありがとう')).toBe('arigatō');
  });

  it('passes through what is not kana', () => {
    expect(one('ジョン・スミス')).toBe('jon・sumisu');
  });
});
