import type {
  AlignedSentence,
  Bilingual,
  Fact,
  PartOfSpeech,
  ResourceContent,
  SentenceText,
  Token,
  VocabItem,
} from '@/domain/resource/content';
import { writeTokens } from '@/domain/resource/content';

/*
 * Three hand-written contents, as a careful source would produce them: a Spanish text for
 * English speakers, a French three-speaker dialogue for English speakers, a German text for
 * Spanish speakers. Tokens are written in a compact notation so the fixtures stay readable:
 *
 *   word/pos[=concept][!wrong1,wrong2]   a word, its part of speech, alignment key, wrong forms
 *   .  ,  ?  !                           punctuation (glued to the word before it)
 *   +?  +!                               punctuation with a space before it (French typography)
 *
 * A word after ¿ ¡ « ( or after a word ending in an apostrophe (J', l') is glued to it, and so
 * is a word starting with one ('ll, 's).
 */

const POS: Readonly<Record<string, PartOfSpeech>> = {
  n: 'noun',
  pn: 'proper_noun',
  v: 'verb',
  aux: 'auxiliary',
  adj: 'adjective',
  adv: 'adverb',
  pron: 'pronoun',
  det: 'determiner',
  prep: 'preposition',
  conj: 'conjunction',
  num: 'numeral',
  intj: 'interjection',
  part: 'particle',
};
const CLOSING = new Set(['.', ',', ';', ':', '?', '!', ')', '»']);
const OPENING = new Set(['¿', '¡', '(', '«', '„']);
const WORD = /^(.+?)\/([a-z]+)(?:=([^!]+))?(?:!(.+))?$/u;

function token(piece: string, previous: Token | undefined): Token {
  const spaced = piece.startsWith('+');
  const body = spaced ? piece.slice(1) : piece;
  const match = WORD.exec(body);
  const text = match?.[1] ?? body;
  const pos = match ? POS[match[2] ?? ''] : 'punctuation';
  if (pos === undefined) throw new Error(`unknown part of speech in ${piece}`);
  const glued =
    previous === undefined ||
    (pos === 'punctuation' && CLOSING.has(text) && !spaced) ||
    OPENING.has(previous.text) ||
    previous.text.endsWith("'") ||
    text.startsWith("'");
  return {
    text,
    pos,
    spaceBefore: !glued,
    ...(match?.[3] !== undefined ? { concept: match[3] } : {}),
    ...(match?.[4] !== undefined ? { wrongForms: match[4].split(',') } : {}),
  };
}

/** One side of a sentence from the notation above; its text is its tokens written out. */
export function side(spec: string): SentenceText {
  const tokens: Token[] = [];
  for (const piece of spec.split(' ')) tokens.push(token(piece, tokens.at(-1)));
  return { text: writeTokens(tokens), tokens };
}

type Pair = readonly [string, string];

function sentence(
  id: number,
  paragraph: number,
  target: string,
  native: string,
  chunks: readonly Pair[],
  speaker?: string,
): AlignedSentence {
  return {
    id,
    paragraph,
    ...(speaker !== undefined ? { speaker } : {}),
    target: side(target),
    native: side(native),
    chunks: chunks.map(([t, n]) => ({ target: t, native: n })),
  };
}

function bi([target, native]: Pair): Bilingual {
  return { target, native };
}

function fact(
  kind: Fact['kind'],
  sentenceIds: readonly number[],
  question: Pair,
  answer: Pair,
  distractors: readonly Pair[],
  trueStatement: Pair,
  falseStatement: Pair,
): Fact {
  return {
    kind,
    sentenceIds,
    question: bi(question),
    answer: bi(answer),
    distractors: distractors.map(bi),
    trueStatement: bi(trueStatement),
    falseStatement: bi(falseStatement),
  };
}

function vocab(target: string, native: string, pos: PartOfSpeech, sentenceId: number): VocabItem {
  return { target, native, pos, sentenceId };
}

