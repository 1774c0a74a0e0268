import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installedWordVectors } from '../../adapters/word-vectors/load.js';
import { toEnglish } from '../../src/core/check/language/to-english.js';
import type { LanguageCode } from '../../src/core/check/pipeline/ports.js';
import { createRerankedSearch } from '../../src/core/check/retrieval/reranked-search.js';
import { createCandidateSource } from '../../src/db/repositories/candidate-source.js';
import { ENGLISH_NEWS_DISTRACTORS } from '../fixtures/english-news-distractors.js';
import { bearer, createTestApp, type TestApp } from '../support/test-app.js';

/**
 * Session 18 ("xl18"): more news words (hausa-news18.ts, yoruba-news18.ts, igbo-news18.ts),
 * words joined by hyphens read as their parts (glosser.ts), and Yoruba split verbs read with what
 * lies between their parts (*dín owó orí kù*, reduce the tax). Every sentence here is hand-written
 * for this test (none comes from MAFAND-MT or any other data set) and turns on one of them.
 */
describe('news words of session 18 gloss into the English a news translator would use', () => {
  it.each<[LanguageCode, string, string[]]>([
    ['ha', 'Gwamnati ta sassauta dokar hana fita a jihar.', ['government', 'eased', 'curfew']],
    ['ha', 'Gwamnatin jihar ta gina rijiyoyin burtsatse guda goma a kauyuka.', ['boreholes', 'villages']],
    ['ha', 'Jiragen yaki sun kai hari ta sama a dajin Sambisa.', ['airstrike', 'Sambisa']],
    ['ha', 'Kamfanin ya sallame ma’aikata dari biyu.', ['company', 'dismissed', 'workers']],
    ['ha', 'Masarautu biyar sun koka kan zarge-zargen cin hanci.', ['emirates', 'complained', 'bribery']],
    ['yo', 'Ilé ẹjọ́ dá gómìnà tẹ́lẹ̀ náà láre.', ['court', 'acquitted', 'former governor']],
    ['yo', 'Àwọn ọlọ́pàá tú àwọn olùwọ́de ká ní Èkó.', ['police', 'dispersed protesters']],
    ['yo', 'Ìjọba yóò dín owó orí kù.', ['government', 'will', 'reduced tax']],
    ['yo', 'Ilé aṣòfin yọ abẹnugan wọn nípò.', ['removed from office', 'speaker']],
    ['yo', 'Àwọn ajínigbé béèrè owó ìràpadà.', ['kidnappers', 'ransom']],
    ['yo', 'Ààrẹ sọ pé ìjọba-àpapọ̀ yóò kọ́ afárá tuntun.', ['federal government', 'bridge']],
    ['yo', 'Àwọn ará ìlú ń ráhùn nípa àìsí omi mímu.', ['residents', 'lack of', 'drinking water']],
    ['ig', 'Ndị kọstọm weghaara akpa osikapa iri ise.', ['seized', 'bags of rice']],
    ['ig', 'Onye ọkaokwu kasiri ezinụlọ ndị nwụrụ anwụ obi.', ['speaker', 'consoled', 'family']],
    ['ig', 'Ndị uwe ojii achọtara ozu abụọ n’ọhịa.', ['police', 'found', 'forest']],
    ['ig', 'Ndị sịnetọ kwadoro iwu ahụ.', ['senators']],
    ['ig', 'Ha kwuru na ndị-uwe-ojii jidere onye ohi.', ['police', 'arrested']],
  ])('%s: %s', (language, sentence, expected) => {
    const gloss = toEnglish(sentence, language);
    for (const words of expected) expect(gloss).toContain(words);
  });

  it.each<[LanguageCode, string, string[]]>([
    // Names stay names: a capitalised word is not glossed, nor is a capitalised hyphenated one.
    [
      'ha',
      'Peter Obi da Bola Tinubu sun gana da Ado Bayero da Jacob Zuma a Abuja.',
      ['Obi', 'Bola Tinubu', 'Ado Bayero', 'Jacob Zuma', 'Abuja'],
    ],
    ['yo', 'Bọ́lá Tinubu àti Peter Obi ṣe ìpàdé ní Ilé-Ifẹ̀.', ['Bola Tinubu', 'Peter Obi', 'Ile-Ife']],
    [
      'ig',
      'Peter Obi na Bola Tinubu zutere Jacob Zuma na Ado-Ekiti.',
      ['Peter Obi', 'Bola Tinubu', 'Zuma', 'Ado-Ekiti'],
    ],
    // A number inside a hyphenated word keeps the word whole: Igbo na-atọ (is pleasing) is not 3.
    ['ig', 'Ihe a na-atọ m ọchị nke ukwuu.', []],
    // Yoruba's nasal echo is one number, not two words.
    ['yo', 'Ìpínlẹ̀ márùn-ún ló dìbò.', ['5']],
  ])('%s keeps names and numbers whole: %s', (language, sentence, expected) => {
    const gloss = toEnglish(sentence, language);
    for (const words of expected) expect(gloss).toContain(words);
    expect(gloss).not.toMatch(/\b3\b/);
  });
});

