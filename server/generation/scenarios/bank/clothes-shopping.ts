import type { Scenario } from '../scenario';
import { a1 } from './clothes-shopping/a1';
import { a2 } from './clothes-shopping/a2';
import { b1 } from './clothes-shopping/b1';
import { b2 } from './clothes-shopping/b2';
import { dialogueA1 } from './clothes-shopping/dialogue-a1';
import { dialogueA2 } from './clothes-shopping/dialogue-a2';
import { dialogueB1 } from './clothes-shopping/dialogue-b1';
import { dialogueB2 } from './clothes-shopping/dialogue-b2';

export const scenario: Scenario = {
  id: 'clothes-shopping',
  theme: 'shopping',
  title: {
    en: 'A dress for the wedding',
    es: 'Un vestido para la boda',
    fr: 'Une robe pour le mariage',
    de: 'Ein Kleid für die Hochzeit',
    it: 'Un vestito per il matrimonio',
    pt: 'Um vestido para o casamento',
  },
  match: {
    en: ['shopping', 'clothes', 'buying clothes', 'trousers', 'dress', 'shirt', 'skirt', 'shoes', 'size', 'try on', 'shop assistant', 'clothes shop', 'wedding', 'fitting room', 'changing room', 'outfit', 'outfits', 'new clothes'],
    es: ['compras', 'de compras', 'ropa', 'comprar ropa', 'pantalones', 'vestido', 'camisa', 'falda', 'zapatos', 'talla', 'probador', 'probarse', 'dependienta', 'dependiente', 'boda', 'conjunto', 'ropa nueva'],
    fr: ['shopping', 'vêtements', 'acheter des vêtements', 'pantalon', 'robe', 'chemise', 'jupe', 'chaussures', 'taille', 'cabine d’essayage', 'essayer', 'vendeuse', 'vendeur', 'mariage', 'tenue', 'nouveaux vêtements'],
    de: ['einkaufen', 'shopping', 'kleidung', 'kleider', 'kleidung kaufen', 'hose', 'kleid', 'hemd', 'rock', 'schuhe', 'größe', 'umkleidekabine', 'anprobieren', 'verkäuferin', 'verkäufer', 'hochzeit', 'outfit', 'neue kleidung'],
    it: ['shopping', 'compere', 'vestiti', 'abbigliamento', 'comprare vestiti', 'pantaloni', 'vestito', 'camicia', 'gonna', 'scarpe', 'taglia', 'camerino', 'provare', 'commessa', 'commesso', 'matrimonio', 'completo', 'vestiti nuovi'],
    pt: ['compras', 'roupa', 'comprar roupa', 'calças', 'vestido', 'camisa', 'saia', 'sapatos', 'tamanho', 'provador', 'experimentar', 'vendedora', 'vendedor', 'casamento', 'roupa nova'],
  },
  cast: { A: 'f', B: 'f', C: 'f' },
  vocab: {
    need: 'verb', clothes: 'noun', wedding: 'noun', cousin: 'noun', get_married: 'verb', jeans: 'noun',
    t_shirts: 'noun', dress: 'noun', small: 'adjective', mother: 'noun', give: 'verb', euros: 'noun',
    shoes: 'noun', write: 'verb', list: 'noun', go_shopping: 'verb', take: 'verb', bus: 'noun',
    shopping_centre: 'noun', big: 'adjective', people: 'noun', clothes_shop: 'noun', shoe_shop: 'noun',
    cafe: 'noun', shop: 'noun', trousers: 'noun', shirts: 'noun', skirts: 'noun', like: 'verb',
    red: 'adjective', cost: 'verb', expensive: 'adjective', much: 'adverb', sad: 'adjective',
    try_on: 'verb', blue: 'adjective', size: 'noun', ask: 'verb', shop_assistant: 'noun', help: 'noun',
    kind: 'adjective', worried: 'adjective', find: 'verb', bigger: 'adjective', stockroom: 'noun',
    fit: 'verb', perfectly: 'adverb', look: 'verb', mirror: 'noun', smile: 'verb', beautiful: 'adjective',
    buy: 'verb', happy: 'adjective', pay: 'verb', till: 'noun', put: 'verb', bag: 'noun', want: 'verb',
    white: 'adjective', perfect: 'adjective', left: 'adjective', ice_cream: 'noun', eat: 'verb',
    hotel: 'noun', excited: 'adjective', journey: 'noun', take_time: 'verb', look_at: 'verb', leave: 'verb',
    walk: 'verb', changing_room: 'noun', turn_around: 'verb', note: 'noun', get: 'verb', change: 'noun',
    go_home: 'verb', wardrobe: 'noun', music: 'noun', cake: 'noun',
    pretty: 'adjective', green: 'adjective', thank: 'verb', comfortable: 'adjective', elegant: 'adjective',
    feet: 'noun', hurt: 'verb',
    not_care: 'verb',
    arrive: 'verb', fall_in_love: 'verb', disappointed: 'adjective', love: 'verb', talk: 'verb', tell: 'verb',
    boring: 'adjective', cheaper: 'adjective', wish: 'verb', hang: 'verb',
    grow: 'verb', budget: 'noun', online: 'adverb', busier: 'adjective', more_expensive: 'adjective',
    skirt: 'noun', better: 'adverb', agree: 'verb', patient: 'adjective', suit: 'verb', delighted: 'adjective',
    purse: 'noun', fold: 'verb', creased: 'adjective', choose: 'verb', confident: 'adjective', learn: 'verb',
    be_afraid: 'verb', guests: 'noun',
    suitable: 'adjective', warn: 'verb', browse: 'verb', crowded: 'adjective', remind: 'verb', dismiss: 'verb',
    wonder: 'verb', spot: 'verb', rush: 'verb', zip_up: 'verb', crease: 'verb', treat: 'verb', ache: 'verb',
    patience: 'noun',
    show: 'verb', father: 'noun', nice: 'adjective', wear: 'verb', lovely: 'adjective', dance: 'verb',
    look_for: 'verb', colour: 'noun', bride: 'noun', card: 'noun', cash: 'noun', belt: 'noun', long: 'adjective', see: 'verb',
    relieved: 'adjective', tired: 'adjective',
  },
  levels: { A1: a1, A2: a2, B1: b1, B2: b2 },
  dialogues: [
    {
      speakers: ['C', 'A'],
      levels: { A1: dialogueA1, A2: dialogueA2, B1: dialogueB1, B2: dialogueB2 },
    },
  ],
};
