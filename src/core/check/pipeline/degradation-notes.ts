import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Per-check collection of "a provider fell back" notes. Providers are shared by concurrent checks
 * and the pipeline ports carry no per-check context, so the notes travel in async-local storage:
 * the engine runs one check inside `collectNotes` and every fallback inside it lands there.
 */
const current = new AsyncLocalStorage<string[]>();

/** Runs one check and returns what it produced with the notes its providers left (deduplicated). */
export async function collectNotes<T>(run: () => Promise<T>): Promise<{ value: T; notes: string[] }> {
  const notes: string[] = [];
  const value = await current.run(notes, run);
  return { value, notes: [...new Set(notes)] };
}

/** Records a note for the check in progress; outside `collectNotes` it goes nowhere. */
export function addNote(note: string): void {
  current.getStore()?.push(note);
}

/** Whether a provider has fallen back so far in the check in progress. */
export function degradedSoFar(): boolean {
  return (current.getStore()?.length ?? 0) > 0;
}
