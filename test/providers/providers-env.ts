import { pino } from 'pino';
import { parseEnv } from '../../src/config/env.js';
import { createLocalStanceJudge } from '../../src/core/check/stance/local-stance.js';
import { createLocalWriteUpWriter } from '../../src/core/check/writeup/local-writer.js';
import { createEngineProviders } from '../../src/main/modules/engine-providers.js';

/** The engine providers as the service builds them, from an environment pointing at fake servers. */
export function providersFor(vars: Record<string, string>) {
  const env = parseEnv({ NODE_ENV: 'test', ...vars });
  return createEngineProviders(
    { env, log: pino({ level: 'silent' }) },
    { stance: createLocalStanceJudge(), writer: createLocalWriteUpWriter() },
  );
}
