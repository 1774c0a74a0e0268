import type { IncomingMessage } from 'node:http';

export interface DrainLimits {
  /** Bytes read and thrown away at most; a client sending more is cut off. */
  maxBytes: number;
  /** Time spent draining at most. */
  timeoutMs: number;
}

/**
 * Reads the rest of a request body and throws it away. Answering before the client has finished
 * sending, and then closing, makes the kernel reset the connection with the answer still unread:
 * the client sees ECONNRESET instead of the 413 envelope. Resolves true when the body ended within
 * the limits (the connection can stay open), false when it was cut off.
 */
export function drainRequest(raw: IncomingMessage, limits: DrainLimits): Promise<boolean> {
  if (raw.readableEnded || raw.destroyed) return Promise.resolve(raw.readableEnded);
  return new Promise((resolve) => {
    let read = 0;
    const finish = (ended: boolean) => {
      clearTimeout(timer);
      raw.off('data', onData);
      raw.off('end', onEnd);
      raw.off('error', onError);
      raw.off('close', onClose);
      resolve(ended);
    };
    const onData = (chunk: Buffer) => {
      read += chunk.length;
      if (read > limits.maxBytes) finish(false);
    };
    const onEnd = () => finish(true);
    const onError = () => finish(false);
    const onClose = () => finish(raw.readableEnded);
    const timer = setTimeout(() => finish(false), limits.timeoutMs);
    raw.on('data', onData);
    raw.on('end', onEnd);
    raw.on('error', onError);
    raw.on('close', onClose);
    raw.resume();
  });
}
