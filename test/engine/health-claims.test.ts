import { describe, expect, it } from 'vitest';
import { createLocalClaimExtractor } from '../../src/core/check/extraction/local-claim-extractor.js';
import { healthClaim } from '../../src/core/check/extraction/health-claims.js';
import { toEnglish } from '../../src/core/check/language/to-english.js';
import { bearer, claimChecker } from '../support/test-app.js';

/**
 * Health rumours ("Bitter kola cures cholera.", "The measles vaccine causes autism.") were set
 * aside as not checkable, in every language: both models rate a short remedy claim low. They are
 * claims now; a health desk's published fact-check settles them, in the language they came in,
 * and without one they go to the editors as unproven.
 */
const extractor = createLocalClaimExtractor();
const taken = async (text: string, language: 'en' | 'pcm' | 'ha' | 'yo' | 'ig' = 'en') =>
  (await extractor.extract(text, language)).claims.map((c) => c.text);

describe('a remedy, vaccine or thing said to cure, prevent, kill, cause or spread a disease is a claim', () => {
  it.each([
    'Garlic cures COVID-19.',
    'Ginger and lime prevent Lassa fever.',
    'Neem leaves can cure malaria.',
    'The polio vaccine causes infertility.',
    'Salt water kills the virus.',
    'Onions protect you against cholera.',
    'Pawpaw leaves are a cure for typhoid.',
    'Mosquito nets spread HIV.',
    '5G masts give people cancer.',
    'Sugar gives diabetes.',
  ])('%s', async (text) => {
    expect(healthClaim(text)).toBe(true);
    expect(await taken(text)).toEqual([text]);
  });

  it.each([
    'I cured my malaria with bitter kola.',
    'My fever is gone.',
    'I think garlic is good for you.',
    'Malaria kills thousands every year in the north.',
    'Drink plenty of water and rest.',
  ])('not %s', (text) => {
    expect(healthClaim(text)).toBe(false);
  });

  it('a remedy claim said of oneself stays the speaker’s own life', async () => {
    expect(await taken('I cured my malaria with bitter kola.')).toEqual([]);
  });
});

describe('health rumours in Hausa, Yoruba and Igbo are read in English with their remedy, verb and disease', () => {
  it.each([
    ['Tafarnuwa tana warkar da zazzabin cizon sauro.', 'ha', 'garlic cures malaria'],
    ['Ruwan zafi yana kashe kwayar cutar korona.', 'ha', 'hot water kills'],
    ['Aáyù máa ń wo ibà sàn.', 'yo', 'garlic cures malaria'],
    ['Omi iyọ̀ ń dènà àrùn kòrónà.', 'yo', 'salt water prevents'],
    ['Jinja na-agwọ ịba.', 'ig', 'ginger cures malaria'],
    ['Mmiri nnu na-egbochi ọrịa kọlera.', 'ig', 'salt water prevents cholera'],
  ] as const)('%s', async (text, language, english) => {
    expect(toEnglish(text, language).toLowerCase()).toContain(english);
    expect(await taken(text, language)).toHaveLength(1);
  });

  it('Yoruba "wo … sàn" heals only around a disease: "wo owó tí wọ́n san" is looking at money paid', () => {
    expect(toEnglish('Orógbó ń wo àrùn onígbáméjì sàn.', 'yo').toLowerCase()).toContain(
      'bitter kola cures cholera',
    );
    expect(toEnglish('Wọ́n wo owó tí wọ́n san.', 'yo').toLowerCase()).not.toContain('cure');
  });
});

/** A health desk's published fact-check, as a newsroom imports it. */
const BITTER_KOLA = {
  url: 'https://health-desk.example/fact-checks/bitter-kola-cholera',
  title: 'No, bitter kola does not cure cholera',
  publisher: 'Health Desk',
  text:
    'Messages shared on WhatsApp claim that bitter kola cures cholera. Doctors say there is no evidence ' +
    'that bitter kola cures cholera; cholera is treated with oral rehydration and, in severe cases, antibiotics.',
  claim_review: { claim_reviewed: 'Bitter kola cures cholera.', rating: 'False' },
};

describe('through POST /v1/check', () => {
  const check = claimChecker('health-claims', {
    premium: true,
    timeout: 120_000,
    async prepare(t, workspace) {
      const imported = await t.app.inject({
        method: 'POST',
        url: '/v1/sources/documents',
        headers: bearer(workspace.key),
        payload: BITTER_KOLA,
      });
      if (imported.json().created !== 1) throw new Error(imported.body);
    },
  });

  it.each([
    ['Bitter kola cures cholera. Share to save lives 🙏', 'en'],
    ['Bitter kola dey cure cholera o', 'pcm'],
    ['Namijin goro yana warkar da cutar kwalara.', 'ha'],
    ['Orogbo n wo arun onigbameji san', 'yo'],
    ['Akị ilu na-agwọ ọrịa kọlera.', 'ig'],
  ])('%s is false, citing the health desk’s fact-check', async (text, language) => {
    const result = await check(text);
    expect(result.language).toBe(language);
    expect(result.claims).toHaveLength(1);
    expect(result.verdict).toBe('verified_false');
    expect(result.claims[0].sources.map((s: { url: string }) => s.url)).toContain(BITTER_KOLA.url);
  });

  it('a remedy no source speaks of goes to the editors as unproven, not set aside', async () => {
    const result = await check('Lemon and honey kill the malaria parasite.');
    expect(result.claims).toHaveLength(1);
    expect(result).toMatchObject({ verdict: 'unproven', confidence: 'low' });
  });
});
