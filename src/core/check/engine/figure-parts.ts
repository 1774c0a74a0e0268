/**
 * A claim giving several figures of one subject ("Nigeria has 36 states and 774 local
 * government areas") is also searched part by part ("Nigeria has 36 states", "Nigeria has 774
 * local government areas"): each figure may have its own source, and a source for one part says
 * only half of the whole claim's words, too little to be found as a match for the whole. The
 * stance judge still reads every source against the whole claim.
 */
const FIRST_FIGURE = /\d/;
/**
 * "and", "&" or a comma before the next figure: where one part ends and the next begins (a shout
 * too: "38 STATES AND 780 LGAs").
 */
const BETWEEN_FIGURES = /\s*(?:,\s+(?:and\s+)?|\s+(?:and|&)\s+)(?=\d)/i;

/**
 * A clause after a figure saying when or why, with no figure of its own ("Nigeria now has 40
 * states after a Senate vote"): the figure's part is what comes before it, searched and judged on
 * its own, as a source for the count says nothing of the vote and would match too little of the
 * whole to be found.
 */
const WHEN_OR_WHY = /\s+(?:after|following|because|since|amid|despite|when|once)\s+\D+$/i;

/**
 * A superlative said of the figure after it ("Inflation hit 40% in June 2024, the highest ever",
 * "…, the highest in Nigeria's history", "…, a record"): the figure's part is what comes before,
 * searched on its own. A source for the month's figure says nothing of "ever" or "history", and
 * those rare words left it too little of the whole claim to be found: a wrong figure came out
 * unproven with no source. The whole claim is still judged (the superlative is not confirmed).
 */
const SUPERLATIVE_AFTER =
  /,?\s+(?:[—–-]\s*)?(?:the|a|its|an)\s+(?:(?:second|third|fourth|fifth)[\s-]+)?(?:highest|lowest|biggest|largest|smallest|most|fewest|worst|best|record|new\s+(?:high|low|record)|all-time\s+(?:high|low))\b[^,;]*$/i;

/**
 * Two statements in one sentence, each with its figure or its own subject: "The CBN raised the MPR
 * to 26.25% in May 2024 and inflation hit 34.19% in June 2024", "… 34.19 percent in June 2024,
 * while unemployment was 4.2 percent …", "Tinubu won the 2023 election and Obi came third": each
 * is searched on its own, as each may have its own source. Not before a figure ("36 states and
 * 774 LGAs", "N500 and N1000 notes"): that is one subject's list. A pronoun taking up the subject
 * opens the second statement too, after a comma ("…, it has 774 LGAs") or with "also" where a
 * voice note has no comma ("Nigeria has 36 states it also has 774 LGAs").
 */
const BETWEEN_CLAUSES =
  /,?\s+(?:and|while|whereas|but)\s+(?=\p{L})(?![N₦]\d)|,?\s+(?=(?:it|they)\s+also\s)|,\s+(?=(?:it|they)\s+(?:has|have|had|got|is|are|was|were)\s)/u;

/**
 * Before a figure, "and" opens a clause when nothing before it counts (a year at most): there is
 * no list of counts for the figure to go on ("The 2023 governorship elections were held in April,
 * and 20 parties took part in the election"; not "36 states and 774 LGAs", "N500 and N1000").
 */
const AND_BEFORE_A_FIGURE = /,?\s+(?:and|while|whereas|but)\s+(?=[N₦]?\d)/u;
const countsIn = (text: string) => /\d/.test(text.replace(/(?<![\d.,])(?:19|20)\d\d(?![\d.,]\d)/g, ''));

function splitBeforeFigure(clause: string): string[] {
  const and = AND_BEFORE_A_FIGURE.exec(clause);
  if (!and) return [clause];
  const before = clause.slice(0, and.index);
  return countsIn(before) ? [clause] : [before, clause.slice(and.index + and[0].length)];
}

// Each a statement of its own: three words or more, with a figure or (after the first) a new
// subject by name ("Tinubu won the 2023 election and Obi came third").
const statementLike = (clause: string, i: number) =>
  clause.trim().split(/\s+/).length >= 3 && (/\d/.test(clause) || (i > 0 && /^\p{Lu}/u.test(clause)));

const BETWEEN_CLAUSES_KEPT = new RegExp(`(${BETWEEN_CLAUSES.source})`, 'u');

/**
 * A sentence split at its joining words, a piece that is no statement of its own put back with
 * the one before it: in "Nigeria has 36 states and the FCT, whereas its local government areas
 * number 768" the "and the FCT" is part of the first statement, and the second is still one.
 */
function clausesOf(sentence: string): string[] {
  const pieces = sentence.split(BETWEEN_CLAUSES_KEPT);
  const out = [pieces[0] ?? ''];
  for (let i = 1; i + 1 < pieces.length; i += 2) {
    const piece = pieces[i + 1] ?? '';
    if (statementLike(piece, out.length)) out.push(piece);
    else out[out.length - 1] += `${pieces[i]}${piece}`;
  }
  return out;
}

/**
 * A clause whose last figure counts nothing after it, before its end or a word saying when:
 * "… while Kwankwaso managed only 500k", "… while Atiku got 6.98 million in the 2023 presidential
 * election" (the figure, and where what it counts would go).
 */
