import { CITIES, cityPhrases } from './gazetteer';
import type { Band, Gender, Lang } from './model';

/*
 * The offline generator's lexicon (issue #4): every entry is a meaning with its rendering in
 * each of the six languages, written by us — no downloaded corpus. Nouns carry gender and
 * number forms; activities are a verb lemma (conjugated by the language module) with its
 * complement written out per language, including the negated complement where a language
 * changes it (French "pas de pizza", German "keine Pizza").
 *
 * Notation: languages in the order en | es | fr | de | it | pt. Nouns `g:singular,plural`
 * (gender m/f/n; English without gender; an empty side means singular-only or plural-only).
 * Phrases use the annotated form of `phrase()` in model.ts: `word/pos=concept`.
 */

export const LANG_ORDER: readonly Lang[] = ['en', 'es', 'fr', 'de', 'it', 'pt'];

export interface NounForms {
  readonly sg: string;
  readonly pl: string;
  readonly g: Gender;
}

export interface Noun {
  readonly id: string;
  readonly band: Band;
  readonly forms: Readonly<Record<Lang, NounForms>>;
  /** `mass`: uncountable (milk); `count`: has a plural; `plural`: plural only (parents). */
  readonly number: 'count' | 'mass' | 'plural';
  /** Family words: Italian drops the article before a singular possessive ("mio fratello"). */
  readonly kin: boolean;
}

function parseForms(text: string, english: boolean): NounForms {
  const [gender, rest] = english ? ['n', text] : text.split(':');
  const [sg = '', pl = ''] = (rest ?? '').split(',');
  return { sg: sg.trim(), pl: pl.trim(), g: (gender?.trim() ?? 'n') as Gender };
}

function byLang<T>(text: string, parse: (part: string, lang: Lang) => T): Record<Lang, T> {
  const parts = text.split('|').map((part) => part.trim());
  if (parts.length !== 6) throw new Error(`lexicon entry needs six languages: ${text}`);
  const entries = LANG_ORDER.map((lang, index) => [lang, parse(parts[index] ?? '', lang)]);
  return Object.fromEntries(entries) as Record<Lang, T>;
}

function noun(id: string, band: Band, text: string, kin = false): Noun {
  const forms = byLang(text, (part, lang) => parseForms(part, lang === 'en'));
  const en = forms.en;
  const number = en.sg === '' ? 'plural' : en.pl === '' ? 'mass' : 'count';
  return { id, band, forms, number, kin };
}

