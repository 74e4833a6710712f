import type { Scenario } from '../scenario';
import { a1 } from './new-pet/a1';
import { a2 } from './new-pet/a2';
import { b1 } from './new-pet/b1';
import { b2 } from './new-pet/b2';

export const scenario: Scenario = {
  id: 'new-pet',
  theme: 'pets',
  title: {
    en: 'A new pet',
    es: 'Una nueva mascota',
    fr: 'Un nouvel animal de compagnie',
    de: 'Ein neues Haustier',
    it: 'Un nuovo animale domestico',
    pt: 'Um novo animal de estimação',
  },
  match: {
    en: ['pet', 'pets', 'new pet', 'dog', 'dogs', 'puppy', 'animal', 'animals', 'animal shelter', 'shelter', 'adopt', 'adopting', 'looking after a pet', 'walk the dog'],
    es: ['mascota', 'mascotas', 'nueva mascota', 'perro', 'perros', 'perrito', 'cachorro', 'animal', 'animales', 'protectora', 'protectora de animales', 'adoptar', 'cuidar', 'pasear al perro'],
    fr: ['animal de compagnie', 'animaux de compagnie', 'animal', 'animaux', 'chien', 'chiens', 'chiot', 'refuge', 'spa', 'adopter', 'adoption', 'promener le chien'],
    de: ['haustier', 'haustiere', 'neues haustier', 'hund', 'hunde', 'welpe', 'tier', 'tiere', 'tierheim', 'adoptieren', 'gassi gehen'],
    it: ['animale domestico', 'animali domestici', 'animale', 'animali', 'cane', 'cani', 'cagnolino', 'cucciolo', 'canile', 'rifugio', 'adottare', 'adozione'],
    pt: ['animal de estimação', 'animais de estimação', 'animal', 'animais', 'cão', 'cães', 'cachorro', 'cãozinho', 'abrigo', 'canil', 'adotar', 'adoção', 'passear o cão'],
  },
  cast: { A: 'm', B: 'f' },
  vocab: {
    address: 'noun', yes: 'other', fall_asleep: 'verb', have_dinner: 'verb', in_silence: 'adverb', beg: 'noun', be_allowed: 'verb', long_hours: 'other', responsibility: 'noun', empty: 'adjective', whatever_weather: 'other', rules: 'noun', cage: 'noun', silence: 'noun', kneel: 'verb', sniff: 'verb', tell: 'verb', abandon: 'verb', insist: 'verb', surprise: 'noun', keep_word: 'verb', pour: 'verb', remind: 'verb', underestimate: 'verb', chase: 'verb', vanish: 'verb', let_off_lead: 'verb', hoarse: 'adjective', panic: 'other', convinced: 'adjective', shed: 'noun', muddy: 'adjective', exhausted: 'adjective', burst_into_tears: 'verb', realise: 'verb', listen: 'verb', swap: 'verb', work_late: 'verb', lonely: 'adjective', perfect: 'adjective', loyal: 'adjective', sure: 'adjective', worry: 'verb', agree: 'verb', noisier: 'adjective', quietly: 'adverb', explain: 'verb', warn: 'verb', trust: 'verb', patient: 'adjective', harder: 'adjective', doubt: 'verb', admit: 'verb', responsible: 'adjective', search: 'verb', relieved: 'adjective', careful: 'adjective', calmer: 'adjective', wait: 'verb', condition: 'noun', have_to: 'verb', feed: 'verb', clean_up: 'verb', arrive: 'verb', go: 'verb', like: 'verb', be_called: 'verb', scared: 'adjective', bathroom: 'noun', keep_promise: 'verb', walk_noun: 'noun', surprised: 'adjective', run_away: 'verb', calm: 'adjective', take_off: 'verb', see: 'verb', call: 'verb', phone: 'verb', find: 'verb', terrible: 'adjective', hungry: 'adjective', training: 'noun', live: 'verb', house: 'noun', follow: 'verb', look_at: 'verb', sad: 'adjective', bath: 'noun', adopt: 'verb', alone: 'adjective', animal_shelter: 'noun', animals: 'noun', ask: 'verb',
    ball: 'noun', bark: 'verb', basket: 'noun', best_friends: 'noun', books: 'noun', bowl: 'noun', bring: 'verb',
    brown: 'adjective', brush: 'verb', buy: 'verb', car: 'noun', cat: 'noun', choose: 'verb', collar: 'noun',
    come_back: 'verb', corner: 'noun', cry: 'verb', dinner: 'noun', dirty: 'adjective', disappear: 'verb',
    dog: 'noun', door: 'noun', eat: 'verb', father: 'noun', fault: 'noun', food: 'noun', free: 'adjective',
    garden: 'noun', get_up: 'verb', give: 'verb', go_home: 'verb', happy: 'adjective', help: 'verb', hide: 'verb',
    hours: 'noun', hug: 'verb', keep: 'verb', lead: 'noun', learn: 'verb', let: 'verb', look_after: 'verb',
    look_for: 'verb', love: 'verb', mother: 'noun', must: 'verb', neighbour: 'noun', parents: 'noun', park: 'noun',
    play: 'verb', promise: 'verb', proud: 'adjective', quiet: 'adjective', rain: 'verb', read: 'verb',
    right: 'noun', run_after: 'verb', say_yes: 'verb', shout: 'verb', shy: 'adjective', sit: 'verb', sleep: 'verb',
    small: 'adjective', stay: 'verb', sweet: 'adjective', table: 'noun', talk: 'verb', think: 'verb', wag: 'verb',
    walk: 'verb', want: 'verb', water: 'noun', white: 'adjective', work: 'verb', work_noun: 'noun', years_old: 'other',
  },
  levels: { A1: a1, A2: a2, B1: b1, B2: b2 },
};
