import type {
  DialogueLevel,
  Scenario,
  ScenarioLevel,
} from '../../../../server/generation/scenarios/scenario';
import { s, t, x } from '../../../../server/generation/scenarios/scenario';

/** A small story in the bank's format, for the composer's tests (the bank's own are longer). */
const level: ScenarioLevel = {
  paragraphs: [
    [
      s('a1', 0, {
        en: 'Last Monday | {A} | had [toothache:toothache], | so she [phoned:phoned] the [dentist:dentist].',
        es: 'El lunes pasado | a {A} | le dolía [una muela:toothache], | así que [llamó:phoned~llamé] al [dentista:dentist].',
        fr: 'Lundi dernier, | {A} | avait [mal aux dents:toothache], | alors elle a [appelé:phoned] le [dentiste:dentist].',
        de: 'Letzten Montag | hatte {A} | [Zahnschmerzen:toothache], | also [rief:phoned] sie den [Zahnarzt:dentist] an.',
        it: 'Lunedì scorso | {A} | aveva [mal di denti:toothache], | così ha [telefonato:phoned] al [dentista:dentist].',
        pt: 'Na segunda-feira passada, | a {A} | tinha [dor de dentes:toothache], | por isso [telefonou:phoned] ao [dentista:dentist].',
      }),
      s('a2', 1, {
        en: 'Her brother {B} | went with her.',
        es: 'Su hermano {B} | fue con ella.',
        fr: 'Son frère {B} | est venu avec elle.',
        de: 'Ihr Bruder {B} | ging mit ihr.',
        it: 'Suo fratello {B} | è andato con lei.',
        pt: 'O irmão dela, o {B}, | foi com ela.',
      }),
    ],
    [
      s('a3', 0, {
        en: 'The [dentist:dentist] | found | a small [hole:hole].',
        es: 'El [dentista:dentist] | encontró | un pequeño [agujero:hole].',
        fr: 'Le [dentiste:dentist] | a trouvé | un petit [trou:hole].',
        de: 'Der [Zahnarzt:dentist] | fand | ein kleines [Loch:hole].',
        it: 'Il [dentista:dentist] | ha trovato | un piccolo [buco:hole].',
        pt: 'O [dentista:dentist] | encontrou | um pequeno [buraco:hole].',
      }),
      s(
        'a4',
        2,
        {
          en: 'Afterwards | they | had an ice cream.',
          es: 'Después | ellos | tomaron un helado.',
          fr: 'Après, | ils | ont mangé une glace.',
          de: 'Danach | aßen sie | ein Eis.',
          it: 'Dopo | loro | hanno mangiato un gelato.',
          pt: 'Depois | eles | comeram um gelado.',
        },
        ['a2'],
      ),
    ],
  ],
  facts: [
    {
      on: ['a1'],
      q: {
        en: 'Why did {A} phone the dentist?',
        es: '¿Por qué llamó {A} al dentista?',
        fr: 'Pourquoi {A} a-t-elle appelé le dentiste ?',
        de: 'Warum rief {A} den Zahnarzt an?',
        it: 'Perché {A} ha telefonato al dentista?',
        pt: 'Porque é que a {A} telefonou ao dentista?',
      },
      a: {
        en: 'She had toothache.',
        es: 'Le dolía una muela.',
        fr: 'Elle avait mal aux dents.',
        de: 'Sie hatte Zahnschmerzen.',
        it: 'Aveva mal di denti.',
        pt: 'Tinha dor de dentes.',
      },
      wrong: [
        {
          en: 'She had a cold.',
          es: 'Tenía un resfriado.',
          fr: 'Elle avait un rhume.',
          de: 'Sie hatte eine Erkältung.',
          it: 'Aveva il raffreddore.',
          pt: 'Tinha uma constipação.',
        },
        {
          en: 'She had a broken arm.',
          es: 'Tenía el brazo roto.',
          fr: 'Elle avait le bras cassé.',
          de: 'Sie hatte einen gebrochenen Arm.',
          it: 'Aveva un braccio rotto.',
          pt: 'Tinha o braço partido.',
        },
        {
          en: 'She wanted new glasses.',
          es: 'Quería gafas nuevas.',
          fr: 'Elle voulait de nouvelles lunettes.',
          de: 'Sie wollte eine neue Brille.',
          it: 'Voleva occhiali nuovi.',
          pt: 'Queria óculos novos.',
        },
      ],
      true: {
        en: '{A} phoned the dentist because she had toothache.',
        es: '{A} llamó al dentista porque le dolía una muela.',
        fr: '{A} a appelé le dentiste parce qu’elle avait mal aux dents.',
        de: '{A} rief den Zahnarzt an, weil sie Zahnschmerzen hatte.',
        it: '{A} ha telefonato al dentista perché aveva mal di denti.',
        pt: 'A {A} telefonou ao dentista porque tinha dor de dentes.',
      },
      false: {
        en: '{A} phoned the dentist because she had a cold.',
        es: '{A} llamó al dentista porque tenía un resfriado.',
        fr: '{A} a appelé le dentiste parce qu’elle avait un rhume.',
        de: '{A} rief den Zahnarzt an, weil sie erkältet war.',
        it: '{A} ha telefonato al dentista perché aveva il raffreddore.',
        pt: 'A {A} telefonou ao dentista porque estava constipada.',
      },
    },
    {
      on: ['a2'],
      q: {
        en: 'Who went with {A}?',
        es: '¿Quién fue con {A}?',
        fr: 'Qui est venu avec {A} ?',
        de: 'Wer ging mit {A}?',
        it: 'Chi è andato con {A}?',
        pt: 'Quem foi com a {A}?',
      },
      a: {
        en: 'Her brother went with her.',
        es: 'Su hermano fue con ella.',
        fr: 'Son frère est venu avec elle.',
        de: 'Ihr Bruder ging mit ihr.',
        it: 'Suo fratello è andato con lei.',
        pt: 'O irmão dela foi com ela.',
      },
      wrong: [
        {
          en: 'Her mother went with her.',
          es: 'Su madre fue con ella.',
          fr: 'Sa mère est venue avec elle.',
          de: 'Ihre Mutter ging mit ihr.',
          it: 'Sua madre è andata con lei.',
          pt: 'A mãe dela foi com ela.',
        },
        {
          en: 'Her friend went with her.',
          es: 'Su amiga fue con ella.',
          fr: 'Son amie est venue avec elle.',
          de: 'Ihre Freundin ging mit ihr.',
          it: 'La sua amica è andata con lei.',
          pt: 'A amiga dela foi com ela.',
        },
        {
          en: 'Nobody went with her.',
          es: 'Nadie fue con ella.',
          fr: 'Personne n’est venu avec elle.',
          de: 'Niemand ging mit ihr.',
          it: 'Nessuno è andato con lei.',
          pt: 'Ninguém foi com ela.',
        },
      ],
      true: {
        en: '{A} went to the dentist with her brother.',
        es: '{A} fue al dentista con su hermano.',
        fr: '{A} est allée chez le dentiste avec son frère.',
        de: '{A} ging mit ihrem Bruder zum Zahnarzt.',
        it: '{A} è andata dal dentista con suo fratello.',
        pt: 'A {A} foi ao dentista com o irmão.',
      },
      false: {
        en: '{A} went to the dentist alone.',
        es: '{A} fue sola al dentista.',
        fr: '{A} est allée seule chez le dentiste.',
        de: '{A} ging allein zum Zahnarzt.',
        it: '{A} è andata da sola dal dentista.',
        pt: 'A {A} foi sozinha ao dentista.',
      },
    },
  ],
  unstated: [
    {
      en: 'The dentist has a dog.',
      es: 'El dentista tiene un perro.',
      fr: 'Le dentiste a un chien.',
      de: 'Der Zahnarzt hat einen Hund.',
      it: 'Il dentista ha un cane.',
      pt: 'O dentista tem um cão.',
    },
  ],
};

