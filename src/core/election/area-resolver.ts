import { AppError, notFound } from '../errors/app-error.js';
import type { AreaRef, ElectionReadStore } from './ports.js';

/** Where the resolver looks names up (the register's states and LGAs). */
export type AreaDirectory = Pick<ElectionReadStore, 'states' | 'lgas'>;

/** Names people use for the FCT besides the register's own "FCT". */
const STATE_ALIASES: Record<string, string> = {
  'FEDERAL CAPITAL TERRITORY': 'FCT',
  ABUJA: 'FCT',
  'FCT ABUJA': 'FCT',
};

/** Upper case, single spaces, no "State"/"LGA" suffix: "akwa-ibom state" -> "AKWA IBOM". */
export function normaliseAreaName(raw: string): string {
  const name = raw
    .toUpperCase()
    .replace(/[-_.,]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/ (STATE|LGA|L G A|LOCAL GOVERNMENT( AREA)?)$/, '');
  return STATE_ALIASES[name] ?? name;
}

const compact = (name: string) => normaliseAreaName(name).replace(/ /g, '');

/**
 * Turns the `state` and `lga` query values into register areas. A state is its INEC code
 * (`24`, or `4` for `04`) or its name in any case; an LGA is its code (`24-10`, `24/10`) or its
 * name, looked up within `state` when given. Unknown: 404. An LGA name shared by several states
 * without `state`: 422 naming them.
 */
export function createAreaResolver(store: AreaDirectory) {
  async function state(raw: string): Promise<AreaRef> {
    const value = raw.trim();
    const states = await store.states();
    const found = /^\d{1,2}$/.test(value)
      ? states.find((s) => s.code === value.padStart(2, '0'))
      : states.find((s) => compact(s.name) === compact(value));
    if (!found) throw notFound(`State "${value}"`);
    return found;
  }

  async function lga(raw: string, within: AreaRef | null): Promise<AreaRef & { stateId: number }> {
    const value = raw.trim();
    const code = /^(\d{1,2})[-/](\d{1,2})$/.exec(value);
    const candidates = await store.lgas(within?.id);
    const matches = code
      ? candidates.filter((l) => l.code === `${code[1]!.padStart(2, '0')}-${code[2]!.padStart(2, '0')}`)
      : candidates.filter((l) => compact(l.name) === compact(value));
    if (matches.length === 0) throw notFound(within ? `LGA "${value}" in ${within.name}` : `LGA "${value}"`);
    if (matches.length > 1) {
      const states = await store.states();
      const names = matches
        .map((m) => states.find((s) => s.id === m.stateId)?.name ?? String(m.stateId))
        .join(', ');
      throw new AppError(
        'validation_failed',
        `Several LGAs are called "${value}" (in ${names}); add state.`,
        {
          details: [{ field: 'querystring.lga', message: `ambiguous: give state (one of ${names})` }],
        },
      );
    }
    return matches[0]!;
  }

  return { state, lga, lgasOf: (stateId: number) => store.lgas(stateId) };
}

export type AreaResolver = ReturnType<typeof createAreaResolver>;