const ENDS_ON_FIGURE =
  /(?<![\p{L}\d.,])([N₦]?(?!(?:19|20)\d\d(?![\d]|[.,]\d))\d[\d,.]*(?:\s*(?:thousand|million|billion|trillion|k|m|bn)\b)?)(?=\s*\P{L}*$|\s+(?:in|at|during|for)\s+[^\d]*(?:(?:19|20)\d\d[^\d]*)?$)/iu;
/** A name, its verb and the figure: "Kwankwaso managed only 500k", "Atiku got 6.98 million". */
const NAME_GOT_FIGURE =
  /^\s*(?:\p{Lu}[\p{L}'’-]*\s+){1,3}\p{Ll}+\s+(?:(?:only|just|about|around|over|nearly|almost|some|barely)\s+)?[N₦]?\d/u;
/** What the first figure of a clause counts: "6.1 million votes" counts votes. */
const COUNTED_AFTER_FIGURE =
  /\d[\d,.]*(?:\s*(?:thousand|million|billion|trillion|k|m|bn)\b)?\s+(votes?|voters|PVCs|polling\s+units|wards|states|LGAs|parties)\b/iu;

/**
 * "Obi won 6.1 million votes while Kwankwaso managed only 500k": the second clause counts what
 * the first does, as a list's later figure does (withCountedNoun); alone, "500k" counts nothing.
 */
function withCountedTaken(clauses: string[]): string[] {
  const counted = COUNTED_AFTER_FIGURE.exec(clauses[0] ?? '')?.[1];
  if (!counted) return clauses;
  return clauses.map((clause, i) =>
    i > 0 && NAME_GOT_FIGURE.test(clause) && ENDS_ON_FIGURE.test(clause) && !COUNTED_AFTER_FIGURE.test(clause)
      ? clause.replace(ENDS_ON_FIGURE, (figure: string) => `${figure} ${counted}`)
      : clause,
  );
}

export function clauseParts(statement: string): string[] {
  const clauses = clausesOf(statement.replace(/[.!?]+\s*$/, '')).flatMap(splitBeforeFigure);
  return clauses.length >= 2 && clauses.every(statementLike) ? withCountedTaken(clauses) : [];
}

/** Whether a superlative is said of a figure after it ("…40% in June 2024, the highest ever"). */
export function superlativeAfterFigure(statement: string): boolean {
  const at = statement.search(FIRST_FIGURE);
  return at >= 0 && SUPERLATIVE_AFTER.test(statement.slice(at));
}

export function figureParts(statement: string): string[] {
  const clauses = clauseParts(statement);
  if (clauses.length) return clauses;
  // A list with no subject ("8,809 wards, 774 LGAs and 176,846 polling units") is parts too.
  const at = statement.search(FIRST_FIGURE);
  if (at < 0) return [];
  const subject = statement.slice(0, at);
  const parts = withRangesWhole(
    statement
      .slice(at)
      .replace(/[.!?]+\s*$/, '')
      .split(BETWEEN_FIGURES),
    subject,
  ).filter((part) => /^\d[\d,.]*\s+\p{L}/u.test(part));
  if (parts.length >= 2) return withCountedNoun(parts).map((part) => `${subject}${part}`);
  const after = statement.slice(at);
  const trailing = WHEN_OR_WHY.exec(after) ?? SUPERLATIVE_AFTER.exec(after);
  return trailing ? [statement.slice(0, at + trailing.index)] : [];
}

/** A part ending "between 90" (or "from 90"): the next part closes its range. */
const RANGE_OPENED =
  /\b(?:between|from)\s+[N₦$]?\d[\d,.]*(?:\s*(?:%|percent|per cent|thousand|million|billion|trillion))?$/i;

/**
 * "between 90 and 95 million voters", "from 84 million to 93.4 million": one figure's range, not
 * two figures; the parts split at its "and" are joined again.
 */
function withRangesWhole(parts: string[], subject: string): string[] {
  const out: string[] = [];
  for (const part of parts) {
    const last = out[out.length - 1];
    // The first part's "between" is the subject's last word ("Between 80 and 90 million …").
    const opened = last !== undefined && RANGE_OPENED.test(out.length === 1 ? `${subject}${last}` : last);
    if (opened) out[out.length - 1] = `${last} and ${part}`;
    else out.push(part);
  }
  return out;
}

/** A figure with its scale, then what follows it. */
const FIGURE_AND_REST = /^(\d[\d,.]*(?:\s+(?:thousand|million|billion|trillion|percent|per cent))?)(.*)$/isu;
/** The words a figure counts, up to a word saying when, where or whose. */
const COUNTED = /^\s+((?:(?!(?:in|for|on|at|by|of|from|to|during)\b)\p{L}+\s*)+)/iu;

/**
 * A later figure that says nothing of what it counts counts what the first does: "84 million
 * registered voters in 2019 and 93.4 million in 2023" has the parts "84 million registered voters
 * in 2019" and "93.4 million registered voters in 2023" (alone, "93.4 million in 2023" could be
 * any count of 2023).
 */
function withCountedNoun(parts: string[]): string[] {
  const [, , firstRest = ''] = FIGURE_AND_REST.exec(parts[0] ?? '') ?? [];
  const counted = COUNTED.exec(firstRest)?.[1]?.trim();
  if (!counted) return parts;
  return parts.map((part, i) => {
    const [, figure, rest = ''] = FIGURE_AND_REST.exec(part) ?? [];
    if (i === 0 || !figure || COUNTED.test(rest)) return part;
    return `${figure} ${counted}${rest}`;
  });
}