export const NOUNS: readonly Noun[] = [
  // family
  noun(
    'brother',
    1,
    'brother,brothers | m:hermano,hermanos | m:frère,frères | m:Bruder,Brüder | m:fratello,fratelli | m:irmão,irmãos',
    true,
  ),
  noun(
    'sister',
    1,
    'sister,sisters | f:hermana,hermanas | f:sœur,sœurs | f:Schwester,Schwestern | f:sorella,sorelle | f:irmã,irmãs',
    true,
  ),
  noun(
    'mother',
    1,
    'mother,mothers | f:madre,madres | f:mère,mères | f:Mutter,Mütter | f:madre,madri | f:mãe,mães',
    true,
  ),
  noun(
    'father',
    1,
    'father,fathers | m:padre,padres | m:père,pères | m:Vater,Väter | m:padre,padri | m:pai,pais',
    true,
  ),
  noun(
    'grandmother',
    2,
    'grandmother,grandmothers | f:abuela,abuelas | f:grand-mère,grands-mères | f:Großmutter,Großmütter | f:nonna,nonne | f:avó,avós',
    true,
  ),
  noun(
    'grandfather',
    2,
    'grandfather,grandfathers | m:abuelo,abuelos | m:grand-père,grands-pères | m:Großvater,Großväter | m:nonno,nonni | m:avô,avôs',
    true,
  ),
  noun(
    'cousin_m',
    2,
    'cousin,cousins | m:primo,primos | m:cousin,cousins | m:Cousin,Cousins | m:cugino,cugini | m:primo,primos',
    true,
  ),
  noun(
    'cousin_f',
    2,
    'cousin,cousins | f:prima,primas | f:cousine,cousines | f:Cousine,Cousinen | f:cugina,cugine | f:prima,primas',
    true,
  ),
  noun(
    'friend_m',
    1,
    'friend,friends | m:amigo,amigos | m:ami,amis | m:Freund,Freunde | m:amico,amici | m:amigo,amigos',
  ),
  noun(
    'friend_f',
    1,
    'friend,friends | f:amiga,amigas | f:amie,amies | f:Freundin,Freundinnen | f:amica,amiche | f:amiga,amigas',
  ),
  noun('parents', 1, ',parents | m:,padres | m:,parents | m:,Eltern | m:,genitori | m:,pais', true),
  noun(
    'dog',
    1,
    'dog,dogs | m:perro,perros | m:chien,chiens | m:Hund,Hunde | m:cane,cani | m:cão,cães',
  ),
  noun(
    'cat',
    1,
    'cat,cats | m:gato,gatos | m:chat,chats | f:Katze,Katzen | m:gatto,gatti | m:gato,gatos',
  ),
  noun(
    'rabbit',
    2,
    'rabbit,rabbits | m:conejo,conejos | m:lapin,lapins | n:Kaninchen,Kaninchen | m:coniglio,conigli | m:coelho,coelhos',
  ),
  noun(
    'house',
    1,
    'house,houses | f:casa,casas | f:maison,maisons | n:Haus,Häuser | f:casa,case | f:casa,casas',
  ),
  noun(
    'garden',
    1,
    'garden,gardens | m:jardín,jardines | m:jardin,jardins | m:Garten,Gärten | m:giardino,giardini | m:jardim,jardins',
  ),
  // school
  noun(
    'school',
    1,
    'school,schools | m:colegio,colegios | f:école,écoles | f:Schule,Schulen | f:scuola,scuole | f:escola,escolas',
  ),
  noun(
    'classroom',
    2,
    'classroom,classrooms | f:clase,clases | f:classe,classes | n:Klassenzimmer,Klassenzimmer | f:classe,classi | f:sala de aula,salas de aula',
  ),
  noun(
    'library',
    2,
    'library,libraries | f:biblioteca,bibliotecas | f:bibliothèque,bibliothèques | f:Bibliothek,Bibliotheken | f:biblioteca,biblioteche | f:biblioteca,bibliotecas',
  ),
  noun(
    'playground',
    2,
    'playground,playgrounds | m:patio,patios | f:cour,cours | m:Schulhof,Schulhöfe | m:cortile,cortili | m:recreio,recreios',
  ),
  noun(
    'teacher_m',
    1,
    'teacher,teachers | m:profesor,profesores | m:professeur,professeurs | m:Lehrer,Lehrer | m:professore,professori | m:professor,professores',
  ),
  noun(
    'teacher_f',
    1,
    'teacher,teachers | f:profesora,profesoras | f:professeure,professeures | f:Lehrerin,Lehrerinnen | f:professoressa,professoresse | f:professora,professoras',
  ),
  noun('maths', 1, 'maths, | f:,matemáticas | f:,maths | f:Mathe, | f:matematica, | f:matemática,'),
  noun('english', 1, 'English, | m:inglés, | m:anglais, | n:Englisch, | m:inglese, | m:inglês,'),
  noun(
    'history',
    2,
    'history, | f:historia, | f:histoire, | f:Geschichte, | f:storia, | f:história,',
  ),
  noun(
    'science',
    2,
    'science, | f:,ciencias | f:,sciences | f:,Naturwissenschaften | f:,scienze | f:,ciências',
  ),
  noun('music', 1, 'music, | f:música, | f:musique, | f:Musik, | f:musica, | f:música,'),
  noun('art', 2, 'art, | m:dibujo, | m:dessin, | f:Kunst, | f:arte, | f:arte,'),
  noun(
    'book',
    1,
    'book,books | m:libro,libros | m:livre,livres | n:Buch,Bücher | m:libro,libri | m:livro,livros',
  ),
  noun(
    'computer',
    2,
    'computer,computers | m:ordenador,ordenadores | m:ordinateur,ordinateurs | m:Computer,Computer | m:computer,computer | m:computador,computadores',
  ),
  // food
  noun('pizza', 1, 'pizza, | f:pizza, | f:pizza, | f:Pizza, | f:pizza, | f:piza,'),
  noun('fish', 1, 'fish, | m:pescado, | m:poisson, | m:Fisch, | m:pesce, | m:peixe,'),
  noun('fruit', 1, 'fruit, | f:fruta, | m:,fruits | n:Obst, | f:frutta, | f:fruta,'),
  noun('bread', 1, 'bread, | m:pan, | m:pain, | n:Brot, | m:pane, | m:pão,'),
  noun('cheese', 1, 'cheese, | m:queso, | m:fromage, | m:Käse, | m:formaggio, | m:queijo,'),
  noun(
    'chocolate',
    1,
    'chocolate, | m:chocolate, | m:chocolat, | f:Schokolade, | m:cioccolato, | m:chocolate,',
  ),
  noun('salad', 2, 'salad, | f:ensalada, | f:salade, | m:Salat, | f:insalata, | f:salada,'),
  noun('soup', 2, 'soup, | f:sopa, | f:soupe, | f:Suppe, | f:zuppa, | f:sopa,'),
  noun('rice', 2, 'rice, | m:arroz, | m:riz, | m:Reis, | m:riso, | m:arroz,'),
  noun('pasta', 1, 'pasta, | f:pasta, | f:,pâtes | f:,Nudeln | f:pasta, | f:,massas'),
  noun(
    'vegetables',
    2,
    ',vegetables | f:,verduras | m:,légumes | n:Gemüse, | f:,verdure | m:,legumes',
  ),
  noun('ice_cream', 1, 'ice cream, | m:helado, | f:glace, | n:Eis, | m:gelato, | m:gelado,'),
  noun('milk', 1, 'milk, | f:leche, | m:lait, | f:Milch, | m:latte, | m:leite,'),
  noun('water', 1, 'water, | f:agua, | f:eau, | n:Wasser, | f:acqua, | f:água,'),
  noun('juice', 2, 'juice, | m:zumo, | m:jus, | m:Saft, | m:succo, | m:sumo,'),
  noun(
    'kitchen',
    2,
    'kitchen,kitchens | f:cocina,cocinas | f:cuisine,cuisines | f:Küche,Küchen | f:cucina,cucine | f:cozinha,cozinhas',
  ),
  noun(
    'restaurant',
    2,
    'restaurant,restaurants | m:restaurante,restaurantes | m:restaurant,restaurants | n:Restaurant,Restaurants | m:ristorante,ristoranti | m:restaurante,restaurantes',
  ),
  noun(
    'market',
    2,
    'market,markets | m:mercado,mercados | m:marché,marchés | m:Markt,Märkte | m:mercato,mercati | m:mercado,mercados',
  ),
  noun(
    'supermarket',
    1,
    'supermarket,supermarkets | m:supermercado,supermercados | m:supermarché,supermarchés | m:Supermarkt,Supermärkte | m:supermercato,supermercati | m:supermercado,supermercados',
  ),
  // free time and town
  noun(
    'park',
    1,
    'park,parks | m:parque,parques | m:parc,parcs | m:Park,Parks | m:parco,parchi | m:parque,parques',
  ),
  noun(
    'pool',
    1,
    'swimming pool,swimming pools | f:piscina,piscinas | f:piscine,piscines | n:Schwimmbad,Schwimmbäder | f:piscina,piscine | f:piscina,piscinas',
  ),
  noun(
    'cinema',
    1,
    'cinema,cinemas | m:cine,cines | m:cinéma,cinémas | n:Kino,Kinos | m:cinema,cinema | m:cinema,cinemas',
  ),
  noun(
    'sports_centre',
    2,
    'sports centre,sports centres | m:polideportivo,polideportivos | m:gymnase,gymnases | f:Sporthalle,Sporthallen | f:palestra,palestre | m:pavilhão,pavilhões',
  ),
  noun(
    'museum',
    2,
    'museum,museums | m:museo,museos | m:musée,musées | n:Museum,Museen | m:museo,musei | m:museu,museus',
  ),
  noun(
    'station',
    2,
    'station,stations | f:estación,estaciones | f:gare,gares | m:Bahnhof,Bahnhöfe | f:stazione,stazioni | f:estação,estações',
  ),
  noun(
    'town',
    1,
    'town,towns | f:ciudad,ciudades | f:ville,villes | f:Stadt,Städte | f:città,città | f:cidade,cidades',
  ),
  noun(
    'square',
    2,
    'square,squares | f:plaza,plazas | f:place,places | m:Platz,Plätze | f:piazza,piazze | f:praça,praças',
  ),
  noun(
    'film',
    1,
    'film,films | f:película,películas | m:film,films | m:Film,Filme | m:film,film | m:filme,filmes',
  ),
  noun('football', 1, 'football, | m:fútbol, | m:football, | m:Fußball, | m:calcio, | m:futebol,'),
  noun(
    'bike',
    1,
    'bike,bikes | f:bici,bicis | m:vélo,vélos | n:Fahrrad,Fahrräder | f:bici,bici | f:bicicleta,bicicletas',
  ),
  noun(
    'guitar',
    2,
    'guitar,guitars | f:guitarra,guitarras | f:guitare,guitares | f:Gitarre,Gitarren | f:chitarra,chitarre | f:guitarra,guitarras',
  ),
  // holidays and weather
  noun(
    'beach',
    1,
    'beach,beaches | f:playa,playas | f:plage,plages | m:Strand,Strände | f:spiaggia,spiagge | f:praia,praias',
  ),
  noun('sea', 1, 'sea,seas | m:mar,mares | f:mer,mers | n:Meer,Meere | m:mare,mari | m:mar,mares'),
  noun(
    'mountains',
    2,
    ',mountains | f:,montañas | f:,montagnes | m:,Berge | f:,montagne | f:,montanhas',
  ),
  noun(
    'hotel',
    2,
    'hotel,hotels | m:hotel,hoteles | m:hôtel,hôtels | n:Hotel,Hotels | m:albergo,alberghi | m:hotel,hotéis',
  ),
  noun(
    'holidays',
    1,
    ',holidays | f:,vacaciones | f:,vacances | m:,Ferien | f:,vacanze | f:,férias',
  ),
  noun('summer', 1, 'summer, | m:verano, | m:été, | m:Sommer, | f:estate, | m:verão,'),
  noun('winter', 1, 'winter, | m:invierno, | m:hiver, | m:Winter, | m:inverno, | m:inverno,'),
  noun(
    'spring',
    2,
    'spring, | f:primavera, | m:printemps, | m:Frühling, | f:primavera, | f:primavera,',
  ),
  noun('autumn', 2, 'autumn, | m:otoño, | m:automne, | m:Herbst, | m:autunno, | m:outono,'),
  noun('snow', 2, 'snow, | f:nieve, | f:neige, | m:Schnee, | f:neve, | f:neve,'),
  noun('rain', 2, 'rain, | f:lluvia, | f:pluie, | m:Regen, | f:pioggia, | f:chuva,'),
  noun('sun', 1, 'sun, | m:sol, | m:soleil, | f:Sonne, | m:sole, | m:sol,'),
  // What the audit's prompts name (issue #12): travel, a home's rooms, a birthday party.
  noun(
    'train',
    1,
    'train,trains | m:tren,trenes | m:train,trains | m:Zug,Züge | m:treno,treni | m:comboio,comboios',
  ),
  noun(
    'ticket',
    2,
    'ticket,tickets | m:billete,billetes | m:billet,billets | f:Fahrkarte,Fahrkarten | m:biglietto,biglietti | m:bilhete,bilhetes',
  ),
  noun(
    'sights',
    2,
    ',sights | m:,monumentos | m:,monuments | f:,Sehenswürdigkeiten | m:,monumenti | m:,monumentos',
  ),
  noun(
    'flat',
    1,
    'flat,flats | m:piso,pisos | m:appartement,appartements | f:Wohnung,Wohnungen | m:appartamento,appartamenti | m:apartamento,apartamentos',
  ),
  noun(
    'living_room',
    2,
    'living room,living rooms | m:salón,salones | m:salon,salons | n:Wohnzimmer,Wohnzimmer | m:soggiorno,soggiorni | f:sala,salas',
  ),
  noun(
    'bedroom',
    1,
    'bedroom,bedrooms | m:dormitorio,dormitorios | f:chambre,chambres | n:Schlafzimmer,Schlafzimmer | f:camera,camere | m:quarto,quartos',
  ),
  noun(
    'balcony',
    2,
    'balcony,balconies | m:balcón,balcones | m:balcon,balcons | m:Balkon,Balkone | m:balcone,balconi | f:varanda,varandas',
  ),
  noun(
    'party',
    1,
    'party,parties | f:fiesta,fiestas | f:fête,fêtes | f:Party,Partys | f:festa,feste | f:festa,festas',
  ),
  noun(
    'birthday',
    1,
    'birthday,birthdays | m:cumpleaños,cumpleaños | m:anniversaire,anniversaires | m:Geburtstag,Geburtstage | m:compleanno,compleanni | m:aniversário,aniversários',
  ),
  noun(
    'cake',
    1,
    'cake,cakes | f:tarta,tartas | m:gâteau,gâteaux | m:Kuchen,Kuchen | f:torta,torte | m:bolo,bolos',
  ),
  noun(
    'present',
    1,
    'present,presents | m:regalo,regalos | m:cadeau,cadeaux | n:Geschenk,Geschenke | m:regalo,regali | m:presente,presentes',
  ),
];

