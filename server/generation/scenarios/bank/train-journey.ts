import type { Scenario } from '../scenario';
import { a1 } from './train-journey/a1';
import { a2 } from './train-journey/a2';
import { b1 } from './train-journey/b1';
import { b2 } from './train-journey/b2';
import { dialogueA1 } from './train-journey/dialogue-a1';
import { dialogueA2 } from './train-journey/dialogue-a2';
import { dialogueB1 } from './train-journey/dialogue-b1';
import { dialogueB2 } from './train-journey/dialogue-b2';

export const scenario: Scenario = {
  id: 'train-journey',
  theme: 'travel',
  title: {
    en: 'A train journey with Grandma',
    es: 'Un viaje en tren con la abuela',
    fr: 'Un voyage en train avec grand-mère',
    de: 'Eine Zugreise mit Oma',
    it: 'Un viaggio in treno con la nonna',
    pt: 'Uma viagem de comboio com a avó',
  },
  match: {
    en: ['train', 'trains', 'journey', 'train journey', 'station', 'railway', 'railway station', 'ticket', 'tickets', 'travel', 'platform', 'delay', 'late train', 'missed connection'],
    es: ['tren', 'trenes', 'viaje', 'viaje en tren', 'estación', 'billete', 'billetes', 'andén', 'vía', 'retraso', 'transbordo', 'viajar'],
    fr: ['train', 'trains', 'voyage', 'voyage en train', 'gare', 'billet', 'billets', 'quai', 'voie', 'retard', 'correspondance', 'voyager'],
    de: ['zug', 'züge', 'zugreise', 'zugfahrt', 'reise', 'bahnhof', 'bahn', 'fahrkarte', 'fahrkarten', 'gleis', 'bahnsteig', 'verspätung', 'anschluss', 'umsteigen', 'reisen'],
    it: ['treno', 'treni', 'viaggio', 'viaggio in treno', 'stazione', 'biglietto', 'biglietti', 'binario', 'ritardo', 'coincidenza', 'viaggiare'],
    pt: ['comboio', 'comboios', 'trem', 'viagem', 'viagem de comboio', 'estação', 'bilhete', 'bilhetes', 'linha', 'plataforma', 'atraso', 'ligação', 'viajar'],
  },
  cast: { A: 'm', B: 'f', C: 'f' },
  vocab: {
    be_late: 'verb',
    be_hungry: 'verb',
    be_afraid: 'verb',
    admit: 'verb', beat: 'verb', claim: 'verb', clear: 'verb', confusing: 'adjective', convinced: 'adjective', doze: 'verb', fascinated: 'adjective', give_up: 'verb', insist: 'verb', kill_time: 'verb', lose_count: 'verb', memorable: 'adjective', notice: 'verb', offer: 'verb', point_out: 'verb', reach: 'verb', reassure: 'verb', smoothly: 'adverb', storm: 'noun', stuck: 'adjective', suggest: 'verb', turn_out: 'verb', wind: 'verb',
    afraid: 'adjective', annoying: 'adjective', beautiful: 'adjective', board: 'noun', card_game: 'noun', choose: 'verb', complain: 'verb', delighted: 'adjective', joke: 'verb', landscape: 'noun', move: 'verb', perfectly: 'adverb', plan: 'noun', plan_v: 'verb', prefer: 'verb', promise: 'verb', proud: 'adjective', share: 'verb', stand: 'verb', stressful: 'adjective', teach: 'verb', trip: 'noun', watch_v: 'verb',
    birthday: 'noun', biscuit: 'noun', connection: 'noun', countryside: 'noun', delay: 'noun', fall_asleep: 'verb', get_angry: 'verb', have_lunch: 'verb', in_time: 'adverb', phone_n: 'noun', take: 'verb', talk: 'verb', travel: 'verb', wish: 'verb', worry: 'verb',
    press: 'verb', button: 'noun', passenger: 'noun', get_off: 'verb', small: 'adjective', at_last: 'adverb', tired: 'adjective', happy: 'adjective',
    people: 'noun', bag: 'noun', on_time: 'adverb', comic: 'noun', enormous: 'adjective', shop: 'noun', go: 'verb', tunnel: 'noun', dark: 'adjective', house: 'noun', bus: 'noun', chocolate_cake: 'noun', tell: 'verb',
    adventure: 'noun', angry: 'adjective', arrive: 'verb', aunt: 'noun', mother: 'noun', backpack: 'noun', big: 'adjective',
    birthday_party: 'noun', book: 'noun', busy: 'adjective', buy: 'verb', cafe: 'noun', calm: 'adjective',
    change_trains: 'verb', check: 'verb', city: 'noun', coffee: 'noun', comfortable: 'adjective', cousin: 'noun',
    cow: 'noun', difficult: 'adjective', drink: 'noun', eat: 'verb', fast: 'adjective', field: 'noun', find: 'verb',
    full: 'adjective', give: 'verb', grandma: 'noun', help: 'verb', hold: 'verb', hug: 'verb', hungry: 'adjective',
    information_desk: 'noun', inspector: 'noun', journey: 'noun', late: 'adjective', laugh: 'verb', leave: 'verb',
    long: 'adjective', look_at: 'verb', love: 'verb', machine: 'noun', minute: 'noun', miss: 'verb',
    mountain: 'noun', newspaper: 'noun', nice: 'adjective', orange_juice: 'noun', party: 'noun', phone: 'verb',
    pizza: 'noun', platform: 'noun', play_cards: 'verb', present: 'noun', quiet: 'adjective', read: 'verb',
    river: 'noun', say: 'verb', seat: 'noun', see: 'verb', sell: 'verb', sign: 'noun', sit: 'verb', sleep: 'verb',
    soup: 'noun', station: 'noun', stop: 'verb', suitcase: 'noun', table: 'noun', ticket: 'noun', track: 'noun',
    train: 'noun', tree: 'noun', trolley: 'noun', village: 'noun', wait: 'verb', watch: 'noun', win: 'verb',
    window: 'noun', worried: 'adjective',
    hour: 'noun', story: 'noun', warm: 'adjective', get_on: 'verb', carry: 'verb',
  },
  levels: { A1: a1, A2: a2, B1: b1, B2: b2 },
  dialogues: [{ speakers: ['A', 'C'], levels: { A1: dialogueA1, A2: dialogueA2, B1: dialogueB1, B2: dialogueB2 } }],
};
