const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

/**
 * Text a platform delivered, made storable: PostgreSQL refuses NUL in text and JSON, and a lone
 * UTF-16 surrogate cannot be encoded at all. A tipster who sends either still gets an answer, so
 * chat text is cleaned rather than refused: lone surrogates become U+FFFD and control characters
 * other than tab, newline and carriage return go (issue 19, point 7).
 */
export function cleanChatText(text: string): string {
  return text.replace(LONE_SURROGATE, '\uFFFD').replace(CONTROL, '');
}