export interface Adjective {
  readonly id: string;
  readonly band: Band;
  /** Singular m, singular f, plural m, plural f (English and German: one form). */
  readonly forms: Readonly<Record<Lang, readonly [string, string, string, string]>>;
  /** Spanish and Portuguese copula: `ser` for what something is like, `estar` for a state. */
  readonly copula: 'ser' | 'estar';
}

function adjective(
  id: string,
  band: Band,
  text: string,
  copula: 'ser' | 'estar' = 'ser',
): Adjective {
  const forms = byLang(text, (part) => {
    const list = part.split(',').map((form) => form.trim());
    const [msg = '', fsg = msg, mpl = msg, fpl = mpl] = list;
    return [msg, fsg, mpl, fpl] as const;
  });
  return { id, band, forms, copula };
}

// Romance forms: m.sg, f.sg, m.pl, f.pl; one form for English and German (predicative only).
export const ADJECTIVES: readonly Adjective[] = [
  adjective(
    'big',
    1,
    'big | grande,grande,grandes,grandes | grand,grande,grands,grandes | groß | grande,grande,grandi,grandi | grande,grande,grandes,grandes',
  ),
  adjective(
    'small',
    1,
    'small | pequeño,pequeña,pequeños,pequeñas | petit,petite,petits,petites | klein | piccolo,piccola,piccoli,piccole | pequeno,pequena,pequenos,pequenas',
  ),
  adjective(
    'beautiful',
    1,
    'beautiful | bonito,bonita,bonitos,bonitas | beau,belle,beaux,belles | schön | bello,bella,belli,belle | bonito,bonita,bonitos,bonitas',
  ),
  adjective(
    'old',
    1,
    'old | antiguo,antigua,antiguos,antiguas | ancien,ancienne,anciens,anciennes | alt | antico,antica,antichi,antiche | antigo,antiga,antigos,antigas',
  ),
  adjective(
    'modern',
    2,
    'modern | moderno,moderna,modernos,modernas | moderne,moderne,modernes,modernes | modern | moderno,moderna,moderni,moderne | moderno,moderna,modernos,modernas',
  ),
  adjective(
    'quiet',
    2,
    'quiet | tranquilo,tranquila,tranquilos,tranquilas | calme,calme,calmes,calmes | ruhig | tranquillo,tranquilla,tranquilli,tranquille | tranquilo,tranquila,tranquilos,tranquilas',
  ),
  adjective(
    'tall',
    1,
    'tall | alto,alta,altos,altas | grand,grande,grands,grandes | groß | alto,alta,alti,alte | alto,alta,altos,altas',
  ),
  adjective(
    'short',
    1,
    'short | bajo,baja,bajos,bajas | petit,petite,petits,petites | klein | basso,bassa,bassi,basse | baixo,baixa,baixos,baixas',
  ),
  adjective(
    'funny',
    1,
    'funny | divertido,divertida,divertidos,divertidas | drôle,drôle,drôles,drôles | lustig | divertente,divertente,divertenti,divertenti | engraçado,engraçada,engraçados,engraçadas',
  ),
  adjective(
    'kind',
    2,
    'kind | amable,amable,amables,amables | gentil,gentille,gentils,gentilles | nett | gentile,gentile,gentili,gentili | simpático,simpática,simpáticos,simpáticas',
  ),
  adjective(
    'clever',
    2,
    'clever | inteligente,inteligente,inteligentes,inteligentes | intelligent,intelligente,intelligents,intelligentes | klug | intelligente,intelligente,intelligenti,intelligenti | inteligente,inteligente,inteligentes,inteligentes',
  ),
  adjective(
    'happy',
    1,
    'happy | contento,contenta,contentos,contentas | content,contente,contents,contentes | froh | contento,contenta,contenti,contente | contente,contente,contentes,contentes',
    'estar',
  ),
  adjective(
    'tired',
    2,
    'tired | cansado,cansada,cansados,cansadas | fatigué,fatiguée,fatigués,fatiguées | müde | stanco,stanca,stanchi,stanche | cansado,cansada,cansados,cansadas',
    'estar',
  ),
  adjective(
    'interesting',
    2,
    'interesting | interesante,interesante,interesantes,interesantes | intéressant,intéressante,intéressants,intéressantes | interessant | interessante,interessante,interessanti,interessanti | interessante,interessante,interessantes,interessantes',
  ),
  adjective(
    'boring',
    2,
    'boring | aburrido,aburrida,aburridos,aburridas | ennuyeux,ennuyeuse,ennuyeux,ennuyeuses | langweilig | noioso,noiosa,noiosi,noiose | aborrecido,aborrecida,aborrecidos,aborrecidas',
  ),
  adjective(
    'easy',
    2,
    'easy | fácil,fácil,fáciles,fáciles | facile,facile,faciles,faciles | leicht | facile,facile,facili,facili | fácil,fácil,fáceis,fáceis',
  ),
  adjective(
    'difficult',
    2,
    'difficult | difícil,difícil,difíciles,difíciles | difficile,difficile,difficiles,difficiles | schwierig | difficile,difficile,difficili,difficili | difícil,difícil,difíceis,difíceis',
  ),
  adjective(
    'fun',
    1,
    'fun | divertido,divertida,divertidos,divertidas | amusant,amusante,amusants,amusantes | toll | divertente,divertente,divertenti,divertenti | divertido,divertida,divertidos,divertidas',
  ),
  adjective(
    'tasty',
    1,
    'tasty | rico,rica,ricos,ricas | bon,bonne,bons,bonnes | lecker | buono,buona,buoni,buone | bom,boa,bons,boas',
  ),
  adjective(
    'healthy',
    2,
    'healthy | sano,sana,sanos,sanas | sain,saine,sains,saines | gesund | sano,sana,sani,sane | saudável,saudável,saudáveis,saudáveis',
  ),
  adjective(
    'sweet',
    2,
    'sweet | dulce,dulce,dulces,dulces | sucré,sucrée,sucrés,sucrées | süß | dolce,dolce,dolci,dolci | doce,doce,doces,doces',
  ),
  adjective(
    'cheap',
    2,
    'cheap | barato,barata,baratos,baratas | bon marché | billig | economico,economica,economici,economiche | barato,barata,baratos,baratas',
  ),
  adjective(
    'expensive',
    2,
    'expensive | caro,cara,caros,caras | cher,chère,chers,chères | teuer | caro,cara,cari,care | caro,cara,caros,caras',
  ),
  adjective(
    'clean',
    2,
    'clean | limpio,limpia,limpios,limpias | propre,propre,propres,propres | sauber | pulito,pulita,puliti,pulite | limpo,limpa,limpos,limpas',
    'estar',
  ),
  adjective(
    'relaxing',
    3,
    'relaxing | relajante,relajante,relajantes,relajantes | reposant,reposante,reposants,reposantes | entspannend | rilassante,rilassante,rilassanti,rilassanti | relaxante,relaxante,relaxantes,relaxantes',
  ),
  adjective(
    'cold',
    1,
    'cold | frío,fría,fríos,frías | froid,froide,froids,froides | kalt | freddo,fredda,freddi,fredde | frio,fria,frios,frias',
  ),
  adjective(
    'hot',
    1,
    'hot | caluroso,calurosa,calurosos,calurosas | chaud,chaude,chauds,chaudes | heiß | caldo,calda,caldi,calde | quente,quente,quentes,quentes',
  ),
];

/** A verb lemma per language, conjugated by that language's module. */
export type VerbLemmas = Readonly<Record<Lang, string>>;

export interface Activity {
  readonly id: string;
  readonly band: Band;
  readonly verb: VerbLemmas;
  /** Complement per language (annotated phrase), empty when the verb stands alone. */
  readonly comp: Readonly<Record<Lang, string>>;
  /** The complement after a negation, where the language changes it (fr de, de kein). */
  readonly neg: Partial<Readonly<Record<Lang, string>>>;
  /** Places (noun ids) where it is done, for the optional place slot. */
  readonly places: readonly string[];
  /** Nouns (ids) it mentions, so a teacher's word can pull it into the text. */
  readonly mentions: readonly string[];
  /**
   * Places it belongs to without being said to happen there ("travel by train" at the station,
   * "visit a museum" at the museum): a prompt naming them steers the text to it.
   */
  readonly at?: readonly string[];
}

/**
 * `verbs`: lemmas en|es|fr|de|it|pt; `comp`: complement per language, optionally followed by
 * `;` and the negated complement.
 */
