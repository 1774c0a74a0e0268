import { describe, expect, it } from 'vitest';
import { askedStatement } from '../../src/core/check/extraction/set-aside-rules.js';
import { languageFormReason } from '../../src/core/check/extraction/set-aside-languages.js';
import { createLocalLanguageDetector } from '../../src/core/check/language/local-language-detector.js';
import { toEnglish } from '../../src/core/check/language/to-english.js';
import { figures } from '../../src/core/check/stance/numbers.js';

/**
 * The forms the fourth WhatsApp set showed (test/fixtures/whatsapp-claims-fourth.ts, session
 * "multiling4"), one rule each, on sentences that are not in the set, read without the engine: a
 * rule that breaks fails here by name.
 */
describe('forms of the fourth WhatsApp set', () => {
  it.each([
    // Hausa and Igbo thousands count on across "da"/"na", as millions do.
    ['ha', 'Akwai makarantu dubu ashirin da biyar a jihar.', 'there are 25000 schools in state.'],
    ['ig', 'Ụlọ akwụkwọ puku iri abụọ na ise dị na steeti ahụ.', 'school 25000 are in states that.'],
    // Hausa "digo" is a decimal point; a day's teens without "goma".
    ['ha', 'Farashin ya karu da kashi uku digo biyar.', 'price grew by 3.5 percent.'],
    ['ha', 'An yi taron ranar sha biyu ga watan Yuli.', 'did meeting on 12 July.'],
    // "Karya ne cewa …" (it is a lie that …), Yoruba "Irọ́ ni pé …", Igbo "Ọ bụ ụgha na …".
    ['ha', 'Karya ne cewa an kama gwamna.', 'it is not true that arrested governor.'],
    ['yo', 'Irọ́ ni pé ọlọ́pàá mú gómìnà.', 'it is not true that police arrested governor.'],
    ['ig', 'Ọ bụ ụgha na ndị uwe ojii jidere gọvanọ.', 'it is not true that police arrested governor.'],
    // Places in a result.
    ['yo', 'APC ló ṣe ipò kìíní, PDP ṣe ipò kejì.', 'APC came first, PDP came second.'],
    ['ig', 'Obi bụ onye nke atọ na ntuli aka ahụ.', 'Obi came third in election that.'],
    // Yoruba "tó ju … lọ" (more than) and "kò tó" (fewer than) stand next to the figure.
    ['yo', 'Àwọn olùkọ́ tó ju ẹgbẹ̀rún méjì lọ ló wà níbẹ̀.', 'teachers more than 2000 there are there.'],
    ['yo', 'Àwọn akẹ́kọ̀ọ́ kò tó mílíọ̀nù kan.', 'students is fewer than 1 million.'],
    // Igbo months said by number in a date, not a count of months.
    ['ig', "Ọ mere n'ọnwa iri na abụọ 2022.", 'held in December 2022.'],
    ['ig', 'Ọ mere na ụbọchị ise n’ọnwa asaa.', 'held in 5 July.'],
    ['ig', 'Ha ga-eme ya n’ime ọnwa isii.', 'they will do it inside 6.'],
    // A quarter written short ("Q3 2024") as the sources name it.
    [
      'ig',
      'GDP Naịjirịa toro pasent 2 na Q3 2024.',
      'GDP Nigeria grew 2 percent in the third quarter of 2024.',
    ],
    // Pidgin: number words, "no pass" (at most), "pass … own" (more than …'s), "go" before a
    // figure after a verb of moving it, "milion".
    ['pcm', 'Kano get forty four local governments.', 'Kano has 44 local governments.'],
    ['pcm', 'Kwankwaso votes no pass 2 million.', 'Kwankwaso votes are at most 2 million.'],
    ['pcm', 'Tinubu votes pass Atiku own.', 'Tinubu votes more than Atiku.'],
    ['pcm', 'CBN carry MPR go 27.25 percent.', 'CBN carry MPR to 27.25 percent.'],
    [
      'pcm',
      'Na lie say INEC register 120 milion voters.',
      'it is not true that INEC registered 120 million voters.',
    ],
  ] as const)('reads %s: %s', (language, text, english) => {
    expect(toEnglish(text, language)).toBe(english);
  });

  it.each([
    ['ha', 'Ba ku sani ba cewa Kano tana da kananan hukumomi 44?', 'Kano tana da kananan hukumomi 44'],
    ['yo', 'Ṣé ẹ ò gbọ́ pé Èkó ní ìjọba ìbílẹ̀ 20?', 'Èkó ní ìjọba ìbílẹ̀ 20'],
    ['ig', 'Ị maghị na Anambra nwere LGA 21?', 'Anambra nwere LGA 21'],
    ['pcm', 'Una no know say Kano get 44 LGAs?', 'Kano get 44 LGAs'],
    ['en', "Don't you know that Kano has 44 LGAs?", 'Kano has 44 LGAs'],
  ])('checks what a rhetorical question states (%s): %s', (_language, text, statement) => {
    const asked = askedStatement(text);
    expect(asked && text.slice(asked.start, asked.end)).toBe(statement);
  });

  it('leaves a real question a question', () => {
    expect(askedStatement('Do you know who won the election?')).toBeNull();
    expect(askedStatement('Ṣé ẹ mọ ẹni tó borí?')).toBeNull();
  });

  it('sets aside a Yoruba prayer', () => {
    expect(languageFormReason('Kí Ọlọ́run bù kún iṣẹ́ ọwọ́ wa.', 'yo')).toBe('greeting');
    expect(languageFormReason('Olúwa á ṣe é fún wa o.', 'yo')).toBe('greeting');
  });

  it('reads a subject bounded from above: "voters were fewer than 80 million"', () => {
    expect(figures('The voters who registered were fewer than 80 million.')[0]).toMatchObject({
      value: 80e6,
      bound: 'below',
    });
  });

  it('hears Pidgin in "get pass", "pass … own", number words after "get" and an acronym with a bare verb', async () => {
    const detect = createLocalLanguageDetector();
    for (const text of [
      'Kano get pass 5 million registered voters.',
      'Tinubu votes pass Atiku own for that election.',
      'Kano get forty four local governments.',
      'GDP grow by 4 percent for Q1 2024.',
      'CBN push MPR go 27.25% for July 2024.',
    ])
      expect((await detect.detect(text)).language, text).toBe('pcm');
    expect((await detect.detect('The economy will grow by 4 percent in 2024.')).language).toBe('en');
  });
});
