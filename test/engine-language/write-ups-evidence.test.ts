import { describe, expect, it } from 'vitest';
import { writeUpDesk } from '../support/write-up-desk.js';

/**
 * The audit's findings (test/engine/write-ups-audit.test.ts) in the other four languages: the
 * frame in the claim's language, the fact-check's claim, rating and finding quoted in English as
 * published, and a comparison's two figures.
 */
const check = writeUpDesk('write-ups-evidence');

const FINDING = '“The Nigeria Centre for Disease Control says there is no evidence that salt water';

describe('a fact-check’s rating and finding, in the claim’s language', () => {
  it.each([
    [
      'pcm',
      'Salt water dey cure Lassa fever.',
      `No be true: Example Fact Desk check dis claim “Drinking salt water cures Lassa fever” and rate am “False”. Wetin dem find: ${FINDING}`,
    ],
    [
      'ha',
      'Ruwan gishiri yana maganin zazzabin Lassa.',
      `Karya ne: Example Fact Desk ta duba ikirarin “Drinking salt water cures Lassa fever”, ta kuma ce “False” ne. Abin da ta gano: ${FINDING}`,
    ],
    [
      'yo',
      'Omi iyọ̀ ń wo àrùn Lassa sàn.',
      `Irọ́ ni: Example Fact Desk ṣàyẹ̀wò ọ̀rọ̀ náà “Drinking salt water cures Lassa fever”, ó sì pè é ní “False”. Ohun tí ó rí: ${FINDING}`,
    ],
  ])('in %s', async (language, claim, start) => {
    const result = await check(claim);
    expect(result.language).toBe(language);
    expect(result.claims[0].write_up.startsWith(start), result.claims[0].write_up).toBe(true);
  });
});

describe('a comparison’s two figures, in the claim’s language', () => {
  it.each([
    [
      'ha',
      "Atiku ya samu kuri'u fiye da Tinubu a zaben shugaban kasa na 2023.",
      /^Karya ne: INEC ta ce [^“]*\. A cewar INEC, “/,
    ],
    [
      'yo',
      'Atiku ní ìbò ju Tinubu lọ nínú ìdìbò ààrẹ ọdún 2023.',
      /^Irọ́ ni: INEC sọ pé [^“]*\. Gẹ́gẹ́ bí INEC ṣe sọ, “/,
    ],
    [
      'ig',
      'Atiku nwetara vootu karịa Tinubu na ntuli aka onye isi ala 2023.',
      /^Ọ bụ ụgha: INEC kwuru na [^“]*\. Dịka INEC si kwuo, “/,
    ],
    // Pidgin "more … pass" is "more … than", and Pidgin: it was read as English, and as a claim of Atiku's count alone.
    [
      'pcm',
      'Atiku get more votes pass Tinubu for 2023 presidential election.',
      /^No be true: INEC talk say [^“]*\. INEC talk say “/,
    ],
  ])('in %s: Tinubu’s count and Atiku’s', async (language, claim, start) => {
    const result = await check(claim);
    expect(result).toMatchObject({ language, verdict: 'verified_false' });
    const text: string = result.claims[0].write_up;
    expect(text).toMatch(start);
    expect(text).toContain('Tinubu (APC) winner of the 2023 presidential election with 8,794,726 votes');
    expect(text).toContain('Atiku Abubakar (PDP) polled 6,984,520 votes');
  });
});

describe('food inflation, which the built-in sources do not give', () => {
  it.each([
    [
      'ha',
      'Hauhawar farashin abinci ta kai kashi 40 cikin dari a watan Yuni 2024.',
      /^Ba a tabbatar ba: a cewar NBS, “/,
    ],
    [
      'yo',
      'Ọ̀wọ́ngógó oúnjẹ dé ìdá 40 nínú ọgọ́rùn-ún ní oṣù Kẹfà ọdún 2024.',
      /^A kò tíì lè fìdí rẹ̀ múlẹ̀: gẹ́gẹ́ bí NBS ṣe sọ, “/,
    ],
    [
      'ig',
      'Mmụba ọnụ ahịa nri ruru pasentị 40 na ọnwa Juun 2024.',
      /^Anyị enweghị ike ịkwado ya: dịka NBS si kwuo, “/,
    ],
  ])('in %s: unproven, quoting the headline rate NBS does give', async (language, claim, start) => {
    const result = await check(claim);
    expect(result).toMatchObject({ language, verdict: 'unproven' });
    expect(result.claims[0].write_up).toMatch(start);
    expect(result.claims[0].write_up).toContain('34.19 percent');
  });
});
