import { describeWriteUpSet } from '../support/write-up-desk.js';
import { WORKSPACE_FACT_CHECKS, WRITE_UP_THIRD_SET, writeUpFaults3 } from '../fixtures/write-up-blind-3.js';

/**
 * The third blind write-up set (test/fixtures/write-up-blind-3.ts) through the product path: the
 * workspace imports five published fact-checks (POST /v1/sources/documents), sets each probe's
 * style guide (PUT /v1/workspace/style-guide) and checks its claim (POST /v1/check). First
 * reading, before any fix: 31 of 40; after the fixes of session 17: 36 of 40 (the fixture's doc
 * comment lists the misses). The floor is one under.
 */
describeWriteUpSet({
  title: 'the third blind write-up set',
  label: 'write-up-blind-3',
  factChecks: WORKSPACE_FACT_CHECKS,
  probes: WRITE_UP_THIRD_SET,
  faultsOf: writeUpFaults3,
  floor: 35,
});
