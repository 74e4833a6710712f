import type { Scenario } from '../scenario';
import { a1 } from './birthday-party/a1';
import { a2 } from './birthday-party/a2';
import { b1 } from './birthday-party/b1';
import { b2 } from './birthday-party/b2';
import { dialogue3A1 } from './birthday-party/dialogue3-a1';
import { dialogue3A2 } from './birthday-party/dialogue3-a2';
import { dialogue3B1 } from './birthday-party/dialogue3-b1';
import { dialogue3B2 } from './birthday-party/dialogue3-b2';

export const scenario: Scenario = {
  id: 'birthday-party',
  theme: 'celebrations',
  title: {
    en: 'A surprise birthday party',
    es: 'Una fiesta de cumpleaños sorpresa',
    fr: 'Une fête d’anniversaire surprise',
    de: 'Eine Überraschungsparty zum Geburtstag',
    it: 'Una festa di compleanno a sorpresa',
    pt: 'Uma festa de aniversário surpresa',
  },
  match: {
    en: ['birthday', 'party', 'birthday party', 'surprise party', 'cake', 'celebration', 'celebrate', 'invitation', 'candles', 'balloons'],
    es: ['cumpleaños', 'fiesta', 'fiesta sorpresa', 'tarta', 'pastel', 'celebración', 'celebrar', 'invitación', 'velas', 'globos'],
    fr: ['anniversaire', 'fête', 'fête surprise', 'gâteau', 'célébration', 'célébrer', 'fêter', 'invitation', 'bougies', 'ballons'],
    de: ['geburtstag', 'party', 'geburtstagsparty', 'überraschungsparty', 'feier', 'kuchen', 'torte', 'feiern', 'einladung', 'kerzen', 'luftballons'],
    it: ['compleanno', 'festa', 'festa a sorpresa', 'torta', 'celebrazione', 'festeggiare', 'invito', 'candeline', 'palloncini'],
    pt: ['aniversário', 'festa', 'festa surpresa', 'bolo', 'celebração', 'celebrar', 'festejar', 'convite', 'velas', 'balões'],
  },
  cast: { A: 'f', B: 'f', C: 'm', D: 'f' },
  vocab: {
    admit: 'verb', agree: 'verb', answer: 'verb', arouse_suspicion: 'verb', arrive: 'verb', ask: 'verb',
    back_up: 'verb', bake: 'verb', bakery: 'noun', balloon: 'noun', banner: 'noun', beg: 'verb',
    believe: 'verb', best_friend: 'noun', best_friends: 'noun', birthday: 'noun', blow_out: 'verb',
    board_game: 'noun', bracelet: 'noun', burst_out_laughing: 'verb', burst_tears_laughter: 'verb',
    cake: 'noun', calmer: 'adjective', candle: 'noun', chocolate: 'noun', chocolate_cake: 'noun',
    claim: 'verb', class: 'noun', colour: 'noun', come_back: 'verb', come_out: 'verb', condition: 'noun',
    crimson: 'adjective', crouch: 'verb', cry: 'verb', dance: 'verb', decide: 'verb', decorate: 'verb',
    delicious: 'adjective', dentist: 'noun', determined: 'adjective', draw: 'verb', end: 'verb',
    exhausted: 'adjective', fittingly: 'adverb', football: 'noun', football_club: 'noun', forget: 'verb',
    frozen: 'adjective', giggle: 'verb', give: 'verb', give_out: 'verb', guest: 'noun', hand_out: 'verb',
    happy: 'adjective', help: 'noun', hide: 'verb', host: 'verb', house: 'noun', hug: 'verb',
    inseparable: 'adjective', invitation: 'noun', invite: 'verb', keep_quiet: 'verb', laugh: 'verb',
    life: 'noun', like: 'verb', living_room: 'noun', love: 'verb', luckily: 'adverb', lunch: 'noun',
    make_wish: 'verb', message: 'noun', move: 'verb', mum: 'noun', nerve_racking: 'adjective',
    nervous: 'adjective', next_to: 'preposition', nice: 'adjective', notice: 'verb', notorious: 'adjective',
    nursery: 'noun', open: 'verb', organise: 'verb', overjoyed: 'adjective', perfect: 'adjective',
    phone: 'verb', photo: 'noun', photo_album: 'noun', pink: 'adjective', pizza: 'noun', present: 'noun',
    problem: 'noun', promise: 'verb', proud: 'adjective', purple: 'adjective', put: 'verb', realise: 'verb',
    red: 'adjective', reflect: 'verb', ring_bell: 'verb', safe: 'adjective', say_yes: 'verb', secret: 'noun',
    secretly: 'adverb', send: 'verb', shocked: 'adjective', shout: 'verb', shrug: 'verb', sing: 'verb',
    slip_out: 'verb', smell: 'verb', special: 'adjective', stick: 'verb', surprise: 'noun',
    surprise_party: 'noun', surprised: 'adjective', suspect: 'verb', swear: 'verb', switch_off: 'verb',
    talk: 'verb', talk_too_much: 'verb', tears: 'noun', tired: 'adjective', transform: 'verb', try: 'verb',
    turn: 'verb', warn: 'verb', watch_film: 'verb', worth_it: 'adjective', write: 'verb',
    book: 'noun', come: 'verb', do: 'verb', friend: 'noun', game: 'noun', idea: 'noun', kitchen: 'noun',
    know: 'verb', light: 'noun', make: 'verb', meeting: 'noun', new: 'adjective', parent: 'noun',
    party: 'noun', say: 'verb', true: 'adjective', big: 'adjective', brother: 'noun', film: 'noun',
    play: 'verb', sofa: 'noun', time: 'noun', watch: 'verb', take: 'verb', mobile_phone: 'noun', bring: 'verb',
    smile: 'noun', add: 'verb', little_brother: 'noun', favourite_colour: 'noun', buy: 'verb', choose: 'verb', eat: 'verb', favourite: 'adjective',
    find_out: 'verb', get: 'verb', help_someone: 'verb', tell: 'verb',
    curious: 'adjective', easy: 'adjective', luck: 'noun', homemade: 'adjective', better: 'adjective',
    personal: 'adjective', put_up: 'verb', ready: 'adjective', read: 'verb', opinion: 'noun',
    collect: 'verb', ruin: 'verb', see: 'verb', kind: 'adjective',
    leave_side: 'verb', mysterious: 'adjective', come_up_with: 'verb', sort_out: 'verb', myself: 'pronoun',
    strange: 'adjective', hope: 'verb', give_away: 'verb', dentist_appointment: 'noun', have: 'verb',
    trouble: 'noun', allow: 'verb', ceiling: 'noun', club_together: 'verb', worried: 'adjective',
    unfair: 'adjective', hesitate: 'verb', go_on: 'verb', secrecy: 'noun',
  },
  levels: { A1: a1, A2: a2, B1: b1, B2: b2 },
  dialogues: [
    {
      speakers: ['A', 'C', 'D'],
      levels: { A1: dialogue3A1, A2: dialogue3A2, B1: dialogue3B1, B2: dialogue3B2 },
    },
  ],
};