/** The same visit as the two of them talk it through. */
const talk: DialogueLevel = {
  scenes: [
    [
      x('d1', 0, [
        t('B', {
          en: 'What is wrong, | {A}?',
          es: '¿Qué te pasa, | {A}?',
          fr: 'Qu’est-ce qui ne va pas, | {A} ?',
          de: 'Was ist los, | {A}?',
          it: 'Che cosa hai, | {A}?',
          pt: 'O que se passa, | {A}?',
        }),
        t('A', {
          en: 'I have | [toothache:toothache].',
          es: 'Me duele | [una muela:toothache].',
          fr: 'J’ai | [mal aux dents:toothache].',
          de: 'Ich habe | [Zahnschmerzen:toothache].',
          it: 'Ho | [mal di denti:toothache].',
          pt: 'Tenho | [dor de dentes:toothache].',
        }),
      ]),
      x('d2', 1, [
        t('B', {
          en: 'Shall I come | with you?',
          es: '¿Quieres que vaya | contigo?',
          fr: 'Tu veux que je vienne | avec toi ?',
          de: 'Soll ich | mitkommen?',
          it: 'Vuoi che venga | con te?',
          pt: 'Queres que eu vá | contigo?',
        }),
        t('A', {
          en: 'Yes, | please.',
          es: 'Sí, | por favor.',
          fr: 'Oui, | s’il te plaît.',
          de: 'Ja, | bitte.',
          it: 'Sì, | per favore.',
          pt: 'Sim, | por favor.',
        }),
      ]),
    ],
  ],
  facts: [],
  unstated: [],
};

export const fixture: Scenario = {
  id: 'fixture-dentist',
  theme: 'health',
  title: {
    en: 'A visit to the dentist',
    es: 'Una visita al dentista',
    fr: 'Une visite chez le dentiste',
    de: 'Ein Besuch beim Zahnarzt',
    it: 'Una visita dal dentista',
    pt: 'Uma ida ao dentista',
  },
  match: {
    en: ['dentist', 'toothache', 'teeth'],
    es: ['dentista', 'muela'],
    fr: ['dentiste'],
    de: ['zahnarzt'],
    it: ['dentista'],
    pt: ['dentista'],
  },
  cast: { A: 'f', B: 'm' },
  vocab: { toothache: 'noun', phoned: 'verb', dentist: 'noun', hole: 'noun' },
  levels: { A1: level, A2: level, B1: level, B2: level },
  dialogues: [{ speakers: ['B', 'A'], levels: { A1: talk, A2: talk, B1: talk, B2: talk } }],
};
