import type { ErrorCode } from '../../core/errors/app-error.js';

/**
 * Which error codes each operation can answer, beyond those every operation of its kind shares
 * (see `sharedErrors`). The OpenAPI document lists them per status with an example envelope each,
 * so a client knows what to handle without reading code. test/integrators/openapi.test.ts fails if
 * an operation answers a code this table does not list.
 *
 * An operation missing here still gets the shared codes; add it when it can answer more.
 */
export const operationErrors: Record<string, ErrorCode[]> = {
  requestSignInCode: ['consumer_email', 'rate_limited'],
  verifySignInCode: ['unauthorized', 'forbidden', 'rate_limited'],
  addMember: ['forbidden', 'consumer_email'],
  acceptInvitation: ['not_found', 'forbidden'],
  removeMember: ['forbidden', 'not_found'],
  transferOwnership: ['forbidden', 'not_found'],
  putStyleGuide: ['forbidden'],
  // The live-key cap answers 429 naming `live_keys`.
  createKey: ['rate_limited'],
  revokeKey: ['not_found'],
  check: ['quota_exceeded', 'internal_error'],
  getJob: ['not_found'],
  getJobDeliveries: ['not_found'],
  createSource: ['forbidden'],
  deleteSource: ['forbidden', 'not_found'],
  importDocuments: ['forbidden'],
  decideReviewItem: ['not_found'],
  giveTranscript: ['not_found'],
  checkLink: ['quota_exceeded'],
  checkMedia: ['quota_exceeded', 'unsupported_media_type'],
  getMedia: ['not_found'],
  uploadDocument: ['quota_exceeded', 'unsupported_media_type'],
  getDocument: ['not_found'],
  getClaimReview: ['not_found'],
  setPublishing: ['forbidden'],
  resolveReviewSuggestion: ['not_found'],
  publicClaimReviewFeed: ['not_found'],
  writeScript: ['quota_exceeded', 'not_found'],
  getDossier: ['quota_exceeded'],
  listElections: ['not_found'],
  searchPollingUnits: ['not_found'],
  addFeedSource: ['forbidden'],
  removeFeedSource: ['forbidden', 'not_found'],
  publishCheck: ['not_found'],
  putChannels: ['forbidden'],
  createWebhook: ['forbidden'],
  deleteWebhook: ['forbidden', 'not_found'],
};

/**
 * Codes shared by kind of operation: every operation can fail unexpectedly (500, logged, no
 * internals) or lose its database or queue (503); a request with a body can be malformed (400),
 * too large (413) or invalid (422); one with a path or query can be invalid (422); every
 * authenticated operation needs a token (401) and is rate limited (429).
 */
export function sharedErrors(op: { authenticated: boolean; body: boolean; input: boolean }): ErrorCode[] {
  return [
    'internal_error',
    'unavailable',
    ...(op.body ? (['bad_request', 'payload_too_large'] as const) : []),
    ...(op.body || op.input ? (['validation_failed'] as const) : []),
    ...(op.authenticated ? (['unauthorized', 'rate_limited'] as const) : []),
  ];
}

/** What each code means, for the per-status descriptions and the example when no test recorded one. */
export const codeMeaning: Record<ErrorCode, { when: string; example: string }> = {
  bad_request: {
    when: 'the body is not JSON of the expected content type',
    example: 'The request body is not valid JSON of the expected content type (application/json).',
  },
  unauthorized: {
    when: 'no token, or an unknown, revoked or malformed one',
    example: 'A valid API key or session token is required.',
  },
  quota_exceeded: {
    when: "the workspace used this month's allowance of the tool (the message says how to upgrade)",
    example:
      'This workspace has used its 100 checks for this month on the free plan. Upgrade to premium for more, or wait until the 1st.',
  },
  forbidden: {
    when: "a member asked for an owner's action (or a dashboard session sent no CSRF token)",
    example: 'Only the workspace owner can change the trusted sources.',
  },
  not_found: {
    when: "it does not exist, or it is another workspace's (never revealed)",
    example: 'Job was not found.',
  },
  payload_too_large: { when: 'the body is over the limit', example: 'The request body is too large.' },
  unsupported_media_type: {
    when: 'a media type the route does not take',
    example: 'Send an image (image/*), a voice note or audio file (audio/*) or a video (video/*).',
  },
  validation_failed: {
    when: 'a field is missing or invalid; `error.details` lists each field',
    example: 'The request is invalid. text: must not be empty',
  },
  consumer_email: {
    when: 'a consumer mail domain (gmail.com...) rather than a newsroom address',
    example: 'Sign in with your newsroom address; consumer mail (gmail.com) cannot have a workspace.',
  },
  rate_limited: {
    when: 'too many requests; wait for `Retry-After` seconds',
    example: 'Too many requests for this key; retry in 1 minute.',
  },
  internal_error: {
    when: 'an unexpected failure on our side (logged; the answer carries no internals)',
    example: 'Something went wrong on our side. It has been logged.',
  },
  unavailable: {
    when: 'the database or the job queue is unreachable, or the feature is not configured; retry later',
    example: 'The job queue is unavailable; try again shortly.',
  },
};
