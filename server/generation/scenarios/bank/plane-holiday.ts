import type { Scenario } from '../scenario';
import { a1 } from './plane-holiday/a1';
import { a2 } from './plane-holiday/a2';
import { b1 } from './plane-holiday/b1';
import { b2 } from './plane-holiday/b2';

export const scenario: Scenario = {
  id: 'plane-holiday',
  theme: 'holidays',
  title: {
    en: 'A summer holiday in Greece',
    es: 'Unas vacaciones de verano en Grecia',
    fr: 'Des vacances d’été en Grèce',
    de: 'Sommerurlaub in Griechenland',
    it: 'Una vacanza estiva in Grecia',
    pt: 'Férias de verão na Grécia',
  },
  match: {
    en: ['plane', 'aeroplane', 'airplane', 'flight', 'fly', 'flying', 'airport', 'holiday', 'holidays', 'summer holiday', 'summer holidays', 'going on holiday', 'abroad', 'hotel', 'suitcase', 'passport', 'luggage', 'check-in', 'travel by plane', 'delayed flight', 'greece'],
    es: ['avión', 'vuelo', 'volar', 'aeropuerto', 'vacaciones', 'vacaciones de verano', 'irse de vacaciones', 'extranjero', 'en el extranjero', 'hotel', 'maleta', 'maletas', 'pasaporte', 'equipaje', 'facturación', 'facturar', 'viajar en avión', 'retraso del vuelo', 'grecia'],
    fr: ['avion', 'vol', 'voler', "prendre l'avion", 'aéroport', 'vacances', "vacances d'été", 'partir en vacances', 'étranger', "à l'étranger", 'hôtel', 'valise', 'valises', 'passeport', 'bagages', 'enregistrement', 'voyager en avion', 'vol retardé', 'grèce'],
    de: ['flugzeug', 'flug', 'fliegen', 'flughafen', 'urlaub', 'ferien', 'sommerferien', 'sommerurlaub', 'in den urlaub', 'ausland', 'im ausland', 'hotel', 'koffer', 'reisepass', 'pass', 'gepäck', 'einchecken', 'check-in', 'flugreise', 'griechenland'],
    it: ['aereo', 'volo', 'volare', 'aeroporto', 'vacanza', 'vacanze', 'vacanze estive', 'andare in vacanza', 'estero', "all'estero", 'albergo', 'hotel', 'valigia', 'valigie', 'passaporto', 'bagagli', 'check-in', 'viaggiare in aereo', 'volo in ritardo', 'grecia'],
    pt: ['avião', 'voo', 'voar', 'aeroporto', 'férias', 'férias de verão', 'ir de férias', 'estrangeiro', 'no estrangeiro', 'hotel', 'mala', 'malas', 'passaporte', 'bagagem', 'check-in', 'viajar de avião', 'voo atrasado', 'grécia'],
  },
  cast: { A: 'm', B: 'f' },
  vocab: {
    afraid: 'adjective', airport: 'noun', allowed: 'adjective', arrive: 'verb', attendant: 'noun',
    backpack: 'noun', bag: 'noun', balcony: 'noun', beach: 'noun', bed: 'noun', big: 'adjective',
    board: 'verb', book: 'noun', bored: 'adjective', bottle: 'noun', bring: 'verb', build: 'verb',
    cafe: 'noun', check_in: 'noun', chocolate: 'noun', clear: 'adjective', cloud: 'noun',
    croissant: 'noun', cry: 'verb', drink: 'verb', eat: 'verb', excited: 'adjective',
    family: 'noun', father: 'noun', fish: 'noun', flight: 'noun', flying: 'noun', friday: 'noun',
    get_up: 'verb', grandma: 'noun', greece: 'proper_noun', hand: 'noun', happy: 'adjective',
    have_breakfast: 'verb', have_dinner: 'verb', have_lunch: 'verb', heavy: 'adjective',
    hold: 'verb', holiday: 'noun', hot: 'adjective', hotel: 'noun', hour: 'noun',
    ice_cream: 'noun', kilo: 'noun', last: 'verb', late: 'adjective', leave: 'verb', love: 'verb',
    mask: 'noun', mother: 'noun', mountain: 'noun', pack: 'verb', passport: 'noun',
    people: 'noun', pirate: 'noun', plane: 'noun', play_cards: 'verb', pool: 'noun',
    postcard: 'noun', problem: 'noun', put: 'verb', read: 'verb', restaurant: 'noun',
    room: 'noun', salad: 'noun', sandcastle: 'noun', sandwich: 'noun', saturday: 'noun',
    school: 'noun', sea: 'noun', security: 'noun', see: 'verb', shoulder: 'noun', sister: 'noun',
    sit: 'verb', sleep: 'verb', small: 'adjective', snow: 'noun', stay: 'verb', story: 'noun',
    suitcase: 'noun', friday_evening: 'noun', delay_n: 'noun', be_hot: 'other', be_hungry: 'verb', summer: 'noun', swim: 'verb', take: 'verb', take_off: 'verb',
    take_out: 'verb', taxi: 'noun', teddy: 'noun', throw_away: 'verb', tired: 'adjective',
    trunks: 'noun', tshirt: 'noun', view: 'noun', village: 'noun', wait: 'verb', walk: 'verb',
    warm: 'adjective', water: 'noun', weigh: 'verb', white: 'adjective', window: 'noun',
    wonderful: 'adjective', write: 'verb', fall_asleep: 'verb', friendly: 'adjective', fly: 'verb', want: 'verb',
    boarding_pass: 'noun', buy: 'verb', check: 'verb', departure: 'noun', exciting: 'adjective', fit: 'verb', forget: 'verb', full: 'adjective', get_bored: 'verb', get_off: 'verb', give: 'verb', go: 'verb', huge: 'adjective', hungry: 'adjective', minute: 'noun', nervous: 'adjective', pass: 'verb', put_on: 'verb', queue: 'verb', say: 'verb', smile: 'verb', start: 'verb', sunglasses: 'noun', temple: 'noun', visit: 'verb', wait_n: 'noun',
    look: 'verb', toy: 'noun',
    agree: 'verb', boring: 'adjective', busy: 'adjective', carpet: 'noun', drive: 'verb', expect: 'verb', find: 'verb', glad: 'adjective', grow_up: 'verb', hate: 'verb', imagine: 'verb', jump: 'verb', land: 'verb', miss: 'verb', octopus: 'noun', photo: 'noun', pilot: 'noun', rest: 'verb', ridiculous: 'adjective', scary: 'adjective', shade: 'noun', sigh: 'verb', soft: 'adjective', surprise: 'noun', takeoff: 'noun', tasty: 'adjective', terrace: 'noun', think: 'verb', window_seat: 'noun', worry: 'verb', try: 'verb',
    add: 'verb', announcement: 'noun', astonishment: 'noun', bay: 'noun', become: 'verb', beg: 'verb', brochure: 'noun', burst_into_tears: 'verb', bury: 'verb', calm_down: 'verb', catch_sight: 'verb', chapter: 'noun', cram: 'verb', day: 'noun', dazzling: 'adjective', decide: 'verb', delay: 'verb', deserted: 'adjective', devour: 'verb', doubt: 'verb', doze: 'verb', doze_off: 'verb', exhausted: 'adjective', fault: 'noun', frightening: 'adjective', grateful: 'adjective', grip: 'verb', grumble: 'verb', hand_over: 'verb', heat: 'noun', hit: 'verb', light: 'verb', look_forward: 'verb', make_out: 'verb', mind: 'verb', mutter: 'verb', overlook: 'verb', persuade: 'verb', point_out: 'verb', race: 'verb', reach: 'verb', remark: 'noun', remark_v: 'verb', restless: 'adjective', retreat: 'verb', rollercoaster: 'noun', secure: 'verb', set_off: 'verb', shoal: 'noun', sink: 'verb', snowcapped: 'adjective', thrilling: 'adjective', unbearable: 'adjective', warn: 'verb',
  },
  levels: { A1: a1, A2: a2, B1: b1, B2: b2 },
};
