/**
 * Cleans OCR text of a phone screenshot down to what the sender meant: the status bar (time,
 * battery, signal), chat chrome ("Forwarded", read ticks, bubble times, "Reply"), and social
 * counters are not part of the claim. Wrapped lines of one paragraph are joined so the engine's
 * sentence splitter sees whole sentences.
 */

const TIME = String.raw`(?:[01]?\d|2[0-3])[:.][0-5]\d(?:\s?[AaPp]\.?[Mm]\.?)?`;

/** Lines that are nothing but interface chrome. */
const CHROME_LINE = [
  new RegExp(String.raw`^(?:${TIME}\s*)+$`), // a clock or a bubble's time
  /^(?:forwarded(?: many times)?|↪?\s*forwarded|message forwarded)$/i,
  /^(?:reply|replies|like|likes|retweet|retweets|repost|reposts|share|comment|comments|quote|views?|follow|following|translate post|show more|see more|read more|tap to (?:view|see|load).*)$/i,
  /^(?:[\d.,]+\s*[KkMm]?\s*(?:views?|likes?|retweets?|reposts?|replies|comments?|shares?)?\s*)+$/i, // counters
  /^(?:share|reply|like|comment|repost|retweet)s?\s*[-·•|+]?\s*\d+\s?(?:s|m|h|d|w|min|mins|hrs?)$/i, // "Share · 2h"
  /^(?:type a message|message|send a message|write a comment.*|add a comment.*)$/i,
  // A clock, then junk (signal icons read as letters), then the battery.
  new RegExp(String.raw`^${TIME}\b.{0,30}\d{1,3}\s?%$`),
  // A post's time and date line ("9:15 PM · Nov 24, 2026 · 12.4K Views").
  new RegExp(
    String.raw`^${TIME}\s*[-·•|+]?\s*(?:\d{1,2}\s)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\b.{0,40}$`,
    'i',
  ),
  /^[✓✔√vV]{1,2}$/, // read ticks read as letters
  /^(?:today|yesterday|online|typing…?|last seen.*)$/i,
  /^[^\p{L}\p{N}]*$/u, // icons read as punctuation
];

/** A bubble's time (and read ticks) glued to the end of a message line. */
const TRAILING_TIME = new RegExp(String.raw`\s+${TIME}\s*[✓✔√vV/]{0,2}\s*$`);
const LEADING_FORWARDED = /^(?:↪\s*)?forwarded(?: many times)?\s*[:\-–]?\s+/i;

/** Signal and battery: only digits, %, clocks and network marks, with at least one mark. */
const STATUS_BAR = /^(?:[^\p{L}]|LTE\+?|VoLTE|[345]G\+?|H\+|Wi-?Fi|\bE\b|\bR\b)+$/iu;
const STATUS_MARK = /%|LTE|[345]G|H\+|Wi-?Fi/i;

/** A post's author line ending in an @handle: kept apart from the post's text. */
const HANDLE_LINE = /^(.{0,40}?)\s*@\w{2,30}$/;

function cleanLine(line: string): string | null {
  let text = line
    .replace(/[|]{2,}/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (!text) return '';
  if (CHROME_LINE.some((rule) => rule.test(text))) return null;
  if (STATUS_BAR.test(text) && STATUS_MARK.test(text)) return null;
  text = text.replace(TRAILING_TIME, '').replace(LEADING_FORWARDED, '').trim();
  return text;
}

/** OCR output → the tip's text: chrome gone, paragraphs joined, blank lines between them. */
export function cleanScreenText(raw: string): string {
  const paragraphs: string[] = [];
  let current: string[] = [];
  // OCR often puts a blank line between a bubble's wrapped lines: a paragraph that does not end a
  // sentence goes on in the next one, unless interface chrome stood between them.
  let soft = false;
  let joinPrevious = false;
  const flush = () => {
    if (current.length) {
      const text = current.join(' ').replace(/\s+([,.;:!?])/g, '$1');
      const last = paragraphs[paragraphs.length - 1];
      if (joinPrevious && last !== undefined && !/[.!?:;"”’)]$/.test(last))
        paragraphs[paragraphs.length - 1] = `${last} ${text}`;
      else paragraphs.push(text);
    }
    current = [];
  };
  for (const line of raw.replace(/\r/g, '').split('\n')) {
    const cleaned = cleanLine(line);
    if (cleaned === null) {
      // Chrome (a "Forwarded" label, a bubble's time) ends a paragraph for good: the chat's title
      // above it is not part of the message below.
      flush();
      soft = false;
      continue;
    }
    if (cleaned === '') {
      if (current.length) {
        flush();
        soft = true;
      }
      continue;
    }
    const author = HANDLE_LINE.exec(cleaned);
    if (author) {
      flush();
      if (author[1]) paragraphs.push(author[1]);
      soft = false;
      continue;
    }
    if (current.length === 0) joinPrevious = soft;
    // A hyphen at a line's end splits a word: join the halves.
    if (current.length && /[A-Za-z]-$/.test(current[current.length - 1]!)) {
      current[current.length - 1] = current[current.length - 1]!.slice(0, -1) + cleaned;
    } else current.push(cleaned);
  }
  flush();
  return paragraphs.filter((p) => /\p{L}{2,}/u.test(p)).join('\n');
}
