import { describeWriteUpSet } from '../support/write-up-desk.js';
import {
  WORKSPACE_FACT_CHECKS_4,
  WRITE_UP_FOURTH_SET,
  writeUpFaults4,
} from '../fixtures/write-up-blind-4.js';

/**
 * The fourth blind write-up set (test/fixtures/write-up-blind-4.ts, session 19) through the
 * product path: the workspace imports five new published fact-checks (POST /v1/sources/documents),
 * sets each probe's style guide (PUT /v1/workspace/style-guide) and checks its claim (POST
 * /v1/check). First reading, before any fix: 24 of 40; after the fixes of session 19
 * (test/engine/write-up-forms-19.test.ts): 38 of 40 (the fixture's doc comment lists the misses).
 * The floor is one under.
 */
describeWriteUpSet({
  title: 'the fourth blind write-up set',
  label: 'write-up-blind-4',
  factChecks: WORKSPACE_FACT_CHECKS_4,
  probes: WRITE_UP_FOURTH_SET,
  faultsOf: writeUpFaults4,
  floor: 37,
});
