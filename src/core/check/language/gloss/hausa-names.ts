/**
 * Names in Hausa news as English sources write them (session haxl17). Written by hand from
 * general knowledge of Hausa spelling; no data set was read for them.
 *
 * - Spellings of a name the lexicon lists under another spelling (Amirka and Amurka, Misira and
 *   Masar, Caina and China): rewritten to the listed one (or to English where the lexicon has
 *   none), before glossing, so every phrase and ending of the listed name serves the variant too
 *   (Amirkawa, Ba'amirke, shugaban kasar Amirka).
 * - Bodies named by a description longer than a phrase can be (Kungiyar Kasashen Yammacin Afirka,
 *   "the union of the countries of West Africa"): the name English writes (ECOWAS).
 * - Things named by a description (kyandar biri, "monkey measles"): the English word (monkeypox).
 * - Places whose name is also a common word (Kogi "river", Dutse "rock", Dala "dollar", Gana
 *   "meet"): written with a capital inside a sentence they are the place, kept as written or
 *   given their English spelling (Gana → Ghana); at the start of a sentence the capital says
 *   nothing, so they are read as words there.
 * - An apostrophe typed as an accent or a prime (Isra´ila, ma`aikata), and a hyphen after 'yan
 *   ('yan-bindiga): the apostrophe and the space the lexicon lists.
 */

/** Not inside a word: the letters Hausa words are written with, and their apostrophes. */
const START = String.raw`(?<![\p{L}\p{M}'’ʼ])`;
const END = String.raw`(?![\p{L}\p{M}'’ʼ])`;
/** After a word (and a comma) of the same sentence: a capital there marks a name. */
const INSIDE = String.raw`(?<=[\p{L}\p{M}\d'’ʼ,)] )`;

const word = (pattern: string, flags = 'gu') => new RegExp(`${START}(?:${pattern})${END}`, flags);

/** Another spelling of a name → the spelling the lexicon lists, or English. Case as written. */
const SPELLINGS: Array<[RegExp, string]> = [
  // Amirka, Amirkan, Amirkawa, Ba'amirke: every form of Amurka.
  [new RegExp(`(?<![\\p{L}\\p{M}])(Ba['’ʼ])?([Aa])mirk(?=(?:a|an|ar|awa|awan|e)${END})`, 'gu'), '$1$2murk'],
  [word('[Mm]isira|[Mm]isra'), 'Masar'],
  [word('[Ll]abanon|[Ll]ubnan|[Ll]ebanan'), 'Lebanon'],
  [word('[Bb]irazil|[Bb]arazil'), 'Brazil'],
  [word('[Cc]h?a(?:y)?ina'), 'China'],
  [word("[Ss]audi [Aa]rebiya|[Ss]a['’ʼ]?udi [Aa]rabiya"), 'Saudiyya'],
  [word('[Jj]amani'), 'Germany'],
  [word('[Bb]agadaza|[Bb]agadaz'), 'Baghdad'],
  [word('[Dd]imashka|[Dd]imashk'), 'Damascus'],
  [word('[Kk]airo'), 'Cairo'],
  [word('[Nn]yamey|[Nn]iyamey'), 'Niamey'],
  [word('[Ww]agadugu|[Ww]agadogo'), 'Ouagadougou'],
  [word('[Aa]dis [Aa]baba'), 'Addis Ababa'],
  [word('[Rr]iyad'), 'Riyadh'],
  [word('[Kk]iyib|[Kk]iyif'), 'Kyiv'],
  [word('[Ff]adar [Kk]remlin'), 'Kremlin'],
  [word('[Aa]firka ta [Gg]abas'), 'East Africa'],
  [word('[Aa]firka ta [Tt]sakiya'), 'Central Africa'],
];

