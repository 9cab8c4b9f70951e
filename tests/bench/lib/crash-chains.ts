import { setTimeout as sleep } from 'node:timers/promises';
import { httpClient } from './http';

/**
 * Waits until each brand host's crash chain is committed and salted (GET /wps/fairness/crash shows the salt).
 * A server builds the chains in the background after its first start; until then later starts rebuild them.
 */
export async function crashChainsCommitted(
  port: number,
  hosts: string[],
  timeoutMs = 120_000,
): Promise<void> {
  const client = httpClient(port, hosts[0]!, 2);
  try {
    const deadline = Date.now() + timeoutMs;
    for (const host of hosts) {
      for (;;) {
        const answer = await client.send('GET', '/wps/fairness/crash', { host });
        if (/"salt":"[0-9a-f]+"/.test(answer.body)) break;
        if (Date.now() > deadline)
          throw new Error(`no crash chain for ${host}: ${answer.body.slice(0, 200)}`);
        await sleep(200);
      }
    }
  } finally {
    client.close();
  }
}
