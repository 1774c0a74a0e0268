import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** Seconds buckets from 5 ms to 2 min: HTTP answers, queue waits and check runs all fit. */
const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120];

export type QueueCounts = Record<'waiting' | 'active' | 'delayed' | 'prioritized' | 'failed', number>;

/**
 * The process's Prometheus metrics (prom-client), one registry per process: an API process
 * counts requests and live streams, a worker process job times and chat deliveries, and the
 * all-in-one process both. Everything here is a number with bounded labels (route templates,
 * job kinds, platforms): never a workspace, a user or a URL.
 */
export function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'gaskiya_' });
  const registers = [registry];

  const httpRequests = new Counter({
    name: 'gaskiya_http_requests_total',
    help: 'HTTP requests answered, by method, route template and status code.',
    labelNames: ['method', 'route', 'status'] as const,
    registers,
  });
  const httpDuration = new Histogram({
    name: 'gaskiya_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route template and status code.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: SECONDS,
    registers,
  });
  const jobWait = new Histogram({
    name: 'gaskiya_job_wait_seconds',
    help: 'Time a job waited in the queue before a worker started it, by job kind.',
    labelNames: ['kind'] as const,
    buckets: SECONDS,
    registers,
  });
  const jobRun = new Histogram({
    name: 'gaskiya_job_run_seconds',
    help: 'Time one attempt of a job ran, by job kind and outcome (done, retried, failed).',
    labelNames: ['kind', 'outcome'] as const,
    buckets: SECONDS,
    registers,
  });
  const jobsRetried = new Counter({
    name: 'gaskiya_jobs_retried_total',
    help: 'Job attempts that failed and were queued again, by job kind.',
    labelNames: ['kind'] as const,
    registers,
  });
  const jobsFailed = new Counter({
    name: 'gaskiya_jobs_failed_total',
    help: 'Jobs that failed for good (no attempt left, or a permanent error), by job kind.',
    labelNames: ['kind'] as const,
    registers,
  });
  const chatDeliveries = new Counter({
    name: 'gaskiya_chat_deliveries_total',
    help: 'Messages to chat platforms, by platform and outcome (sent, retried, failed, undeliverable).',
    labelNames: ['platform', 'outcome'] as const,
    registers,
  });
  const providerFallbacks = new Counter({
    name: 'gaskiya_provider_fallbacks_total',
    help: 'Times a remote engine provider (LLM, fact-check search, web search) failed and the check went on without it.',
    labelNames: ['provider'] as const,
    registers,
  });
  const sseClients = new Gauge({
    name: 'gaskiya_sse_clients',
    help: 'Live event streams (GET /v1/feed as text/event-stream) open on this process.',
    registers,
  });
  let queueCounts: (() => Promise<Record<string, QueueCounts>>) | null = null;
  new Gauge({
    name: 'gaskiya_queue_jobs',
    help: 'Jobs in the queues (shared by every process), by queue (work; deliveries; dispatch: bursts of accepted jobs not yet opened into work entries) and state.',
    labelNames: ['queue', 'state'] as const,
    registers,
    async collect() {
      if (!queueCounts) return;
      // Redis down: the gauge is left out of this scrape rather than failing the whole scrape.
      const counts = await queueCounts().catch(() => null);
      this.reset();
      for (const [queue, byState] of Object.entries(counts ?? {})) {
        for (const [state, value] of Object.entries(byState)) this.set({ queue, state }, value);
      }
    },
  });

  return {
    registry,
    /** Text exposition format, for GET /metrics. */
    render: () => registry.metrics(),
    contentType: registry.contentType,
    request(method: string, route: string, status: number, seconds: number) {
      const labels = { method, route, status: String(status) };
      httpRequests.inc(labels);
      httpDuration.observe(labels, seconds);
    },
    jobStarted(kind: string, waitSeconds: number) {
      jobWait.observe({ kind }, Math.max(0, waitSeconds));
    },
    jobAttempt(kind: string, outcome: 'done' | 'retried' | 'failed', runSeconds: number) {
      jobRun.observe({ kind, outcome }, Math.max(0, runSeconds));
      if (outcome === 'retried') jobsRetried.inc({ kind });
      if (outcome === 'failed') jobsFailed.inc({ kind });
    },
    chatDelivery(platform: string, outcome: 'sent' | 'retried' | 'failed' | 'undeliverable') {
      chatDeliveries.inc({ platform, outcome });
    },
    providerFallback(provider: string) {
      providerFallbacks.inc({ provider });
    },
    sseOpened: () => sseClients.inc(),
    sseClosed: () => sseClients.dec(),
    /** Where the queue gauge reads from at each scrape (the composition root sets the producer's). */
    readQueueFrom(read: () => Promise<Record<string, QueueCounts>>) {
      queueCounts = read;
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
