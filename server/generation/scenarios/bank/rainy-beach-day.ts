import type { Scenario } from '../scenario';
import { a1 } from './rainy-beach-day/a1';
import { a2 } from './rainy-beach-day/a2';
import { b1 } from './rainy-beach-day/b1';
import { b2 } from './rainy-beach-day/b2';

export const scenario: Scenario = {
  id: 'rainy-beach-day',
  theme: 'weather',
  title: {
    en: 'A rainy day at the beach',
    es: 'Un día de lluvia en la playa',
    fr: 'Une journée de pluie à la plage',
    de: 'Ein Regentag am Strand',
    it: 'Una giornata di pioggia al mare',
    pt: 'Um dia de chuva na praia',
  },
  match: {
    en: ['beach', 'rain', 'rainy', 'weather', 'storm', 'thunderstorm', 'seaside', 'sea', 'forecast', 'weather forecast', 'rainbow'],
    es: ['playa', 'lluvia', 'lluvioso', 'llueve', 'tiempo', 'tormenta', 'mar', 'pronóstico', 'previsión', 'arcoíris', 'costa'],
    fr: ['plage', 'pluie', 'pluvieux', 'pluvieuse', 'météo', 'temps', 'orage', 'tempête', 'mer', 'bord de mer', 'arc-en-ciel'],
    de: ['strand', 'regen', 'regnerisch', 'regentag', 'wetter', 'wetterbericht', 'gewitter', 'sturm', 'meer', 'regenbogen', 'küste'],
    it: ['spiaggia', 'mare', 'pioggia', 'piovoso', 'tempo', 'meteo', 'previsioni', 'temporale', 'tempesta', 'arcobaleno'],
    pt: ['praia', 'chuva', 'chuvoso', 'tempo', 'previsão do tempo', 'meteorologia', 'tempestade', 'trovoada', 'mar', 'arco-íris'],
  },
  cast: { A: 'f', B: 'm' },
  vocab: {
    admire: 'verb', admit: 'verb', agree: 'verb', break: 'verb', check: 'verb', clever: 'adjective', cloudless: 'adjective', convinced: 'adjective', cry: 'verb', declare: 'verb', disappointed: 'adjective', discuss: 'verb', give_up: 'verb', glitter: 'verb', grab: 'verb', grandmother: 'noun', impressive: 'adjective', insist: 'verb', intend: 'verb', memorable: 'adjective', pile_up: 'verb', remark: 'verb', seafront: 'noun', shore: 'noun', snatch: 'verb', soaked: 'adjective', spend: 'verb', spread: 'verb', stare: 'verb', stretch: 'verb', surprised: 'adjective', sweep_away: 'verb', swoop: 'verb', turn_out: 'verb',
    afraid: 'adjective', beautiful: 'adjective', better: 'adjective', calm_down: 'verb', calmly: 'adverb', cancel: 'verb', careful: 'adjective', cheer_up: 'verb', clear: 'adjective', collect: 'verb', decide: 'verb', discover: 'verb', forecast_v: 'verb', forget: 'verb', interesting: 'adjective', loud: 'adjective', perfect: 'adjective', plan: 'noun', pour: 'verb', promise: 'verb', remember: 'verb', road: 'noun', ruined: 'adjective', sad: 'adjective', seagull: 'noun', shelter: 'verb', steal: 'verb', weather: 'noun', wonderful: 'adjective', worried: 'adjective',
    arrive: 'verb', carry: 'verb', change: 'verb', colour: 'noun', come_out: 'verb', drive_home: 'verb', drop: 'verb', fall_asleep: 'verb', family: 'noun', go_back: 'verb', have: 'verb', hot: 'adjective', just_in_case: 'adverb', lemonade: 'noun', lightning: 'noun', notice: 'verb', pack: 'verb', pack_up: 'verb', read: 'verb', slowly: 'adverb', stop: 'verb', sunny: 'adjective',
    air: 'noun', love: 'verb', shout: 'verb', sun_cream: 'noun', pick_up: 'verb', towel: 'noun', draw: 'verb', napkin: 'noun', tunnel: 'noun', head: 'noun', look_at: 'verb', photo: 'noun', smile: 'verb', aquarium: 'noun', ask: 'verb', beach: 'noun', beach_bag: 'noun',     big: 'adjective', blue: 'adjective', brother: 'noun', bucket_spade: 'noun', build: 'verb',
    buy: 'verb', cafe: 'noun', car: 'noun', cloud: 'noun', coffee: 'noun', cold: 'adjective',
    come: 'verb', dad: 'noun', drink: 'verb', dry: 'adjective', early: 'adverb', eat: 'verb',
    empty: 'adjective', find: 'verb', fish: 'noun', forecast: 'noun', full: 'adjective', glass: 'noun',
    go: 'verb', go_home: 'verb', great: 'adjective', grey: 'adjective', happy: 'adjective', hear: 'verb',
    high: 'adjective', hot_chocolate: 'noun', idea: 'noun', journey: 'noun', last: 'verb', laugh: 'verb',
    leave: 'verb', look_for: 'verb', mum: 'noun', next_to: 'preposition', octopus: 'noun',
    parents: 'noun', picnic: 'noun', postcard: 'noun', put: 'verb', put_on: 'verb', rain: 'noun',
    rain_v: 'verb', rainbow: 'noun', raincoat: 'noun', red: 'adjective', run: 'verb', sand: 'noun',
    sandcastle: 'noun', sandwich: 'noun', saturday: 'noun', say: 'verb', scared: 'adjective', sea: 'noun',
    see: 'verb', shark: 'noun', shell: 'noun', shine: 'verb', shop: 'noun', sing: 'verb', sky: 'noun',
    sleep: 'verb', song: 'noun', storm: 'noun', strong: 'adjective', sun: 'noun', swim: 'verb',
    take: 'verb', take_photo: 'verb', tentacle: 'noun', thunder: 'noun', turtle: 'noun', walk: 'verb',
    warm: 'adjective', watch: 'verb', water: 'noun', watermelon: 'noun', wave: 'noun', wet: 'adjective',
    white: 'adjective', wind: 'noun', window: 'noun',
  },
  levels: { A1: a1, A2: a2, B1: b1, B2: b2 },
};
