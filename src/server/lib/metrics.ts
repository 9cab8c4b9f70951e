import { Counter, collectDefaultMetrics, Histogram, Registry } from 'prom-client';

/**
 * Process-wide Prometheus metrics (GET /metrics, modules/ops): counters that code anywhere in the server
 * increments. Gauges read from one app's state at scrape time (job queue depth, SSE clients) live in the ops
 * plugin's own registry and are merged with this one when scraped. Counters are per process: Prometheus sums
 * the instances.
 */
export const processRegistry = new Registry();
collectDefaultMetrics({ register: processRegistry, prefix: 'marquee_' });

export const httpRequests = new Counter({
  name: 'marquee_http_requests_total',
  help: 'HTTP requests answered, by method, route pattern and status code',
  labelNames: ['method', 'route', 'status'] as const,
  registers: [processRegistry],
});

export const httpDuration = new Histogram({
  name: 'marquee_http_request_duration_seconds',
  help: 'Time from request to response, by method and route pattern',
  labelNames: ['method', 'route'] as const,
  buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  registers: [processRegistry],
});

export const ledgerPostings = new Counter({
  name: 'marquee_ledger_postings_total',
  help: 'Ledger transfers posted by this process (first postings, not idempotent replays), by kind',
  labelNames: ['kind'] as const,
  registers: [processRegistry],
});

export const walletAnswers = new Counter({
  name: 'marquee_wallet_protocol_answers_total',
  help: 'Seamless-wallet protocol answers, by vendor, action and protocol status',
  labelNames: ['vendor', 'action', 'status'] as const,
  registers: [processRegistry],
});
