import type { Verdict } from '../check-result.js';
import type { LanguageCode } from '../pipeline/ports.js';

/** The sentences of a write-up in one language. `{p}` is a publisher, `{q}` a quoted sentence. */
export interface Wording {
  labels: Record<Verdict, string>;
  /** The verdict with what the decisive source says: "False: INEC says “…”". */
  says: string;
  /** A second publisher giving a comparison's other figure. */
  alsoSays: string;
  /** The share two quoted counts make: `{a}` of `{b}` is `{s}` percent. */
  share: string;
  /** A rise between two years (`{f}` to `{t}`) of `{d}`, `{s}` percent of the earlier count. */
  rise: string;
  /** As `rise`, for a fall. */
  fall: string;
  /** Two shares of the votes cast (`{a}`, `{b}` percent) and the gap between them (`{d}` points). */
  gap: string;
  /** Two candidates' counts (`{a}`, `{b}` votes) and the margin between them (`{d}`). */
  margin: string;
  /** The verdict with a fact-check's rating of the claim it reviewed (`{r}`, as published). */
  rated: string;
  /** As `rated`, for a fact-check that publishes no rating. */
  reviewed: string;
  /** `rated` and `reviewed` without the reviewed claim, for a word limit: the reader has the claim. */
  ratedShort: string;
  reviewedShort: string;
  /** What that fact-check found, in its own words. */
  found: string;
  /** Sources were found but none settles the claim. */
  unsettled: string;
  /** As `unsettled`, quoting what the nearest source does say. */
  unsettledSays: string;
  /** No trusted source was found. */
  nothing: string;
  /** Confidence is low: an editor reviews it. */
  review: string;
  /** Joins publishers in a list. */
  and: string;
  /** A count beyond rounding: the claim's `{c}` is `{s}` percent over (or under) the source's `{a}`. */
  closeOver: string;
  closeUnder: string;
  /** The source's figure `{a}` is of another year (`{t}`) than the claim says (`{y}`). */
  otherPeriod: string;
  /** A claim part right: what confirms the right part (`{p}`, `{q}`). */
  partly: string;
}

/**
 * Hand-written wording for each supported language (verdict words and sentences). A quoted
 * source stays in its own language; only the frame around it is translated.
 */
