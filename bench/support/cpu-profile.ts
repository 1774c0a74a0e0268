import { readFileSync } from 'node:fs';

/** The parts of a V8 `.cpuprofile` (what `node --cpu-prof` writes) this summary reads. */
interface CpuProfile {
  nodes: Array<{
    id: number;
    callFrame: { functionName: string; url: string; lineNumber: number };
    children?: number[];
  }>;
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

export interface ProfileSummary {
  totalMs: number;
  /** Self time by function (name, file:line). */
  functions: Array<{ name: string; ms: number }>;
  /** Self time by where the code lives: an npm package, our own file, node internals, GC, idle. */
  places: Array<{ name: string; ms: number }>;
  /** The same, with native frames (syscalls such as writev) charged to the JS code that called them. */
  callers: Array<{ name: string; ms: number }>;
  /** Inclusive time of frames whose location matches each marker (stack counted once). */
  inclusive: Array<{ name: string; ms: number }>;
}

function placeOf(url: string, functionName: string): string {
  if (!url) return functionName ? `(${functionName})` : '(native)';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1]!;
  if (url.startsWith('node:')) return url;
  const own = /\/(src|adapters|bench)\/(.+)$/.exec(url);
  return own ? `${own[1]}/${own[2]}` : url;
}

/**
 * Summarises a CPU profile: where the samples fell (self time), grouped by function and by
 * package, plus the inclusive time under frames matching `markers` (substring of file or name).
 */
export function summariseProfile(
  path: string,
  opts: { markers?: string[]; top?: number; window?: { fromEndMs: number; toEndMs: number } } = {},
): ProfileSummary {
  const markers = opts.markers ?? [];
  const top = opts.top ?? 25;
  const profile = JSON.parse(readFileSync(path, 'utf8')) as CpuProfile;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const selfUs = new Map<number, number>();
  // Sample times, to keep only a window counted back from the end (the load, not the start-up).
  let at = profile.startTime;
  const from = opts.window ? profile.endTime - opts.window.fromEndMs * 1000 : -Infinity;
  const to = opts.window ? profile.endTime - opts.window.toEndMs * 1000 : Infinity;
  for (let i = 0; i < profile.samples.length; i++) {
    at += profile.timeDeltas[i] ?? 0;
    if (at < from || at > to) continue;
    const id = profile.samples[i]!;
    selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
  }
  const functions = new Map<string, number>();
  const places = new Map<string, number>();
  const callers = new Map<string, number>();
  const inclusive = new Map<string, number>();
  let total = 0;
  for (const [id, us] of selfUs) {
    const node = byId.get(id)!;
    const { functionName, url, lineNumber } = node.callFrame;
    total += us;
    const file = url.replace(/^.*\/(node_modules|src|adapters)\//, '$1/');
    const fn = `${functionName || '(anonymous)'} ${file}:${lineNumber + 1}`;
    functions.set(fn, (functions.get(fn) ?? 0) + us);
    const place = placeOf(url, functionName);
    places.set(place, (places.get(place) ?? 0) + us);
    let caller: number | undefined = id;
    while (caller !== undefined && !byId.get(caller)!.callFrame.url && parent.has(caller))
      caller = parent.get(caller);
    const callerFrame = byId.get(caller ?? id)!.callFrame;
    const callerPlace = callerFrame.url ? placeOf(callerFrame.url, '') : place;
    callers.set(callerPlace, (callers.get(callerPlace) ?? 0) + us);
    // Walk up once per sample node; each marker counts at most once per stack.
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const frame = byId.get(at)!.callFrame;
      for (const marker of markers)
        if (!seen.has(marker) && (frame.url.includes(marker) || frame.functionName === marker)) {
          seen.add(marker);
          inclusive.set(marker, (inclusive.get(marker) ?? 0) + us);
        }
    }
  }
  const sorted = (m: Map<string, number>) =>
    [...m.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, us]) => ({ name, ms: us / 1000 }));
  return {
    totalMs: total / 1000,
    functions: sorted(functions),
    places: sorted(places),
    callers: sorted(callers),
    inclusive: markers.map((name) => ({ name, ms: (inclusive.get(name) ?? 0) / 1000 })),
  };
}
