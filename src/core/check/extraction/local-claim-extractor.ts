import type { ClaimExtractor, Extraction, SetAsideReason, Statement } from '../pipeline/ports.js';
import { loadLinearModel, type LinearModel, type StoredWeights } from './linear-model.js';
import { resolvePronoun } from './resolve-pronouns.js';
import { runOnClauses } from './run-on.js';
import { segmentStatements, type Span } from './segment.js';
import { maskNoise, tidy, unshout } from './message-cleanup.js';
import { toEnglish } from '../language/to-english.js';
import { languageFormReason } from './set-aside-languages.js';
import { askedStatement, formReason, isSubjective, withoutOpinionFrame } from './set-aside-rules.js';
import { deniedStatement, withoutAttribution } from '../stance/names.js';
import { standardForms } from '../stance/standard-forms.js';
import { reportedEvent } from './reported-events.js';
import { healthClaim } from './health-claims.js';
import { STATES } from '../../shared/nigerian-states.js';
import shippedWeights from './weights/checkworthiness.json' with { type: 'json' };

/**
 * How the two models decide together. Each alone is the wrong judge of a message: the
 * check-worthiness model learned debate sentences and takes many a tweet's joke or exhortation
 * ("Everyone coming out of quarantine as a professional chef") for a claim; the claim model
 * learned tweets and is unsure of plain debate statements. A statement is a claim when
 * - the sum of their log-odds, the claim model's weighted CLAIM_WEIGHT, reaches TAKE; a figure
 *   adds FIGURE_BONUS (figures are what newsrooms check first), and so does naming someone,
 *   somewhere or a date without speaking of "I", "we" or "you" (NAMED_BONUS); or
 * - the claim model alone is FACTUAL_ALONE sure; or
 * - it names, impersonally, and the claim model gives it NAMED_FACTUAL: a newsroom's plain report
 *   ("Peter Obi visited Kano on Monday."), which debate and tweet data both rate low, while a
 *   speaker's own taste ("I love jollof rice more than anything.") stays out.
 * The figures were chosen by cross-validation on the train splits only (CLEF 2020 task 1 train,
 * five folds with the claim model retrained without each fold; CLEF 2024 task 1 train, three
 * folds with the check-worthiness model likewise), for the sum of both F1s with positive =
 * "claims not empty", among the settings that keep every Hausa, Yoruba, Igbo and Pidgin claim
 * of test/engine-language a claim, and a plain named report ("Willie Obi scored 3 goals for
 * Enugu Rangers."); the region around them is flat (README.md, "Decision").
 */
const CLAIM_WEIGHT = 0.75;
const TAKE = -1.25;
const FIGURE_BONUS = 0.5;
const NAMED_BONUS = 0.5;
const FACTUAL_ALONE = 0.9;
const NAMED_FACTUAL = 0.14;

/** First and second person: the speaker's own life, taste or advice. "US" is a country. */
const PERSONAL =
  /\b(?:i|i'm|im|i've|i'd|i'll|me|my|mine|we|we're|we've|our|ours|you|your|yours|you're|y'all|yall|u|ur)\b/i;
