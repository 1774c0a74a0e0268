/**
 * Hand-written WhatsApp-style messages in Hausa, Yoruba, Igbo and Pidgin
 * (test/fixtures/whatsapp-claims.ts), checked through the engine a sync POST /v1/check runs,
 * against the built-in English official figures. Per language: the share judged right (claims:
 * language and verdict; greetings, opinions, questions: nothing checked), and the same for each
 * claim's English twin. IN-REPO, NOT HELD OUT: the language layer was fixed while reading this
 * set. Run alone (with every case printed): npx tsx bench/quality/whatsapp-languages.ts
 */
import { randomUUID } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { WHATSAPP_CASES, judgedRight } from '../../test/fixtures/whatsapp-claims.js';
import { benchEngine } from '../support/bench-engine.js';
import { printResults } from './eval-data.js';

type Row = { metric: string; value: number; reference: string };

export async function run(opts: { verbose?: boolean } = {}): Promise<Row[]> {
  const bench = await benchEngine();
  try {
    const workspaceId = await bench.workspace('whatsapp-languages.bench');
    const check = (text: string) => bench.engine.check({ workspaceId, jobId: randomUUID(), text });
    const tally = new Map<string, { ok: number; twin: number; n: number }>();
    for (const c of WHATSAPP_CASES) {
      const result = await check(c.text);
      const twin = await check(c.english);
      const t = tally.get(c.language) ?? { ok: 0, twin: 0, n: 0 };
      tally.set(c.language, t);
      t.n += 1;
      const ok = judgedRight(c, result);
      if (ok) t.ok += 1;
      if (judgedRight({ ...c, language: 'en' as never }, { ...twin, language: 'en' })) t.twin += 1;
      if (opts.verbose) {
        const claim = result.claims[0];
        console.log(
          [
            ok ? 'ok  ' : 'MISS',
            c.language,
            `want ${c.verdict ?? 'no claim'}`,
            `got ${result.language} ${result.claims.length ? `${result.verdict}/${result.confidence}` : 'no claim'}`,
            `twin ${twin.claims.length ? twin.verdict : 'no claim'}`,
            JSON.stringify(c.text),
          ].join(' | '),
        );
        if (claim && opts.verbose)
          console.log(
            `       claims=${result.claims.map((x) => JSON.stringify(x.text)).join(' ')} cited=${claim.sources
              .map((s) => s.publisher.replace(/.*\((.*)\)/, '$1'))
              .join(',')} set_aside=${result.set_aside.length}\n       write-up: ${claim.write_up}`,
          );
      }
    }
    return [...tally].map(([language, t]) => ({
      metric: `hand-written ${language} WhatsApp claims judged right (in-repo, not held out, n=${t.n})`,
      value: t.ok / t.n,
      reference: `English twins ${(t.twin / t.n).toFixed(3)}; floor 0.90 (issue 10)`,
    }));
  } finally {
    await bench.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) printResults(await run({ verbose: true }));
