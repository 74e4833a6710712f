import { keepCase } from './it';

/*
 * English spelling does not show where its syllables divide ("lem-on" or "le-mon", "pla-net"
 * or "plan-et"): no rule on letters is reliable, and a wrong key in front of a class is worse
 * than one item fewer. English words are divided only when listed here, as the dictionary
 * divides them (Merriam-Webster's syllable dots: "rab-bit", "broth-er", "foot-ball"), and only
 * where dictionaries agree ("En-glish"/"Eng-lish", "win-dy"/"wind-y" are left out); any other
 * word gets no division.
 */
const KNOWN: Readonly<Record<string, readonly string[]>> = Object.fromEntries(
  `
  after af-ter | apple ap-ple | autumn au-tumn | basketball bas-ket-ball | beaches beach-es
  beautiful beau-ti-ful | birthday birth-day | breakfast break-fast | brother broth-er
  brothers broth-ers | butter but-ter | centre cen-tre | cinema cin-e-ma | classroom class-room
  clever clev-er | coffee cof-fee | computer com-pu-ter | computers com-pu-ters | cousin cous-in
  cousins cous-ins | dinner din-ner | doctor doc-tor | email e-mail
  expensive ex-pen-sive | football foot-ball | funny fun-ny | garden gar-den
  gardens gar-dens | guitar gui-tar | guitars gui-tars | happy hap-py | holiday hol-i-day
  holidays hol-i-days | homework home-work | hotel ho-tel | hotels ho-tels | kitchen kitch-en
  kitten kit-ten | lesson les-son | lessons les-sons | listen lis-ten | listened lis-tened
  listens lis-tens | little lit-tle | market mar-ket | markets mar-kets | modern mod-ern
  monday Mon-day | mondays Mon-days | morning morn-ing | mother moth-er | mountain moun-tain
  mountains moun-tains | museum mu-se-um | museums mu-se-ums | music mu-sic | number num-ber
  paper pa-per | pasta pas-ta | pencil pen-cil | photos pho-tos | picnic pic-nic | pizza piz-za
  playground play-ground | quiet qui-et | rabbit rab-bit | rabbits rab-bits |
  relaxing re-lax-ing | restaurant res-tau-rant | salad sal-ad | saturday Sat-ur-day
  saturdays Sat-ur-days | science sci-ence | sister sis-ter | sisters sis-ters | sunday Sun-day
  sundays Sun-days | summer sum-mer | sunny sun-ny | supermarket su-per-mar-ket
  swimming swim-ming | teacher teach-er | tennis ten-nis | today to-day | tomorrow to-mor-row
  water wa-ter | weekend week-end | window win-dow | winter win-ter
  yellow yel-low | yesterday yes-ter-day
  airport air-port | animal an-i-mal | animals an-i-mals | backpack back-pack
  balloon bal-loon | balloons bal-loons | bathroom bath-room | bedroom bed-room
  better bet-ter | blanket blan-ket | candle can-dle | candles can-dles | carrot car-rot
  chicken chick-en | concert con-cert | daughter daugh-ter
  dentist den-tist | doorbell door-bell | evening eve-ning | father fa-ther
  finger fin-ger | fireworks fire-works | flower flow-er | flowers flow-ers | friday Fri-day
  grandmother grand-moth-er | grandfather grand-fa-ther | happen hap-pen | happened hap-pened
  hospital hos-pi-tal | inside in-side | island is-land | jacket jack-et | letter let-ter
  lunchtime lunch-time | matter mat-ter | mirror mir-ror | moment mo-ment | money mon-ey
  monster mon-ster | nothing noth-ing | office of-fice | outside out-side | parents par-ents
  party par-ty | passport pass-port | people peo-ple | pocket pock-et | popcorn pop-corn
  postman post-man | problem prob-lem | river riv-er | robot ro-bot | sandwich sand-wich
  seaside sea-side | seven sev-en | shoulder shoul-der | snowman snow-man | something some-thing
  sometimes some-times | station sta-tion | story sto-ry | suitcase suit-case | sugar sug-ar
  table ta-ble | ticket tick-et | tickets tick-ets | together to-geth-er | tomato to-ma-to
  travel trav-el | under un-der | village vil-lage | waiter wait-er | wedding wed-ding
  `
    .split(/[|\n]/u)
    .map((entry) => entry.trim().split(/\s+/u))
    .filter((entry): entry is [string, string] => entry.length === 2)
    .map(([word, division]) => [word, division.toLocaleLowerCase('en').split('-')]),
);

export function syllabifyEnglish(word: string): readonly string[] | undefined {
  const known = KNOWN[word.toLocaleLowerCase('en')];
  return known === undefined ? undefined : keepCase(word, known);
}
