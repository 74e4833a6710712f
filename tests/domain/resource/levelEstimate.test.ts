import { describe, expect, it } from 'vitest';
import type { LanguageCode } from '@/domain/catalog/languages';
import type { ResourceContent } from '@/domain/resource/content';
import { bandDistance, estimateLevel } from '@/domain/resource/levelEstimate';
import { tokenise } from '@/domain/resource/tokenize';

/** A text as a teacher would paste it: tokens with no parts of speech, one sentence each. */
function text(language: LanguageCode, sentences: readonly string[]): ResourceContent {
  return {
    language: { target: language, native: language === 'en' ? 'es' : 'en' },
    resourceType: 'text',
    title: { target: '', native: '' },
    speakers: [],
    sentences: sentences.map((sentence, index) => ({
      id: index + 1,
      paragraph: 0,
      target: { text: sentence, tokens: tokenise(sentence, language) },
      native: { text: sentence, tokens: tokenise(sentence, language) },
      chunks: [{ target: sentence, native: sentence }],
    })),
    vocabulary: [],
    facts: [],
    unstated: [],
  };
}

const A1_SPANISH = [
  'Me llamo Lucía.',
  'Tengo doce años.',
  'Vivo en Madrid.',
  'Tengo un perro.',
  'El perro es pequeño.',
  'Me gusta el parque.',
];

const B2_SPANISH = [
  'Cuando llegamos a Valencia el sábado por la mañana, hacía tanto calor que decidimos ir directamente a la playa de la Malvarrosa.',
  'Aunque mi hermano prefería visitar el museo de ciencias, al final aceptó acompañarnos porque le prometimos una paella enorme.',
  'Mientras mis padres descansaban bajo la sombrilla, nosotros nadamos hasta las boyas, pero el agua estaba bastante fría.',
  'Mañana volveremos temprano a casa, aunque todos pensamos que el fin de semana ha sido demasiado corto.',
];

describe('estimateLevel', () => {
  it('reads six short present-tense sentences of everyday words as A1', () => {
    const estimate = estimateLevel(text('es', A1_SPANISH));
    expect(estimate.cefr).toBe('A1');
    expect(estimate.measures.wordsPerSentence).toBeCloseTo(20 / 6, 5);
    expect(estimate.measures.clausesPerSentence).toBe(1);
    expect(estimate.measures.tenses).toBe(1);
  });

  it('reads long sentences with subordinate clauses in three tenses as B2 or above', () => {
    const estimate = estimateLevel(text('es', B2_SPANISH));
    expect(['B2', 'C1', 'C2']).toContain(estimate.cefr);
    expect(estimate.measures.clausesPerSentence).toBeGreaterThanOrEqual(2);
    expect(estimate.measures.tenses).toBe(3);
  });

  it('counts a connective inside a sentence as a clause, not one that opens it', () => {
    const opening = estimateLevel(text('en', ['Then we eat lunch at home.']));
    const inside = estimateLevel(text('en', ['We eat lunch at home, but then we go out.']));
    expect(opening.measures.clausesPerSentence).toBe(1);
    // "but" joins a clause; "then" after it is inside the sentence too.
    expect(inside.measures.clausesPerSentence).toBe(3);
  });

  it('counts a subordinator wherever it stands', () => {
    const estimate = estimateLevel(
      text('de', ['Weil es regnet, bleiben wir zu Hause.', 'Ich glaube, dass sie kommt.']),
    );
    expect(estimate.measures.clausesPerSentence).toBe(2);
  });

  it.each<[LanguageCode, readonly string[]]>([
    ['es', ['Ayer fui a la playa.', 'Mañana iremos al cine.', 'Hoy como en casa.']],
    ['fr', ["Hier, j'ai mangé une pizza.", 'Demain nous irons au musée.', 'Je lis un livre.']],
    ['de', ['Gestern habe ich Fußball gespielt.', 'Morgen werde ich lesen.', 'Ich esse Brot.']],
    ['it', ['Ieri ho mangiato la pizza.', 'Domani andremo al mare.', 'Oggi leggo un libro.']],
    ['pt', ['Ontem comprei pão.', 'Amanhã viajaremos para Lisboa.', 'Hoje leio um livro.']],
    ['en', ['Yesterday we played tennis.', 'Tomorrow I will swim.', 'Today I read a book.']],
  ])('finds present, past and future in %s', (language, sentences) => {
    expect(estimateLevel(text(language, sentences)).measures.tenses).toBe(3);
  });

  it('does not take a place name ending like a participle for the past (French)', () => {
    expect(estimateLevel(text('fr', ['Nous visitons Paris.'])).measures.tenses).toBe(1);
  });

  it('a harder version of the same story is estimated at least as high, and higher here', () => {
    const easy = estimateLevel(text('es', A1_SPANISH));
    const hard = estimateLevel(text('es', B2_SPANISH));
    expect(bandDistance(easy.cefr, hard.cefr)).toBeGreaterThanOrEqual(2);
  });

  it('measures a language it has no word lists for by length and vocabulary alone', () => {
    const estimate = estimateLevel(
      text('nl', ['Ik woon in Utrecht.', 'Mijn zus heet Anna.', 'Wij hebben een kat.']),
    );
    expect(estimate.cefr).toBe('A1');
    expect(estimate.measures.tenses).toBe(0);
    expect(estimate.bands.tense).toBeUndefined();
  });

  it('calls an empty text A1 rather than failing', () => {
    const estimate = estimateLevel(text('es', []));
    expect(estimate.cefr).toBe('A1');
    expect(estimate.measures.wordsPerSentence).toBe(0);
  });
});

describe('bandDistance', () => {
  it('counts bands between two levels, either way round', () => {
    expect(bandDistance('A2', 'B2')).toBe(2);
    expect(bandDistance('B2', 'A2')).toBe(2);
    expect(bandDistance('C1', 'C1')).toBe(0);
  });
});
