import type { GlossLanguage } from './glosser.js';
import { fold } from './fold.js';
import { YORUBA_HEALS, YORUBA_HEALTH } from './health-words.js';
import { lexiconLines, over } from './lexicon-lines.js';
import { YORUBA_GENERAL } from './yoruba-general.js';
import { YORUBA_MORE } from './yoruba-more.js';
import { YORUBA_NEWS } from './yoruba-news.js';
import { YORUBA_NEWS18, YORUBA_SPLIT_VERBS18 } from './yoruba-news18.js';
import { yorubaNumber, yorubaOrdinal } from './yoruba-numbers.js';

/**
 * Yoruba → English, written by hand for this project (news, elections, the census, the economy,
 * health, security; grammar words a claim turns on). Written with tone marks and under-dots;
 * they are folded away at lookup, so tweets written without them match too.
 */
export const YORUBA: GlossLanguage = {
  words: over(
    over(
      over(
        over(
          over(lexiconLines(YORUBA_NEWS18), lexiconLines(YORUBA_HEALTH), fold),
          lexiconLines(YORUBA_MORE),
          fold,
        ),
        lexiconLines(YORUBA_NEWS),
        fold,
      ),
      lexiconLines(YORUBA_GENERAL),
      fold,
    ),
    {
      // "ó lé ní ìdajì …", "olùdìbò tó lé ní mílíọ̀nù méje" (it exceeds half, voters exceeding
      // seven million): more than. (Inside a number, "ó lé" joins its parts: the number is read
      // whole before this phrase is looked for.)
      'ó lé ní': 'more than',
      'tó lé ní': 'more than',
      'tí ó lé ní': 'more than',
      // "ìdajì àwọn olùdìbò" (half of the voters): a share of what follows.
      'ìdajì àwọn': 'half of the',
      ìdajì: 'half of',
      // being and having, negation, focus
      ní: 'has',
      ni: 'has',
      'ló wà ní': 'are in',
      'ló wà': 'there are',
      'wà ní': 'are in',
      'tó wà ní': 'in',
      'ni ó': '',
      'ni o': '',
      ló: '',
      'kò ní': 'does not have',
      'kò sí': 'there is no',
      'kì í ṣe': 'is not',
      'kìí ṣe': 'is not',
      'kì í ṣe òtítọ́': 'is not true',
      kò: 'not',
      // Focus negation: "APC kọ́ ló borí" (it is not the APC that won).
      'kọ́ ló': 'not',
      'kọ́ ni': 'not',
      // "Èkó kọ́ ló ní …" (it is not Lagos that has …): does not have.
      'kọ́ ló ní': 'does not have',
      'kọ́ ni ó ní': 'does not have',
      kìí: 'not',
      jẹ́: 'is',
      wà: 'is',
      àwọn: '',
      àti: 'and',
      pẹ̀lú: 'with',
      fún: 'for',
      sí: 'to',
      láti: 'from',
      nínú: 'in',
      'ní ọjọ́': 'on',
      ọjọ́: '',
      'ní oṣù': 'in',
      oṣù: '',
      'ní ọdún': 'in',
      ọdún: '',
      'ọdún yìí': 'this year',
      pé: 'that',
      'sọ pé': 'said that',
      sọ: 'said',
      gbogbo: 'all',
      ọ̀pọ̀lọpọ̀: 'many',
      tí: 'that',
      tó: 'that',
      ti: 'has',
      yóò: 'will',
      máa: 'will',
      // verbs of the news
      borí: 'won',
      'jáwé olúborí': 'won',
      'gbégbá orókè': 'won',
      wọlé: 'won',
      ṣẹ́gun: 'defeated',
      dé: 'reached',
      'lọ sókè': 'rose',
      'gbé sókè': 'raised',
      'lọ sílẹ̀': 'fell',
      // "ti lọ sílẹ̀ sí" (has gone down to): the perfect says the level now, as "fell to" does.
      'ti lọ sílẹ̀': 'fell',
      'ti lọ sókè': 'rose',
      'ti gòkè': 'rose',
      'ti wálẹ̀': 'fell',
      'sọ bẹ́ẹ̀': 'said so',
      // Who came where in a result: "ló ṣe ipò kejì" (came second).
      'ṣe ipò kìíní': 'came first',
      'ṣe ipò kínní': 'came first',
      'ṣe ipò àkọ́kọ́': 'came first',
      'ṣe ipò kejì': 'came second',
      'ṣe ipò kẹta': 'came third',
      'ṣe ipò kẹrin': 'came fourth',
      // "ló ní ìbò jù lọ" (had the most votes).
      'ìbò jù lọ': 'the most votes',
      'ìbò tó pọ̀ jù lọ': 'the most votes',
      // "ti lọ sókè dé 40 percent" (has gone up to): rose to the level, as "rose to" says.
      'lọ sókè dé': 'rose to',
      'ti lọ sókè dé': 'rose to',
      'lọ sílẹ̀ dé': 'fell to',
      'ti lọ sílẹ̀ dé': 'fell to',
      // "jáde dìbò" (came out to vote): the turnout.
      'jáde dìbò': 'turned out to vote',
      // "jáde láti dìbò" (came out in order to vote) says the same with "láti" (to) written.
      'jáde láti dìbò': 'turned out to vote',
      // "ga sókè" (went high up) is rising, as "lọ sókè" is; "dé" after it gives the level.
      'ga sókè': 'rose',
      'ti ga sókè': 'rose',
      'ga sókè dé': 'rose to',
      'ti ga sókè dé': 'rose to',
      'gòkè dé': 'rose to',
      'ti gòkè dé': 'rose to',
      // "kó … jọ" (gathered together): what a candidate got. Without tones it folds to "ko jo",
      // as "kò jọ" (does not resemble) does, which a claim about a figure hardly says.
      'kó jọ': 'gathered',
      kójọ: 'gathered',
      // "àwọn tí kò níṣẹ́ (lọ́wọ́)" (those who have no work in hand): the unemployed.
      'àwọn tí kò níṣẹ́ lọ́wọ́': 'the unemployed',
      'àwọn tí kò níṣẹ́': 'the unemployed',
      'àwọn tí kò ríṣẹ́ ṣe': 'the unemployed',
      'àwọn tí kò rí iṣẹ́ ṣe': 'the unemployed',
      // "Ṣé lóòótọ́ ni pé …?" (is it true that …?): a question carrying a claim, as the English
      // "is it true that" does; "ṣé" alone folds to "se" (did, held).
      'ṣé lóòótọ́ ni pé': 'is it true that',
      'ṣé lóòtọ́ ni pé': 'is it true that',
      'ṣé òótọ́ ni pé': 'is it true that',
      'ṣé òtítọ́ ni pé': 'is it true that',
      'ṣé lóòótọ́ ni': 'is it true that',
      'àwọn tó jáde dìbò': 'the turnout',
      // "ìbò tí wọ́n dì" (the votes they cast): "dì" is casting a vote here, not "became".
      'ìbò tí wọ́n dì': 'votes cast',
      'ìbò tí wọ́n dì nínú': 'votes cast in',
      'ìbò tí a dì': 'votes cast',
      // "ẹ jẹ́ ká gbọ́" (let us hear) opens a voice note; it says nothing a source could.
      'ẹ jẹ́ ká gbọ́': '',
      'ẹ jẹ́ kí a gbọ́': '',
      oo: '',
      ooo: '',
      'wá ní ipò kejì': 'came second',
      'wá ní ipò kẹta': 'came third',
      'gbé ipò kejì': 'came second',
      'gbé ipò kẹta': 'came third',
      'ipò kìíní': 'first place',
      'ipò kejì': 'second place',
      'ipò kẹta': 'third place',
      // "ìbò ààrẹ" (the presidential vote) is the election, as "ìdìbò ààrẹ" is.
      'ìbò ààrẹ': 'presidential election',
      // "ló tòṣì" (are poor): the poverty count's own word.
      tòṣì: 'are poor',
      'wà nínú òṣì': 'are poor',
      forúkọ: 'registered',
      // "fi orúkọ … sílẹ̀" (put the name down) is "forúkọ … sílẹ̀" unelided.
      'fi orúkọ': 'registered',
      // "gba káàdì ìdìbò" (take the voter card): what INEC counts as cards collected.
      'gba káàdì ìdìbò': 'collected voter cards',
      'gba káàdì': 'collected cards',
      dàgbà: 'grew',
      'dàgbà sí i': 'grew',
      'ní ìdámẹ́rin kìíní': 'in the first quarter',
      'ní ìdámẹ́rin kejì': 'in the second quarter',
      'ní ìdámẹ́rin kẹta': 'in the third quarter',
      'ní ìdámẹ́rin kẹrin': 'in the fourth quarter',
      'ìdámẹ́rin kẹrin': 'fourth quarter',
      'ìdámẹ́rin kẹta': 'third quarter',
      'ìdámẹ́rin kìíní': 'first quarter',
      // "Irọ́ ni pé …" (it is a lie that …) denies what follows.
      'irọ́ ni pé': 'it is not true that',
      'irọ́ ni wípé': 'it is not true that',
      'irọ́ pátápátá ni pé': 'it is not true that',
      'kò sí òótọ́ nínú pé': 'it is not true that',
      'kò sí òótọ́ pé': 'it is not true that',
      'kì í ṣe òótọ́ pé': 'it is not true that',
      // "X péré" is "only X"; the judge needs the figure, not the hedge.
      péré: '',
      'forúkọ sílẹ̀': 'registered',
      sílẹ̀: '',
      // "ìdìbò wáyé" (the election came about): English news says an election "was held".
      wáyé: 'was held',
      ṣe: 'held',
      kéde: 'announced',
      kópa: 'took part',
      'ṣe ìfilọ́lẹ̀': 'launched',
      'gbé jáde': 'released',
      jáde: 'released',
      mú: 'arrested',
      pa: 'killed',
      ṣekúpa: 'killed',
      'jí gbé': 'kidnapped',
      kú: 'died',
      dìbò: 'voted',
      // elections
      ìdìbò: 'election',
      'ìdìbò ààrẹ': 'presidential election',
      'ìdìbò gómìnà': 'governorship election',
      ààrẹ: 'president',
      'igbákejì ààrẹ': 'vice president',
      gómìnà: 'governor',
      olùdíje: 'candidate',
      aṣòfin: 'lawmakers',
      'ilé aṣòfin àgbà': 'senate',
      'ilé aṣòfin': 'National Assembly',
      sẹ́nétọ̀: 'senator',
      'àjọ elétò ìdìbò': 'electoral commission',
      àjọ: 'commission',
      // places and government
      Nàìjíríà: 'Nigeria',
      Nàìjírìà: 'Nigeria',
      Naijiria: 'Nigeria',
      'olú-ìlú': 'capital',
      'olú ìlú': 'capital',
      'ìjọba àpapọ̀': 'federal government',
      ìjọba: 'government',
      'orílẹ̀-èdè': 'country',
      ìlú: 'town',
      Èkó: 'Lagos',
      // census and people
      'ètò ìkànìyàn': 'census',
      ìkànìyàn: 'census',
      'iye ènìyàn': 'population',
      'iye èèyàn': 'population',
      òṣì: 'poverty',
      tálákà: 'poor',
      // the economy
      // What rises comes after it ("the dearness of food"): English puts it first.
      'ọ̀wọ́ngógó oúnjẹ': 'food inflation',
      'ọ̀wọ́ngógó ọjà oúnjẹ': 'food inflation',
      'ọ̀wọ́ngógó ọjà': 'inflation',
      // Often written as two words.
      'ọ̀wọ́n gógó ọjà': 'inflation',
      'ọ̀wọ́n gógó oúnjẹ': 'food inflation',
      ọ̀wọ́ngógó: 'inflation',
      'owó ọjà': 'prices',
      ọjà: 'goods',
      owó: 'money',
      náírà: 'naira',
      dọ́là: 'dollar',
      'ètò ọrọ̀ ajé': 'economy',
      'ọrọ̀ ajé': 'economy',
      'báǹkì àpapọ̀': 'Central Bank',
      'banki àpapọ̀': 'Central Bank',
      // "(ìdá) 34 nínú ọgọ́rùn-ún": out of a hundred is percent, with or without "ìdá".
      'nínú ọgọ́rùn-ún': 'percent',
      'lórí ọgọ́rùn-ún': 'percent',
      àìníṣẹ́: 'unemployment',
      àìríṣẹ́ṣe: 'unemployment',
      iṣẹ́: 'jobs',
      epo: 'fuel',
      'epo bẹntiróò': 'petrol',
      'owó orí': 'tax',
      gbèsè: 'debt',
      'ètò ìṣúná': 'budget',
      'owó oṣù': 'salary',
      // health
      ìlera: 'health',
      'ilé ìwòsàn': 'hospital',
      àìsàn: 'disease',
      àrùn: 'disease',
      'abẹ́rẹ́ àjẹsára': 'vaccine',
      àjẹsára: 'vaccine',
      ibà: 'malaria',
      onígbáméjì: 'cholera',
      ikú: 'deaths',
      // security
      ààbò: 'security',
      agbébọn: 'gunmen',
      ajínigbé: 'kidnappers',
      'ọmọ ogun': 'soldiers',
      ológun: 'military',
      ọlọ́pàá: 'police',
      ìkọlù: 'attack',
      // truth
      òtítọ́: 'true',
      irọ́: 'false',
      ìròyìn: 'news',
      mínísítà: 'minister',
      tẹ́lẹ̀: 'former',
    },
    fold,
  ),
  nouns: {
    ìpínlẹ̀: 'states',
    'ìjọba ìbílẹ̀': 'local government areas',
    olùdìbò: 'voters',
    ìbò: 'votes',
    'ibùdó ìdìbò': 'polling units',
    'káàdì ìdìbò': 'voter cards',
    PVC: 'PVCs',
    // English counted nouns written into the sentence ("ward 8809"): the figure after one is what
    // it counts, as after the language's own noun.
    ward: 'wards',
    wards: 'wards',
    wọ́ọ̀dù: 'wards',
    'polling units': 'polling units',
    'ẹgbẹ́ òṣèlú': 'political parties',
    ẹgbẹ́: 'parties',
    ènìyàn: 'people',
    èèyàn: 'people',
    'ọmọ Nàìjíríà': 'Nigerians',
    'àwọn ọmọ Nàìjíríà': 'Nigerians',
    LGA: 'LGAs',
    ìdá: 'percent',
    akẹ́kọ̀ọ́: 'students',
    ilé: 'houses',
    dókítà: 'doctors',
  },
  months: withIn({
    'oṣù kìíní': 'January',
    'oṣù kìní': 'January',
    'oṣù kejì': 'February',
    'oṣù kẹta': 'March',
    'oṣù kẹrin': 'April',
    'oṣù karùn-ún': 'May',
    'oṣù kárùn-ún': 'May',
    'oṣù kẹfà': 'June',
    'oṣù keje': 'July',
    'oṣù kẹjọ': 'August',
    'oṣù kẹsàn-án': 'September',
    'oṣù kẹwàá': 'October',
    'oṣù kọkànlá': 'November',
    'oṣù kejìlá': 'December',
    Ṣẹ́rẹ́: 'January',
    Èrèlé: 'February',
    Ẹrẹ̀nà: 'March',
    'oṣù Igbe': 'April',
    Ẹ̀bìbì: 'May',
    Òkúdu: 'June',
    Agẹmọ: 'July',
    'oṣù Ògún': 'August',
    Ọwẹ́wẹ̀: 'September',
    Ọ̀wàrà: 'October',
    Bélú: 'November',
    'oṣù Ọ̀pẹ': 'December',
  }),
  reorder: [
    YORUBA_HEALS,
    ...YORUBA_SPLIT_VERBS18,
    // "oṣù Kẹ̀wá", "osu kewa", "oṣù kẹsàn" (the tenth, ninth month): an ordinal month however its
    // vowels are written long or short, as the month list spells it.
    [
      /(?<![\p{L}\p{M}])([ọo]\p{M}*(?:ṣ|s\p{M}*)[ùu]\p{M}*)\s+([Kk][\p{L}\p{M}-]+)/gu,
      (match, month, ordinal) => {
        // "oṣù kọ̀ọ̀kan" is each month, not the first.
        const n = fold(ordinal!) === 'kookan' ? null : yorubaOrdinal(fold(ordinal!));
        return n !== null && n >= 1 && n <= 12 ? `${month} ${MONTH_ORDINALS[n - 1]}` : match;
      },
    ],
    // "gbé ipò kìíní", "ṣe ipò kẹrin", "wá ní ipò karùn-ún" (took, made, came in the first, fourth,
    // fifth place): the rank a candidate came, however the ordinal is written.
    [
      /(?<![\p{L}\p{M}])(?:[ṣs]\p{M}*e|gb[eé]\p{M}*|w[áàa]\p{M}*\s+n[íi]\p{M}*)\s+ip[òo]\p{M}*\s+([Kk][\p{L}\p{M}-]+)/gu,
      (match, ordinal) => {
        const n = yorubaOrdinal(fold(ordinal!));
        return n !== null && n >= 1 && n <= RANKS.length ? `came ${RANKS[n - 1]}` : match;
      },
    ],
    // "ọjọ́ kẹẹ̀ẹ́dọ́gbọ̀n" (the twenty-fifth day): the day in digits, as English dates write it.
    [
      /(?<![\p{L}\p{M}])(ọjọ́|ọjọ|ojo)\s+(k[\p{L}\p{M}-]+)/giu,
      (match, day, ordinal) => {
        const n = yorubaOrdinal(fold(ordinal!));
        return n !== null && n >= 1 && n <= 31 ? `${day} ${n}` : match;
      },
    ],
    // "gbé owó èlé sókè" (lift the interest rate up) is "raised the interest rate".
    [/(?<![\p{L}\p{M}])gb[eé]\s+((?:[^\s.,;!?]+\s+){1,3}?)s[oó]k[eè](?![\p{L}\p{M}])/giu, 'gbé sókè $1'],
    // "Ẹgbẹ́ (òṣèlú) LP" (the LP party): the party's name says it; "ẹgbẹ́" alone reads "parties".
    [
      /(?<![\p{L}\p{M}])[ẸẹEe]\p{M}*gb[ẹe]\p{M}*\s+(?:[òo]\p{M}*ṣ[èe]\p{M}*l[úu]\p{M}*\s+)?(?=(?:APC|PDP|LP|NNPP|APGA|ADC|SDP|YPP|ADP)\b)/gu,
      '',
    ],
    // "…, ó sì ní …" (…, and it has …): a pronoun with "sì" takes up the subject in a second
    // statement, which English joins with "and" (so each figure keeps its own clause).
    [
      /(?<![\p{L}\p{M}])(?:([ÓóOo]\p{M}*)|[Ww][ọo]\p{M}*n\p{M}*)\s+s(?:ì|i\u0300)(?![\p{L}\p{M}])/gu,
      (_match, it?: string) => (it ? 'and it also' : 'and they also'),
    ],
    // "Obi sì ní …" (and Obi has …): "sì" with its low tone is "also", not "sí" (to).
    [/(?<![\p{L}\p{M}])s(?:ì|i\u0300)(?![\p{L}\p{M}])/gu, 'also'],
    // "Atiku ti PDP" (Atiku of the PDP): before a party, "ti" is "of", not the perfect "has".
    [/(?<![\p{L}\p{M}])ti\s+(?=(?:APC|PDP|LP|NNPP|APGA|ADC|SDP|YPP|ADP)\b)/gu, 'ti ẹgbẹ́ '],
    // "ní 2023" (in 2023): before a year "ní" is "in", not "has".
    // (Opening a sentence it is written "Ní 2023, …".)
    [/(?<![\p{L}\p{M}])([Nn][íi])\s+(?=(?:19|20)\d\d\b)/gu, '$1 ọdún '],
    // "ní May 2024": before an English month too.
    [
      /(?<![\p{L}\p{M}])n[íi]\s+(?=(?:January|February|March|April|May|June|July|August|September|October|November|December)\b)/gu,
      'nínú ',
    ],
    // "Naijiria ko ni ipinle 40" written without tones: before a figure "ko ni" is kò ní (does
    // not have), not the focus kọ́ ni (it is not … that), which folds to the same letters; the
    // rewrite says it in the English words the gloss keeps as written.
    [/(?<![\p{L}\p{M}])[Kk]o ni(?=\s+(?:[^\s.,;!?]+\s+){0,2}\d)/gu, 'does not have'],
    // "Àwọn tó forúkọ sílẹ̀ ní 2023 pọ̀ ju àwọn ti 2019 lọ" (those who registered in 2023 were
    // many beyond those of 2019): a comparison of two years' (or two names') counts, the subject
    // "those who …" said, the compared "those of 2019", as English says it and the judge compares.
    [
      /(^|[.!?]\s+)[ÀàAa]\p{M}*w[ọo]\p{M}*n\s+t[óo]\p{M}*\s+([^.!?]+?)\s+p[ọo]\p{M}*\s+j[uùú]\p{M}*\s+(?:[àa]\p{M}*w[ọo]\p{M}*n\s+)?t[ií]\p{M}*\s+((?:19|20)\d\d|(?:\p{Lu}[\p{L}\p{M}]*\s*){1,2}?)\s*l[ọo]\p{M}*(?![\p{L}\p{M}])/gu,
      (_match, start: string, what: string, other: string) =>
        `${start}those that ${what} jẹ́ ju those of ${other.trim()}`,
    ],
    // "Kano ni ìpínlẹ̀ tó …" (Kano is the state that …): the focus "ni" (mid tone) after a name
    // before "ìpínlẹ̀ tó" says which state; not "ní" (has). A country has states, so after
    // Nigeria it stays "has".
    [
      /(?<![\p{L}\p{M}])(?!(?:Naijiria|Nigeria|Na\p{M}*i\p{M}*j)\b)(\p{Lu}[\p{L}\p{M}]*)\s+ni\s+[ÌìIi]\p{M}*p[íi]\p{M}*nl[ẹe]\p{M}*\s+t[óo]\p{M}*(?![\p{L}\p{M}])/gu,
      '$1 is the state that',
    ],
    // "ìbò Atiku pọ̀ ju ti Tinubu lọ" (Atiku's votes are many beyond Tinubu's): the owner comes
    // after the noun in Yoruba, before it in English; "pọ̀ ju" is the comparison's verb.
    [
      /(?<![\p{L}\p{M}])([ìi]b[òo])\s+((?:\p{Lu}[\p{L}\p{M}]*\s+){1,2})p[ọo]\p{M}*\s+(?=j[uùú]\s)/gu,
      (_match, _votes, owner) => `${owner}votes jẹ́ `,
    ],
    // "ìbò tó ju mílíọ̀nù méjì lọ" (votes that pass two million): "more than" stands next to its
    // figure, where the count moves with it ("more than 2 million votes"); the closing "lọ" goes.
    // A figure in digits may carry its commas or point ("tó ju 170,000 lọ", "ju 6.1 mílíọ̀nù lọ").
    [
      /(?<![\p{L}\p{M}])(t[óo]\s+|t[íi]\s+[óo]\s+)?ju\s+((?:(?:\d+(?:[.,]\d+)+|[^\s.,;!?]+)\s+){1,4}?)l[ọo](?![\p{L}\p{M}])/gu,
      (match, lead, figure, ...rest) => {
        // After the groups, String.replace passes the match's offset and the whole text.
        const [offset, whole] = [Number(rest[0]), String(rest[1])];
        // "ìbò ju Tinubu lọ" (more votes than Tinubu): a name compared with closes the same way.
        // So does "ju ti Tinubu lọ" (more than that of Tinubu): Tinubu's, the noun said once.
        const named = /^(?:t[íi]\p{M}*\s+)?((?:\p{Lu}[\p{L}\p{M}]*\s+){1,2})$/u.exec(figure!);
        if (named) return `ju ${named[1]!.trim()}`;
        if (!/\d|m[\p{L}\p{M}]*l[\p{L}\p{M}]*n|gb[\p{L}\p{M}]*r/u.test(figure!)) return match;
        // Straight after what is counted (no "tó", no "ní"), "ju" is the verb: "àwọn olùdìbò …
        // ju mílíọ̀nù 90 lọ" (the voters … were more than 90 million).
        const verb = !lead && !/(?<![\p{L}\p{M}])n[íi]\p{M}*\s+$/u.test(whole.slice(0, offset));
        return `${verb ? 'jẹ́ ' : ''}ju ${figure!.trim()}`;
      },
    ],
    // "ọrọ̀ ajé dàgbà (sí i) ní ìdá 3.46" (the economy grew by 3.46 percent): after a verb of
    // change, "ní" before a share or a figure is "by", not "has".
    [
      /(?<![\p{L}\p{M}])(d[àa]\p{M}*gb[àa]\p{M}*|p[ọo]\p{M}*|l[ọo]\p{M}*\s+s[íi]\p{M}*l[ẹe]\p{M}*|g[aà]\p{M}*\s+s[óo]\p{M}*k[èe]\p{M}*)(\s+s[íi]\p{M}*\s+[íi]\p{M}*)?\s+n[íi]\p{M}*(?=\s+(?:\d|[ìi]\p{M}*d[áa]\p{M}*(?![\p{L}\p{M}])))/gu,
      (_match, verb: string, more?: string) => `${verb}${more ?? ''} by`,
    ],
    // "Ìṣirò NBS fi hàn pé …" (NBS's figures show that …): the owner after the noun in Yoruba,
    // before it in English, where the judge reads "NBS figures show that" as who says it.
    [
      /(?<![\p{L}\p{M}])[ÌìIi]\p{M}*(?:ṣ|s\p{M}*)ir[òo]\p{M}*\s+((?:\p{Lu}[\p{L}\p{M}]*\s+){1,2})(?=f[iì]\p{M}*\s+h[àa]\p{M}*n)/gu,
      '$1figures ',
    ],
    // "ló ní olùdìbò (tó forúkọ sílẹ̀ / tó pọ̀) jù lọ" (had the most (registered) voters): "jù lọ"
    // closing what is counted is "the most" of it, said before it in English, as "ìbò jù lọ" is.
    [
      /(?<![\p{L}\p{M}])((?:[àa]\p{M}*w[ọo]\p{M}*n\s+)?(?:ol[ùu]\p{M}*d[ìi]\p{M}*b[òo]\p{M}*|ib[ùu]\p{M}*d[óo]\p{M}*\s+[ìi]\p{M}*d[ìi]\p{M}*b[òo]\p{M}*|[ìi]\p{M}*j[ọo]\p{M}*ba\s+[ìi]\p{M}*b[íi]\p{M}*l[ẹe]\p{M}*|[ìi]\p{M}*p[íi]\p{M}*nl[ẹe]\p{M}*))\s+(?:t[óo]\p{M}*\s+(?:(f[oó]\p{M}*r[úu]\p{M}*k[ọo]\p{M}*\s+s[íi]\p{M}*l[ẹe]\p{M}*)|p[ọo]\p{M}*)\s+)?j[ùu]\p{M}*\s+l[ọo]\p{M}*(?![\p{L}\p{M}])/gu,
      (_match, counted: string, registered?: string) =>
        `the most ${registered ? 'registered ' : ''}${counted}`,
    ],
    // "kò tó mílíọ̀nù ọgọ́rin" (is not up to eighty million): fewer than, before a figure.
    [
      /(?<![\p{L}\p{M}])k[òo]\s+t[óo](?=\s+(?:\d|[Mm][\p{L}\p{M}]*l[\p{L}\p{M}]*n|ìdá|ida|[ẸẹEe]\p{M}*gb))/gu,
      'jẹ́ fewer than',
    ],
    // "ìbò … tó mílíọ̀nù mẹ́wàá" (the votes … reached ten million): before a figure "tó" is the
    // verb "reach", not the relative "that" (only written with its tone: untoned "to" may be the
    // English word in a mixed message). "kò tó" (is not up to) was read above; in "tó tó" (that
    // reach) the first is the relative, and the pair is left as it was read before.
    [
      /(?<![\p{L}\p{M}]|(?<![\p{L}\p{M}])t(?:ó|o\u0301)\s)t(?:ó|o\u0301)(?=\s+(?:\d|[Mm][\p{L}\p{M}]*l[\p{L}\p{M}]*n|[Bb][\p{L}\p{M}]*l[\p{L}\p{M}]*n|ìdá|ida))/gu,
      'dé',
    ],
    // "… le ni milionu ogorun" written without tones (is more than a hundred million): "lé ní"
    // before a figure is "more than", as "tó lé ní" is; kept to figures in millions, billions or
    // percent, since inside a number "lé ní" joins its parts ("mẹ́wàá lé ní ọgọ́rùn-ún").
    [
      /(?<![\p{L}\p{M}]|(?<![\p{L}\p{M}])(?:t[óo]|[óo])\p{M}*\s)l[eé]\p{M}*\s+n[íi]\p{M}*(?=\s+(?:\d|[Mm][\p{L}\p{M}]*l[\p{L}\p{M}]*n|[Bb][\p{L}\p{M}]*l[\p{L}\p{M}]*n|ìdá|ida))/gu,
      'tó lé ní',
    ],
    // "ìdá 27 nínú ọgọ́rùn-ún ló jáde (láti) dìbò" (27 percent came out to vote): the share is of
    // the voters, whom Yoruba leaves unsaid and English names ("27 percent of voters turned out").
    [
      /((?:[ọo]\p{M}*g[ọo]\p{M}*r[uù]\p{M}*n(?:-[uú]\p{M}*n)?|%|percent|pasent[ìi]?)\s+)(?=l[óo]\p{M}*\s+j[áa]\p{M}*de\s+(?:l[áa]\p{M}*ti\s+)?d[ìi]\p{M}*b[òo])/giu,
      '$1àwọn olùdìbò ',
    ],
    // '"…," bẹ́ẹ̀ ni ọ̀gbẹ́ni kan sọ lórí …' (so said a man on …): the speaker after the quote
    // goes before it, as reported speech ("a man said on … that …"), where the judge reads who
    // says it and checks the quote.
    [
      /(^|[.!?]\s+)["“]([^"”]+?)[,.]?["”]\s*,?\s+(?:b[ẹeéè]\p{M}*[ẹeéè]?\p{M}*\s+)?ni\s+([^.!?"“]+?)\s+(s[ọo]\p{M}*|w[íi]\p{M}*)((?:\s+[^\s.!?]+){0,3}?)\s*([.!?]|$)/gu,
      (_match, start: string, quote: string, who: string, said: string, where: string, end: string) =>
        `${start}${who} ${said}${where} pé ${quote}${end}`,
    ],
    // "Mílíọ̀nù mẹ́wàá ni ìbò tí Tinubu ní" (ten million is the votes that Tinubu had): a figure
    // put first for focus goes back after the verb, "Tinubu ní ìbò mílíọ̀nù mẹ́wàá", as English
    // says it, so the count is the candidate's.
    [
      /(?<![\p{L}\p{M}])((?:[Mm]\p{M}*[íi]\p{M}*l[íi]\p{M}*[ọo]\p{M}*n[ùu]\p{M}*|[Bb]\p{M}*[íi]\p{M}*l[íi]\p{M}*[ọo]\p{M}*n[ùu]\p{M}*)\s+[^\s.,;!?]+|\d[\d,.]*(?:\s+[Mm]\p{M}*[íi]\p{M}*l[íi]\p{M}*[ọo]\p{M}*n[ùu]\p{M}*)?)\s+ni\s+([^\s.,;!?]+)\s+t[íi]\p{M}*\s+((?:\p{Lu}[\p{L}\p{M}]*\s+){1,2})([^\s.,;!?]+)/gu,
      (_match, figure: string, counted: string, who: string, verb: string) =>
        `${who}${verb} ${counted} ${figure}`,
    ],
    // "Wọ́n ní …" opening a sentence (they say …): reported speech, not "they have".
    [/(^|[.!?]\s+)W[oọ]́?n n[íi]\s+(?=\p{L})/gu, '$1they say that '],
    // "Wọ́n sọ pé …" (they said that …): hearsay too, not "their said".
    [/(^|[.!?]\s+)W[oọ]́?n s[ọo]\s+p[ée]\s+(?=\p{L})/gu, '$1they said that '],
    // "Wọ́n" opening a sentence is the pronoun "they" ("Wọ́n ṣe ìfilọ́lẹ̀ eNaira", they launched
    // the eNaira), not "wọn" (their), which follows its noun; both fold to one key. Its high tone
    // says so where the message writes it; "tí wọ́n …" inside a sentence keeps its phrases.
    [
      /(^|[.!?]\s+)W([oọ]\p{M}*)n\s+(?=\p{L})/gu,
      (match: string, start: string, vowel: string) =>
        vowel.normalize('NFD').includes('\u0301') ? `${start}they ` : match,
    ],
  ],
  stems: yorubaStems,
  numbers: {
    value: yorubaNumber,
    scales: new Map([
      ['egberun', 1000],
      ['milionu', 1e6],
      ['bilionu', 1e9],
    ]),
    joiners: [['o', 'le'], ['le', 'ni'], ['le']],
    subtractors: [['o', 'din'], ['din']],
    times: ['lona'],
    half: [
      ['ati', 'abo'],
      ['ati', 'aabo'],
    ],
    // Counting forms after a noun are unambiguous (méjì, mẹ́ta); the bare forms are also words:
    // ogun (war), igba (time), ọgbọ́n (wisdom), ẹ̀jẹ̀ (blood), ẹjọ́ (case), ọkàn (heart), ẹ̀wà (beans).
    ambiguous: new Set([
      'kan',
      'ogun',
      'igba',
      'ogbon',
      'okan',
      'eji',
      'eta',
      'erin',
      'arun',
      'efa',
      'eje',
      'ejo',
      'esan',
      'ewa',
      'eni',
    ]),
  },
};