/** A Spanish text for English speakers (A2): a Saturday at the market. */
export const spanishMarket: ResourceContent = {
  language: { target: 'es', native: 'en' },
  resourceType: 'text',
  title: { target: 'Un sábado en el mercado', native: 'A Saturday at the market' },
  speakers: [],
  sentences: [
    sentence(
      1,
      0,
      'Los/det!Las sábados/n=saturday , Lucía/pn=lucia va/v=go!vas,van al/prep=to mercado/n=market con/prep=with su/det=her!sus abuelo/n=grandfather .',
      'On/prep Saturdays/n=saturday , Lucía/pn=lucia goes/v=go to/prep=to the/det market/n=market with/prep=with her/det=her grandfather/n=grandfather .',
      [
        ['Los sábados,', 'On Saturdays,'],
        ['Lucía va al mercado', 'Lucía goes to the market'],
        ['con su abuelo.', 'with her grandfather.'],
      ],
    ),
    sentence(
      2,
      0,
      'El/det mercado/n=market está/v=be!es en/prep=in la/det!el plaza/n=square mayor/adj=main del/prep=of pueblo/n=village .',
      'The/det market/n=market is/v=be in/prep=in the/det main/adj=main square/n=square of/prep=of the/det village/n=village .',
      [
        ['El mercado está', 'The market is'],
        ['en la plaza mayor', 'in the main square'],
        ['del pueblo.', 'of the village.'],
      ],
    ),
    sentence(
      3,
      0,
      'Compran/v=buy!Compra fruta/n=fruit fresca/adj=fresh!fresco , pan/n=bread y/conj=and queso/n=cheese .',
      'They/pron buy/v=buy fresh/adj=fresh fruit/n=fruit , bread/n=bread and/conj=and cheese/n=cheese .',
      [
        ['Compran', 'They buy'],
        ['fruta fresca,', 'fresh fruit,'],
        ['pan y queso.', 'bread and cheese.'],
      ],
    ),
    sentence(
      4,
      0,
      'A/prep Lucía/pn=lucia le/pron encantan/v=love!encanta las/det!los fresas/n=strawberry , pero/conj=but su/det=her abuelo/n=grandfather prefiere/v=prefer!prefieren las/det naranjas/n=orange .',
      'Lucía/pn=lucia loves/v=love strawberries/n=strawberry , but/conj=but her/det=her grandfather/n=grandfather prefers/v=prefer oranges/n=orange .',
      [
        ['A Lucía le encantan las fresas,', 'Lucía loves strawberries,'],
        ['pero su abuelo', 'but her grandfather'],
        ['prefiere las naranjas.', 'prefers oranges.'],
      ],
    ),
    sentence(
      5,
      1,
      'Después/adv=afterwards , toman/v=have!tomas un/det!una chocolate/n=chocolate caliente/adj=hot en/prep=in una/det!un cafetería/n=cafe pequeña/adj=small!pequeño .',
      'Afterwards/adv=afterwards , they/pron have/v=have a/det hot/adj=hot chocolate/n=chocolate in/prep=in a/det small/adj=small café/n=cafe .',
      [
        ['Después,', 'Afterwards,'],
        ['toman un chocolate caliente', 'they have a hot chocolate'],
        ['en una cafetería pequeña.', 'in a small café.'],
      ],
    ),
    sentence(
      6,
      1,
      'El/det abuelo/n=grandfather habla/v=talk!hablan con/prep=to todos/det=all!todas los/det vendedores/n=seller .',
      'Grandfather/n=grandfather talks/v=talk to/prep=to all/det=all the/det sellers/n=seller .',
      [
        ['El abuelo habla', 'Grandfather talks'],
        ['con todos los vendedores.', 'to all the sellers.'],
      ],
    ),
    sentence(
      7,
      1,
      'Lucía/pn=lucia piensa/v=think!pensa que/conj=that el/det sábado/n=saturday es/v=be!está el/det mejor/adj=best día/n=day de/prep=of la/det!el semana/n=week .',
      'Lucía/pn=lucia thinks/v=think that/conj=that Saturday/n=saturday is/v=be the/det best/adj=best day/n=day of/prep=of the/det week/n=week .',
      [
        ['Lucía piensa que', 'Lucía thinks that'],
        ['el sábado es', 'Saturday is'],
        ['el mejor día de la semana.', 'the best day of the week.'],
      ],
    ),
    sentence(
      8,
      1,
      'Por/prep la/det tarde/n=afternoon , vuelven/v=return!volven a/prep casa/n=home en/prep=by autobús/n=bus .',
      'In/prep the/det afternoon/n=afternoon , they/pron go/v=return back/adv home/n=home by/prep=by bus/n=bus .',
      [
        ['Por la tarde,', 'In the afternoon,'],
        ['vuelven a casa', 'they go back home'],
        ['en autobús.', 'by bus.'],
      ],
    ),
  ],
  vocabulary: [
    vocab('mercado', 'market', 'noun', 1),
    vocab('abuelo', 'grandfather', 'noun', 1),
    vocab('plaza', 'square', 'noun', 2),
    vocab('pueblo', 'village', 'noun', 2),
    vocab('compran', 'they buy', 'verb', 3),
    vocab('fresca', 'fresh', 'adjective', 3),
    vocab('queso', 'cheese', 'noun', 3),
    vocab('fresas', 'strawberries', 'noun', 4),
    vocab('naranjas', 'oranges', 'noun', 4),
    vocab('prefiere', 'prefers', 'verb', 4),
    vocab('caliente', 'hot', 'adjective', 5),
    vocab('pequeña', 'small', 'adjective', 5),
    vocab('vendedores', 'sellers', 'noun', 6),
    vocab('vuelven', 'they go back', 'verb', 8),
  ],
  facts: [
    fact(
      'stated',
      [1],
      ['¿Con quién va Lucía al mercado?', 'Who does Lucía go to the market with?'],
      ['Con su abuelo.', 'With her grandfather.'],
      [
        ['Con su madre.', 'With her mother.'],
        ['Con su hermano.', 'With her brother.'],
        ['Con una amiga.', 'With a friend.'],
      ],
      ['Lucía va al mercado con su abuelo.', 'Lucía goes to the market with her grandfather.'],
      ['Lucía va al mercado con su madre.', 'Lucía goes to the market with her mother.'],
    ),
    fact(
      'stated',
      [2],
      ['¿Dónde está el mercado?', 'Where is the market?'],
      ['En la plaza mayor del pueblo.', 'In the main square of the village.'],
      [
        ['En la estación.', 'At the station.'],
        ['Al lado del colegio.', 'Next to the school.'],
        ['En la playa.', 'On the beach.'],
      ],
      ['El mercado está en la plaza mayor.', 'The market is in the main square.'],
      ['El mercado está al lado del colegio.', 'The market is next to the school.'],
    ),
    fact(
      'stated',
      [3],
      ['¿Qué compran?', 'What do they buy?'],
      ['Fruta fresca, pan y queso.', 'Fresh fruit, bread and cheese.'],
      [
        ['Pescado y carne.', 'Fish and meat.'],
        ['Leche y huevos.', 'Milk and eggs.'],
        ['Flores y plantas.', 'Flowers and plants.'],
      ],
      ['Compran fruta fresca, pan y queso.', 'They buy fresh fruit, bread and cheese.'],
      ['Compran pescado y carne.', 'They buy fish and meat.'],
    ),
    fact(
      'stated',
      [4],
      ['¿Qué fruta prefiere el abuelo?', 'Which fruit does grandfather prefer?'],
      ['Las naranjas.', 'Oranges.'],
      [
        ['Las fresas.', 'Strawberries.'],
        ['Las manzanas.', 'Apples.'],
        ['Los plátanos.', 'Bananas.'],
      ],
      ['El abuelo prefiere las naranjas.', 'Grandfather prefers oranges.'],
      ['El abuelo prefiere las manzanas.', 'Grandfather prefers apples.'],
    ),
    fact(
      'stated',
      [5],
      ['¿Qué toman en la cafetería?', 'What do they have in the café?'],
      ['Un chocolate caliente.', 'A hot chocolate.'],
      [
        ['Un café con leche.', 'A white coffee.'],
        ['Un zumo de naranja.', 'An orange juice.'],
        ['Un helado.', 'An ice cream.'],
      ],
      ['Toman un chocolate caliente en una cafetería.', 'They have a hot chocolate in a café.'],
      ['Toman un helado en una cafetería.', 'They have an ice cream in a café.'],
    ),
    fact(
      'stated',
      [8],
      ['¿Cómo vuelven a casa?', 'How do they go back home?'],
      ['En autobús.', 'By bus.'],
      [
        ['A pie.', 'On foot.'],
        ['En tren.', 'By train.'],
        ['En bicicleta.', 'By bike.'],
      ],
      ['Vuelven a casa en autobús.', 'They go back home by bus.'],
      ['Vuelven a casa en tren.', 'They go back home by train.'],
    ),
    fact(
      'inferred',
      [6],
      ['¿Conoce bien el abuelo a los vendedores?', 'Does grandfather know the sellers well?'],
      ['Sí, habla con todos ellos.', 'Yes, he talks to all of them.'],
      [
        ['No, no habla con nadie.', 'No, he talks to nobody.'],
        ['No, es su primera visita.', 'No, it is his first visit.'],
        ['No, los vendedores no le hablan.', 'No, the sellers do not talk to him.'],
      ],
      ['El abuelo conoce a los vendedores.', 'Grandfather knows the sellers.'],
      ['El abuelo no conoce a nadie en el mercado.', 'Grandfather knows nobody at the market.'],
    ),
    fact(
      'inferred',
      [1, 7],
      ['¿Le gusta a Lucía ir al mercado?', 'Does Lucía like going to the market?'],
      ['Sí, para ella el sábado es el mejor día.', 'Yes, for her Saturday is the best day.'],
      [
        ['No, prefiere quedarse en casa.', 'No, she prefers to stay at home.'],
        ['No, le aburre mucho.', 'No, it bores her a lot.'],
        ['No, va sola y tiene miedo.', 'No, she goes alone and is scared.'],
      ],
      ['A Lucía le gusta ir al mercado.', 'Lucía likes going to the market.'],
      ['A Lucía no le gusta ir al mercado.', 'Lucía does not like going to the market.'],
    ),
  ],
  unstated: [
    { target: 'Lucía tiene diez años.', native: 'Lucía is ten years old.' },
    { target: 'El abuelo tiene un perro.', native: 'Grandfather has a dog.' },
    { target: 'El mercado abre a las ocho.', native: 'The market opens at eight.' },
    { target: 'Lucía tiene un hermano.', native: 'Lucía has a brother.' },
  ],
};

