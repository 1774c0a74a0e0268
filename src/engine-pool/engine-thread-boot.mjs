// Entry of an engine thread. The service runs TypeScript through tsx; a worker thread does not
// inherit the loader on Node 20, so it registers tsx itself before loading the thread's code.
import { register } from 'tsx/esm/api';

register();
await import('./engine-thread.ts');
