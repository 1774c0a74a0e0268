import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

/** A service process the benches start the way operators do (`npm run start:api` / `start:worker`). */
export interface ServiceProcess {
  name: string;
  child: ChildProcess;
  /** Resident memory in MB now (from /proc), or NaN once it has exited. */
  rssMb(): number;
  /** SIGTERM and wait for the exit (SIGKILL after `graceMs`). */
  stop(graceMs?: number): Promise<void>;
  /** SIGKILL, as a crash would, and wait for the exit. */
  kill(): Promise<void>;
  exited: Promise<number | null>;
}

/** A free TCP port on loopback (the OS picks it; the bench passes it to a child as PORT). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export function rssMbOf(pid: number | undefined): number {
  if (!pid) return NaN;
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
    return kb / 1024;
  } catch {
    return NaN;
  }
}

/**
 * Starts `node [nodeArgs] --import tsx <entry>` with `env`, exactly what the npm scripts exec
 * (they `exec` node, so the pid is the service's own). Its stdout (the JSON log) goes to `logTo`
 * when given, else nowhere; stderr is inherited so a crash is seen.
 */
export function startService(
  name: string,
  entry: string,
  env: NodeJS.ProcessEnv,
  opts: { nodeArgs?: string[]; onLog?: (line: string) => void } = {},
): ServiceProcess {
  const child = spawn(process.execPath, [...(opts.nodeArgs ?? []), '--import', 'tsx', entry], {
    env,
    stdio: ['ignore', opts.onLog ? 'pipe' : 'ignore', 'inherit'],
  });
  if (opts.onLog && child.stdout) {
    let pending = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      pending += chunk;
      let nl: number;
      while ((nl = pending.indexOf('\n')) >= 0) {
        opts.onLog!(pending.slice(0, nl));
        pending = pending.slice(nl + 1);
      }
    });
  }
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const alive = () => child.exitCode === null && child.signalCode === null;
  return {
    name,
    child,
    exited,
    rssMb: () => (alive() ? rssMbOf(child.pid) : NaN),
    async stop(graceMs = 15_000) {
      if (!alive()) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      await exited;
      clearTimeout(timer);
    },
    async kill() {
      if (!alive()) return;
      child.kill('SIGKILL');
      await exited;
    },
  };
}

/** Polls `url` until it answers 2xx (a service finished starting), or throws after `timeoutMs`. */
export async function untilUp(url: string, timeoutMs = 120_000, died?: Promise<unknown>): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let dead = false;
  void died?.then(() => (dead = true));
  while (Date.now() < deadline) {
    if (dead) throw new Error(`${url}: the process exited before answering`);
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** CPU seconds (user + system) a process has used so far, from /proc. */
export function cpuSecondsOf(pid: number | undefined): number {
  if (!pid) return NaN;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return NaN;
  }
}

/**
 * Waits until a freshly started process has finished its start-up work (loading data, compiling),
 * that is until it uses under `busyShare` of one core over a second, or `timeoutMs` passed.
 */
export async function untilSettled(pid: number | undefined, busyShare = 0.1, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  let before = cpuSecondsOf(pid);
  while (Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 1000));
    const now = cpuSecondsOf(pid);
    if (!(now - before > busyShare)) return;
    before = now;
  }
}
