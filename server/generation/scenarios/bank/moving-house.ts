import type { Scenario } from '../scenario';
import { a1 } from './moving-house/a1';
import { a2 } from './moving-house/a2';
import { b1 } from './moving-house/b1';
import { b2 } from './moving-house/b2';

export const scenario: Scenario = {
  id: 'moving-house',
  theme: 'home',
  title: {
    en: 'Moving to a new flat',
    es: 'La mudanza a un piso nuevo',
    fr: 'Le déménagement dans un nouvel appartement',
    de: 'Der Umzug in eine neue Wohnung',
    it: 'Il trasloco in un nuovo appartamento',
    pt: 'A mudança para um novo apartamento',
  },
  match: {
    en: ['moving', 'move', 'moving house', 'new flat', 'new house', 'new home', 'flat', 'apartment', 'house', 'home', 'rooms', 'removal', 'new neighbour', 'neighbour', 'new town', 'new city'],
    es: ['mudanza', 'mudarse', 'nos mudamos', 'piso nuevo', 'casa nueva', 'nuevo hogar', 'piso', 'apartamento', 'casa', 'hogar', 'habitaciones', 'vecino', 'nuevo vecino', 'ciudad nueva'],
    fr: ['déménagement', 'déménager', 'nouvel appartement', 'nouvelle maison', 'appartement', 'maison', 'pièces', 'chambres', 'voisin', 'nouveau voisin', 'nouvelle ville'],
    de: ['umzug', 'umziehen', 'neue wohnung', 'neues haus', 'neues zuhause', 'wohnung', 'haus', 'zuhause', 'zimmer', 'räume', 'nachbar', 'neuer nachbar', 'neue stadt'],
    it: ['trasloco', 'traslocare', 'trasferirsi', 'nuovo appartamento', 'nuova casa', 'appartamento', 'casa', 'stanze', 'camere', 'vicino di casa', 'nuovo vicino', 'nuova città'],
    pt: ['mudança', 'mudar de casa', 'mudar-se', 'novo apartamento', 'casa nova', 'nova casa', 'apartamento', 'casa', 'lar', 'divisões', 'quartos', 'vizinho', 'novo vizinho', 'nova cidade'],
  },
  cast: { A: 'f', B: 'm', C: 'f' },
  vocab: {
    arrive: 'verb', balcony: 'noun', bathroom: 'noun', be_called: 'verb', become: 'verb', bed: 'noun',
    bedroom: 'noun', best_friend: 'noun', big_city: 'noun', bigger: 'adjective', box: 'noun', boy: 'noun',
    bright: 'adjective', bring: 'verb', building: 'noun', car: 'noun', carry: 'verb', city: 'noun',
    class: 'noun', clothes: 'noun', come: 'verb', cry: 'verb', eat: 'verb', family: 'noun', father: 'noun',
    find: 'verb', childhood: 'noun', inseparable: 'adjective', be_offered: 'verb', better_paid: 'adjective', work_from_home: 'verb', point_out: 'verb', burst_into_tears: 'verb', break_news: 'verb', forgive: 'verb', would_have_stayed: 'verb', imagine: 'verb', insist: 'verb', beg: 'verb', reluctantly: 'adverb', grow_up: 'verb', empty: 'adjective', harder: 'adjective', tiny: 'adjective', offer: 'verb', neighbourhood: 'noun', attend: 'verb', look_onto: 'verb', expect: 'verb', feel_like_home: 'verb', lost: 'adjective', demand: 'verb', hard: 'adjective', long_for: 'verb', week: 'noun', bakery: 'noun', neighbour: 'noun', settle_in: 'verb', admit: 'verb', disaster: 'noun', come_to_stay: 'verb', intend: 'verb', shortcut: 'noun', spend: 'verb', better: 'adjective', angry: 'adjective', promise: 'verb', packing: 'noun', boring: 'adjective', enjoy: 'verb', bag: 'noun', load: 'verb', hardest: 'adjective', wonder: 'verb', same_age: 'other', pity: 'noun', brighter: 'adjective', arrange: 'verb', less_nervous: 'adjective', lonely: 'adjective', talk: 'verb', get_better: 'verb', show: 'verb', football: 'noun', river: 'noun', think: 'verb', terrible: 'adjective', fear: 'verb', plan: 'verb', want: 'verb', get: 'verb', job: 'noun', hours: 'noun', can: 'verb', tell: 'verb', news: 'noun', leave: 'verb', marker: 'noun', smaller: 'adjective', shelf: 'noun', introduce: 'verb', kind: 'adjective', interesting: 'adjective', ride: 'verb', bike: 'noun', feel_at_home: 'verb', visit: 'verb', cant_wait: 'verb', full: 'adjective', in_front_of: 'preposition', minutes: 'noun', flat: 'noun', follow: 'verb', friendly: 'adjective', friends: 'noun', furniture: 'noun',
    garden: 'noun', give: 'verb', go: 'verb', hang: 'verb', happy: 'adjective', heavy: 'adjective',
    help: 'verb', hospital: 'noun', house: 'noun', journey: 'noun', kitchen: 'noun', lift: 'noun',
    like: 'verb', live: 'verb', living_room: 'noun', love: 'verb', miss: 'verb', mother: 'noun',
    move: 'verb', name: 'noun', nervous: 'adjective', new_flat: 'noun', new_job: 'noun', next_door: 'adverb',
    nice: 'adjective', noisy: 'adjective', pack: 'verb', parents: 'noun', park: 'noun', phone: 'verb',
    photo: 'noun', pizza: 'noun', play: 'verb', play_football: 'verb', put: 'verb', removal_van: 'noun',
    ride_bikes: 'verb', room: 'noun', sad: 'adjective', say_goodbye: 'verb', school: 'noun', see: 'verb',
    sleep: 'verb', small: 'adjective', stairs: 'noun', start: 'verb', stay: 'verb', street: 'noun',
    supermarket: 'noun', teacher: 'noun', third_floor: 'noun', toys: 'noun', unpack: 'verb',
    village: 'noun', walk: 'verb', wall: 'noun', weekend: 'noun', window: 'noun', work: 'verb', write: 'verb',
  },
  levels: { A1: a1, A2: a2, B1: b1, B2: b2 },
};
