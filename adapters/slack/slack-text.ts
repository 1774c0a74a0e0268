/**
 * Slack message text to plain text: mentions of the bot and users go, `<url|label>` links become
 * their URL (so a link job sees it), and Slack's three escaped characters are restored.
 */
export function fromSlackText(text: string): string {
  // Every chat message passes here: each group of passes runs only when its character is there.
  let plain = text;
  if (plain.includes('<'))
    plain = plain
      .replace(/<@[A-Z0-9]+(\|[^>]*)?>/g, '')
      .replace(/<#[A-Z0-9]+\|([^>]*)>/g, '#$1')
      .replace(/<!(here|channel|everyone)[^>]*>/g, '')
      .replace(/<((?:https?|mailto):[^|>]+)(\|[^>]*)?>/g, '$1');
  if (plain.includes('&')) plain = plain.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
  return plain.replace(/\s+/g, ' ').trim();
}

/** Plain text for Slack mrkdwn: only &, < and > must be escaped (Slack's own rule). */
export const escapeMrkdwn = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