export const WORDING: Record<Exclude<LanguageCode, 'other'>, Wording> = {
  en: {
    labels: {
      verified_true: 'True',
      mostly_true: 'Mostly true',
      misleading: 'Misleading',
      verified_false: 'False',
      unproven: 'Unproven',
    },
    says: '{v}: {p} says “{q}”.',
    alsoSays: '{p} says “{q}”.',
    share: 'That is {a} of {b}: {s} percent.',
    rise: 'From {f} to {t} that is {d} more: a rise of {s} percent.',
    fall: 'From {f} to {t} that is {d} fewer: a fall of {s} percent.',
    gap: 'That is {a} and {b} percent of the votes cast: {d} percentage points apart.',
    margin: 'That is {a} and {b} votes: {d} apart.',
    rated: '{v}: {p} rated the claim “{q}” {r}.',
    reviewed: '{v}: {p} reviewed the claim “{q}”.',
    ratedShort: '{v}: {p} rated it {r}.',
    reviewedShort: '{v}: {p} reviewed it.',
    found: 'It found: “{q}”.',
    unsettled: '{v}: what {p} says does not settle it.',
    unsettledSays: '{v}: {p} says “{q}”, which does not settle it.',
    nothing: '{v}: no trusted source we hold confirms or contradicts it.',
    review: 'Confidence is low; an editor will review it.',
    and: 'and',
    closeOver: '{c} is {s} percent more than {a}: close, but beyond rounding.',
    closeUnder: '{c} is {s} percent less than {a}: close, but beyond rounding.',
    otherPeriod: '{a} is the figure for {t}, not {y}.',
    partly: 'Part of it is right: {p} says “{q}”.',
  },
  pcm: {
    labels: {
      verified_true: 'Na true',
      mostly_true: 'E near true',
      misleading: 'E dey mislead',
      verified_false: 'No be true',
      unproven: 'We never fit confam am',
    },
    says: '{v}: {p} talk say “{q}”.',
    alsoSays: '{p} talk say “{q}”.',
    share: 'Dat one na {a} out of {b}: {s} percent.',
    rise: 'From {f} reach {t}, e add {d}: {s} percent more.',
    fall: 'From {f} reach {t}, e reduce by {d}: {s} percent less.',
    gap: 'Dat one na {a} and {b} percent of di votes wey dem cast: {d} percentage points between dem.',
    margin: 'Dat one na {a} and {b} votes: {d} between dem.',
    rated: '{v}: {p} check dis claim “{q}” and rate am “{r}”.',
    reviewed: '{v}: {p} don check dis claim “{q}”.',
    ratedShort: '{v}: {p} check dis claim and rate am “{r}”.',
    reviewedShort: '{v}: {p} don check dis claim.',
    found: 'Wetin dem find: “{q}”.',
    unsettled: '{v}: wetin {p} talk no settle am.',
    unsettledSays: '{v}: {p} talk say “{q}”, but e no settle am.',
    nothing: '{v}: we no see any trusted source wey confam am or deny am.',
    review: 'One editor go check am again.',
    and: 'and',
    closeOver: 'Di {c} wey dem talk pass {a} by {s} percent: e near, but e pass rounding.',
    closeUnder: 'Di {c} wey dem talk small pass {a} by {s} percent: e near, but e pass rounding.',
    otherPeriod: '{a} na di figure for {t}, no be {y}.',
    partly: 'Part of am correct: {p} talk say “{q}”.',
  },
  ha: {
    labels: {
      verified_true: 'Gaskiya ne',
      mostly_true: 'Gaskiya ne galibi',
      misleading: 'Yana batar da mutane',
      verified_false: 'Karya ne',
      unproven: 'Ba a tabbatar ba',
    },
    says: '{v}: a cewar {p}, “{q}”.',
    alsoSays: 'A cewar {p}, “{q}”.',
    share: 'Wato {a} cikin {b}: kashi {s} cikin ɗari.',
    rise: 'Daga {f} zuwa {t} an samu karin {d}: kashi {s} cikin ɗari.',
    fall: 'Daga {f} zuwa {t} an samu raguwar {d}: kashi {s} cikin ɗari.',
    gap: "Wato kashi {a} da kashi {b} cikin ɗari na kuri'un da aka kada: tazarar maki {d}.",
    margin: "Wato kuri'u {a} da {b}: tazarar {d}.",
    rated: '{v}: {p} ta duba ikirarin “{q}”, ta kuma ce “{r}” ne.',
    reviewed: '{v}: {p} ta duba ikirarin “{q}”.',
    ratedShort: '{v}: {p} ta duba ikirarin, ta kuma ce “{r}” ne.',
    reviewedShort: '{v}: {p} ta duba ikirarin.',
    found: 'Abin da ta gano: “{q}”.',
    unsettled: '{v}: abin da {p} ta fada bai warware batun ba.',
    unsettledSays: '{v}: a cewar {p}, “{q}”, amma hakan bai warware batun ba.',
    nothing: '{v}: ba mu sami wata majiya amintacciya da ta tabbatar ko ta karyata shi ba.',
    review: 'Wani edita zai sake duba shi.',
    and: 'da',
    closeOver: 'Adadin {c} ya zarce {a} da kashi {s} cikin ɗari: kusa ne, amma ya wuce kewayawa.',
    closeUnder: 'Adadin {c} ya gaza {a} da kashi {s} cikin ɗari: kusa ne, amma ya wuce kewayawa.',
    otherPeriod: '{a} adadin {t} ne, ba na {y} ba.',
    partly: 'Wani sashe daidai ne: {p} ya ce “{q}”.',
  },
  yo: {
    labels: {
      verified_true: 'Òótọ́ ni',
      mostly_true: 'Òótọ́ ni lápá púpọ̀',
      misleading: 'Ó ń ṣini lọ́nà',
      verified_false: 'Irọ́ ni',
      unproven: 'A kò tíì lè fìdí rẹ̀ múlẹ̀',
    },
    says: '{v}: gẹ́gẹ́ bí {p} ṣe sọ, “{q}”.',
    alsoSays: 'Gẹ́gẹ́ bí {p} ṣe sọ, “{q}”.',
    share: 'Ìyẹn ni {a} nínú {b}: ìdá {s} nínú ọgọ́rùn-ún.',
    rise: 'Láti {f} sí {t}, àfikún {d} ni: ìdá {s} nínú ọgọ́rùn-ún.',
    fall: 'Láti {f} sí {t}, àdínkù {d} ni: ìdá {s} nínú ọgọ́rùn-ún.',
    gap: 'Ìyẹn ni ìdá {a} àti ìdá {b} nínú ọgọ́rùn-ún ìbò tí wọ́n dì: ìyàtọ̀ ìdá {d}.',
    margin: 'Ìyẹn ni ìbò {a} àti {b}: ìyàtọ̀ {d}.',
    rated: '{v}: {p} ṣàyẹ̀wò ọ̀rọ̀ náà “{q}”, ó sì pè é ní “{r}”.',
    reviewed: '{v}: {p} ṣàyẹ̀wò ọ̀rọ̀ náà “{q}”.',
    ratedShort: '{v}: {p} ṣàyẹ̀wò ọ̀rọ̀ náà, ó sì pè é ní “{r}”.',
    reviewedShort: '{v}: {p} ṣàyẹ̀wò ọ̀rọ̀ náà.',
    found: 'Ohun tí ó rí: “{q}”.',
    unsettled: '{v}: ohun tí {p} sọ kò yanjú ọ̀rọ̀ náà.',
    unsettledSays: '{v}: gẹ́gẹ́ bí {p} ṣe sọ, “{q}”, ṣùgbọ́n ìyẹn kò yanjú ọ̀rọ̀ náà.',
    nothing: '{v}: a kò rí orísun tó ṣeé gbẹ́kẹ̀lé tó fìdí rẹ̀ múlẹ̀ tàbí tó tako ó.',
    review: 'Olóòtú kan yóò tún un yẹ̀ wò.',
    and: 'àti',
    closeOver: '{c} ju {a} lọ ní ìdá {s} nínú ọgọ́rùn-ún: ó súnmọ́ ọ, ṣùgbọ́n ó ju àkópọ̀ lọ.',
    closeUnder: '{c} kéré sí {a} ní ìdá {s} nínú ọgọ́rùn-ún: ó súnmọ́ ọ, ṣùgbọ́n ó ju àkópọ̀ lọ.',
    otherPeriod: '{a} ni iye ti {t}, kì í ṣe ti {y}.',
    partly: 'Apá kan rẹ̀ tọ̀nà: {p} sọ pé “{q}”.',
  },
  ig: {
    labels: {
      verified_true: 'Ọ bụ eziokwu',
      mostly_true: 'Ọ fọrọ nke nta ka ọ bụrụ eziokwu',
      misleading: 'Ọ na-eduhie ụzọ',
      verified_false: 'Ọ bụ ụgha',
      unproven: 'Anyị enweghị ike ịkwado ya',
    },
    says: '{v}: dịka {p} si kwuo, “{q}”.',
    alsoSays: 'Dịka {p} si kwuo, “{q}”.',
    share: "Nke ahụ bụ {a} n'ime {b}: pasentị {s}.",
    rise: 'Site na {f} ruo {t}, nke ahụ bụ mmụba {d}: pasentị {s}.',
    fall: 'Site na {f} ruo {t}, nke ahụ bụ mbelata {d}: pasentị {s}.',
    gap: 'Nke ahụ bụ pasentị {a} na pasentị {b} nke votu a tụrụ: ọdịiche pasentị {d}.',
    margin: 'Nke ahụ bụ votu {a} na {b}: ọdịiche {d}.',
    rated: '{v}: {p} nyochara okwu “{q}” ma kpọọ ya “{r}”.',
    reviewed: '{v}: {p} nyochara okwu “{q}”.',
    ratedShort: '{v}: {p} nyochara okwu a ma kpọọ ya “{r}”.',
    reviewedShort: '{v}: {p} nyochara okwu a.',
    found: 'Ihe ọ chọpụtara: “{q}”.',
    unsettled: '{v}: ihe {p} kwuru edozighị okwu a.',
    unsettledSays: '{v}: dịka {p} si kwuo, “{q}”, mana nke ahụ edozighị okwu a.',
    nothing: '{v}: anyị ahụghị isi iyi a tụkwasịrị obi nke kwadoro ma ọ bụ gọnahụ ya.',
    review: 'Onye nchịkọta akụkọ ga-enyocha ya ọzọ.',
    and: 'na',
    closeOver: '{c} karịrị {a} na pasentị {s}: ọ dị nso, mana ọ karịrị mgbakọ.',
    closeUnder: '{c} erughị {a} na pasentị {s}: ọ dị nso, mana ọ karịrị mgbakọ.',
    otherPeriod: '{a} bụ ọnụ ọgụgụ nke {t}, ọ bụghị nke {y}.',
    partly: 'Akụkụ ya ziri ezi: {p} kwuru na “{q}”.',
  },
};

export function wordingFor(language: LanguageCode): Wording {
  return language === 'other' ? WORDING.en : WORDING[language];
}

type Slot = 'v' | 'p' | 'q' | 'r' | 'a' | 'b' | 'c' | 's' | 'd' | 'f' | 't' | 'y';

/** Fills `{v}`, `{p}`, `{q}`, `{r}` (and a share's `{a}`, `{b}`, `{s}`) in a sentence frame. */
export function fill(frame: string, values: Partial<Record<Slot, string>>): string {
  return frame.replace(/\{([vpqrabcsdfty])\}/g, (_m, key: Slot) => values[key] ?? '').replace(/…”\.$/, '…”');
}