/** English ranks, first to tenth. */
const RANKS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth'];

/** The ordinals of the months as the month list writes them, January first. */
const MONTH_ORDINALS = [
  'kìíní',
  'kejì',
  'kẹta',
  'kẹrin',
  'karùn-ún',
  'kẹfà',
  'keje',
  'kẹjọ',
  'kẹsàn-án',
  'kẹwàá',
  'kọkànlá',
  'kejìlá',
];

/** "ní oṣù kẹfà" (in the sixth month) as well as "oṣù kẹfà": "ní oṣù" would otherwise be read first. */
function withIn(months: Record<string, string>): Record<string, string> {
  const out = { ...months };
  for (const [name, month] of Object.entries(months)) {
    out[`ní ${name}`] = `in ${month}`;
    if (!name.startsWith('oṣù')) out[`ní oṣù ${name}`] = `in ${month}`;
  }
  return out;
}

/**
 * Yoruba elides a short word's vowel onto the next word: ní ọjọ́ → lọ́jọ́, ní orílẹ̀-èdè →
 * lórílẹ̀-èdè, tí ètò → tétò, pé ètò → pétò, tí àrùn → táárùn. The word is tried without its
 * first consonant, and with a lengthened first vowel made short again.
 */
function yorubaStems(word: string): string[] {
  if (!/^[lntpbkmsdw][aeiou]/.test(word) || word.length < 4) return [];
  const rest = word.slice(1);
  const short = rest.replace(/^([aeiou])\1/, '$1');
  return short === rest ? [rest] : [rest, short];
}