function activity(
  id: string,
  band: Band,
  verbs: string,
  comp: string,
  places: readonly string[] = [],
  mentions: readonly string[] = [],
  at: readonly string[] = [],
): Activity {
  const verb = byLang(verbs, (part) => part);
  const parts = byLang(comp, (part) => part.split(';').map((piece) => piece.trim()));
  const compByLang = Object.fromEntries(
    LANG_ORDER.map((lang) => [lang, parts[lang][0] ?? '']),
  ) as Record<Lang, string>;
  const neg = Object.fromEntries(
    LANG_ORDER.flatMap((lang) => {
      const negated = parts[lang][1];
      return negated === undefined ? [] : [[lang, negated]];
    }),
  ) as Partial<Record<Lang, string>>;
  return {
    id,
    band,
    verb,
    comp: compByLang,
    neg,
    places,
    mentions,
    ...(at.length > 0 ? { at } : {}),
  };
}

const PLAY = 'play | jugar | jouer | spielen | giocare | jogar';
const EAT = 'eat | comer | manger | essen | mangiare | comer';
const DRINK = 'drink | beber | boire | trinken | bere | beber';

export const ACTIVITIES: readonly Activity[] = [
  // free time
  activity(
    'play_football',
    1,
    PLAY,
    'football=football | al/p fútbol=football | au/p football=football | Fußball=football;keinen/d Fußball=football | a/p calcio=football | futebol=football',
    ['park', 'playground', 'sports_centre'],
    ['football'],
  ),
  activity(
    'play_tennis',
    1,
    PLAY,
    'tennis | al/p tenis | au/p tennis | Tennis;kein/d Tennis | a/p tennis | ténis',
    ['park', 'sports_centre'],
  ),
  activity(
    'play_basketball',
    2,
    PLAY,
    'basketball | al/p baloncesto | au/p basket | Basketball;keinen/d Basketball | a/p basket | basquetebol',
    ['sports_centre', 'playground'],
  ),
  activity(
    'play_guitar',
    2,
    'play | tocar | jouer | spielen | suonare | tocar',
    'the/d guitar=guitar | la/d guitarra=guitar | de/p la/d guitare=guitar | Gitarre=guitar;nicht/r Gitarre=guitar | la/d chitarra=guitar | guitarra=guitar',
    ['house', 'bedroom'],
    ['guitar'],
  ),
  activity(
    'play_video_games',
    2,
    PLAY,
    'video/a games | a/p los/d videojuegos | aux/p jeux/n vidéo/a | Videospiele;keine/d Videospiele | ai/p videogiochi | videojogos',
    ['house', 'living_room', 'bedroom'],
  ),
  activity(
    'watch_film',
    1,
    'watch | ver | regarder | sehen | guardare | ver',
    'a/d film=film | una/d película=film | un/d film=film;de/p film=film | einen/d Film=film;keinen/d Film=film | un/d film=film | um/d filme=film',
    ['cinema', 'house'],
    ['film'],
  ),
  activity(
    'watch_tv',
    1,
    'watch | ver | regarder | fern+sehen | guardare | ver',
    'TV | la/d tele | la/d télé | | la/d tv | televisão',
    ['house', 'living_room'],
  ),
  activity(
    'listen_music',
    1,
    'listen | escuchar | écouter | hören | ascoltare | ouvir',
    'to/p music=music | música=music | de/d la/d musique=music;de/d musique=music | Musik=music;keine/d Musik=music | la/d musica=music | música=music',
    ['house', 'bedroom'],
    ['music'],
  ),
  activity('swim', 1, 'swim | nadar | nager | schwimmen | nuotare | nadar', '|||||', [
    'pool',
    'sea',
  ]),
  activity(
    'dance',
    1,
    'dance | bailar | danser | tanzen | ballare | dançar',
    '|||||',
    ['house'],
    [],
    ['party'],
  ),
  activity(
    'sing',
    2,
    'sing | cantar | chanter | singen | cantare | cantar',
    '|||||',
    ['house'],
    [],
    ['party'],
  ),
  activity(
    'ride_bike',
    1,
    'ride | montar | faire | fahren | andare | andar',
    'a/d bike=bike | en/p bici=bike | du/d vélo=bike;de/p vélo=bike | Fahrrad=bike;nicht/r Fahrrad=bike | in/p bici=bike | de/p bicicleta=bike',
    ['park'],
    ['bike'],
  ),
  activity(
    'read_book',
    1,
    'read | leer | lire | lesen | leggere | ler',
    'a/d book=book | un/d libro=book | un/d livre=book;de/p livre=book | ein/d Buch=book;kein/d Buch=book | un/d libro=book | um/d livro=book',
    ['library', 'house', 'garden', 'bedroom'],
    ['book'],
  ),
  // school
  activity(
    'study_maths',
    1,
    'study | estudiar | étudier | lernen | studiare | estudar',
    'maths=maths | matemáticas=maths | les/d maths=maths | Mathe=maths;nicht/r Mathe=maths | matematica=maths | matemática=maths',
    ['school', 'library', 'house'],
    ['maths'],
  ),
  activity(
    'study_english',
    1,
    'study | estudiar | étudier | lernen | studiare | estudar',
    "English=english | inglés=english | l'/d anglais=english | Englisch=english;kein/d Englisch=english | inglese=english | inglês=english",
    ['school', 'library'],
    ['english'],
  ),
  activity(
    'study_history',
    2,
    'study | estudiar | étudier | lernen | studiare | estudar',
    "history=history | historia=history | l'/d histoire=history | Geschichte=history;nicht/r Geschichte=history | storia=history | história=history",
    ['school', 'library'],
    ['history'],
  ),
  activity(
    'study_science',
    2,
    'study | estudiar | étudier | lernen | studiare | estudar',
    'science=science | ciencias=science | les/d sciences=science | Naturwissenschaften=science;keine/d Naturwissenschaften=science | scienze=science | ciências=science',
    ['school'],
    ['science'],
  ),
  activity(
    'do_homework',
    1,
    'do | hacer | faire | machen | fare | fazer',
    'homework | los/d deberes | les/d devoirs | Hausaufgaben;keine/d Hausaufgaben | i/d compiti | os/d trabalhos de/p casa',
    ['house', 'library', 'bedroom'],
  ),
  activity(
    'use_computer',
    2,
    'use | usar | utiliser | benutzen | usare | usar',
    "the/d computer=computer | el/d ordenador=computer | l'/d ordinateur=computer | den/d Computer=computer;den/d Computer=computer nicht/r | il/d computer=computer | o/d computador=computer",
    ['classroom', 'library'],
    ['computer'],
  ),
  activity(
    'write_email',
    2,
    'write | escribir | écrire | schreiben | scrivere | escrever',
    'an/d email | un/d correo | un/d mail;de/p mail | eine/d E-Mail;keine/d E-Mail | una/d mail | um/d email',
    ['house', 'classroom'],
  ),
  // food
  activity(
    'eat_pizza',
    1,
    EAT,
    'pizza=pizza | pizza=pizza | de/d la/d pizza=pizza;de/p pizza=pizza | Pizza=pizza;keine/d Pizza=pizza | la/d pizza=pizza | piza=pizza',
    ['restaurant', 'house'],
    ['pizza'],
  ),
  activity(
    'eat_fish',
    1,
    EAT,
    'fish=fish | pescado=fish | du/d poisson=fish;de/p poisson=fish | Fisch=fish;keinen/d Fisch=fish | il/d pesce=fish | peixe=fish',
    ['restaurant', 'house'],
    ['fish'],
  ),
  activity(
    'eat_fruit',
    1,
    EAT,
    'fruit=fruit | fruta=fruit | des/d fruits=fruit;de/p fruits=fruit | Obst=fruit;kein/d Obst=fruit | la/d frutta=fruit | fruta=fruit',
    ['house', 'kitchen'],
    ['fruit'],
  ),
  activity(
    'eat_salad',
    2,
    EAT,
    "salad=salad | ensalada=salad | de/d la/d salade=salad;de/p salade=salad | Salat=salad;keinen/d Salat=salad | l'/d insalata=salad | salada=salad",
    ['restaurant', 'kitchen'],
    ['salad'],
  ),
  activity(
    'eat_ice_cream',
    1,
    EAT,
    'ice/n=ice_cream cream=ice_cream | helado=ice_cream | de/d la/d glace=ice_cream;de/p glace=ice_cream | Eis=ice_cream;kein/d Eis=ice_cream | il/d gelato=ice_cream | gelado=ice_cream',
    ['beach', 'park'],
    ['ice_cream'],
  ),
  activity(
    'eat_pasta',
    1,
    EAT,
    'pasta=pasta | pasta=pasta | des/d pâtes=pasta;de/p pâtes=pasta | Nudeln=pasta;keine/d Nudeln=pasta | la/d pasta=pasta | massa=pasta',
    ['restaurant', 'kitchen'],
    ['pasta'],
  ),
  activity(
    'drink_milk',
    1,
    DRINK,
    'milk=milk | leche=milk | du/d lait=milk;de/p lait=milk | Milch=milk;keine/d Milch=milk | il/d latte=milk | leite=milk',
    ['kitchen'],
    ['milk'],
  ),
  activity(
    'drink_water',
    1,
    DRINK,
    "water=water | agua=water | de/d l'/d eau=water;d'/p eau=water | Wasser=water;kein/d Wasser=water | l'/d acqua=water | água=water",
    ['kitchen', 'sports_centre'],
    ['water'],
  ),
  activity(
    'drink_juice',
    2,
    DRINK,
    'juice=juice | zumo=juice | du/d jus=juice;de/p jus=juice | Saft=juice;keinen/d Saft=juice | il/d succo=juice | sumo=juice',
    ['kitchen'],
    ['juice'],
  ),
  activity(
    'buy_bread',
    2,
    'buy | comprar | acheter | kaufen | comprare | comprar',
    'bread=bread | pan=bread | du/d pain=bread;de/p pain=bread | Brot=bread;kein/d Brot=bread | il/d pane=bread | pão=bread',
    ['supermarket', 'market'],
    ['bread'],
  ),
  activity(
    'buy_cheese',
    2,
    'buy | comprar | acheter | kaufen | comprare | comprar',
    'cheese=cheese | queso=cheese | du/d fromage=cheese;de/p fromage=cheese | Käse=cheese;keinen/d Käse=cheese | il/d formaggio=cheese | queijo=cheese',
    ['market', 'supermarket'],
    ['cheese'],
  ),
  // What a market sells, so a text set at the market has more to buy than bread and cheese.
  activity(
    'buy_fruit',
    2,
    'buy | comprar | acheter | kaufen | comprare | comprar',
    'fruit=fruit | fruta=fruit | des/d fruits=fruit;de/p fruits=fruit | Obst=fruit;kein/d Obst=fruit | la/d frutta=fruit | fruta=fruit',
    ['market', 'supermarket'],
    ['fruit'],
  ),
  activity(
    'buy_vegetables',
    2,
    'buy | comprar | acheter | kaufen | comprare | comprar',
    'vegetables=vegetables | verduras=vegetables | des/d légumes=vegetables;de/p légumes=vegetables | Gemüse=vegetables;kein/d Gemüse=vegetables | le/d verdure=vegetables | legumes=vegetables',
    ['market', 'supermarket'],
    ['vegetables'],
  ),
  activity(
    'buy_fish',
    2,
    'buy | comprar | acheter | kaufen | comprare | comprar',
    'fish=fish | pescado=fish | du/d poisson=fish;de/p poisson=fish | Fisch=fish;keinen/d Fisch=fish | il/d pesce=fish | peixe=fish',
    ['market'],
    ['fish'],
  ),
  activity(
    'cook_soup',
    2,
    'cook | preparar | préparer | kochen | preparare | fazer',
    'soup=soup | sopa=soup | de/d la/d soupe=soup;de/p soupe=soup | Suppe=soup;keine/d Suppe=soup | la/d zuppa=soup | sopa=soup',
    ['kitchen'],
    ['soup'],
  ),
  activity(
    'cook_rice',
    2,
    'cook | preparar | préparer | kochen | preparare | fazer',
    'rice=rice | arroz=rice | du/d riz=rice;de/p riz=rice | Reis=rice;keinen/d Reis=rice | il/d riso=rice | arroz=rice',
    ['kitchen'],
    ['rice'],
  ),
  activity(
    'have_breakfast',
    1,
    'have | desayunar | prendre | frühstücken | fare | tomar',
    'breakfast | | le/d petit-déjeuner | | colazione | o/d pequeno-almoço',
    ['kitchen'],
    [],
    ['hotel'],
  ),
  activity(
    'have_lunch',
    1,
    'have | comer | déjeuner | essen | pranzare | almoçar',
    'lunch | | | zu/p Mittag | | ',
    ['kitchen', 'restaurant'],
  ),
  activity(
    'have_dinner',
    1,
    'have | cenar | dîner | essen | cenare | jantar',
    'dinner | | | zu/p Abend | | ',
    ['kitchen', 'restaurant'],
  ),
  // town and holidays
  activity(
    'visit_museum',
    2,
    'visit | visitar | visiter | besuchen | visitare | visitar',
    'a/d museum=museum | un/d museo=museum | un/d musée=museum;de/p musée=museum | ein/d Museum=museum;kein/d Museum=museum | un/d museo=museum | um/d museu=museum',
    [],
    ['museum'],
    ['museum'],
  ),
  activity(
    'take_photos',
    2,
    'take | sacar | prendre | machen | fare | tirar',
    'photos | fotos | des/d photos;de/p photos | Fotos;keine/d Fotos | foto | fotografias',
    ['beach', 'mountains', 'town'],
  ),
  activity(
    'buy_clothes',
    2,
    'buy | comprar | acheter | kaufen | comprare | comprar',
    'clothes | ropa | des/d vêtements;de/p vêtements | Kleidung;keine/d Kleidung | vestiti | roupa',
    ['town'],
  ),
  activity('work', 2, 'work | trabajar | travailler | arbeiten | lavorare | trabalhar', '|||||', [
    'restaurant',
    'supermarket',
    'school',
  ]),
  activity('walk', 1, 'walk | caminar | marcher | wandern | camminare | caminhar', '|||||', [
    'mountains',
    'beach',
    'park',
  ]),
  activity('sleep', 1, 'sleep | dormir | dormir | schlafen | dormire | dormir', '|||||', [
    'hotel',
    'house',
  ]),
  // Where the narrator lives ("I live in Berlin"): said of a prompt's home city only, never
  // drawn as a topic's activity, so no text "goes to Berlin every day" from home.
  activity('live', 1, 'live | vivir | habiter | wohnen | abitare | morar', '|||||', []),
  activity('help_home', 1, 'help | ayudar | aider | helfen | aiutare | ajudar', '|||||', [
    'house',
    'kitchen',
  ]),
  activity(
    'ski',
    2,
    'ski | esquiar | skier | fahren | sciare | esquiar',
    ' | | | Ski;nicht/r Ski | | ',
    ['mountains'],
  ),
  // Travel, home and parties (issue #12): what a prompt about a trip, a flat or a birthday names.
  activity(
    'travel_by_train',
    1,
    'travel | viajar | voyager | fahren | viaggiare | viajar',
    'by/p train=train | en/p tren=train | en/p train=train | mit/p dem/d Zug=train;nicht/r mit/p dem/d Zug=train | in/p treno=train | de/p comboio=train',
    [],
    ['train'],
    ['station'],
  ),
  activity(
    'buy_tickets',
    2,
    'buy | comprar | acheter | kaufen | comprare | comprar',
    'tickets=ticket | billetes=ticket | des/d billets=ticket;de/p billets=ticket | Fahrkarten=ticket;keine/d Fahrkarten=ticket | i/d biglietti=ticket | bilhetes=ticket',
    ['station'],
    ['ticket'],
  ),
  activity(
    'see_sights',
    2,
    'visit | visitar | visiter | besichtigen | visitare | visitar',
    'the/d sights=sights | los/d monumentos=sights | les/d monuments=sights | die/d Sehenswürdigkeiten=sights;die/d Sehenswürdigkeiten=sights nicht/r | i/d monumenti=sights | os/d monumentos=sights',
    ['town'],
    ['sights'],
  ),
  activity(
    'eat_cake',
    1,
    EAT,
    'cake=cake | tarta=cake | du/d gâteau=cake;de/p gâteau=cake | Kuchen=cake;keinen/d Kuchen=cake | la/d torta=cake | bolo=cake',
    ['party', 'house', 'kitchen'],
    ['cake'],
  ),
  activity(
    'open_presents',
    1,
    'open | abrir | ouvrir | aus+packen | aprire | abrir',
    'the/d presents=present | los/d regalos=present | les/d cadeaux=present | die/d Geschenke=present;die/d Geschenke=present nicht/r | i/d regali=present | os/d presentes=present',
    ['party', 'house'],
    ['present'],
  ),
  activity(
    'celebrate_birthday',
    1,
    'celebrate | celebrar | fêter | feiern | festeggiare | celebrar',
    "a/d birthday=birthday | un/d cumpleaños=birthday | un/d anniversaire=birthday;d'/p anniversaire=birthday | einen/d Geburtstag=birthday;keinen/d Geburtstag=birthday | un/d compleanno=birthday | um/d aniversário=birthday",
    ['house', 'restaurant', 'garden'],
    ['birthday'],
  ),
];

