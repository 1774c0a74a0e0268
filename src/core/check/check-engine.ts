import type { CheckResult } from './check-result.js';

export interface CheckRequest {
  workspaceId: string;
  jobId: string;
  text: string;
  /** Caller's language hint (ISO 639 code); the engine detects it when absent. */
  language?: string | undefined;
}

/**
 * Turns text into checked claims. The local engine works offline; remote providers plug in
 * behind the same port. Review routing happens after the engine, in the check processor.
 */
export interface CheckEngine {
  check(request: CheckRequest): Promise<CheckResult>;
}