/**
 * A claim in Hausa, Yoruba or Igbo finds its English source through the reranked search the
 * engine uses, among hand-written near misses (sharing the words the gloss read before these
 * entries) and 200 English news distractors: the source must come first.
 */
const CASES: Array<{ language: LanguageCode; claim: string; source: string; nearMisses: string[] }> = [
  {
    language: 'ha',
    claim: 'Gwamnati ta sassauta dokar hana fita a jihar Kaduna.',
    source: 'The government has eased the curfew in Kaduna State.',
    nearMisses: [
      'The government extended the curfew in Kaduna State.',
      'The government imposed a curfew in Kaduna State.',
    ],
  },
  {
    language: 'yo',
    claim: 'Àwọn ọlọ́pàá tú àwọn olùwọ́de ká ní Ìbàdàn.',
    source: 'Police dispersed the protesters in Ibadan.',
    nearMisses: [
      'Police released the protesters arrested in Ibadan.',
      'Protesters in Ibadan read a statement to the police.',
    ],
  },
  {
    language: 'yo',
    claim: 'Ilé ẹjọ́ dá gómìnà tẹ́lẹ̀ ìpínlẹ̀ Ọ̀yọ́ láre.',
    source: 'The court acquitted the former governor of Oyo State.',
    nearMisses: [
      'The former governor of Oyo State created a new court.',
      'A court in Oyo State summoned the former governor.',
    ],
  },
  {
    language: 'ig',
    claim: 'Ndị kọstọm weghaara akpa osikapa iri ise n’Enugu.',
    source: 'Customs officers seized fifty bags of rice in Enugu.',
    nearMisses: [
      'Traders in Enugu say the price of rice has risen by fifty percent.',
      'Rice farmers in Enugu harvested fifty tonnes this season.',
    ],
  },
  {
    language: 'ig',
    claim: 'Ndị uwe ojii achọtara ozu abụọ n’ọhịa dị n’Anambra.',
    source: 'Police found two bodies in a forest in Anambra.',
    nearMisses: ['Police burned two forest camps in Anambra.', 'Police searched two forests in Anambra.'],
  },
];

let t: TestApp;
let workspaceId: string;
const url = (i: number) => `https://news18.example/source/${i}`;

beforeAll(async () => {
  t = await createTestApp();
  const ws = await t.newWorkspace('news-vocabulary-18');
  workspaceId = ws.workspaceId;
  await t.container.db.workspace.update({ where: { id: workspaceId }, data: { plan: 'premium' } });
  const documents = [
    ...CASES.map(({ source }, i) => ({ url: url(i), text: source })),
    ...CASES.flatMap(({ nearMisses }, i) =>
      nearMisses.map((text, k) => ({ url: `https://news18.example/near/${i}/${k}`, text })),
    ),
    ...ENGLISH_NEWS_DISTRACTORS.map((text, i) => ({ url: `https://news18.example/other/${i}`, text })),
  ];
  const imported = await t.app.inject({
    method: 'POST',
    url: '/v1/sources/documents',
    headers: { ...bearer(ws.key), 'content-type': 'application/x-ndjson' },
    payload: documents
      .map((d) => JSON.stringify({ ...d, title: d.text, publisher: 'Session 18 news' }))
      .join('\n'),
  });
  expect(imported.json()).toMatchObject({ created: documents.length });
}, 120_000);
afterAll(() => t.close());

describe('a Hausa, Yoruba or Igbo claim finds its English source first', () => {
  it.each(CASES.map((c, i) => [c.language, c.claim, i] as const))(
    '%s: %s',
    async (language, claim, i) => {
      const search = createRerankedSearch(createCandidateSource(t.container.db), installedWordVectors());
      const top = await search.search(workspaceId, toEnglish(claim, language), 5);
      expect(top[0]?.url).toBe(url(i));
    },
    60_000,
  );
});
