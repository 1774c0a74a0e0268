import type { Evidence } from '../evidence-search.js';
import type { Stance } from '../check-result.js';

/**
 * The stages of the check engine (../shared/spec/engine.md), each a port with a local
 * implementation; remote providers (LLM, Google Fact Check, web search) implement the same ports.
 */

/** The five supported languages, plus `other` for anything else. */
export type LanguageCode = 'en' | 'pcm' | 'ha' | 'ig' | 'yo' | 'other';

export interface LanguageDetector {
  detect(text: string): { language: LanguageCode; confidence: number };
}

export interface Statement {
  /** The statement as sent, with links, emoji and other noise inside it removed. */
  text: string;
  /** Character offsets in the submitted text (end exclusive): where the statement was sent. */
  start: number;
  end: number;
  /** Check-worthiness in 0..1. */
  checkworthiness: number;
  /**
   * The claim with a leading "He"/"She" replaced by the person the text clearly means (see
   * extraction/resolve-pronouns.ts); absent when nothing was resolved. Use for retrieval.
   */
  normalized?: string;
}

export type SetAsideReason = 'opinion' | 'question' | 'greeting' | 'prediction' | 'not_checkable';

export interface Extraction {
  /** Checkable statements, most check-worthy first. */
  claims: Statement[];
  setAside: Array<{ text: string; start: number; end: number; reason: SetAsideReason }>;
  /**
   * The whole message, cleaned, when it is short and cut into fragments: also searched, so a
   * message can match a fact-check that none of its sentences matches alone.
   */
  message?: { text: string; start: number; end: number; search: string };
}

export interface ClaimExtractor {
  extract(text: string, language: LanguageCode): Promise<Extraction>;
}

export interface StanceJudgement {
  stance: Stance;
  /** 0..1: how strongly the evidence supports or disputes the claim. */
  strength: number;
  /**
   * Which of the claim's figures (indices, of `of`) the source confirms, when it supports by
   * figures: a claim of two figures confirmed by two sources, one each, is confirmed whole.
   * `conflicted`: those it contradicts, when it disputes by figures (one wrong figure makes the
   * claim false, whatever another source confirms of the others).
   */
  figures?: {
    agreed: number[];
    of: number;
    conflicted?: number[];
    /**
     * Those of `agreed` only close to the source's figure, beyond rounding but within 5 %
     * (stance/nearness.ts: "9 million" of 8,794,726), with both figures: mostly true at best.
     */
    close?: Array<{ index: number; claimed: number; theirs: number }>;
    /**
     * The figures make one statement, not several: a change ("up from 70 million in 2019") or a
     * part of a whole ("10 million of the 93.4 million"). One wrong makes it wrong, not part right.
     */
    joined?: boolean;
  };
  /**
   * The source gives the claim's very figure (`value`) for another year (`theirs`) than the
   * claim says (`said`): a true figure of another period, misleading rather than false.
   */
  otherPeriod?: { value: number; isPercent: boolean; said: number[]; theirs: number[] };
  /**
   * The year the source's figure is for, when the claim names none and the stance came from
   * comparing figures: of sources giving one count for different years, the latest decides.
   */
  period?: number;
  /**
   * The source answers the claim outright, not by shared words: it declares who won the contest
   * the claim names, or who holds the first place it gives. A middling match then decides.
   */
  settles?: boolean;
}

/**
 * Why a claim is mostly true or misleading rather than true or false, as fact-checkers rate
 * figures (Africa Check, Dubawa, FactCheckHub):
 * - `close`: a count beyond rounding but within 5 % of the source's, on the right side of any
 *   "over/under" (stance/nearness.ts): "9 million votes" for 8,794,726 is mostly true.
 * - `otherPeriod`: the source's very figure, of another year than the claim says: "GDP grew by
 *   3.46 percent in 2024" (Q4 2023's growth), "84 million registered voters for 2023" (the 2019
 *   register). A true figure giving a false impression: misleading.
 * - `partly`: a claim of several figures, some confirmed and one contradicted ("36 states and
 *   800 local government areas"): part right, misleading.
 */
export type Nuance =
  | { kind: 'close'; claimed: number; theirs: number }
  | { kind: 'otherPeriod'; value: number; isPercent: boolean; said: number[]; theirs: number[] }
  | { kind: 'partly' };

export interface StanceJudge {
  judge(claim: string, evidence: Evidence[]): Promise<StanceJudgement[]>;
}

/** Extra evidence from outside the corpus (published fact-checks, trusted-domain web search). */
export interface ExternalEvidenceProvider {
  name: string;
  search(claim: string, opts: { language: LanguageCode; trustedDomains: string[] }): Promise<Evidence[]>;
}

/** Two candidates' counts of the votes cast, whose shares' difference in points a write-up states. */
export interface PointGap {
  ahead: number;
  behind: number;
  whole: number;
}

/** Two candidates' counts whose difference a write-up states (a margin the claim gives), the bigger first. */
export interface VoteMargin {
  ahead: number;
  behind: number;
}

/** A count in two years and the change between them, as a write-up states it. */
export interface YearChange {
  from: number;
  to: number;
  before: number;
  after: number;
}

export interface WriteUpRequest {
  claim: string;
  verdict: string;
  confidence: string;
  sources: Array<{ publisher: string; stance: Stance; title: string; url: string; excerpt: string }>;
  /**
   * What settles the claim: the sentence (figure, date or statement) of the best source that
   * supports or disputes it, as that source says it. Null when nothing supports or disputes.
   */
  decisive: {
    publisher: string;
    stance: Stance;
    quote: string;
    url: string;
    /**
     * A fact-check's published rating ("False"), null when it gives none; absent when the
     * decisive source is not a fact-check (then `quote` is the source's own sentence, not a
     * claim it reviewed).
     */
    rating?: string | null;
    /** What that fact-check found, in its own words (null when it publishes only its rating). */
    finding?: string | null;
    /** A comparison's other figure, when another publisher gives it. */
    also?: { publisher: string; quote: string };
    /**
     * Why the verdict is mostly true or misleading (verdict/nuance.ts), which the write-up states
     * with both figures or both years; `right`: for a claim part right, what confirms that part.
     */
    nuance?: Nuance;
    right?: { publisher: string; quote: string };
    /**
     * A share the claim gives, worked out from the two counts quoted (`part` of `whole`, as a
     * `percent`): the sources never state it, so the write-up says it.
     */
    share?: { part: number; whole: number; percent: number };
    /**
     * A change between two years the claim gives, worked out from the two years' counts quoted
     * (`before` in `from`, `after` in `to`): the sources give each year, never the difference.
     */
    change?: YearChange;
    /** A gap in percentage points the claim gives, worked out from the three counts quoted. */
    gap?: PointGap;
    /** A margin in votes the claim gives, worked out from the two counts quoted. */
    margin?: VoteMargin;
  } | null;
  language: LanguageCode;
  styleGuide: string;
}

export interface WriteUpWriter {
  write(request: WriteUpRequest): Promise<string>;
}

/**
 * The service's own structured data as evidence (election register and upload counts): a source
 * that can recognise a claim about its figures and judge it directly.
 */
export interface StructuredFact {
  evidence: Evidence;
  judgement: StanceJudgement | null;
}

export interface StructuredDataSource {
  name: string;
  /** `workspaceId`: whose check it is; a workspace's own data (its documents' figures) is its alone. */
  lookup(claim: string, language: LanguageCode, ctx?: { workspaceId: string }): Promise<StructuredFact[]>;
}
