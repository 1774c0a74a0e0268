/** The claim-group section of bench:api alone: `npx tsx bench/groups.ts`. */
import { printGroupBenches } from './support/group-bench.js';

await printGroupBenches();
process.exit(0);
