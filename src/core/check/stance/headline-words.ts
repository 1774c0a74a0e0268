import { ENGLISH_WORDS } from '../language/text-features.js';
import { TO_LEVEL } from './figure-verbs.js';

/** Words opening a headline that measure or frame, not name ("Total Votes Cast …"). */
const MEASURING = new Set(
  'total number figure figures count level size share official breaking report reports data latest'.split(
    ' ',
  ),
);

/**
 * Whether a capitalised word of a headline is an ordinary word, not a name: a headline
 * capitalises every word ("Kwankwaso Secures 1.5 Million Votes In 2023 Presidential Poll"), and
 * its common English words and its verbs of getting or moving a figure ("Secures", "Hits",
 * "Eases") are no one a figure is said of, nor what picks the source's sentence. `word` is in
 * lower case.
 */
export function ordinaryInHeadline(word: string): boolean {
  // "Wins", "Trails", "Votes": a common word with its ending ("win").
  const bare = word.replace(/(?:e?s|e?d)$/, '');
  return ENGLISH_WORDS.has(word) || ENGLISH_WORDS.has(bare) || MEASURING.has(word) || TO_LEVEL.test(word);
}