const PERSONAL_US = /\b[Uu]s\b/;
const personal = (english: string) => PERSONAL.test(english) || PERSONAL_US.test(english);
const CALENDAR =
  /\b(?:january|february|march|april|may|june|july|august|september|october|november|december|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b/i;

/** A state (or the capital) opening a sentence: "Lagos has the most registered voters." */
const STATE_FIRST = new RegExp(`^\\P{L}*(?:${[...STATES, 'Abuja'].join('|')})(?!\\p{L})`, 'u');

/**
 * Names something checkable: a figure, a date, a capitalised name after the first word ("Peter
 * Obi visited Kano"), a state as the first word (a capital there says nothing, a state's name
 * does) or a body's acronym ("INEC postponed the election").
 */
function names(english: string): boolean {
  const rest = english.replace(/^\P{L}*\p{L}+/u, '');
  // An acronym is a name wherever it stands: a sentence's first word is not written in capitals.
  const acronym = /(?<!\p{L})\p{Lu}{2,6}(?!\p{L})/u.test(english);
  return (
    /\d/.test(english) ||
    CALENDAR.test(english) ||
    acronym ||
    /\s\p{Lu}\p{Ll}+/u.test(rest) ||
    STATE_FIRST.test(english)
  );
}

const logit = (p: number) => {
  const q = Math.min(Math.max(p, 1e-6), 1 - 1e-6);
  return Math.log(q / (1 - q));
};

/**
 * A figure, in digits or in words ("forty states", "ninety-three million voters"): Pidgin and
 * English messages write counts in words as often as in digits.
 */
const FIGURE =
  /\d|\b(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|million|billion|trillion)\b/i;

/**
 * A count someone or something named got, impersonally and without judgement words ("Tinubu
 * polled 8,794,726 votes.", which both models rate low): what newsrooms check first.
 */
const COUNTED_BY =
  /\b(?:polled|scored|got|received|recorded|registered|won|secured|garnered)\s+(?:about\s+|over\s+|more than\s+|nearly\s+|almost\s+|only\s+|just\s+)?\d/i;
const namedFigure = (english: string) =>
  COUNTED_BY.test(english) && names(english) && !personal(english) && !isSubjective(english);

/**
 * An event dated impersonally ("The presidential election held on 4 March.", a headline's "held"
 * without its "was", which both models rate low though "was held on 4 March" is a claim to them):
 * when something happened is what newsrooms check first, after counts.
 */
const DATED_BY =
  /\b(?:held|took place|happened|occurred|conducted|launched|unveiled|introduced|began|started|ended|signed|inaugurated|sworn in)\s+(?:on|in)\s+(?:the\s+)?\d/i;
const datedEvent = (english: string) =>
  DATED_BY.test(english) && !personal(english) && !isSubjective(english);

/**
 * A speaker's own record in figures ("I brought back 700,000 jobs.", "We built 500 classrooms
 * in Kano."): what a politician claims to have done is what fact-checkers check first, while the
 * claim model, which learned tweets, reads "I" and "we" as the speaker's own life.
 */
const OWN_RECORD =
  /^\P{L}*(?:(?:and|but|so|well|now|look),?\s+)*(?:i|we|my (?:government|administration)|our (?:government|administration|party))\s+(?:have\s+|had\s+|already\s+|just\s+)*(?:brought|built|created|cut|gave|paid|spent|hired|signed|passed|added|reduced|increased|raised|lowered|doubled|tripled|halved|constructed|completed|delivered|employed|trained|recruited|lifted|moved|approved|released|disbursed|invested|recovered|repaired|provided|connected|vaccinated|fed|housed|planted)\b.*\d/iu;

/**
 * What a government, body or force did, counted and dated ("The government bought 40 jets for
 * the presidential fleet in 2024.", "The army rescued 300 pupils in 2021."): the third-person
 * twin of OWN_RECORD, which the models rate low when the sentence runs on past its count. On the
 * train splits no sentence of this form was labelled not check-worthy (CLEF 2024 task 1, CLEF
 * 2020 task 1: the one such sentence the models missed was check-worthy).
 */
const DONE_VERBS =
  'bought|sold|built|created|spent|paid|hired|added|reduced|increased|raised|constructed|completed|delivered|employed|trained|recruited|released|disbursed|invested|recovered|provided|vaccinated|killed|arrested|rescued|seized|deployed|distributed|imported|exported|borrowed|awarded|sacked|demolished|approved|acquired|purchased|procured';
const COUNTED_DEED = new RegExp(
  `\\b(?:${DONE_VERBS})\\s+(?:about\\s+|over\\s+|more than\\s+|nearly\\s+|almost\\s+|at least\\s+)?(?:N|₦|\\$)?\\d`,
  'i',
);
const IN_YEAR = /\b(?:in|since|during|by)\s+(?:19|20)\d\d\b/;
const datedDeed = (english: string) =>
  COUNTED_DEED.test(english) && IN_YEAR.test(english) && !personal(english) && !isSubjective(english);

/** Whether a statement (read in English) is taken for a claim, and its check-worthiness. */
function judge(checkworthiness: LinearModel, claim: LinearModel, english: string) {
  const worth = checkworthiness.probability(english);
  const factual = claim.probability(english);
  const named = names(english) && !personal(english);
  const bonus = (FIGURE.test(english) ? FIGURE_BONUS : 0) + (named ? NAMED_BONUS : 0);
  const taken =
    logit(worth) + CLAIM_WEIGHT * logit(factual) + bonus >= TAKE ||
    factual >= FACTUAL_ALONE ||
    (named && factual >= NAMED_FACTUAL) ||
    namedFigure(english) ||
    datedEvent(english) ||
    datedDeed(english) ||
    (reportedEvent(english) && !personal(english) && !isSubjective(english)) ||
    (healthClaim(english) && !personal(english) && !isSubjective(english)) ||
    OWN_RECORD.test(english);
  return { taken, worth };
}

export interface LocalClaimExtractorOptions {
  /** Learned weights; defaults to the shipped file (scripts/train/checkworthiness.ts writes it). */
  weights?: StoredWeights;
}

/**
 * The local extractor: sentences with exact offsets; greetings, questions, predictions and
 * opinion-framed sentences set aside by form; the rest scored by two logistic-regression models
 * (is it a factual claim; is it worth checking), which decide together (`judge`). A statement they
 * do not take for a claim is set aside as `opinion` when it carries judgement words, else `not_checkable`. Claims come
 * back most check-worthy first; the engine checks the top CHECK_MAX_CLAIMS.
 */
export function createLocalClaimExtractor(options: LocalClaimExtractorOptions = {}): ClaimExtractor {
  const weights = options.weights ?? (shippedWeights as StoredWeights);
  const checkworthiness = loadLinearModel(weights, 'checkworthiness');
  const claim = loadLinearModel(weights, 'claim');
  return {
    async extract(text, language) {
      const out: Extraction = { claims: [], setAside: [] };
      // Statements that name nothing checkable: no figure, date, name or body (below).
      const vague = new Set<Statement>();
      // Links, forward marks, trailers, emoji... are blanked, offsets kept (message-cleanup.ts).
      const masked = maskNoise(text);
      // A voice note's run-on clauses (run-on.ts) are statements of their own, in the four
      // Nigerian languages; English keeps its sentences as the models learned them.
      const segments = segmentStatements(masked)
        .map((span) => ({ ...span, text: tidy(span.text) }))
        .flatMap((span) =>
          // Offsets inside the span hold only where tidying changed nothing.
          language === 'en' || language === 'other' || masked.slice(span.start, span.end) !== span.text
            ? [span]
            : runOnClauses(span, (part) => toEnglish(part, language)),
        );
      const spans = segments.map((span) => askedPart(span, masked));
      spans.forEach((span, i) => {
        // Shouted lines are read as written normally; the claim keeps the words as sent.
        const plain = unshout(span.text);
        const formal = formReason(plain) ?? languageFormReason(plain, language);
        if (formal) {
          out.setAside.push({ ...span, reason: formal });
          return;
        }
        // The models learned English: a statement in another language is read in English words.
        // A figure inside an opinion frame got past formReason; the models judge what it states.
        // Dates as the sources write them ("25/02/2023" is "25 February 2023"): a date the models know.
        const english = standardForms(toEnglish(withoutOpinionFrame(plain), language));
        // "It is not true that Tinubu won …", "I heard that INEC registered …": as much a claim as
        // what is denied or reported, which is judged when the whole is not taken.
        const judged = judge(checkworthiness, claim, english);
        const said = withoutAttribution(english);
        const bare = deniedStatement(said) ?? said;
        const { taken, worth } =
          judged.taken || bare === english ? judged : judge(checkworthiness, claim, bare);
        if (!taken) {
          const reason: SetAsideReason = isSubjective(english) ? 'opinion' : 'not_checkable';
          out.setAside.push({ ...span, reason });
          return;
        }
        const statement: Statement = { ...span, checkworthiness: Number(worth.toFixed(4)) };
        const normalized = resolvePronoun(span, spans[i - 1]);
        if (normalized) statement.normalized = normalized;
        if (!names(english) && !FIGURE.test(english)) vague.add(statement);
        out.claims.push(statement);
      });
      // "Is it true that …?" alone is its statement: searched whole, "true" would count as a word of it.
      const onlyAsked = spans.length === 1 && spans[0] !== segments[0];
      const message = onlyAsked ? undefined : wholeMessage(text, masked, spans);
      if (message) out.message = message;
      // No sentence is a claim, each too slight alone, but the message read whole is one: a tweet
      // cut at its hashtags or line breaks, or asking what it asserts ("did y'all know there are
      // 96,950 cases?"). Predictions, greetings and opinions stay set aside.
      const fragments =
        out.setAside.length > 0 &&
        out.setAside.every((s) => s.reason === 'not_checkable' || s.reason === 'question');
      if (message && out.claims.length === 0 && fragments) {
        const english = toEnglish(unshout(message.text), language);
        const { taken, worth } = judge(checkworthiness, claim, english);
        if (taken) {
          const { start, end } = message;
          out.claims.push({ text: message.text, start, end, checkworthiness: Number(worth.toFixed(4)) });
          out.setAside = out.setAside.filter((s) => s.end <= start || s.start >= end);
        }
      }
      // A sentence that leans on the one before ("Atiku got 9 million.": no votes, no election)
      // follows the claims it continues: short, it can score higher, and the message's verdict is
      // its first claim's.
      // Read once per claim, not once per comparison: reading in English glosses the sentence.
      const leaning = new Map(
        out.claims.map((s) => [s, continues(toEnglish(s.text, language), s, out.claims) ? 1 : 0]),
      );
      const leans = (s: Statement) => leaning.get(s) ?? 0;
      // A forward's statement naming nothing a source could hold ("Meanwhile prices of food are
      // going up every week in the market.") follows one that names a figure, a date or a body
      // ("INEC registered over 100 million voters …"), however the model rates the two: what a
      // desk can check is what the message's verdict should be about.
      const vagueness = (s: Statement) => (vague.has(s) ? 1 : 0);
      out.claims.sort(
        (a, b) =>
          leans(a) - leans(b) ||
          vagueness(a) - vagueness(b) ||
          b.checkworthiness - a.checkworthiness ||
          a.start - b.start,
      );
      return out;
    },
  };
}

/**
 * An elliptical sentence after an earlier claim: its figure closes it, counting nothing ("Peter
 * Obi got 9 million.", "Atiku get 9 million."), and it names no year; what it counts and when are
 * the earlier sentence's.
 */
function continues(english: string, statement: Statement, claims: Statement[]): boolean {
  const bare = /\d(?:[\d.,]*\d)?(?:\s+(?:thousand|million|billion))?\s*[.!]*\s*$/i.test(english);
  return bare && !/\b(?:19|20)\d\d\b/.test(english) && claims.some((c) => c.end <= statement.start);
}

/**
 * "Is it true that Nigeria has 40 states?": the statement asked about ("Nigeria has 40 states"),
 * with its own offsets, is what is judged and checked (set-aside-rules.ts, askedStatement).
 */
function askedPart(span: Span, masked: string): Span {
  // Read on the span as sent, where offsets hold: tidying may have closed a run of spaces (an
  // emoji blanked: "Good morning family 🌞 Please read: …"); the part keeps its tidied text.
  const sent = masked.slice(span.start, span.end);
  const asked = askedStatement(sent);
  if (!asked) return span;
  const text = tidy(sent.slice(asked.start, asked.end));
  return text.length >= 3 ? { text, start: span.start + asked.start, end: span.start + asked.end } : span;
}

/** Longest message also searched whole (words); longer texts are articles, not forwards. */
const MESSAGE_MAX_WORDS = 90;

/**
 * The whole message, cleaned, when it is short and is more than its one statement (several
 * statements, or a trailer or byline around it): a tweet cut at its hashtags or line breaks may
 * say as a whole what a fact-check reviewed, though no sentence of it does alone. `search` keeps
 * who posted it (see maskNoise).
 */
function wholeMessage(text: string, masked: string, spans: Span[]): Extraction['message'] {
  if (spans.length === 0) return undefined;
  const words = (s: string) => s.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
  const search = tidy(maskNoise(text, { keepAuthorship: true }));
  if (words(search) > MESSAGE_MAX_WORDS) return undefined;
  if (spans.length === 1 && search === spans[0]!.text) return undefined;
  const start = spans[0]!.start;
  const end = spans[spans.length - 1]!.end;
  return { text: tidy(masked.slice(start, end)), start, end, search };
}