/** A French dialogue for English speakers (A2), three friends planning a picnic. */
export const frenchPicnic: ResourceContent = {
  language: { target: 'fr', native: 'en' },
  resourceType: 'dialogue_three_speakers',
  title: { target: 'Un pique-nique au parc', native: 'A picnic in the park' },
  speakers: ['Camille', 'Hugo', 'Inès'],
  sentences: [
    sentence(
      1,
      0,
      'On/pron fait/v=do!fais un/det!une pique-nique/n=picnic samedi/n=saturday +?',
      'Shall/aux we/pron have/v=do a/det picnic/n=picnic on/prep Saturday/n=saturday ?',
      [
        ['On fait un pique-nique', 'Shall we have a picnic'],
        ['samedi ?', 'on Saturday?'],
      ],
      'Camille',
    ),
    sentence(
      2,
      1,
      'Bonne/adj=good!Bon idée/n=idea +!',
      'Good/adj=good idea/n=idea !',
      [['Bonne idée !', 'Good idea!']],
      'Hugo',
    ),
    sentence(
      3,
      1,
      "J'/pron apporte/v=bring!apportes des/det sandwichs/n=sandwich .",
      "I/pron 'll/aux bring/v=bring sandwiches/n=sandwich .",
      [
        ["J'apporte", "I'll bring"],
        ['des sandwichs.', 'sandwiches.'],
      ],
      'Hugo',
    ),
    sentence(
      4,
      2,
      'Et/conj moi/pron , je/pron prépare/v=make!prépares une/det!un salade/n=salad de/prep fruits/n=fruit .',
      "And/conj I/pron 'll/aux make/v=make a/det fruit/n=fruit salad/n=salad .",
      [
        ['Et moi, je prépare', "And I'll make"],
        ['une salade de fruits.', 'a fruit salad.'],
      ],
      'Inès',
    ),
    sentence(
      5,
      3,
      'On/pron se/pron retrouve/v=meet!retrouvent où/adv=where +?',
      'Where/adv=where shall/aux we/pron meet/v=meet ?',
      [['On se retrouve où ?', 'Where shall we meet?']],
      'Camille',
    ),
    sentence(
      6,
      4,
      'Devant/prep=in_front_of la/det!le fontaine/n=fountain du/prep parc/n=park , à/prep=at midi/n=noon .',
      'In/prep=in_front_of front/n of/prep the/det fountain/n=fountain in/prep the/det park/n=park , at/prep=at noon/n=noon .',
      [
        ['Devant la fontaine', 'In front of the fountain'],
        ['du parc,', 'in the park,'],
        ['à midi.', 'at noon.'],
      ],
      'Hugo',
    ),
    sentence(
      7,
      5,
      'Bonne/adj=good idée/n=idea +!',
      'Good/adj=good idea/n=idea !',
      [['Bonne idée !', 'Good idea!']],
      'Inès',
    ),
    sentence(
      8,
      5,
      "Il/pron va/aux faire/v beau/adj=nice!belle , j'/pron espère/v=hope!espères .",
      "It/pron 's/aux going/v to/part be/aux nice/adj=nice , I/pron hope/v=hope .",
      [
        ['Il va faire beau,', "It's going to be nice,"],
        ["j'espère.", 'I hope.'],
      ],
      'Inès',
    ),
    sentence(
      9,
      6,
      'La/det!Le météo/n=forecast annonce/v=say!annoncent du/det soleil/n=sun toute/det=all!tout la/det journée/n=day .',
      'The/det forecast/n=forecast says/v=say sunshine/n=sun all/det=all day/n=day .',
      [
        ['La météo annonce', 'The forecast says'],
        ['du soleil', 'sunshine'],
        ['toute la journée.', 'all day.'],
      ],
      'Camille',
    ),
    sentence(
      10,
      7,
      'Parfait/adj=perfect , je/pron prends/v=bring!prend,prenons aussi/adv=too mon/det!ma ballon/n=ball .',
      "Perfect/adj=perfect , I/pron 'm/aux bringing/v=bring my/det ball/n=ball too/adv=too .",
      [
        ['Parfait,', 'Perfect,'],
        ['je prends aussi mon ballon.', "I'm bringing my ball too."],
      ],
      'Hugo',
    ),
    sentence(
      11,
      8,
      'Alors/adv=so , à/prep samedi/n=saturday +!',
      'So/adv=so , see/v you/pron on/prep Saturday/n=saturday !',
      [
        ['Alors,', 'So,'],
        ['à samedi !', 'see you on Saturday!'],
      ],
      'Inès',
    ),
  ],
  vocabulary: [
    vocab('pique-nique', 'picnic', 'noun', 1),
    vocab('samedi', 'Saturday', 'noun', 1),
    vocab('idée', 'idea', 'noun', 2),
    vocab('apporte', 'bring', 'verb', 3),
    vocab('sandwichs', 'sandwiches', 'noun', 3),
    vocab('prépare', 'make', 'verb', 4),
    vocab('salade', 'salad', 'noun', 4),
    vocab('fontaine', 'fountain', 'noun', 6),
    vocab('midi', 'noon', 'noun', 6),
    vocab('beau', 'nice', 'adjective', 8),
    vocab('espère', 'hope', 'verb', 8),
    vocab('météo', 'weather forecast', 'noun', 9),
    vocab('soleil', 'sun', 'noun', 9),
    vocab('ballon', 'ball', 'noun', 10),
  ],
  facts: [
    fact(
      'stated',
      [1],
      ["Qu'est-ce que Camille propose ?", 'What does Camille suggest?'],
      ['Un pique-nique samedi.', 'A picnic on Saturday.'],
      [
        ['Une promenade dimanche.', 'A walk on Sunday.'],
        ['Un film au cinéma.', 'A film at the cinema.'],
        ['Un match de foot.', 'A football match.'],
      ],
      ['Camille propose un pique-nique samedi.', 'Camille suggests a picnic on Saturday.'],
      ['Camille propose un pique-nique dimanche.', 'Camille suggests a picnic on Sunday.'],
    ),
    fact(
      'stated',
      [3],
      ["Qu'est-ce que Hugo apporte ?", 'What is Hugo bringing?'],
      ['Des sandwichs.', 'Sandwiches.'],
      [
        ['Des gâteaux.', 'Cakes.'],
        ['Des boissons.', 'Drinks.'],
        ['Une pizza.', 'A pizza.'],
      ],
      ['Hugo apporte des sandwichs.', 'Hugo is bringing sandwiches.'],
      ['Hugo apporte une pizza.', 'Hugo is bringing a pizza.'],
    ),
    fact(
      'stated',
      [4],
      ["Qu'est-ce qu'Inès prépare ?", 'What is Inès making?'],
      ['Une salade de fruits.', 'A fruit salad.'],
      [
        ['Une tarte aux pommes.', 'An apple tart.'],
        ['Une soupe.', 'A soup.'],
        ['Des crêpes.', 'Pancakes.'],
      ],
      ['Inès prépare une salade de fruits.', 'Inès is making a fruit salad.'],
      ['Inès prépare des crêpes.', 'Inès is making pancakes.'],
    ),
    fact(
      'stated',
      [6],
      ["Où est-ce qu'ils se retrouvent ?", 'Where are they meeting?'],
      ['Devant la fontaine du parc.', 'In front of the fountain in the park.'],
      [
        ['À la gare.', 'At the station.'],
        ["Devant l'école.", 'In front of the school.'],
        ['Chez Hugo.', "At Hugo's house."],
      ],
      [
        'Ils se retrouvent devant la fontaine du parc.',
        'They are meeting in front of the fountain in the park.',
      ],
      ["Ils se retrouvent devant l'école.", 'They are meeting in front of the school.'],
    ),
    fact(
      'stated',
      [6],
      ["À quelle heure est-ce qu'ils se retrouvent ?", 'What time are they meeting?'],
      ['À midi.', 'At noon.'],
      [
        ['À dix heures.', 'At ten o’clock.'],
        ['À trois heures.', 'At three o’clock.'],
        ['Le soir.', 'In the evening.'],
      ],
      ['Ils se retrouvent à midi.', 'They are meeting at noon.'],
      ['Ils se retrouvent le soir.', 'They are meeting in the evening.'],
    ),
    fact(
      'stated',
      [9],
      ['Quel temps annonce la météo ?', 'What weather does the forecast say?'],
      ['Du soleil toute la journée.', 'Sunshine all day.'],
      [
        ['De la pluie.', 'Rain.'],
        ['De la neige.', 'Snow.'],
        ['Du vent et des nuages.', 'Wind and clouds.'],
      ],
      ['La météo annonce du soleil.', 'The forecast says sunshine.'],
      ['La météo annonce de la pluie.', 'The forecast says rain.'],
    ),
    fact(
      'inferred',
      [2, 3, 4],
      [
        "Est-ce que les amis aiment l'idée du pique-nique ?",
        'Do the friends like the idea of a picnic?',
      ],
      ["Oui, ils aiment tous l'idée.", 'Yes, they all like the idea.'],
      [
        ['Non, Hugo ne veut pas venir.', 'No, Hugo does not want to come.'],
        ['Non, Inès est malade.', 'No, Inès is ill.'],
        ['Non, ils préfèrent aller au cinéma.', 'No, they prefer to go to the cinema.'],
      ],
      [
        'Les trois amis veulent faire le pique-nique.',
        'The three friends want to have the picnic.',
      ],
      ['Hugo ne veut pas faire le pique-nique.', 'Hugo does not want to have the picnic.'],
    ),
    fact(
      'inferred',
      [6, 10],
      [
        "Qu'est-ce que Hugo veut faire au parc, à part manger ?",
        'What does Hugo want to do in the park, apart from eating?',
      ],
      ['Jouer au ballon.', 'Play ball.'],
      [
        ['Dormir.', 'Sleep.'],
        ['Lire un livre.', 'Read a book.'],
        ['Nager.', 'Swim.'],
      ],
      ['Hugo veut jouer au ballon au parc.', 'Hugo wants to play ball in the park.'],
      ['Hugo veut nager au parc.', 'Hugo wants to swim in the park.'],
    ),
  ],
  unstated: [
    { target: 'Camille a un chien.', native: 'Camille has a dog.' },
    { target: 'Le parc est près de la mer.', native: 'The park is near the sea.' },
    { target: 'Inès déteste les sandwichs.', native: 'Inès hates sandwiches.' },
    { target: 'Hugo a seize ans.', native: 'Hugo is sixteen.' },
  ],
};

