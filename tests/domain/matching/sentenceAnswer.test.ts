import { describe, expect, it } from 'vitest';
import { sentenceVerdict } from '@/domain/matching/sentenceAnswer';

/*
 * Answers pupils write to "why" and "what" questions on a text, in full sentences, against the
 * key's short form: each case as a pupil of that language would type it.
 */
const CASES = [
  {
    lang: 'es',
    question: '¿Por qué llamó Lucía al dentista?',
    key: 'Le dolía una muela.',
    right: [
      'Porque le dolía una muela.',
      'Lucía llamó al dentista porque le dolía una muela',
      'le dolía una muela',
      'Porque le dolían las muelas.',
    ],
    accents: ['porque le dolia una muela'],
    wrong: ['Porque tenía un resfriado.', 'No le dolía una muela.', 'Le dolía el brazo.', ''],
  },
  {
    lang: 'es',
    question: '¿Qué compró Lucía en la estación?',
    key: 'Compró billetes de tren.',
    right: [
      'Lucía compró billetes de tren.',
      'compró los billetes de tren',
      'Compró unos billetes de tren en la estación.',
    ],
    accents: ['compro billetes de tren'],
    wrong: ['Compró un periódico.', 'billetes de avión', 'No compró billetes de tren.'],
  },
  {
    lang: 'en',
    question: 'Why did Emma phone the dentist?',
    key: 'She had toothache.',
    right: [
      'Because she had toothache.',
      'Emma phoned the dentist because she had toothache',
      'She had a toothache',
    ],
    accents: [],
    wrong: [
      'She had a cold.',
      "She didn't have toothache.",
      'Because her brother had toothache and a cold.',
    ],
  },
  {
    lang: 'fr',
    question: 'Pourquoi Léa a-t-elle appelé le dentiste ?',
    key: 'Elle avait mal aux dents.',
    right: [
      "Parce qu'elle avait mal aux dents.",
      'Léa a appelé le dentiste parce qu’elle avait mal aux dents',
      'elle avait mal aux dents',
    ],
    accents: [],
    wrong: ["Elle n'avait pas mal aux dents.", 'Elle avait mal au ventre.'],
  },
  {
    lang: 'de',
    question: 'Warum rief Lena den Zahnarzt an?',
    key: 'Sie hatte Zahnschmerzen.',
    right: [
      'Weil sie Zahnschmerzen hatte.',
      'Lena rief den Zahnarzt an, weil sie Zahnschmerzen hatte.',
      'Zahnschmerzen',
    ],
    accents: [],
    wrong: ['Sie hatte keine Zahnschmerzen.', 'Weil sie Bauchschmerzen hatte.'],
  },
  {
    lang: 'it',
    question: 'Dove è andata Giulia sabato?',
    key: 'È andata al mare con la sua famiglia.',
    right: [
      'Sabato Giulia è andata al mare con la sua famiglia.',
      'è andata al mare con la famiglia',
      'Al mare con la sua famiglia.',
    ],
    accents: [],
    wrong: [
      'È andata in montagna con la sua famiglia.',
      'È andata al mare da sola.',
      'Non è andata al mare.',
    ],
  },
  {
    lang: 'pt',
    question: 'O que fez a Beatriz depois da escola?',
    key: 'Foi à piscina com o irmão.',
    right: ['Depois da escola, a Beatriz foi à piscina com o irmão.', 'foi a piscina com o irmao'],
    accents: [],
    wrong: ['Foi ao cinema com o irmão.', 'Não foi à piscina.'],
  },
] as const;

describe('a full-sentence answer to a question on the text', () => {
  for (const c of CASES) {
    it.each(c.right)(`${c.lang}: "%s" answers "${c.question}" as "${c.key}" does`, (given) => {
      expect(['right', 'accents']).toContain(sentenceVerdict(c.key, given, c.lang, c.question));
    });
    it.each(c.accents)(`${c.lang}: "%s" is right but for its accents`, (given) => {
      expect(sentenceVerdict(c.key, given, c.lang, c.question)).toBe('accents');
    });
    it.each(c.wrong)(`${c.lang}: "%s" does not answer as the key does`, (given) => {
      expect(sentenceVerdict(c.key, given, c.lang, c.question)).toBe('wrong');
    });
  }

  it('compares whole answers in a language it has no grammar words for', () => {
    expect(sentenceVerdict('Ja', 'Ja', 'nl', 'Kwam hij?')).toBe('wrong');
  });
});
