/**
 * A health claim: something said to cure, prevent, kill, cause or spread a named disease ("Bitter
 * kola cures cholera.", "Garlic cures COVID-19.", "The measles vaccine causes autism.", "Hot water
 * kills the coronavirus."). These are the rumours health desks and tip lines see most, and both
 * models rate them low when they are short: the claim model learned COVID-19 tweets, where such a
 * sentence is as often a joke as a claim, and the check-worthiness model learned debates. Taken
 * only when the sentence is short, impersonal and names the disease (or "the virus", "the
 * parasite"); "I think garlic is good for you" names none and stays with the models.
 *
 * Read on the English reading of the statement, so Pidgin ("Bitter kola dey cure cholera", read
 * "is cure"), Hausa, Yoruba and Igbo claims are taken when their gloss gives the verb and disease.
 */
const DISEASE =
  '(?:cholera|malaria|covid(?:-?19)?|corona(?:\\s*virus)?|coronavirus|ebola|lassa(?:\\s+fever)?|measles|polio|hiv|aids|cancer|diabetes|hypertension|high\\s+blood\\s+pressure|typhoid|tuberculosis|tb|m?pox|monkeypox|meningitis|autism|infertility|diphtheria|yellow\\s+fever|hepatitis(?:\\s+[a-e])?|stroke|asthma|sickle\\s+cell|flu|influenza|fever|diarrho?ea|ulcer|infection|infections|(?:the\\s+)?(?:virus|parasite|disease|germs?|bacteria))';
const VERB =
  '(?:cures?|cured|curing|heals?|healed|treats?|treated|prevents?|prevented|protects?\\s+(?:\\w+\\s+)?(?:against|from)|kills?|killed|causes?|caused|spreads?|spread|(?:is|are|was)\\s+(?:a\\s+|the\\s+)?(?:cure|remedy|treatment|medicine)\\s+(?:for|of|to)|(?:is|are)\\s+(?:cure|kill|prevent|cause|treat|heal|spread)|leads?\\s+to|gives?(?:\\s+people)?|(?:can|will|does|do)\\s+(?:not\\s+)?(?:cure|prevent|kill|cause|treat|heal|spread))';
const HEALTH = new RegExp(
  `\\b${VERB}\\s+(?:(?:the|a|an|all|every|any|deadly)\\s+)*(?:\\w+\\s+){0,2}?${DISEASE}\\b`,
  'i',
);
/** Who says it of themselves ("I cured my malaria") or whom it happened to: not a claim about a remedy. */
const OWN =
  /\b(?:my|our|your|his|her|their)\s+(?:\w+\s+)?(?:cholera|malaria|covid|fever|cancer|diabetes|infection|ulcer|flu)\b/i;
const MAX_WORDS = 16;

export function healthClaim(english: string): boolean {
  if (english.split(/\s+/).filter(Boolean).length > MAX_WORDS) return false;
  return HEALTH.test(english) && !OWN.test(english);
}