export interface Destination {
  readonly noun: string;
  /** How each language says "at/in the place" and "to the place" (annotated phrases). */
  readonly loc: Readonly<Record<Lang, string>>;
  readonly dest: Readonly<Record<Lang, string>>;
  /** German goes by vehicle (fahren) to places far from home. */
  readonly far: boolean;
}

/*
 * Place phrases are written out per language: prepositions before places are idiomatic
 * (es "en casa", it "a scuola", de "zu Hause", pt "na escola"), so a rule would be wrong more
 * often than right. The contractions in them are the language's own (al, au, im, al, no, à).
 */
function place(noun: string, loc: string, dest: string, far = false): Destination {
  return { noun, loc: byLang(loc, (p) => p), dest: byLang(dest, (p) => p), far };
}

export const PLACES: readonly Destination[] = [
  place(
    'park',
    'in/p the/d park | en/p el/d parque | au/p parc | im/p Park | al/p parco | no/p parque',
    'to/p the/d park | al/p parque | au/p parc | in/p den/d Park | al/p parco | ao/p parque',
  ),
  place(
    'playground',
    'in/p the/d playground | en/p el/d patio | dans/p la/d cour | auf/p dem/d Schulhof | in/p cortile | no/p recreio',
    'to/p the/d playground | al/p patio | dans/p la/d cour | auf/p den/d Schulhof | in/p cortile | para/p o/d recreio',
  ),
  place(
    'sports_centre',
    'at/p the/d sports centre | en/p el/d polideportivo | au/p gymnase | in/p der/d Sporthalle | in/p palestra | no/p pavilhão',
    'to/p the/d sports centre | al/p polideportivo | au/p gymnase | in/p die/d Sporthalle | in/p palestra | ao/p pavilhão',
  ),
  place(
    'house',
    'at/p home | en/p casa | à/p la/d maison | zu/p Hause | a/p casa | em/p casa',
    'home | a/p casa | à/p la/d maison | nach/p Hause | a/p casa | para/p casa',
  ),
  place(
    'garden',
    'in/p the/d garden | en/p el/d jardín | dans/p le/d jardin | im/p Garten | in/p giardino | no/p jardim',
    'to/p the/d garden | al/p jardín | dans/p le/d jardin | in/p den/d Garten | in/p giardino | para/p o/d jardim',
  ),
  place(
    'school',
    "at/p school | en/p el/d colegio | à/p l'/d école | in/p der/d Schule | a/p scuola | na/p escola",
    "to/p school | al/p colegio | à/p l'/d école | in/p die/d Schule | a/p scuola | para/p a/d escola",
  ),
  place(
    'classroom',
    'in/p the/d classroom | en/p la/d clase | dans/p la/d classe | im/p Klassenzimmer | in/p classe | na/p sala de/p aula',
    'to/p the/d classroom | a/p la/d clase | dans/p la/d classe | ins/p Klassenzimmer | in/p classe | para/p a/d sala de/p aula',
  ),
  place(
    'library',
    'in/p the/d library | en/p la/d biblioteca | à/p la/d bibliothèque | in/p der/d Bibliothek | in/p biblioteca | na/p biblioteca',
    'to/p the/d library | a/p la/d biblioteca | à/p la/d bibliothèque | in/p die/d Bibliothek | in/p biblioteca | à/p biblioteca',
  ),
  place(
    'kitchen',
    'in/p the/d kitchen | en/p la/d cocina | dans/p la/d cuisine | in/p der/d Küche | in/p cucina | na/p cozinha',
    'to/p the/d kitchen | a/p la/d cocina | dans/p la/d cuisine | in/p die/d Küche | in/p cucina | para/p a/d cozinha',
  ),
  place(
    'restaurant',
    'at/p a/d restaurant | en/p un/d restaurante | au/p restaurant | in/p einem/d Restaurant | al/p ristorante | num/p restaurante',
    'to/p a/d restaurant | a/p un/d restaurante | au/p restaurant | in/p ein/d Restaurant | al/p ristorante | a/p um/d restaurante',
  ),
  place(
    'market',
    'at/p the/d market | en/p el/d mercado | au/p marché | auf/p dem/d Markt | al/p mercato | no/p mercado',
    'to/p the/d market | al/p mercado | au/p marché | auf/p den/d Markt | al/p mercato | ao/p mercado',
  ),
  place(
    'supermarket',
    'at/p the/d supermarket | en/p el/d supermercado | au/p supermarché | im/p Supermarkt | al/p supermercato | no/p supermercado',
    'to/p the/d supermarket | al/p supermercado | au/p supermarché | in/p den/d Supermarkt | al/p supermercato | ao/p supermercado',
  ),
  place(
    'pool',
    'at/p the/d swimming pool | en/p la/d piscina | à/p la/d piscine | im/p Schwimmbad | in/p piscina | na/p piscina',
    'to/p the/d swimming pool | a/p la/d piscina | à/p la/d piscine | ins/p Schwimmbad | in/p piscina | à/p piscina',
  ),
  place(
    'cinema',
    'at/p the/d cinema | en/p el/d cine | au/p cinéma | im/p Kino | al/p cinema | no/p cinema',
    'to/p the/d cinema | al/p cine | au/p cinéma | ins/p Kino | al/p cinema | ao/p cinema',
  ),
  place(
    'museum',
    'at/p the/d museum | en/p el/d museo | au/p musée | im/p Museum | al/p museo | no/p museu',
    'to/p the/d museum | al/p museo | au/p musée | ins/p Museum | al/p museo | ao/p museu',
  ),
  place(
    'station',
    'at/p the/d station | en/p la/d estación | à/p la/d gare | am/p Bahnhof | in/p stazione | na/p estação',
    'to/p the/d station | a/p la/d estación | à/p la/d gare | zum/p Bahnhof | in/p stazione | à/p estação',
  ),
  place(
    'town',
    'in/p town | en/p la/d ciudad | en/p ville | in/p der/d Stadt | in/p città | na/p cidade',
    'into/p town | a/p la/d ciudad | en/p ville | in/p die/d Stadt | in/p città | à/p cidade',
  ),
  place(
    'square',
    'in/p the/d square | en/p la/d plaza | sur/p la/d place | auf/p dem/d Platz | in/p piazza | na/p praça',
    'to/p the/d square | a/p la/d plaza | sur/p la/d place | auf/p den/d Platz | in/p piazza | à/p praça',
  ),
  place(
    'beach',
    'on/p the/d beach | en/p la/d playa | à/p la/d plage | am/p Strand | in/p spiaggia | na/p praia',
    'to/p the/d beach | a/p la/d playa | à/p la/d plage | an/p den/d Strand | in/p spiaggia | à/p praia',
    true,
  ),
  place(
    'sea',
    'in/p the/d sea | en/p el/d mar | dans/p la/d mer | im/p Meer | nel/p mare | no/p mar',
    'to/p the/d seaside | al/p mar | à/p la/d mer | ans/p Meer | al/p mare | para/p o/d mar',
    true,
  ),
  place(
    'mountains',
    'in/p the/d mountains | en/p la/d montaña | à/p la/d montagne | in/p den/d Bergen | in/p montagna | na/p montanha',
    'to/p the/d mountains | a/p la/d montaña | à/p la/d montagne | in/p die/d Berge | in/p montagna | para/p a/d montanha',
    true,
  ),
  place(
    'hotel',
    "at/p the/d hotel | en/p el/d hotel | à/p l'/d hôtel | im/p Hotel | in/p albergo | no/p hotel",
    "to/p the/d hotel | al/p hotel | à/p l'/d hôtel | ins/p Hotel | in/p albergo | para/p o/d hotel",
    true,
  ),
  place(
    'spain',
    'in/p Spain/pn | en/p España/pn | en/p Espagne/pn | in/p Spanien/pn | in/p Spagna/pn | em/p Espanha/pn',
    'to/p Spain/pn | a/p España/pn | en/p Espagne/pn | nach/p Spanien/pn | in/p Spagna/pn | a/p Espanha/pn',
    true,
  ),
  place(
    'france',
    'in/p France/pn | en/p Francia/pn | en/p France/pn | in/p Frankreich/pn | in/p Francia/pn | em/p França/pn',
    'to/p France/pn | a/p Francia/pn | en/p France/pn | nach/p Frankreich/pn | in/p Francia/pn | a/p França/pn',
    true,
  ),
  place(
    'italy',
    'in/p Italy/pn | en/p Italia/pn | en/p Italie/pn | in/p Italien/pn | in/p Italia/pn | em/p Itália/pn',
    'to/p Italy/pn | a/p Italia/pn | en/p Italie/pn | nach/p Italien/pn | in/p Italia/pn | a/p Itália/pn',
    true,
  ),
  place(
    'portugal',
    'in/p Portugal/pn | en/p Portugal/pn | au/p Portugal/pn | in/p Portugal/pn | in/p Portogallo/pn | em/p Portugal/pn',
    'to/p Portugal/pn | a/p Portugal/pn | au/p Portugal/pn | nach/p Portugal/pn | in/p Portogallo/pn | a/p Portugal/pn',
    true,
  ),
  // A home's rooms and a party (issue #12): where a flat's or a birthday's text happens.
  place(
    'flat',
    "in/p the/d flat | en/p el/d piso | dans/p l'/d appartement | in/p der/d Wohnung | nell'/p appartamento | no/p apartamento",
    "to/p the/d flat | al/p piso | à/p l'/d appartement | in/p die/d Wohnung | nell'/p appartamento | para/p o/d apartamento",
  ),
  place(
    'living_room',
    'in/p the/d living room | en/p el/d salón | dans/p le/d salon | im/p Wohnzimmer | in/p soggiorno | na/p sala',
    'to/p the/d living room | al/p salón | dans/p le/d salon | ins/p Wohnzimmer | in/p soggiorno | para/p a/d sala',
  ),
  place(
    'bedroom',
    'in/p the/d bedroom | en/p el/d dormitorio | dans/p la/d chambre | im/p Schlafzimmer | in/p camera | no/p quarto',
    'to/p the/d bedroom | al/p dormitorio | dans/p la/d chambre | ins/p Schlafzimmer | in/p camera | para/p o/d quarto',
  ),
  place(
    'balcony',
    'on/p the/d balcony | en/p el/d balcón | sur/p le/d balcon | auf/p dem/d Balkon | sul/p balcone | na/p varanda',
    'to/p the/d balcony | al/p balcón | sur/p le/d balcon | auf/p den/d Balkon | sul/p balcone | para/p a/d varanda',
  ),
  place(
    'party',
    'at/p the/d party | en/p la/d fiesta | à/p la/d fête | auf/p der/d Party | alla/p festa | na/p festa',
    'to/p the/d party | a/p la/d fiesta | à/p la/d fête | auf/p die/d Party | alla/p festa | para/p a/d festa',
  ),
  // Cities a prompt names (gazetteer.ts): far from home, so German goes there by "fahren".
  ...CITIES.map((c) => {
    const { loc, dest } = cityPhrases(c);
    return place(c.id, loc, dest, true);
  }),
];

