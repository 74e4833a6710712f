import type { Scenario } from '../scenario';
import { a1 } from './ferry-island/a1';
import { a2 } from './ferry-island/a2';
import { b1 } from './ferry-island/b1';
import { b2 } from './ferry-island/b2';

export const scenario: Scenario = {
  id: 'ferry-island',
  theme: 'holidays',
  title: {
    en: 'A day trip to the island',
    es: 'Una excursión de un día a la isla',
    fr: 'Une journée sur l’île',
    de: 'Ein Tagesausflug auf die Insel',
    it: 'Una gita di un giorno sull’isola',
    pt: 'Um passeio de um dia à ilha',
  },
  match: {
    en: ['ferry', 'ferries', 'boat', 'island', 'crossing', 'sea crossing', 'port', 'harbour', 'harbor', 'day trip', 'seasick', 'seasickness', 'cycling', 'bike', 'bikes', 'bike ride', 'bicycle', 'lighthouse', 'trip to an island'],
    es: ['ferri', 'ferry', 'barco', 'isla', 'travesía', 'puerto', 'excursión de un día', 'mareo', 'mareado', 'marearse', 'bici', 'bicicleta', 'paseo en bici', 'ir en bici', 'faro'],
    fr: ['ferry', 'bateau', 'traversée', 'île', 'port', 'sortie à la journée', 'journée sur une île', 'mal de mer', 'vélo', 'balade à vélo', 'bicyclette', 'phare'],
    de: ['fähre', 'schiff', 'boot', 'insel', 'überfahrt', 'hafen', 'tagesausflug', 'seekrank', 'seekrankheit', 'fahrrad', 'rad', 'radtour', 'fahrradtour', 'leuchtturm'],
    it: ['traghetto', 'nave', 'barca', 'isola', 'traversata', 'porto', 'gita di un giorno', 'mal di mare', 'bici', 'bicicletta', 'giro in bici', 'faro'],
    pt: ['ferry', 'barco', 'ilha', 'travessia', 'porto', 'passeio de um dia', 'enjoo', 'enjoado', 'enjoar', 'bicicleta', 'passeio de bicicleta', 'farol'],
  },
  cast: { A: 'f', B: 'm' },
  vocab: {
    air: 'noun', arrive: 'verb', back: 'adverb', backpack: 'noun', beach: 'noun', beautiful: 'adjective', bike: 'noun', bike_shop: 'noun', black: 'adjective', blue: 'adjective', board: 'verb', book: 'verb', breathe: 'verb', bring: 'verb', brother: 'noun', buy: 'verb', calm: 'adjective', car: 'noun', chain: 'noun', coast: 'noun', colourful: 'adjective', come_off: 'verb', crab: 'noun', crossing: 'noun', cycle: 'verb', deck: 'noun', delicious: 'adjective', dolphin: 'noun', drive: 'verb', eat: 'verb', explore: 'verb', fall_asleep: 'verb', fast: 'adverb', father: 'noun', feel: 'verb', ferry: 'noun', find: 'verb', fine: 'adjective', fix: 'verb', follow: 'verb', give: 'verb', hand: 'noun', happy: 'adjective', harbour: 'noun', helmet: 'noun', hill: 'noun', hire: 'verb', home: 'noun', horizon: 'noun', house: 'noun', island: 'noun', last: 'verb', laugh: 'verb', leave: 'verb', lie: 'verb', lighthouse: 'noun', live: 'verb', look_at: 'verb', lorry: 'noun', love: 'verb', make: 'verb', map: 'noun', miss: 'verb', mother: 'noun', move: 'verb', pale: 'adjective', picnic: 'verb', push: 'verb', put: 'verb', quick: 'adverb', red: 'adjective', return: 'verb', road: 'noun', rock: 'noun', rough: 'adjective', run: 'verb', sailor: 'noun', sand: 'noun', sandwich: 'noun', saturday: 'noun', sea: 'noun', seagull: 'noun', seasick: 'verb', see: 'verb', sit: 'verb', sleep: 'verb', splash: 'verb', stop: 'verb', summer_holidays: 'noun', sun: 'noun', sun_cream: 'noun', swim: 'verb', talk: 'verb', ticket: 'noun', tired: 'adjective', tourist: 'noun', town: 'noun', view: 'noun', wait: 'verb', walk: 'verb', watch: 'noun', wave: 'noun', white: 'adjective', wind: 'noun', window: 'noun', windy: 'adjective',
    kilometre: 'noun', take: 'verb', photo: 'noun', water: 'noun', cold: 'adjective', like: 'verb', breathless: 'adjective',
    amazing: 'adjective', become: 'verb', boat: 'noun', cafe: 'noun', close: 'verb', dirty: 'adjective', drop: 'verb', enjoy: 'verb', gate: 'noun', have_to: 'verb', help: 'verb', huge: 'adjective', hurry: 'verb', jump_up: 'verb', look_for: 'verb', lovely: 'adjective', minute: 'noun', pack: 'verb', say: 'verb', shop: 'noun', shout: 'verb', spend: 'verb', steep: 'adjective', tell: 'verb', weekend: 'noun',
    agree: 'verb', chase: 'verb', clear: 'adjective', cry: 'verb', cycling: 'noun', decide: 'verb', enthusiastic: 'adjective', full: 'adjective', funfair: 'noun', hate: 'verb', hungry: 'adjective', imagine: 'verb', promise: 'verb', race: 'verb', reach: 'verb', scream: 'verb', set_alarm: 'verb', shake_head: 'verb', spot: 'verb', summer: 'noun', think: 'verb', turn: 'verb', wake_up: 'verb', want: 'verb', wish: 'verb',
    admit: 'verb', advise: 'verb', announce: 'verb', appetite: 'noun', bay: 'noun', beg: 'verb', breathtaking: 'adjective', claim: 'verb', come_into_view: 'verb', deserted: 'adjective', die_down: 'verb', doze_off: 'verb', drop_off: 'verb', fade: 'verb', give_in: 'verb', glitter: 'verb', go: 'verb', hilly: 'adjective', insist: 'verb', joke: 'verb', leap: 'verb', mutter: 'verb', pedal: 'verb', pick_up: 'verb', print: 'verb', quay: 'noun', remind: 'verb', roll: 'verb', set_off: 'verb', smooth: 'adjective', sprint: 'verb', suffer: 'verb', thrilled: 'adjective', turn_out: 'verb', visible: 'adjective', worn_out: 'adjective', worrying: 'adjective',
  },
  levels: { A1: a1, A2: a2, B1: b1, B2: b2 },
};