/** Bodies named by a description: the name English sources write. */
const BODIES: Array<[RegExp, string]> = [
  [word('[ƘKk]ungiyar [ƘKk]asashen [Yy]ammacin [Aa]firka(?: ECOWAS)?', 'giu'), 'ECOWAS'],
  [word('[ƘKk]ungiyar [ƘKk]asashe(?:n)? [Mm]asu [Aa]rzikin [Mm]an [Ff]etur(?: OPEC)?', 'giu'), 'OPEC'],
  [
    word(
      "[Hh]ukumar [Kk]ula da ['’ʼ‘]?[Yy]an [Gg]udun [Hh]ijira(?: ta| na)? [Mm]ajalisar [ƊDd]inkin [Dd]uniya(?: UNHCR)?",
      'giu',
    ),
    'UN refugee agency UNHCR',
  ],
  [
    word(
      '[Hh]ukumar [Aa]binci ta [Dd]uniya(?: WFP)?|[Ss]hirin [Ss]amar da [Aa]binci na [Dd]uniya(?: WFP)?',
      'giu',
    ),
    'World Food Programme',
  ],
  [word('[Bb]ankin [Rr]aya [ƘKk]asashen [Aa]firka(?: AfDB)?', 'giu'), 'African Development Bank'],
  [
    word(
      '[Aa]susun [Tt]allafa wa [ƘKk]ananan [Yy]ara(?: na [Mm]ajalisar [ƊDd]inkin [Dd]uniya)?(?: UNICEF)?',
      'giu',
    ),
    'UNICEF',
  ],
  // The capital city alone (without "Babban", which the lexicon reads): the FCT.
  [new RegExp(`(?<!Babban )${START}[Bb]irnin [Tt]arayya${END}`, 'gu'), 'Federal Capital Territory'],
];

/**
 * Things Hausa names by a description English names in one word: monkey measles (kyandar biri)
 * is monkeypox, the mad storm (mahaukaciyar guguwa) a hurricane. Word by word they read as
 * another disease and another storm, which the search then finds.
 */
const DESCRIBED: Array<[RegExp, string]> = [
  [word('kyandar biri', 'giu'), 'monkeypox'],
  [word('mahaukaciyar guguwa', 'giu'), 'hurricane'],
];

/**
 * A place named by a common word, inside a sentence with its capital: its English spelling. At
 * the start of a sentence the verb agreeing with it tells: a country is "she" (Gana ta, Ghana
 * did; the verb gana takes no subject after it), a people "they" (Rashawa sun, the Russians did;
 * rashawa, bribery, is "she").
 */
const CAPITALISED: Array<[RegExp, string]> = [
  [new RegExp(`${INSIDE}Gana${END}|${START}Gana(?= (?:ta|tana|za ta|ba ta)${END})`, 'gu'), 'Ghana'],
  [
    new RegExp(`${INSIDE}Rashawa${END}|${START}[Rr]ashawa(?= (?:sun|suka|suna|za su|ba su)${END})`, 'gu'),
    'Russians',
  ],
];

/** Apostrophes typed as accents or primes, and 'yan joined by a hyphen. */
const TYPING: Array<[RegExp, string]> = [
  [/(?<=\p{L})[´`ʹ′](?=\p{L})/gu, "'"],
  [/(?<=^|[^\p{L}])([’'‘ʼ`´]?[YyƳƴ]an)-(?=\p{L})/gu, '$1 '],
];

/** Rewrites of a Hausa text before glossing (GlossLanguage.reorder), most specific first. */
export const HAUSA_NAME_REWRITES: Array<[RegExp, string]> = [
  ...TYPING,
  ...BODIES,
  ...DESCRIBED,
  ...SPELLINGS,
  ...CAPITALISED,
];

/**
 * Places named by a common word, kept as written inside a sentence with their capital (joined
 * to GlossLanguage.names): Kogi State, Dutse (Jigawa's capital), Dala (in Kano), Gaya, Talata
 * Mafara.
 */
export const HAUSA_CAPITALISED_PLACES = new RegExp(
  `${INSIDE}(?:Kogi|Dutse|Dala|Gaya|Talata Mafara)${END}`,
  'gu',
);
