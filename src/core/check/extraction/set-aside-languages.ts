import type { LanguageCode, SetAsideReason } from '../pipeline/ports.js';
import { hasAmount } from './set-aside-rules.js';

/**
 * What is not a checkable claim in Hausa, Yoruba, Igbo and Pidgin, recognised from its form:
 * greetings, questions, opinion frames and feelings, predictions. Hand-written from common usage
 * in each language; tone marks are optional, as tweets mostly leave them out (each pattern is
 * matched against the text with and without them). set-aside-rules.ts covers English and the
 * forms shared by all five.
 */
interface Rules {
  greeting: RegExp;
  question: RegExp;
  opinion: RegExp;
  prediction?: RegExp;
}

const RULES: Partial<Record<LanguageCode, Rules>> = {
  // Hausa "ina so/son" is "I want" or "I love": taste, unless it is "I want to tell you" (ina so in
  // gaya muku cewa …), a voice note's frame before what it reports.
  ha: {
    greeting:
      /^(sannu|barka( da| fa)?|ina kwana|ina wuni|ina yini|assalamu|salamu|yaya dai|yaya aiki|mun gode|na gode|allah ya (kiyaye|sa|ba|taimaki|jikan))/i,
    question:
      /^(shin|me yasa|meyasa|don me|mene(ne)?|wane|wace|wanne|wadanne|yaushe|nawa|yaya|ina ne|su wa|wa ya)\b/i,
    opinion:
      /\b(ina ganin|a ganina|a ganin(a|mu)|na yi imani|ina tsammani|a ra'?ayina|ra'?ayina|ina son?(?! (?:in|na|mu) (?:gaya|fada|sanar))|na tsani|abin kunya|abin takaici|abin farin ciki|allah ya isa)\b/i,
    prediction: /\b(zai|za ta|zata|za su|zasu|za a|zaa)\b/i,
  },
  yo: {
    // "… ti sú mi" (… has worn me out) and "kò sí ẹni tó dára" (there is no good one) are feelings;
    // "Èrò (tè)mi ni (pé) …" (my thought is (that) …) frames an opinion.
    // A prayer opens "Kí Olúwa / Ọlọ́run …" (may the Lord …), "Olúwa á …" (the Lord will …).
    greeting:
      /^(e ku|e kaaro|e kaasan|e kaale|bawo ni|e se|e seun|o seun|a dupe|eku|ki (oluwa|olorun|eledumare|edumare|oba oluwa)\b|(oluwa|olorun) (a|yoo|maa)\b)/i,
    question: /^(se|nje|ki ni|kini|ki lo de|kilode|ta ni|tani|nibo|nigba wo|bawo|meloo|elo ni|ewo)\b/i,
    opinion:
      /\b(mo ro pe|mo ro wipe|lero mi|lero temi|ero (?:mi|temi) ni|mo gbagbo pe|mo gba gbo|ni temi|mo feran|mo nifee|mo korira|o dara ju|itiju|o buru|(?:ti|o) su mi|ko si (?:eni|enikan) (?:to|ti o) dara)\b/i,
    // "máa ń …" is what is done habitually ("Aáyù máa ń wo ibà sàn", garlic cures malaria), not a
    // forecast; nor is "kí … máa" (that … should), what was ordered or asked ("Gómìnà pàṣẹ pé kí
    // gbogbo ọlọ́kadà máa san …", the governor ordered that every rider pay …).
    prediction: /\b(yoo|yio|(?:a )?(?<!\bki(?:\s+\S+){0,3}\s+)maa(?! n\b))\b/i,
  },
  ig: {
    greeting: /^(ndewo|kedu|daalu|imela|ututu oma|ehihie oma|mgbede oma|nnoo|ka chi fo|chukwu gozie)/i,
    question: /^(gini|onye ka|ebee|olee|ole|mgbe ole|kedu ka|o bu ezie|o bu eziokwu na)\b/i,
    opinion:
      /\b(echere m|m chere na|n'?uche m|ekwenyere m|ahuru m .{0,20}n'?anya|a huru m n'?anya|asoro m oyi|ihere|o di mma karia|o joro njo)\b/i,
    prediction: /\b(ga-\p{L}+|ga e|ga-eme)\b/iu,
  },
  pcm: {
    greeting: /^(how far|how you dey|how una dey|good morning o|wetin dey happen|abeg make we greet)/i,
    question: /^(wetin|shey|sebi|abi|na who|na wetin|how come|why e)\b/i,
    opinion:
      /\b(i think say|i believe say|i feel say|me i (feel|think)|for my mind|na my opinion|i no like|i like am|i love am|i hate am|e sweet|e bad well well|mumu|yeye)\b/i,
    prediction: /\b(go (win|lose|happen|come|be|reach|rise|fall))\b/i,
  },
};

/**
 * A body that announces, opening the statement: an acronym (CBN, INEC, FG) or a government or
 * governor named in the language (Hausa gwamnati, gwamna, hukumar; Yoruba ìjọba, gómìnà; Igbo
 * gọọmentị, gọvanọ; Pidgin government), read without tone marks.
 */
const BODY = [
  /^[A-Z]{2,}\b/u,
  /^(?:gwamnati|gwamna|hukumar|ijoba|gomina|gooment|gomenti|govano|government|gofment|goment)\p{L}*\b/iu,
];

/**
 * What an official body is to do with a figure ("CBN máa gbé owó ₦5,000 tuntun jáde", the CBN
 * will issue a new N5,000 note): the rumour a tip line most needs checked, settled by what the
 * body has said, as English leaves a figure inside a forecast to the models. A person's forecast
 * ("Tinubu zai lashe … a jihohi 30") and a body's plan without a figure stay predictions.
 */
function bodysPlan(text: string): boolean {
  const trimmed = text.trim();
  return BODY.some((body) => body.test(trimmed)) && hasAmount(trimmed);
}

const folded = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').normalize('NFC');

/** The reason a statement in `language` is set aside by its form, or null. */
export function languageFormReason(text: string, language: LanguageCode): SetAsideReason | null {
  const rules = RULES[language];
  if (!rules) return null;
  const forms = [text, folded(text)];
  const any = (pattern: RegExp) => forms.some((t) => pattern.test(t.trim()));
  if (any(rules.greeting) && text.split(/\s+/).length <= 12 && !/\d/.test(text)) return 'greeting';
  if (any(rules.question)) return 'question';
  if (any(rules.opinion)) return 'opinion';
  if (rules.prediction && any(rules.prediction) && !bodysPlan(folded(text))) return 'prediction';
  return null;
}
