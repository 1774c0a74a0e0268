import { describe, expect, test } from 'vitest';
import { renderSlackMessage, renderSlackReviewCard } from '../../adapters/slack/slack-render.js';

const hostile =
  'Read <!channel> <!here> <@U0BOSS> <#C0GENERAL|general> <mailto:x@y.ng|INEC> & <https://evil.example|inec.gov.ng>';

describe('Slack rendering escapes every string', () => {
  test('text (the notification fallback) and every block escape <, > and &', () => {
    const { text, blocks } = renderSlackMessage({
      summary: hostile,
      blocks: [
        { type: 'text', text: hostile },
        { type: 'fields', fields: [{ label: hostile, value: hostile }] },
        { type: 'context', text: hostile },
        {
          type: 'sources',
          sources: [
            { publisher: hostile, url: 'https://x.ng/a?b=<c>&d=|e', title: hostile, stance: hostile },
          ],
        },
      ],
    });
    const all = `${text} ${JSON.stringify(blocks)}`;
    for (const live of [
      '<!channel>',
      '<!here>',
      '<@U0BOSS>',
      '<#C0GENERAL',
      '<mailto:',
      '<https://evil.example',
    ])
      expect(all).not.toContain(live);
    expect(text).toBe(
      'Read &lt;!channel&gt; &lt;!here&gt; &lt;@U0BOSS&gt; &lt;#C0GENERAL|general&gt; &lt;mailto:x@y.ng|INEC&gt; &amp; &lt;https://evil.example|inec.gov.ng&gt;',
    );
    // The one link we make ourselves keeps its address whole and cannot be re-labelled.
    expect(JSON.stringify(blocks)).toContain('<https://x.ng/a?b=&lt;c&gt;&amp;d=%7Ce|');
  });

  test('an editors’ card and its decision line are escaped too', () => {
    const { text, blocks } = renderSlackReviewCard({
      jobId: '00000000-0000-4000-8000-000000000000',
      claimId: 'c1',
      claim: hostile,
      message: { summary: hostile, blocks: [{ type: 'text', text: hostile }] },
      buttons: [],
      decision: hostile,
    });
    expect(`${text} ${JSON.stringify(blocks)}`).not.toContain('<!channel>');
  });
});
