import { Agent, request } from 'node:http';

export interface HttpAnswer {
  status: number;
  body: string;
}

/** A keep-alive HTTP client for load figures (fetch would add its own pooling and overhead). */
export function httpClient(port: number, host: string, maxSockets: number) {
  const agent = new Agent({ keepAlive: true, maxSockets });
  const send = (method: string, path: string, headers: Record<string, string>, body?: string) =>
    new Promise<HttpAnswer>((resolve, reject) => {
      const req = request(
        { host: '127.0.0.1', port, method, path, agent, headers: { host, ...headers } },
        (res) => {
          let data = '';
          res.setEncoding('utf8');
          res.on('data', (chunk) => {
            data += chunk;
          });
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: data }));
        },
      );
      req.on('error', reject);
      if (body) req.end(body);
      else req.end();
    });
  return { send, close: () => agent.destroy() };
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