export interface TimePhrase {
  readonly id: string;
  readonly band: Band;
  readonly tenses: readonly ('present' | 'past' | 'future')[];
  readonly text: Readonly<Record<Lang, string>>;
}

function time(id: string, band: Band, tenses: TimePhrase['tenses'], text: string): TimePhrase {
  return { id, band, tenses, text: byLang(text, (p) => p) };
}

const NOW: TimePhrase['tenses'] = ['present'];
const PAST: TimePhrase['tenses'] = ['past'];
const LATER: TimePhrase['tenses'] = ['future'];

// Adverbial time phrases, tagged with the tenses they go with ("yesterday" never with a future).
export const TIMES: readonly TimePhrase[] = [
  time(
    'every_day',
    1,
    NOW,
    'every/d day | todos/d los/d días | tous/d les/d jours | jeden/d Tag | ogni/d giorno | todos/d os/d dias',
  ),
  time(
    'on_saturdays',
    1,
    NOW,
    'on/p Saturdays | los/d sábados | le/d samedi | am/p Samstag | il/d sabato | ao/p sábado',
  ),
  time(
    'on_sundays',
    1,
    NOW,
    'on/p Sundays | los/d domingos | le/d dimanche | am/p Sonntag | la/d domenica | ao/p domingo',
  ),
  time(
    'on_mondays',
    1,
    NOW,
    'on/p Mondays | los/d lunes | le/d lundi | am/p Montag | il/d lunedì | à/p segunda-feira',
  ),
  time(
    'at_weekends',
    1,
    NOW,
    'at/p the/d weekend | los/d fines de/p semana | le/d week-end | am/p Wochenende | nel/p fine settimana | ao/p fim de/p semana',
  ),
  time(
    'in_the_morning',
    1,
    NOW,
    'in/p the/d morning | por/p la/d mañana | le/d matin | am/p Morgen | la/d mattina | de/p manhã',
  ),
  time(
    'in_the_evening',
    1,
    NOW,
    'in/p the/d evening | por/p la/d tarde | le/d soir | am/p Abend | la/d sera | à/p noite',
  ),
  time(
    'after_school',
    2,
    NOW,
    "after/p school | después/r del/p colegio | après/p l'/d école | nach/p der/d Schule | dopo/p la/d scuola | depois/r da/p escola",
  ),
  time(
    'in_summer',
    1,
    NOW,
    "in/p summer | en/p verano | en/p été | im/p Sommer | d'/p estate | no/p verão",
  ),
  time(
    'in_winter',
    1,
    NOW,
    "in/p winter | en/p invierno | en/p hiver | im/p Winter | d'/p inverno | no/p inverno",
  ),
  time('yesterday', 1, PAST, 'yesterday/r | ayer/r | hier/r | gestern/r | ieri/r | ontem/r'),
  time(
    'last_saturday',
    1,
    PAST,
    'last/a Saturday | el/d sábado pasado/a | samedi/n dernier/a | letzten/a Samstag | sabato/n scorso/a | no/p sábado passado/a',
  ),
  time(
    'last_weekend',
    2,
    PAST,
    'last/a weekend | el/d fin de/p semana pasado/a | le/d week-end dernier/a | letztes/a Wochenende | lo/d scorso/a fine settimana | no/p fim de/p semana passado/a',
  ),
  time(
    'last_summer',
    2,
    PAST,
    "last/a summer | el/d verano pasado/a | l'/d été dernier/a | letzten/a Sommer | l'/d estate scorsa/a | no/p verão passado/a",
  ),
  time(
    'last_year',
    2,
    PAST,
    "last/a year | el/d año pasado/a | l'/d année dernière/a | letztes/a Jahr | l'/d anno scorso/a | no/p ano passado/a",
  ),
  time('tomorrow', 1, LATER, 'tomorrow/r | mañana/r | demain/r | morgen/r | domani/r | amanhã/r'),
  time(
    'next_saturday',
    2,
    LATER,
    'next/a Saturday | el/d sábado que/pr viene/v | samedi/n prochain/a | nächsten/a Samstag | sabato/n prossimo/a | no/p próximo/a sábado',
  ),
  time(
    'next_weekend',
    2,
    LATER,
    'next/a weekend | el/d próximo/a fin de/p semana | le/d week-end prochain/a | nächstes/a Wochenende | il/d prossimo/a fine settimana | no/p próximo/a fim de/p semana',
  ),
  time(
    'next_summer',
    2,
    LATER,
    "next/a summer | el/d próximo/a verano | l'/d été prochain/a | nächsten/a Sommer | la/d prossima/a estate | no/p próximo/a verão",
  ),
  time(
    'then',
    2,
    ['present', 'past', 'future'],
    'then/r | luego/r | ensuite/r | dann/r | poi/r | depois/r',
  ),
  // Story: a day told in order (issue #12). "today" makes a day out of the present; the
  // openers put one scene's steps in time order; none is drawn as a sentence's own time.
  time('today', 1, NOW, "today/r | hoy/r | aujourd'hui/r | heute/r | oggi/r | hoje/r"),
  time(
    'first',
    1,
    ['present', 'past', 'future'],
    "first/r | primero/r | d'/p abord/r | zuerst/r | prima/r | primeiro/r",
  ),
  time(
    'after_that',
    2,
    ['present', 'past', 'future'],
    'after/p that/pr | después/r | après/r | danach/r | dopo/r | em/p seguida/r',
  ),
  time(
    'later',
    2,
    ['present', 'past', 'future'],
    'later/r | más/r tarde/r | plus/r tard/r | später/r | più/r tardi/r | mais/r tarde/r',
  ),
  time(
    'finally',
    2,
    ['present', 'past', 'future'],
    'finally/r | al/p final | enfin/r | zum/p Schluss | alla/p fine | por/p fim',
  ),
  time(
    'at_night',
    1,
    ['present', 'past', 'future'],
    'at/p night | por/p la/d noche | la/d nuit | in/p der/d Nacht | di/p notte | de/p noite',
  ),
];