/** A German text for Spanish speakers (A2): Tom's new bike. */
export const germanBike: ResourceContent = {
  language: { target: 'de', native: 'es' },
  resourceType: 'text',
  title: { target: 'Toms neues Fahrrad', native: 'La bicicleta nueva de Tom' },
  speakers: [],
  sentences: [
    sentence(
      1,
      0,
      'Zum/prep Geburtstag/n=birthday hat/aux!habe Tom/pn=tom ein/det!eine neues/adj=new!neue,neuer Fahrrad/n=bike bekommen/v=receive .',
      'Por/prep su/det cumpleaños/n=birthday , Tom/pn=tom ha/aux recibido/v=receive una/det bicicleta/n=bike nueva/adj=new .',
      [
        ['Zum Geburtstag', 'Por su cumpleaños,'],
        ['hat Tom', 'Tom ha'],
        ['ein neues Fahrrad bekommen.', 'recibido una bicicleta nueva.'],
      ],
    ),
    sentence(
      2,
      0,
      'Das/det!Der,Die Fahrrad/n=bike ist/v=be!sind rot/adj=red und/conj=and sehr/adv=very schnell/adj=fast .',
      'La/det bicicleta/n=bike es/v=be roja/adj=red y/conj=and muy/adv=very rápida/adj=fast .',
      [
        ['Das Fahrrad ist rot', 'La bicicleta es roja'],
        ['und sehr schnell.', 'y muy rápida.'],
      ],
    ),
    sentence(
      3,
      0,
      'Jeden/det!Jede Morgen/n=morning fährt/v=ride!fahrt,fahren Tom/pn=tom mit/prep dem/det!den Fahrrad/n=bike zur/prep Schule/n=school .',
      'Cada/det mañana/n=morning , Tom/pn=tom va/v=ride en/prep bicicleta/n=bike al/prep colegio/n=school .',
      [
        ['Jeden Morgen', 'Cada mañana,'],
        ['fährt Tom mit dem Fahrrad', 'Tom va en bicicleta'],
        ['zur Schule.', 'al colegio.'],
      ],
    ),
    sentence(
      4,
      0,
      'Der/det!Die Weg/n=way ist/v=be!bist nur/adv=only drei/num=three Kilometer/n=kilometre lang/adj .',
      'El/det camino/n=way mide/v solo/adv=only tres/num=three kilómetros/n=kilometre .',
      [
        ['Der Weg', 'El camino'],
        ['ist nur drei Kilometer lang.', 'mide solo tres kilómetros.'],
      ],
    ),
    sentence(
      5,
      1,
      'Am/prep Nachmittag/n=afternoon fährt/v=ride!fahrt er/pron oft/adv=often mit/prep seiner/det!seinem,seine Schwester/n=sister in/prep den/det!dem Park/n=park .',
      'Por/prep la/det tarde/n=afternoon , a/prep menudo/adv=often va/v=ride con/prep su/det hermana/n=sister al/prep parque/n=park .',
      [
        ['Am Nachmittag', 'Por la tarde,'],
        ['fährt er oft', 'a menudo va'],
        ['mit seiner Schwester', 'con su hermana'],
        ['in den Park.', 'al parque.'],
      ],
    ),
    sentence(
      6,
      1,
      'Seine/det!Sein Schwester/n=sister heißt/v=be_called!heiße Anna/pn=anna und/conj=and hat/v=have!habe ein/det!einen blaues/adj=blue!blauer Fahrrad/n=bike .',
      'Su/det hermana/n=sister se/pron llama/v=be_called Anna/pn=anna y/conj=and tiene/v=have una/det bicicleta/n=bike azul/adj=blue .',
      [
        ['Seine Schwester heißt Anna', 'Su hermana se llama Anna'],
        ['und hat ein blaues Fahrrad.', 'y tiene una bicicleta azul.'],
      ],
    ),
    sentence(
      7,
      1,
      'Im/prep Park/n=park trinken/v=drink!trinkt sie/pron Limonade/n=lemonade und/conj=and essen/v=eat!esst,isst Eis/n=ice_cream .',
      'En/prep el/det parque/n=park beben/v=drink limonada/n=lemonade y/conj=and comen/v=eat helado/n=ice_cream .',
      [
        ['Im Park', 'En el parque'],
        ['trinken sie Limonade', 'beben limonada'],
        ['und essen Eis.', 'y comen helado.'],
      ],
    ),
    sentence(
      8,
      1,
      'Tom/pn=tom findet/v=find!findest , dass/conj=that Radfahren/n=cycling viel/det Spaß/n=fun macht/v=make!machen .',
      'A/prep Tom/pn=tom le/pron parece/v=find que/conj=that montar/v=cycling en/prep bicicleta/n es/v muy/adv divertido/adj=fun .',
      [
        ['Tom findet,', 'A Tom le parece'],
        ['dass Radfahren viel Spaß macht.', 'que montar en bicicleta es muy divertido.'],
      ],
    ),
  ],
  vocabulary: [
    vocab('Geburtstag', 'cumpleaños', 'noun', 1),
    vocab('Fahrrad', 'bicicleta', 'noun', 1),
    vocab('neues', 'nueva', 'adjective', 1),
    vocab('rot', 'roja', 'adjective', 2),
    vocab('schnell', 'rápida', 'adjective', 2),
    vocab('Schule', 'colegio', 'noun', 3),
    vocab('fährt', 'va', 'verb', 3),
    vocab('Weg', 'camino', 'noun', 4),
    vocab('Schwester', 'hermana', 'noun', 5),
    vocab('Park', 'parque', 'noun', 5),
    vocab('trinken', 'beben', 'verb', 7),
    vocab('Limonade', 'limonada', 'noun', 7),
    vocab('essen', 'comen', 'verb', 7),
    vocab('Spaß', 'diversión', 'noun', 8),
  ],
  facts: [
    fact(
      'stated',
      [1],
      ['Was hat Tom zum Geburtstag bekommen?', '¿Qué ha recibido Tom por su cumpleaños?'],
      ['Ein neues Fahrrad.', 'Una bicicleta nueva.'],
      [
        ['Ein Buch.', 'Un libro.'],
        ['Einen Ball.', 'Un balón.'],
        ['Ein Handy.', 'Un móvil.'],
      ],
      [
        'Tom hat zum Geburtstag ein Fahrrad bekommen.',
        'Tom ha recibido una bicicleta por su cumpleaños.',
      ],
      ['Tom hat zum Geburtstag ein Buch bekommen.', 'Tom ha recibido un libro por su cumpleaños.'],
    ),
    fact(
      'stated',
      [2],
      ['Welche Farbe hat Toms Fahrrad?', '¿De qué color es la bicicleta de Tom?'],
      ['Es ist rot.', 'Es roja.'],
      [
        ['Es ist blau.', 'Es azul.'],
        ['Es ist grün.', 'Es verde.'],
        ['Es ist schwarz.', 'Es negra.'],
      ],
      ['Toms Fahrrad ist rot.', 'La bicicleta de Tom es roja.'],
      ['Toms Fahrrad ist grün.', 'La bicicleta de Tom es verde.'],
    ),
    fact(
      'stated',
      [3],
      ['Wohin fährt Tom jeden Morgen?', '¿Adónde va Tom cada mañana?'],
      ['Zur Schule.', 'Al colegio.'],
      [
        ['Zum Bahnhof.', 'A la estación.'],
        ['In den Supermarkt.', 'Al supermercado.'],
        ['Zu seiner Oma.', 'A casa de su abuela.'],
      ],
      ['Tom fährt jeden Morgen zur Schule.', 'Tom va al colegio cada mañana.'],
      ['Tom fährt jeden Morgen zum Bahnhof.', 'Tom va a la estación cada mañana.'],
    ),
    fact(
      'stated',
      [4],
      ['Wie lang ist der Weg zur Schule?', '¿Cuánto mide el camino al colegio?'],
      ['Drei Kilometer.', 'Tres kilómetros.'],
      [
        ['Zehn Kilometer.', 'Diez kilómetros.'],
        ['Ein Kilometer.', 'Un kilómetro.'],
        ['Zwanzig Kilometer.', 'Veinte kilómetros.'],
      ],
      ['Der Weg ist drei Kilometer lang.', 'El camino mide tres kilómetros.'],
      ['Der Weg ist zehn Kilometer lang.', 'El camino mide diez kilómetros.'],
    ),
    fact(
      'stated',
      [6],
      ['Wie heißt Toms Schwester?', '¿Cómo se llama la hermana de Tom?'],
      ['Anna.', 'Anna.'],
      [
        ['Lena.', 'Lena.'],
        ['Marie.', 'Marie.'],
        ['Sophie.', 'Sophie.'],
      ],
      ['Toms Schwester heißt Anna.', 'La hermana de Tom se llama Anna.'],
      ['Toms Schwester heißt Lena.', 'La hermana de Tom se llama Lena.'],
    ),
    fact(
      'stated',
      [7],
      ['Was trinken sie im Park?', '¿Qué beben en el parque?'],
      ['Limonade.', 'Limonada.'],
      [
        ['Wasser.', 'Agua.'],
        ['Milch.', 'Leche.'],
        ['Tee.', 'Té.'],
      ],
      ['Im Park trinken sie Limonade.', 'En el parque beben limonada.'],
      ['Im Park trinken sie Milch.', 'En el parque beben leche.'],
    ),
    fact(
      'inferred',
      [3, 4],
      ['Ist die Schule weit weg von Toms Haus?', '¿Está el colegio lejos de la casa de Tom?'],
      ['Nein, der Weg ist nur drei Kilometer lang.', 'No, el camino mide solo tres kilómetros.'],
      [
        ['Ja, sehr weit.', 'Sí, muy lejos.'],
        ['Ja, er braucht zwei Stunden.', 'Sí, tarda dos horas.'],
        ['Ja, er muss den Zug nehmen.', 'Sí, tiene que coger el tren.'],
      ],
      ['Die Schule ist nicht weit von Toms Haus.', 'El colegio no está lejos de la casa de Tom.'],
      ['Die Schule ist sehr weit von Toms Haus.', 'El colegio está muy lejos de la casa de Tom.'],
    ),
    fact(
      'inferred',
      [5, 8],
      ['Fährt Tom gern Fahrrad?', '¿A Tom le gusta montar en bicicleta?'],
      ['Ja, es macht ihm viel Spaß.', 'Sí, le divierte mucho.'],
      [
        ['Nein, er findet es langweilig.', 'No, le parece aburrido.'],
        ['Nein, er hat Angst.', 'No, tiene miedo.'],
        ['Nein, er geht lieber zu Fuß.', 'No, prefiere ir a pie.'],
      ],
      ['Tom fährt gern Fahrrad.', 'A Tom le gusta montar en bicicleta.'],
      ['Tom fährt nicht gern Fahrrad.', 'A Tom no le gusta montar en bicicleta.'],
    ),
  ],
  unstated: [
    { target: 'Tom ist zwölf Jahre alt.', native: 'Tom tiene doce años.' },
    { target: 'Anna geht in die gleiche Schule.', native: 'Anna va al mismo colegio.' },
    { target: 'Der Park hat einen See.', native: 'El parque tiene un lago.' },
    {
      target: 'Toms Vater hat das Fahrrad gekauft.',
      native: 'El padre de Tom compró la bicicleta.',
    },
  ],
};

/** Every fixture, named for test titles. */
export const FIXTURES: readonly (readonly [string, ResourceContent])[] = [
  ['Spanish text for English speakers', spanishMarket],
  ['French three-speaker dialogue for English speakers', frenchPicnic],
  ['German text for Spanish speakers', germanBike],
];
