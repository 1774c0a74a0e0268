/**
 * Why a news sentence misses its English translation (MAFAND-MT dev, CC BY-NC 4.0: measured
 * here, never shipped; counts by category only, no sentence or word printed). For each sentence
 * the gloss is searched as cross-lingual.ts searches it; for each miss, the translation's content
 * lexemes the gloss lacks are weighed by IDF and put in one cause each, and the words the gloss
 * keeps as written are sorted by the rule that would read them. Run alone:
 * CROSS_LINGUAL_LANGUAGES=ha npx tsx bench/quality/cross-lingual-causes.ts
 */
import { toEnglish } from '../../src/core/check/language/to-english.js';
import { fold } from '../../src/core/check/language/gloss/fold.js';
import type { LanguageCode } from '../../src/core/check/pipeline/ports.js';
import { installedWordVectors } from '../../adapters/word-vectors/load.js';
import type { WordVectors } from '../../src/core/check/retrieval/word-vectors.js';
import { terms } from '../../src/core/check/retrieval/text.js';
import { benchEngine } from '../support/bench-engine.js';
import { createCandidateSource } from '../../src/db/repositories/candidate-source.js';
import { pairs } from './cross-lingual.js';

const ALL: Array<[string, LanguageCode]> = [
  ['hau', 'ha'],
  ['ibo', 'ig'],
  ['yor', 'yo'],
];
const ONLY = process.env.CROSS_LINGUAL_LANGUAGES?.split(',');
const MONTHS =
  /^(januar|february|march|april|may|june|july|august|september|october|november|december|monday|tuesday|wednesday|thursday|friday|saturday|sunday)/;
const NUMBER_WORDS =
  /^(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|hundr|thousand|million|billion|percent|first|second|third|fourth|fifth|half|year|month|week|day)/;

function cosine(v: WordVectors, a: number, b: number): number {
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (let d = 0; d < v.dimensions; d++) {
    const x = v.data[a * v.dimensions + d]!;
    const y = v.data[b * v.dimensions + d]!;
    dot += x * y;
    na += x * x;
    nb += y * y;
  }
  return na && nb ? dot / Math.sqrt(na * nb) : 0;
}

const pct = (n: number, of: number) => `${((100 * n) / Math.max(1, of)).toFixed(1)}%`;

/** The rule that would read a word the gloss kept as written (Hausa), tried in turn. */
function hausaRule(word: string, gloss: (w: string) => string): string {
  const f = fold(word);
  const reads = (w: string) => w.length >= 2 && fold(gloss(w)) !== fold(w) && gloss(w).trim() !== '';
  if (/^\p{Lu}/u.test(word)) return 'capitalised (name as written)';
  const prefixes = [
    'za',
    'zai',
    'ana',
    'an',
    'ya',
    'ta',
    'sun',
    'suka',
    'yana',
    'tana',
    'suna',
    'ba',
    'na',
    'mun',
    'kun',
  ];
  for (const p of prefixes) if (f.startsWith(p) && reads(f.slice(p.length))) return 'pronoun/aspect glued on';
  for (const s of ['annin', 'anni', 'oci', 'uka', 'aye', 'ai', 'una', 'u']) {
    if (f.endsWith(s))
      for (const v of ['a', 'i', 'e', 'o', '']) if (reads(f.slice(0, -s.length) + v)) return 'plural ending';
  }
  for (const s of ['war', 'wa', 'ar', 'o', 'u', 'e', 'i', 'n', 'r', 'wan', 'un', 'in'])
    if (f.endsWith(s))
      for (const v of ['a', 'i', '']) if (reads(f.slice(0, -s.length) + v)) return 'verb grade / ending';
  if (/(.)\1/.test(f) && reads(f.replace(/(.)\1/, '$1'))) return 'spelling (double letter)';
  if (reads(f.replace(/y/g, "'y"))) return "spelling ('y)";
  return 'no rule (vocabulary)';
}

