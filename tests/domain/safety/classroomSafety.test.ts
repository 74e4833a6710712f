import { describe, expect, it } from 'vitest';
import type { ResourceContent } from '@/domain/resource/content';
import { checkClassroomSafety, unsafeTermIn } from '@/domain/safety/classroomSafety';

/** One sentence per language that a school text must never carry, and the category it is. */
const UNSAFE: readonly (readonly [string, string, string])[] = [
  ['en', 'Did you sleep with Emma at home?', 'sleeping-with'],
  ['en', 'They slept together at the hotel.', 'sleeping-with'],
  ['en', 'He got drunk at the party.', 'alcohol-drugs'],
  ['en', 'The man had a gun.', 'violence'],
  ['en', 'She wanted to kill herself.', 'self-harm'],
  ['en', 'What the fuck is this?', 'profanity'],
  ['en', 'They watched porn.', 'sexual'],
  ['es', 'Chloé duerme con Lucas.', 'sleeping-with'],
  ['es', '¿Dormiste con Paul?', 'sleeping-with'],
  ['es', 'Se acuesta con su vecino.', 'sexual'],
  ['es', 'Mi padre bebe cerveza.', 'alcohol-drugs'],
  ['es', 'El hombre tiene una pistola.', 'violence'],
  ['es', 'Habla de suicidio.', 'self-harm'],
  ['es', '¡Qué coño!', 'profanity'],
  ['es', 'Es un maricón.', 'slur'],
  ['fr', 'Est-ce que tu as dormi avec Lucas ?', 'sleeping-with'],
  ['fr', "Tu dors avec Manon à l'hôtel.", 'sleeping-with'],
  ['fr', 'Ils font l’amour.', 'sexual'],
  ['fr', 'Il boit du vin.', 'alcohol-drugs'],
  ['fr', 'Il veut tuer le chien.', 'violence'],
  ['fr', 'Va te faire niquer.', 'profanity'],
  ['fr', 'Putain, il pleut.', 'profanity'],
  ['de', 'Ich schlafe mit Paul im Hotel.', 'sleeping-with'],
  ['de', 'Letztes Wochenende hat Mia mit Lena geschlafen.', 'sleeping-with'],
  ['de', 'Er ist betrunken.', 'alcohol-drugs'],
  ['de', 'Er hat eine Waffe.', 'violence'],
  ['de', 'Das ist SCHEIẞE.', 'profanity'],
  ['de', 'Er spricht über Selbstmord.', 'self-harm'],
  ['it', 'Dormo con mio fratello Paul.', 'sleeping-with'],
  ['it', 'Beve una birra.', 'alcohol-drugs'],
  ['it', 'Vuole uccidere il gatto.', 'violence'],
  ['it', 'Che cazzo fai?', 'profanity'],
  ['pt', 'A Sara dormiu com o Tiago.', 'sleeping-with'],
  ['pt', 'Ele bebe cerveja.', 'alcohol-drugs'],
  ['pt', 'Ele matou o vizinho.', 'violence'],
  ['pt', 'Que merda!', 'profanity'],
];

/** Ordinary school sentences holding words that look like unsafe ones but are not. */
const SAFE: readonly (readonly [string, string])[] = [
  ['en', 'The cat sleeps in the house.'],
  ['en', 'We live in Essex and Sussex.'],
  ['en', 'I have drunk a glass of water.'],
  ['en', 'She cuts the bread with a knife.'],
  ['en', 'Pull the weeds in the garden.'],
  ['es', 'El sexto día vamos al armario del dormitorio.'],
  ['es', 'Mi abuelo vino a casa ayer.'],
  ['es', 'El dormitorio con dos camas es bonito.'],
  ['es', 'Estoy acostumbrado con mi horario.'],
  ['es', 'Como un cono de helado.'],
  ['es', 'Duermo en mi cama a las diez.'],
  ['es', 'Corto el pan con un cuchillo.'],
  ['fr', 'Ils ont pique-niqué sur la plage.'],
  ['fr', 'Sa mère lui prépare un pique-nique.'],
  ['fr', 'Les larmes coulent; je dors bien.'],
  ['fr', 'La viande est cuite et le joint est neuf.'],
  ['fr', 'Elle marche pieds nus sur la plage.'],
  ['fr', 'Je vais à la boulangerie avec ma sœur.'],
  ['de', 'Ich weine nicht; ich gehe zur Drogerie.'],
  ['de', 'Das Schlafzimmer ist groß und ich schlafe gut.'],
  ['de', 'Ich helfe am Wochenende zu Hause.'],
  ['it', 'Andiamo a pescare con le canne da pesca.'],
  ['it', 'Dormo bene nel dormitorio con i compagni.'],
  ['pt', 'Na sexta-feira vamos à bomba de gasolina.'],
  ['pt', 'A mata atlântica é bonita.'],
  ['pt', 'Faço uma transação no banco.'],
  ['sv', 'Jag har sex katter.'],
];

