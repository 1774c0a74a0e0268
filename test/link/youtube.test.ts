import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_USER_AGENT } from '../../adapters/web/safe-fetcher.js';
import { createYouTubeCaptionProvider, youTubeVideoId } from '../../adapters/youtube/youtube-captions.js';
import { formatTimestamp } from '../../src/core/link/claim-candidates.js';
import { startFakeYouTube, VIDEOS, type FakeYouTube } from './support/fake-youtube.js';

let fake: FakeYouTube;
beforeAll(async () => {
  fake = await startFakeYouTube();
});
afterAll(() => fake.close());

const provider = () =>
  createYouTubeCaptionProvider({
    baseUrl: fake.baseUrl,
    userAgent: DEFAULT_USER_AGENT,
    timeoutMs: 3000,
    maxBytes: 2_000_000,
  });

describe('YouTube caption provider', () => {
  it.each([
    ['https://www.youtube.com/watch?v=Xk3bQm9aT2c&t=42s', 'Xk3bQm9aT2c'],
    ['https://youtu.be/Xk3bQm9aT2c?si=abc', 'Xk3bQm9aT2c'],
    ['https://m.youtube.com/watch?v=Xk3bQm9aT2c', 'Xk3bQm9aT2c'],
    ['https://www.youtube.com/shorts/Xk3bQm9aT2c', 'Xk3bQm9aT2c'],
    ['https://www.youtube.com/embed/Xk3bQm9aT2c', 'Xk3bQm9aT2c'],
    ['https://www.youtube.com/live/Xk3bQm9aT2c', 'Xk3bQm9aT2c'],
    ['https://www.youtube.com/channel/UCx9Jq2fN3kM8pQ1rT5vW7yZ', null],
    ['https://www.youtube.com.evil.example/watch?v=Xk3bQm9aT2c', null],
    ['https://www.youtube.com/watch?v=short', null],
  ])('recognises %s', (url, id) => {
    expect(youTubeVideoId(new URL(url))).toBe(id);
  });

  it('reads the uploaded English track (json3) from the watch page, through the configured base', async () => {
    const captions = await provider().captions(new URL(`https://www.youtube.com/watch?v=${VIDEOS.json3}`));
    expect(captions?.title).toBe('INEC chairman briefs press on voter registration {data}');
    expect(captions?.language).toBe('en');
    expect(captions?.cues.map((c) => c.text)).toEqual([
      'Good afternoon, ladies and gentlemen of the press.',
      'The commission registered 9.5 million new voters between 2019 and 2023.',
      'Lagos State has 7.1 million registered voters, the highest in the country.',
      '[Applause]',
    ]);
    expect(formatTimestamp(captions!.cues[1]!.start)).toBe('00:12:05');
    expect(fake.requests.every((r) => r.headers['user-agent'] === DEFAULT_USER_AGENT)).toBe(true);
  });

  it('understands the classic XML timed-text format', async () => {
    const captions = await provider().captions(new URL(`https://youtu.be/${VIDEOS.xml}`));
    expect(captions?.cues[1]).toEqual({
      start: 95.25,
      end: 100.05,
      text: 'The governor said 1,500 schools were renovated in 2025 & 2026.',
    });
    expect(captions?.cues[2]?.text).toBe("He said the state's budget was 1.2 trillion naira.");
  });

  it('answers null for a video without captions, and refuses an unavailable one', async () => {
    await expect(
      provider().captions(new URL(`https://www.youtube.com/watch?v=${VIDEOS.none}`)),
    ).resolves.toBeNull();
    await expect(
      provider().captions(new URL(`https://www.youtube.com/watch?v=${VIDEOS.unavailable}`)),
    ).rejects.toMatchObject({
      code: 'video_unavailable',
    });
  });
});
