import { fileURLToPath } from 'node:url';

/** The election files that ship with the service (data/election, see its README for sources). */
export const SHIPPED_ELECTION_DATA = fileURLToPath(new URL('../../data/election/', import.meta.url));
