import { describe, expect, it } from 'vitest';
import { toEnglish } from '../../src/core/check/language/to-english.js';
import { yorubaNumber } from '../../src/core/check/language/gloss/yoruba-numbers.js';

describe('Hausa, Yoruba and Igbo claims are read in English words', () => {
  it.each([
    ['ha', 'Najeriya tana da jihohi 40.', 'Nigeria has 40 states.'],
    ['ha', 'Najeriya tana da jihohi talatin da shida.', 'Nigeria has 36 states.'],
    [
      'ha',
      'Najeriya na da ƙananan hukumomi ɗari bakwai da saba’in da huɗu.',
      'Nigeria has 774 local government areas.',
    ],
    [
      'ha',
      "Jam'iyyun siyasa goma sha takwas ne suka shiga zaben 2023.",
      '18 political parties took part in the 2023 election.',
    ],
    ['ha', 'Hukumar INEC ta yi wa masu zabe miliyan 93.4 rajista.', 'INEC registered 93.4 million voters.'],
    ['ha', "INEC ta yi wa masu kada kuri'a miliyan dari rajista.", 'INEC registered 100 million voters.'],
    ['ha', 'Najeriya ba ta da jihohi 40.', 'Nigeria does not have 40 states.'],
    ['yo', 'Nàìjíríà ní ìpínlẹ̀ mẹ́rìndínlógójì.', 'Nigeria has 36 states.'],
    ['yo', 'Naijiria ni ipinle ogoji.', 'Nigeria has 40 states.'],
    ['yo', 'Ẹgbẹ́ òṣèlú méjìdínlógún ló kópa.', '18 political parties took part.'],
    ['yo', 'INEC forúkọ àwọn olùdìbò mílíọ̀nù 93.4 sílẹ̀.', 'INEC registered 93.4 million voters.'],
    [
      'yo',
      'Ìdìbò ààrẹ wáyé ní ọjọ́ 25 oṣù Kejì ọdún 2023.',
      'presidential election was held on 25 February 2023.',
    ],
    ['yo', 'Ìdìbò ààrẹ wáyé ní ọjọ́ 25 Èrèlé 2023.', 'presidential election was held on 25 February 2023.'],
    ['ig', 'Naịjirịa nwere steeti iri atọ na isii.', 'Nigeria has 36 states.'],
    [
      'ig',
      'Naịjirịa nwere ọchịchị ime obodo narị asaa na iri asaa na anọ.',
      'Nigeria has 774 local government areas.',
    ],
    ['ig', 'INEC debanyere aha ndị ntuli aka nde iri ise.', 'INEC registered 50 million voters.'],
    ['ig', 'INEC debanyere aha ndị ntuli aka nde 93.4.', 'INEC registered 93.4 million voters.'],
    // Session "multiling6": a voice note's address and frame carry nothing; "ní Nàìjíríà" is "in
    // Nigeria"; undotted "ruo" is "to"; a title alone is the name the sources write.
    ['ha', "To 'yan uwa, jam'iyyu 18 ne suka tsaya takara.", '18 parties ran.'],
    ['yo', 'Ìwọ̀n àìníṣẹ́ lọ́wọ́ ní Nàìjíríà jẹ́ ìdá 33.', 'unemployment rate in Nigeria is 33 percent.'],
    ['ig', 'onu ahia ihe riri elu ruo pasent 30', 'inflation rose to 30 percent'],
    ['ha', 'Asiwaju ne ya ci zabe.', 'Tinubu won the election.'],
    ['ha', 'Hauhawar farashi bai kai kashi 30 ba.', 'inflation was at most 30 percent.'],
    [
      'ig',
      'E mere ntuli aka onye isi ala na 25 Febụwarị 2023.',
      'held presidential election in 25 February 2023.',
    ],
  ] as const)('%s: %s', (language, text, english) => {
    // A gloss is not capitalised: to the judge a capital marks a name.
    expect(toEnglish(text, language)).toBe(english);
  });

  it.each([
    // Hausa linker and possessive endings, Yoruba elision, Igbo elided n' and hyphenated na-.
    ['ha', "Mutanen jihar sun ce kuri'unsu ba su kirgu ba.", 'people state said votes not kirgu.'],
    [
      'yo',
      'Mínísítà fún ètò ìlera lórílẹ̀-èdè Nàìjíríà sọ̀rọ̀ lọ́jọ́ Àìkú.',
      'minister for health country Nigeria spoke Sunday.',
    ],
    // Names keep their letters but lose tone marks (English sources spell them so) and are not
    // taken apart as elisions.
    ['yo', 'Bọ́lá Tinúbú àti Boko Haram.', 'Bola Tinubu and Boko Haram.'],
    // A count of millions in words keeps its units: 93 million, 84 million, not 90,000,003.
    ['ha', 'Masu zabe miliyan casa’in da uku ne suka yi rajista.', '93 million voters registered.'],
    ['ig', 'INEC debanyere aha ndị ntuli aka nde iri asatọ na anọ.', 'INEC registered 84 million voters.'],
    [
      'ha',
      'Gwamnati ta gabatar da kasafin kudin naira tiriliyan 28.',
      'government presented budget naira 28 trillion.',
    ],
    // A phrase whose last word carries the linker ('yan sanda-n); the least taken off first
    // (fadar-sa is "his palace", not fada "said" + rsa).
    [
      'ha',
      "Rundunar 'yan sandan jihar Kano ta kama mutane uku.",
      'police force state Kano arrested 3 people.',
    ],
    ['ha', 'Shugaban kasa ya gana da gwamnoni a fadarsa.', 'president met with governors in palace.'],
    ['ha', "Ma'aikatan jinya sun shiga yajin aikin.", 'nurses went on strike.'],
    // A plural read by its singular (kwamitoci → kwamiti); words written by hand for the news.
    ['ha', "Kwamitoci sun gana da 'yan majalisa.", 'committee met with lawmakers.'],
    [
      'yo',
      'Ẹgbẹ́ òṣèlú PDP fẹ̀sùn kan ẹgbẹ́ tó wà lórí àlééfà pé wọ́n rú ìbò.',
      'PDP accused ruling party that their rigged the election.',
    ],
    ['yo', 'Ọlọ́pàá ju afẹ́fẹ́ tajútajú.', 'police fired tear gas.'],
    // Igbo verbs under their vowel prefix and perfect suffix (e-jide-la, e-gbu-ola, a-rịgo-ola).
    ['ig', 'Ndị uwe ojii ejidela mmadụ atọ.', 'police arrested 3 people.'],
    ['ig', 'Ndị na-agba egbe egbuola mmadụ iri.', 'gunmen killed 10 people.'],
    ['ig', 'Ọnụahịa nri arịgoola elu.', 'food prices rose high.'],
    // The negative -ghị is not taken off: "did not pay" must not read as "paid".
    ['ig', 'A kwụghị ha ụgwọ ọnwa.', 'kwughi they salary.'],
  ] as const)('reads word forms and names (%s): %s', (language, text, english) => {
    expect(toEnglish(text, language)).toBe(english);
  });

  it('reads Yoruba numbers counted in twenties and by subtraction', () => {
    const cases: Array<[string, number]> = [
      ['mejidinlogun', 18], // two short of twenty
      ['merindinlogoji', 36], // four short of forty
      ['eedogun', 15],
      ['okanlelogun', 21], // one on twenty
      ['merinlelaadorin', 74], // four on seventy
      ['merinlelaaadorin', 74], // the same, with the linker's vowel
      ['metala', 13],
      ['ogota', 60],
      ['eedegberin', 700],
      // Session "multiling7": the tens past a hundred, counted in twenties too.
      ['aadoje', 130], // ten short of 140
      ['metalelaadoje', 133], // three on 130
      ['ogofa', 120],
      ['marundinlogojo', 155], // five short of 160
    ];
    for (const [word, value] of cases) expect(yorubaNumber(word)).toBe(value);
    expect(yorubaNumber('ipinle')).toBeNull();
    expect(toEnglish('ẹ̀ẹ́dẹ́gbẹ̀rin ó lé mẹ́rìnléláàádọ́rin', 'yo')).toBe('774');
  });

  it('keeps ambiguous number words as words unless they count a noun', () => {
    // Yoruba "ogun" is twenty and war: war here, twenty after "ìpínlẹ̀" (states).
    expect(toEnglish('Ogun Boko Haram', 'yo')).toBe('Ogun Boko Haram');
    expect(toEnglish('ìpínlẹ̀ ogun', 'yo')).toBe('20 states');
  });

  it('leaves English and unsupported text alone', () => {
    expect(toEnglish('Nigeria has 36 states.', 'en')).toBe('Nigeria has 36 states.');
    expect(toEnglish('Le Nigeria compte 36 États.', 'other')).toBe('Le Nigeria compte 36 États.');
  });
});