export interface Weather {
  readonly id: string;
  readonly band: Band;
  /** Present | past | future per language, annotated. */
  readonly text: Readonly<Record<Lang, readonly [string, string, string]>>;
  /** Past and present negatives per language ("it does not rain"), same order. */
  readonly neg: Readonly<Record<Lang, readonly [string, string, string]>>;
}

function weather(id: string, band: Band, text: string, neg: string): Weather {
  const split = (part: string): readonly [string, string, string] => {
    const [a = '', b = '', c = ''] = part.split(';').map((piece) => piece.trim());
    return [a, b, c];
  };
  return { id, band, text: byLang(text, split), neg: byLang(neg, split) };
}

// Weather is said differently in every language (es "hace sol", fr "il fait beau", it "c'è
// il sole"), so each expression is written out for the three tenses, positive and negative.
export const WEATHER: readonly Weather[] = [
  weather(
    'sunny',
    1,
    "it/pr is/v sunny/a;it/pr was/v sunny/a;it/pr will/aux be/v sunny/a | hace/v sol;hizo/v sol;hará/v sol | il/pr fait/v beau/a;il/pr a/aux fait/v beau/a;il/pr fera/v beau/a | es/pr ist/v sonnig/a;es/pr war/v sonnig/a;es/pr wird/aux sonnig/a sein/v | c'/pr è/v il/d sole;c'/pr era/v il/d sole;ci/pr sarà/v il/d sole | está/v sol;esteve/v sol;vai/aux estar/v sol",
    "it/pr is/v not/r sunny/a;it/pr was/v not/r sunny/a;it/pr will/aux not/r be/v sunny/a | no/r hace/v sol;no/r hizo/v sol;no/r hará/v sol | il/pr ne/r fait/v pas/r beau/a;il/pr n'/r a/aux pas/r fait/v beau/a;il/pr ne/r fera/v pas/r beau/a | es/pr ist/v nicht/r sonnig/a;es/pr war/v nicht/r sonnig/a;es/pr wird/aux nicht/r sonnig/a sein/v | non/r c'/pr è/v il/d sole;non/r c'/pr era/v il/d sole;non/r ci/pr sarà/v il/d sole | não/r está/v sol;não/r esteve/v sol;não/r vai/aux estar/v sol",
  ),
  weather(
    'rain',
    1,
    'it/pr rains/v;it/pr rained/v;it/pr will/aux rain/v | llueve/v;llovió/v;lloverá/v | il/pr pleut/v;il/pr a/aux plu/v;il/pr pleuvra/v | es/pr regnet/v;es/pr hat/aux geregnet/v;es/pr wird/aux regnen/v | piove/v;è/aux piovuto/v;pioverà/v | chove/v;choveu/v;vai/aux chover/v',
    "it/pr does/aux not/r rain/v;it/pr did/aux not/r rain/v;it/pr will/aux not/r rain/v | no/r llueve/v;no/r llovió/v;no/r lloverá/v | il/pr ne/r pleut/v pas/r;il/pr n'/r a/aux pas/r plu/v;il/pr ne/r pleuvra/v pas/r | es/pr regnet/v nicht/r;es/pr hat/aux nicht/r geregnet/v;es/pr wird/aux nicht/r regnen/v | non/r piove/v;non/r è/aux piovuto/v;non/r pioverà/v | não/r chove/v;não/r choveu/v;não/r vai/aux chover/v",
  ),
  weather(
    'cold',
    1,
    'it/pr is/v cold/a;it/pr was/v cold/a;it/pr will/aux be/v cold/a | hace/v frío;hizo/v frío;hará/v frío | il/pr fait/v froid/a;il/pr a/aux fait/v froid/a;il/pr fera/v froid/a | es/pr ist/v kalt/a;es/pr war/v kalt/a;es/pr wird/aux kalt/a sein/v | fa/v freddo;ha/aux fatto/v freddo;farà/v freddo | está/v frio/a;esteve/v frio/a;vai/aux estar/v frio/a',
    "it/pr is/v not/r cold/a;it/pr was/v not/r cold/a;it/pr will/aux not/r be/v cold/a | no/r hace/v frío;no/r hizo/v frío;no/r hará/v frío | il/pr ne/r fait/v pas/r froid/a;il/pr n'/r a/aux pas/r fait/v froid/a;il/pr ne/r fera/v pas/r froid/a | es/pr ist/v nicht/r kalt/a;es/pr war/v nicht/r kalt/a;es/pr wird/aux nicht/r kalt/a sein/v | non/r fa/v freddo;non/r ha/aux fatto/v freddo;non/r farà/v freddo | não/r está/v frio/a;não/r esteve/v frio/a;não/r vai/aux estar/v frio/a",
  ),
  weather(
    'hot',
    1,
    'it/pr is/v hot/a;it/pr was/v hot/a;it/pr will/aux be/v hot/a | hace/v calor;hizo/v calor;hará/v calor | il/pr fait/v chaud/a;il/pr a/aux fait/v chaud/a;il/pr fera/v chaud/a | es/pr ist/v heiß/a;es/pr war/v heiß/a;es/pr wird/aux heiß/a sein/v | fa/v caldo;ha/aux fatto/v caldo;farà/v caldo | está/v calor;esteve/v calor;vai/aux estar/v calor',
    "it/pr is/v not/r hot/a;it/pr was/v not/r hot/a;it/pr will/aux not/r be/v hot/a | no/r hace/v calor;no/r hizo/v calor;no/r hará/v calor | il/pr ne/r fait/v pas/r chaud/a;il/pr n'/r a/aux pas/r fait/v chaud/a;il/pr ne/r fera/v pas/r chaud/a | es/pr ist/v nicht/r heiß/a;es/pr war/v nicht/r heiß/a;es/pr wird/aux nicht/r heiß/a sein/v | non/r fa/v caldo;non/r ha/aux fatto/v caldo;non/r farà/v caldo | não/r está/v calor;não/r esteve/v calor;não/r vai/aux estar/v calor",
  ),
  weather(
    'snow',
    2,
    'it/pr snows/v;it/pr snowed/v;it/pr will/aux snow/v | nieva/v;nevó/v;nevará/v | il/pr neige/v;il/pr a/aux neigé/v;il/pr neigera/v | es/pr schneit/v;es/pr hat/aux geschneit/v;es/pr wird/aux schneien/v | nevica/v;è/aux nevicato/v;nevicherà/v | neva/v;nevou/v;vai/aux nevar/v',
    "it/pr does/aux not/r snow/v;it/pr did/aux not/r snow/v;it/pr will/aux not/r snow/v | no/r nieva/v;no/r nevó/v;no/r nevará/v | il/pr ne/r neige/v pas/r;il/pr n'/r a/aux pas/r neigé/v;il/pr ne/r neigera/v pas/r | es/pr schneit/v nicht/r;es/pr hat/aux nicht/r geschneit/v;es/pr wird/aux nicht/r schneien/v | non/r nevica/v;non/r è/aux nevicato/v;non/r nevicherà/v | não/r neva/v;não/r nevou/v;não/r vai/aux nevar/v",
  ),
  weather(
    'windy',
    2,
    "it/pr is/v windy/a;it/pr was/v windy/a;it/pr will/aux be/v windy/a | hace/v viento;hizo/v viento;hará/v viento | il/pr y/pr a/v du/d vent;il/pr y/pr a/aux eu/v du/d vent;il/pr y/pr aura/v du/d vent | es/pr ist/v windig/a;es/pr war/v windig/a;es/pr wird/aux windig/a sein/v | c'/pr è/v vento;c'/pr era/v vento;ci/pr sarà/v vento | está/v vento;esteve/v vento;vai/aux estar/v vento",
    "it/pr is/v not/r windy/a;it/pr was/v not/r windy/a;it/pr will/aux not/r be/v windy/a | no/r hace/v viento;no/r hizo/v viento;no/r hará/v viento | il/pr n'/r y/pr a/v pas/r de/p vent;il/pr n'/r y/pr a/aux pas/r eu/v de/p vent;il/pr n'/r y/pr aura/v pas/r de/p vent | es/pr ist/v nicht/r windig/a;es/pr war/v nicht/r windig/a;es/pr wird/aux nicht/r windig/a sein/v | non/r c'/pr è/v vento;non/r c'/pr era/v vento;non/r ci/pr sarà/v vento | não/r está/v vento;não/r esteve/v vento;não/r vai/aux estar/v vento",
  ),
];

export function nounById(id: string): Noun {
  const found = NOUNS.find((entry) => entry.id === id);
  if (found === undefined) throw new Error(`unknown noun ${id}`);
  return found;
}

export function adjectiveById(id: string): Adjective {
  const found = ADJECTIVES.find((entry) => entry.id === id);
  if (found === undefined) throw new Error(`unknown adjective ${id}`);
  return found;
}

export function activityById(id: string): Activity {
  const found = ACTIVITIES.find((entry) => entry.id === id);
  if (found === undefined) throw new Error(`unknown activity ${id}`);
  return found;
}

export function placeById(id: string): Destination {
  const found = PLACES.find((entry) => entry.noun === id);
  if (found === undefined) throw new Error(`unknown place ${id}`);
  return found;
}

export function timeById(id: string): TimePhrase {
  const found = TIMES.find((entry) => entry.id === id);
  if (found === undefined) throw new Error(`unknown time ${id}`);
  return found;
}

export function weatherById(id: string): Weather {
  const found = WEATHER.find((entry) => entry.id === id);
  if (found === undefined) throw new Error(`unknown weather ${id}`);
  return found;
}
