import { createServer, type Server } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { freePort, listeningRange } from './embedded';

const listen = (port: number) =>
  new Promise<Server>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
const close = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));

describe('freePort', () => {
  afterEach(() => vi.restoreAllMocks());

  it('chooses below the ephemeral range, with the ports after it free too', async () => {
    const [low, high] = listeningRange();
    const port = await freePort(3);
    expect(port).toBeGreaterThanOrEqual(low);
    expect(port).toBeLessThan(high);
    const servers = await Promise.all([listen(port), listen(port + 1), listen(port + 2)]);
    await Promise.all(servers.map(close));
  });

  it('skips a port in use, one whose followers are in use, and the ports it is told to avoid', async () => {
    const [low, high] = listeningRange();
    const fraction = (port: number) => (port - low + 0.5) / (high - low);
    const taken = await freePort(1);
    const held = await listen(taken);
    try {
      const avoided = taken + 100;
      const free = await freePort(1, [taken, avoided]);
      // Random picks: the held port, the port whose follower is held, the avoided one, then a free one.
      const random = vi
        .spyOn(Math, 'random')
        .mockReturnValueOnce(fraction(taken))
        .mockReturnValueOnce(fraction(taken - 1))
        .mockReturnValueOnce(fraction(avoided))
        .mockReturnValueOnce(fraction(free));
      expect(await freePort(2, [avoided])).toBe(free);
      expect(random).toHaveBeenCalledTimes(4);
    } finally {
      await close(held);
    }
  });
});
