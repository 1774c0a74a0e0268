import { describeWriteUpSet } from '../support/write-up-desk.js';
import { WRITE_UP_SECOND_SET, writeUpFaults2 } from '../fixtures/write-up-blind-2.js';

/**
 * The second blind write-up set (test/fixtures/write-up-blind-2.ts) through the product path:
 * the workspace's style guide set with PUT /v1/workspace/style-guide, each claim checked with
 * POST /v1/check against the built-in official figures only. First reading, before any fix:
 * 23 of 40; after the fixes of session 15: 34 of 40. The floor is one under.
 */
describeWriteUpSet({
  title: 'the second blind write-up set',
  label: 'write-up-blind-2',
  asks: 'says what the built-in figures say, in the claim’s language, to the newsroom’s guide',
  probes: WRITE_UP_SECOND_SET,
  faultsOf: writeUpFaults2,
  floor: 33,
});