const bench = await benchEngine();
const vectors = installedWordVectors();
const source = createCandidateSource(bench.db);
/** The lexemes PostgreSQL's english configuration gives a text: what the search compares. */
const lexemes = async (text: string) => new Set((await source.lexemes(text)).counts.keys());
try {
  for (const [folder, language] of ALL.filter(([, c]) => !ONLY || ONLY.includes(c))) {
    const list = pairs(folder);
    const workspaceId = await bench.workspace(`mafand-${folder}.bench`);
    const url = (i: number) => `https://mafand.example/${folder}/${i}`;
    await bench.sources.importNdjson(
      workspaceId,
      list
        .map((p, i) => JSON.stringify({ url: url(i), title: p.en, text: p.en, publisher: 'MAFAND-MT dev' }))
        .join('\n'),
    );
    const df = new Map<string, number>();
    const enLexemes = await Promise.all(list.map((p) => lexemes(p.en)));
    for (const set of enLexemes) for (const t of set) df.set(t, (df.get(t) ?? 0) + 1);
    const idf = (t: string) =>
      Math.log(1 + (list.length - (df.get(t) ?? 0) + 0.5) / ((df.get(t) ?? 0) + 0.5));
    const gloss = (w: string) => toEnglish(w, language);
    let found = 0;
    let inPool = 0;
    let missInPool = 0;
    const mass = new Map<string, number>();
    const dominant = new Map<string, number>();
    const kept = new Map<string, number>();
    const keptMisses = new Map<string, number>();
    const length = { found: { words: 0, sentences: 0 }, missed: { words: 0, sentences: 0 } };
    let oracleFound = 0;
    let misses = 0;
    for (let i = 0; i < list.length; i++) {
      const p = list[i]!;
      const g = toEnglish(p.other, language);
      const ranked = await bench.search.search(workspaceId, g, 50);
      const rank = ranked.findIndex((e) => e.url === url(i));
      const hit = rank >= 0 && rank < 5;
      const words = p.other.split(/\s+/).length;
      const side = hit ? length.found : length.missed;
      side.words += words;
      side.sentences += 1;
      if (rank >= 0) inPool += 1;
      const glossWords = (g.match(/[\p{L}\p{M}'’ʼ-]+/gu) ?? []).filter((w) => !/^\p{Lu}/u.test(w));
      const sourceWords = new Set((p.other.match(/[\p{L}\p{M}'’ʼ-]+/gu) ?? []).map(fold));
      const leftovers = glossWords.filter((w) => sourceWords.has(fold(w)) && fold(gloss(w)) === fold(w));
      const capitalKept = (g.match(/(?<=\s)\p{Lu}[\p{L}\p{M}'’-]+/gu) ?? []).filter((w) =>
        sourceWords.has(fold(w)),
      );
      if (hit) {
        found += 1;
        continue;
      }
      misses += 1;
      if (rank >= 0) missInPool += 1;
      // The gloss's words that the translation says: is the rest noise the query weighs?
      const enTerms = enLexemes[i]!;
      const oracle = g
        .split(/\s+/)
        .filter((w) => terms(w).some((t) => [...enTerms].some((e) => e.startsWith(t.slice(0, 4)))))
        .join(' ');
      if (oracle && (await bench.search.search(workspaceId, oracle, 5)).some((e) => e.url === url(i)))
        oracleFound += 1;
      const glossTerms = await lexemes(g);
      const glossRows = [...new Set(g.toLowerCase().match(/\p{L}+/gu) ?? [])]
        .map((w) => vectors?.rowOf(w))
        .filter((r): r is number => r !== undefined);
      const capitalised = await lexemes((p.en.match(/(?<=\S\s+)\p{Lu}[\p{L}'’-]*/gu) ?? []).join(' '));
      const missMass = new Map<string, number>();
      for (const t of enTerms) {
        if (glossTerms.has(t)) continue;
        let cause: string;
        if (/\d/.test(t) || MONTHS.test(t) || NUMBER_WORDS.test(t)) cause = 'numbers and dates';
        else if (capitalised.has(t))
          cause = capitalKept.length
            ? 'name (a Hausa-spelt name kept in the gloss)'
            : 'name (none kept as written)';
        else {
          const row = vectors?.rowOf(t) ?? vectors?.rowOf(`${t}e`) ?? vectors?.rowOf(`${t}s`);
          const near = row !== undefined && glossRows.some((r) => cosine(vectors!, r, row) >= 0.6);
          const root = [...glossTerms].some(
            (x) => x.length >= 4 && t.length >= 4 && x.slice(0, 4) === t.slice(0, 4),
          );
          cause = root
            ? 'common word: gloss has its root (other form)'
            : near
              ? 'common word: gloss says a near word (synonym)'
              : 'common word: nothing near in the gloss';
        }
        missMass.set(cause, (missMass.get(cause) ?? 0) + idf(t));
      }
      const total = [...missMass.values()].reduce((a, b) => a + b, 0);
      let best = '';
      for (const [cause, m] of missMass) {
        mass.set(cause, (mass.get(cause) ?? 0) + m / Math.max(total, 1e-9));
        if (!best || m > missMass.get(best)!) best = cause;
      }
      dominant.set(best || 'nothing missing', (dominant.get(best || 'nothing missing') ?? 0) + 1);
      if (language === 'ha') {
        const rules = new Set<string>();
        for (const w of leftovers) {
          const rule = hausaRule(w, gloss);
          kept.set(rule, (kept.get(rule) ?? 0) + 1);
          rules.add(rule);
        }
        for (const r of rules) keptMisses.set(r, (keptMisses.get(r) ?? 0) + 1);
      }
    }
    console.log(
      `\n${language}: recall@5 ${(found / list.length).toFixed(3)}, in pool of 50 ${(inPool / list.length).toFixed(3)}`,
    );
    console.log(`misses ${misses}: right document in the pool (rank 6-50) ${pct(missInPool, misses)}`);
    console.log(
      `misses found by the gloss's words the translation says (noise dropped): ${pct(oracleFound, misses)}`,
    );
    console.log(
      `mean source words: found ${(length.found.words / Math.max(1, length.found.sentences)).toFixed(1)}, missed ${(length.missed.words / Math.max(1, length.missed.sentences)).toFixed(1)}`,
    );
    console.log("share of the misses' missing IDF mass, by cause (and misses where it is the largest):");
    for (const [cause, m] of [...mass].sort((a, b) => b[1] - a[1]))
      console.log(`  ${cause.padEnd(48)} ${pct(m, misses).padStart(6)}  ${dominant.get(cause) ?? 0}`);
    if (language === 'ha') {
      console.log(
        'words the gloss kept as written in misses, by the rule that would read them (words, misses):',
      );
      for (const [rule, n] of [...kept].sort((a, b) => b[1] - a[1]))
        console.log(`  ${rule.padEnd(48)} ${String(n).padStart(5)}  ${keptMisses.get(rule)}`);
    }
  }
} finally {
  await bench.close();
}
