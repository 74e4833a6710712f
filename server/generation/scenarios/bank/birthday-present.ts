import type { Scenario } from '../scenario';
import { a1 } from './birthday-present/a1';
import { a2 } from './birthday-present/a2';
import { b1 } from './birthday-present/b1';
import { b2 } from './birthday-present/b2';
import { dialogueA1 } from './birthday-present/dialogue-a1';
import { dialogueA2 } from './birthday-present/dialogue-a2';
import { dialogueB1 } from './birthday-present/dialogue-b1';
import { dialogueB2 } from './birthday-present/dialogue-b2';

export const scenario: Scenario = {
  id: 'birthday-present',
  theme: 'shopping',
  title: {
    en: 'A birthday present for Mum',
    es: 'Un regalo de cumpleaños para mamá',
    fr: 'Un cadeau d’anniversaire pour maman',
    de: 'Ein Geburtstagsgeschenk für Mama',
    it: 'Un regalo di compleanno per la mamma',
    pt: 'Um presente de aniversário para a mãe',
  },
  match: {
    en: ['birthday present', 'present', 'gift', 'buying a present', 'present for mum', 'shopping centre', 'mall', 'pocket money', 'money box', 'wrapping paper', 'wrapping a present', 'gift shop', 'mug'],
    es: ['regalo de cumpleaños', 'regalo', 'comprar un regalo', 'regalo para mamá', 'centro comercial', 'paga', 'hucha', 'papel de regalo', 'envolver un regalo', 'tienda de regalos', 'taza'],
    fr: ['cadeau d’anniversaire', 'cadeau', 'acheter un cadeau', 'cadeau pour maman', 'centre commercial', 'argent de poche', 'tirelire', 'papier cadeau', 'emballer un cadeau', 'boutique de cadeaux', 'tasse'],
    de: ['geburtstagsgeschenk', 'geschenk', 'ein geschenk kaufen', 'geschenk für mama', 'einkaufszentrum', 'taschengeld', 'spardose', 'geschenkpapier', 'geschenk einpacken', 'geschenkeladen', 'tasse'],
    it: ['regalo di compleanno', 'regalo', 'comprare un regalo', 'regalo per la mamma', 'centro commerciale', 'paghetta', 'salvadanaio', 'carta da regalo', 'incartare un regalo', 'negozio di regali', 'tazza'],
    pt: ['presente de aniversário', 'presente', 'prenda', 'comprar um presente', 'presente para a mãe', 'centro comercial', 'mesada', 'mealheiro', 'papel de embrulho', 'embrulhar um presente', 'loja de presentes', 'caneca'],
  },
  cast: { A: 'f', B: 'm', C: 'f' },
  vocab: {
    answer: 'verb', ask: 'verb', bed: 'noun', big: 'adjective', bird: 'noun', birthday: 'noun',
    blue: 'adjective', book: 'noun', box: 'noun', break: 'verb', broken: 'adjective',
    brother: 'noun', bus: 'noun', buy: 'verb', card: 'noun', close: 'verb', cost: 'verb',
    decide: 'verb', drink: 'verb', empty: 'adjective', euro: 'noun', expensive: 'adjective',
    favourite_mug: 'noun', fifteen: 'numeral', find: 'verb', flower: 'noun',
    friendly: 'adjective', game_shop: 'noun', garden: 'noun', gift_shop: 'noun', give: 'verb',
    go: 'verb', go_into: 'verb', go_red: 'verb', go_with: 'verb', green: 'adjective',
    happy: 'adjective', have: 'verb', have_idea: 'verb', help: 'verb', hide: 'verb',
    home: 'noun', hug: 'verb', know: 'verb', laugh: 'verb', like: 'verb', look_at: 'verb',
    love: 'verb', money_box: 'noun', mug: 'noun', open: 'verb', pay: 'verb', people: 'noun',
    perfect: 'adjective', perfume: 'noun', perfume_shop: 'noun', play: 'verb',
    pocket_money: 'noun', present: 'noun', put: 'verb', read: 'verb', red: 'adjective',
    remember: 'verb', ribbon: 'noun', room: 'noun', rose: 'noun', sad: 'adjective',
    saturday: 'noun', say: 'verb', secret: 'noun', see: 'verb', shelf: 'noun',
    shop_assistant: 'noun', shopping_centre: 'noun', show: 'verb', smell: 'verb',
    smile: 'verb', star: 'noun', sunday: 'noun', take: 'verb', tea: 'noun', think: 'verb',
    video_game: 'noun', want: 'verb', white: 'adjective', wrap: 'verb',
    wrapping_paper: 'noun', write: 'verb', friend: 'noun', price: 'noun', shop: 'noun',
    spend: 'verb', fall: 'verb', tell: 'verb', catch: 'verb', arrive: 'verb', be: 'verb',
    full: 'adjective', noise: 'noun', scarf: 'noun', explain: 'verb', handmade: 'adjective',
    get_home: 'verb', lunch: 'noun', bedroom: 'noun', wardrobe: 'noun', be_delighted: 'verb',
    make: 'verb', best: 'adjective', use: 'verb', promise: 'verb', feel: 'verb', mind: 'verb',
    take_time: 'verb', save: 'verb', drop: 'verb', advice: 'noun', boring: 'adjective',
    keen: 'adjective', busy: 'adjective', find_way: 'verb', put_back: 'verb', suggest: 'verb',
    candle: 'noun', right: 'adjective', enjoy: 'verb', gardening: 'noun', watch: 'verb',
    realise: 'verb', choose: 'verb', leave: 'verb', hard: 'adjective', tear: 'verb',
    make_up: 'verb', lend: 'verb', hand: 'verb', nervous: 'adjective', unwrap: 'verb',
    light_up: 'verb', get: 'verb', joke: 'verb', worth_it: 'adjective', start: 'verb',
    birthday_present: 'noun',
    shatter: 'verb', upset: 'adjective', admit: 'verb', determined: 'adjective', dull: 'adjective',
    budget: 'noun', persuade: 'verb', crowded: 'adjective', complain: 'verb', fall_for: 'verb',
    afford: 'verb', burst_out_laughing: 'verb', point_out: 'verb', give_up: 'verb',
    wander_into: 'verb', steer: 'verb', hand_painted: 'adjective', suit: 'verb',
    grumble: 'verb', turn_up: 'verb', rewrite: 'verb', pound: 'verb', fill_with_tears: 'verb',
    lovely: 'adjective', finish: 'verb',
    be_sure: 'verb', excited: 'adjective', sleep: 'verb', sing: 'verb', proud: 'adjective',
    look_for: 'verb', mum: 'noun', money: 'noun', alone: 'adjective', idea: 'noun',
    gift_wrap: 'verb', yellow: 'adjective', pretty: 'adjective', small: 'adjective',
    coin: 'noun', receipt: 'noun', sell: 'verb', need: 'verb', bag: 'noun', time: 'noun', kind: 'adjective', happy_birthday: 'interjection', lucky: 'adjective', goodbye: 'interjection',
    happen: 'verb', kitchen: 'noun', bring: 'verb', patient: 'adjective', prefer: 'verb', last: 'verb',
    exhausted: 'adjective', original: 'adjective', poem: 'noun',
  },
  levels: { A1: a1, A2: a2, B1: b1, B2: b2 },
  dialogues: [{ speakers: ['C', 'A'], levels: { A1: dialogueA1, A2: dialogueA2, B1: dialogueB1, B2: dialogueB2 } }],
};
