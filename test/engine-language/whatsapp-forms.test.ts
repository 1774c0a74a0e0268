import { describe, expect, it } from 'vitest';
import { toEnglish } from '../../src/core/check/language/to-english.js';
import { createLocalLanguageDetector } from '../../src/core/check/language/local-language-detector.js';
import { yorubaOrdinal } from '../../src/core/check/language/gloss/yoruba-numbers.js';
import { over } from '../../src/core/check/language/gloss/lexicon-lines.js';
import { fold } from '../../src/core/check/language/gloss/fold.js';
import { figures, spelledNumbers } from '../../src/core/check/stance/numbers.js';
import { judgeText } from '../../src/core/check/stance/text-stance.js';

/**
 * The forms WhatsApp messages showed (test/fixtures/whatsapp-claims.ts), one rule each, read
 * without the engine: a rule that breaks fails here by name.
 */
describe('forms of numbers, dates and verbs in chat messages', () => {
  it.each([
    // Yoruba: a day counted as an ordinal; the nasal echo left out; split verbs; percent without ìdá.
    [
      'yo',
      'Ìdìbò ààrẹ wáyé ní ọjọ́ kẹẹ̀ẹ́dọ́gbọ̀n oṣù Kejì ọdún 2023.',
      'presidential election was held on 25 February 2023.',
    ],
    [
      'yo',
      'CBN gbe owo ele soke si 26.25 ninu ogorun ni osu Karun odun 2024.',
      'CBN raised interest rate to 26.25 percent in May 2024.',
    ],
    ['yo', 'INEC fi oruko awon oludibo milionu aadota sile.', 'INEC registered 50 million voters.'],
    ['yo', 'Kwankwaso ni ibo milionu kan ati abo.', 'Kwankwaso has 1.5 million votes.'],
    // Focus negation "kọ́ ló" (it is not … that).
    ['yo', 'Ẹgbẹ́ APC kọ́ ló borí.', 'APC did not win.'],
    // Hausa: a month with its linker; "cikin 100"; counts of millions past ten; a half; the
    // closing "ba" of negation; the owner before "guda".
    ['ha', 'An yi zaben a ranar 25 ga Fabrairun 2023.', 'did election on 25 February 2023.'],
    ['ha', 'Hauhawar farashi ta kai kashi 34.19 cikin 100.', 'inflation reached 34.19 percent.'],
    ['ha', 'INEC ta yi wa masu zabe miliyan dari da ashirin rajista.', 'INEC registered 120 million voters.'],
    ['ha', "Kwankwaso ya samu kuri'u miliyan daya da rabi.", 'Kwankwaso got 1.5 million votes.'],
    ['ha', 'Najeriya ba ta da jihohi 40 ba.', 'Nigeria does not have 40 states.'],
    ['ha', 'Jihohin Najeriya guda talatin da shida ne.', 'Nigeria 36 states.'],
    // Igbo: "otu narị" is a hundred; dots decide between homographs (toro grew, tọrọ kidnapped).
    ['ig', 'INEC debanyere aha ndị ntuli aka nde otu narị.', 'INEC registered 100 million voters.'],
    ['ig', 'Akụ na ụba Naịjirịa toro pasentị 3.46.', 'economy Nigeria grew 3.46 percent.'],
    ['ig', 'Ndị omekome tọrọ mmadụ atọ.', 'criminals kidnapped 3 people.'],
    // Pidgin: focus "na", bare verbs tell the past, "pass" and "like" before a figure.
    [
      'pcm',
      'Na Peter Obi win di 2023 presidential election.',
      'Peter Obi won the 2023 presidential election.',
    ],
    ['pcm', 'Tinubu wey be APC candidate na im win.', 'Tinubu who is APC candidate won.'],
    ['pcm', 'Lagos get pass 10 million voters.', 'Lagos has more than 10 million voters.'],
    ['pcm', 'Dem go win next year.', 'they will win next year.'],
    ['pcm', 'PDP na im win 2023 presidential election.', 'PDP won the 2023 presidential election.'],
    // Igbo negation on a verb: "not" and the verb, its dots checked in a dotted message.
    [
      'ig',
      'E meghị ntuli aka onye isi ala na Febụwarị 2023.',
      'did not hold presidential election in February 2023.',
    ],
    ['ig', 'A kwụghị ha ụgwọ ọnwa.', 'kwughi they salary.'],
    // Session "multiling3": a decimal comma beside a scale word; a consonant written once for
    // two; tone-less "ko ni" before a figure; Igbo focus negation; a Pidgin address and report.
    ['ha', 'INEC ta yi wa mutane miliyan 93,4 rajista.', 'INEC registered 93.4 million people.'],
    [
      'en',
      'Inflation was 34,19 % and 1,000 people, 2,3 days.',
      'Inflation was 34.19 % and 1,000 people, 2,3 days.',
    ],
    ['ha', 'CBN ya kadamar da eNaira a 2021.', 'CBN launched and eNaira in 2021.'],
    ['yo', 'Naijiria ko ni ipinle 40.', 'Nigeria does not have 40 states.'],
    [
      'ig',
      'Ọ bụghị Tinubu meriri ntuli aka onye isi ala 2023.',
      'it is not true that Tinubu won the 2023 presidential election.',
    ],
    [
      'pcm',
      'My guy, dem dey yarn say Nigeria get 1,000 LGAs.',
      'they are saying that Nigeria has 1,000 LGAs.',
    ],
  ] as const)('%s: %s', (language, text, english) => {
    expect(toEnglish(text, language)).toBe(english);
  });

  it('keeps a general word whose dots differ from a specific one: another word', () => {
    expect(over({ 'kó lọ': 'moved', kọ́: 'built', kò: 'no' }, { 'kọ́ ló': 'not', ko: 'not' }, fold)).toEqual({
      'kó lọ': 'moved',
      kọ́: 'built',
      'kọ́ ló': 'not',
      ko: 'not',
    });
  });

  it('reads Yoruba ordinals (k + the number)', () => {
    expect([
      yorubaOrdinal('keji'),
      yorubaOrdinal('kerin'),
      yorubaOrdinal('keeedogbon'),
      yorubaOrdinal('kokanla'),
    ]).toEqual([2, 4, 25, 11]);
    expect(yorubaOrdinal('kanga')).toBeNull();
  });

  it('reads English number words as figures', () => {
    expect(
      spelledNumbers('ninety three million voters, thirty-six states, seven hundred and seventy-four LGAs'),
    ).toBe('93 million voters, 36 states, 774 LGAs');
    expect(figures('The local governments in Nigeria are 900.')[0]).toMatchObject({
      value: 900,
      head: 'area',
    });
  });

  it('hears Pidgin in a bare verb before a figure and a closing "o"', async () => {
    const detect = createLocalLanguageDetector();
    for (const text of [
      'Atiku collect 6.98 million votes for 2023 presidential election.',
      'For 2019 election, INEC register 84 million voters.',
      'Inflation for Nigeria reach 34.19 percent for June 2024 o.',
    ])
      expect((await detect.detect(text)).language, text).toBe('pcm');
    expect((await detect.detect('Buhari won the election with 15 million votes.')).language).toBe('en');
  });

  it('takes a winner the source declares as support, a name spelled out as its acronym', () => {
    const result =
      'INEC declared Bola Ahmed Tinubu (APC) winner of the 2023 presidential election with 8,794,726 votes. Atiku Abubakar (PDP) polled 6,984,520 votes, Peter Obi (LP) 6,101,533.';
    expect(judgeText('Tinubu of the APC won the 2023 presidential election.', result)).toMatchObject({
      stance: 'supports',
    });
    expect(
      judgeText('Peter Obi of the Labour Party won the 2023 presidential election.', result),
    ).toMatchObject({
      stance: 'disputes',
    });
    const dates =
      'The 2023 presidential and National Assembly elections were held on 25 February 2023; governorship and state assembly elections were held on 18 March 2023.';
    expect(judgeText('The governorship elections were held in April 2023.', dates).stance).toBe('disputes');
    expect(judgeText('The governorship elections were held in March 2023.', dates).stance).toBe('supports');
    expect(judgeText('The presidential election was not held in February 2023.', dates)).toMatchObject({
      stance: 'disputes',
      strength: 0.8,
    });
    // A closing correction ("not 800") denies another figure, not the claim; "exceeded 7 million"
    // counts its subject.
    const lgas = 'Nigeria has 774 local government areas (LGAs), listed in the First Schedule.';
    expect(judgeText('774 local government is in Nigeria, is not 800.', lgas).stance).toBe('supports');
    const lagos = 'Lagos State had 7,060,195 registered voters for the 2023 general elections.';
    expect(judgeText('registered voting in Lagos exceeded 7 million in 2023.', lagos).stance).toBe(
      'supports',
    );
    const inflation =
      'The National Bureau of Statistics reported headline inflation of 34.19 percent in June 2024.';
    expect(judgeText('Inflation has reached 34.19 percent in June 2024 as NBS said.', inflation).stance).toBe(
      'supports',
    );
    const rate =
      'The CBN Monetary Policy Committee raised the Monetary Policy Rate (MPR) to 26.25 percent in May 2024.';
    expect(
      judgeText('Central Bank CBN raised interest rate to 26.25 percent in May 2024.', rate).stance,
    ).toBe('supports');
  });
});