describe('classroom safety terms', () => {
  it.each(UNSAFE)('%s "%s" is unsafe (%s)', (lang, text, category) => {
    expect(unsafeTermIn(text, lang)?.category).toBe(category);
  });

  it.each(SAFE)('%s "%s" is safe', (lang, text) => {
    expect(unsafeTermIn(text, lang)).toBeUndefined();
  });

  it('reads a word in the language of its side only: Italian "nudo" is naked, Spanish "nudo" a knot', () => {
    expect(unsafeTermIn('Il bambino è nudo.', 'it')?.category).toBe('sexual');
    expect(unsafeTermIn('Hago un nudo.', 'es')).toBeUndefined();
  });

  it('ignores case, accents and curly apostrophes', () => {
    expect(unsafeTermIn('ILS FONT L’AMOUR', 'fr')?.category).toBe('sexual');
    expect(unsafeTermIn('Él DURMIÓ CON ella', 'es')?.category).toBe('sleeping-with');
  });
});

function content(target: string, native: string): ResourceContent {
  const sentence = (id: number, t: string, n: string) => ({
    id,
    paragraph: 0,
    target: { text: t, tokens: [] },
    native: { text: n, tokens: [] },
    chunks: [{ target: t, native: n }],
  });
  return {
    language: { target: 'fr', native: 'en' },
    resourceType: 'text',
    title: { target: 'Le week-end', native: 'The weekend' },
    speakers: [],
    sentences: [
      sentence(1, 'Je vais à Paris en train.', 'I go to Paris by train.'),
      sentence(2, target, native),
      sentence(3, 'Le musée est grand.', 'The museum is big.'),
    ],
    vocabulary: [],
    facts: [],
    unstated: [],
  };
}

describe('checkClassroomSafety', () => {
  it('passes a school text', () => {
    expect(checkClassroomSafety(content('Je dors à l’hôtel.', 'I sleep at the hotel.'))).toEqual({
      type: 'safe',
    });
  });

  it('names the unsafe sentence on either side, and why', () => {
    const verdict = checkClassroomSafety(
      content('Tu dors avec Manon à l’hôtel.', 'You sleep at the hotel.'),
    );
    expect(verdict.type).toBe('unsafe');
    if (verdict.type !== 'unsafe') return;
    expect(verdict.sentenceIds).toEqual([2]);
    expect(verdict.reason).toContain('sentence 2 (target)');
    expect(verdict.reason).toContain('people sleeping with each other');
    const native = checkClassroomSafety(content('Je dors.', 'I drink beer.'));
    expect(native.type === 'unsafe' && native.sentenceIds).toEqual([2]);
  });

  it('reads the title, facts and "not in the text" statements too', () => {
    const base = content('Je dors.', 'I sleep.');
    const withFact: ResourceContent = {
      ...base,
      facts: [
        {
          sentenceIds: [1],
          kind: 'stated',
          question: { target: 'Où va-t-il ?', native: 'Where does he go?' },
          answer: { target: 'À Paris.', native: 'To Paris.' },
          distractors: [
            { target: 'Au bar pour boire de la bière.', native: 'To the bar for a beer.' },
            { target: 'À Lyon.', native: 'To Lyon.' },
            { target: 'À Nice.', native: 'To Nice.' },
          ],
          trueStatement: { target: 'Il va à Paris.', native: 'He goes to Paris.' },
          falseStatement: { target: 'Il va à Lyon.', native: 'He goes to Lyon.' },
        },
      ],
    };
    const fact = checkClassroomSafety(withFact);
    expect(fact.type === 'unsafe' && fact.findings.map((f) => f.part)).toEqual(['fact', 'fact']);
    const title = checkClassroomSafety({ ...base, title: { target: 'Merde', native: 'Oops' } });
    expect(title.type === 'unsafe' && title.sentenceIds).toEqual([]);
    const unstated = checkClassroomSafety({
      ...base,
      unstated: [{ target: 'Il a un pistolet.', native: 'He has a pistol.' }],
    });
    expect(unstated.type === 'unsafe' && unstated.findings[0]?.part).toBe('unstated');
  });
});
