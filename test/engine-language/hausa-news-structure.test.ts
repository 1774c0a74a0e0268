import { describe, expect, it } from 'vitest';
import { toEnglish } from '../../src/core/check/language/to-english.js';

/**
 * Session "haxl17": names in Hausa news as English sources write them
 * (src/core/check/language/gloss/hausa-names.ts). Each sentence is written for this test (no
 * data set read); without the rule it loses the English listed (`has`) or keeps the misreading
 * (`lacks`).
 */
const cases: Array<[why: string, hausa: string, has: string[], lacks: string[]]> = [
  // Another spelling of a name the lexicon lists, with its endings and phrases.
  [
    'Amirka is Amurka',
    'Shugaban kasar Amirka ya gana da Firaministan Burtaniya.',
    ['US President'],
    ['Amirka'],
  ],
  ['Amirkawa are Americans', 'Amirkawa sun kada kuri’a a zaben jiya.', ['Americans'], ['Amirkawa']],
  ['the linked Amirkan', 'Sojojin Amirkan sun bar kasar Afghanistan.', ['US troops'], ['Amirkan']],
  ['Misira is Egypt', 'Ministan ya isa kasar Misira domin tattaunawa.', ['Egypt'], ['Misira']],
  ['Labanon is Lebanon', 'Isra’ila ta kai hari a kudancin Labanon.', ['Lebanon'], ['Labanon']],
  ['Birazil is Brazil', 'Birazil ta doke Ajantina a wasan karshe.', ['Brazil'], ['Birazil']],
  ['Caina is China', 'Kasar Caina ta bai wa Najeriya bashin dala biliyan biyu.', ['China'], ['Caina']],
  ['Saudi Arebiya is Saudi Arabia', 'Maniyyata sun isa Saudi Arebiya jiya.', ['Saudi Arabia'], ['Arebiya']],
  ['Jamani is Germany', 'Gwamnatin Jamani ta yi alkawarin tallafi.', ['Germany'], ['Jamani']],
  ['Kiyib is Kyiv', 'Rasha ta harba makamai masu linzami kan birnin Kiyib.', ['Kyiv'], ['Kiyib']],
  ['Fadar Kremlin is the Kremlin', 'Fadar Kremlin ta musanta rahoton.', ['Kremlin'], ['palace']],
  // Bodies named by a description longer than a phrase: the name English writes.
  [
    'the union of West African countries is ECOWAS',
    'Kungiyar Kasashen Yammacin Afirka ta ce za ta tura dakaru Nijar.',
    ['ECOWAS said'],
    ['association'],
  ],
  [
    'the union of oil-rich countries is OPEC',
    'Kungiyar Kasashe Masu Arzikin Man Fetur ta rage yawan man da take fitarwa.',
    ['OPEC'],
    ['wealth'],
  ],
  [
    'the UN refugee agency',
    "Hukumar Kula da 'Yan Gudun Hijira ta Majalisar Dinkin Duniya ta ce mutum miliyan takwas sun tsere daga Sudan.",
    ['UN refugee agency', 'said'],
    ['looked after'],
  ],
  [
    'the World Food Programme',
    'Hukumar Abinci ta Duniya ta raba abinci a Gaza.',
    ['World Food Programme'],
    ['commission'],
  ],
  [
    'the African Development Bank',
    'Bankin Raya Kasashen Afirka ya ba da rance.',
    ['African Development Bank'],
    ['Raya'],
  ],
  [
    'UNICEF by its description',
    'Asusun Tallafa wa Kananan Yara ya ce yara na fama da yunwa.',
    ['UNICEF'],
    ['account'],
  ],
  [
    'Birnin Tarayya is the FCT',
    'An kama su a Birnin Tarayya Abuja.',
    ['Federal Capital Territory'],
    ['city federal'],
  ],
  // Things named by a description: the English word, not another disease or storm.
  [
    'kyandar biri is monkeypox',
    'An samu bullar cutar kyandar biri a jihohi uku.',
    ['monkeypox'],
    ['measles'],
  ],
  [
    'mahaukaciyar guguwa is a hurricane',
    'Mahaukaciyar guguwa ta afka wa tsibirin Cuba.',
    ['hurricane'],
    ['storm'],
  ],
  // A place named by a common word, with its capital inside a sentence.
  ['Kogi is a state, not "river"', "Jam'iyyar APC ta lashe zaben gwamna a jihar Kogi.", ['Kogi'], ['river']],
  ['Dutse is a town, not "rock"', 'Gwamnan ya kaddamar da asibiti a garin Dutse.', ['Dutse'], ['rock']],
  ['Gana inside a sentence is Ghana', 'Najeriya ta doke Gana da ci biyu da daya.', ['Ghana'], ['met']],
  ['Gana ta opening a sentence is Ghana', 'Gana ta gudanar da zaben shugaban kasa.', ['Ghana'], ['met']],
  ['Rashawa sun are the Russians', 'Rashawa sun kai hari kan birnin Kharkiv.', ['Russians'], ['corruption']],
  // Apostrophes typed as accents, and 'yan joined by a hyphen.
  ['an acute accent for the apostrophe', 'Isra´ila ta amince da tsagaita wuta.', ['Israel'], ['´']],
  ["'yan-bindiga with a hyphen", "'Yan-bindiga sun sace mutane goma.", ['gunmen'], ['yan-bindiga']],
];

/** The same words without a capital, or in their common sense, keep their common reading. */
const kept: Array<[why: string, hausa: string, has: string[], lacks: string[]]> = [
  ['gana, the verb', 'Shugaban ya gana da gwamnoni a jiya.', ['met'], ['Ghana']],
  ['rashawa, bribery', 'Hukumar ta ce tana yaki da rashawa a kasar.', ['corruption'], ['Russians']],
  ['dala, the dollar', 'Naira ta fadi a kan dala a kasuwa.', ['dollar'], ['Dala']],
  [
    'Hukumar Lafiya ta Duniya keeps its reading',
    'Hukumar Lafiya ta Duniya ta yi gargadi.',
    ['World Health Organization'],
    [],
  ],
  [
    'Babban Birnin Tarayya keeps its reading',
    'An kai hari a Babban Birnin Tarayya.',
    ['Federal Capital Territory'],
    [],
  ],
];

describe('names in Hausa news read as English sources write them', () => {
  it.each([...cases, ...kept])('%s', (_why, hausa, has, lacks) => {
    const english = toEnglish(hausa, 'ha');
    for (const words of has) expect(english).toContain(words);
    for (const words of lacks) expect(english).not.toContain(words);
  });
});
