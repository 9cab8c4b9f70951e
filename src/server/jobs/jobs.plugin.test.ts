import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { walletPlugin } from '../modules/wallet/wallet.plugin';

describe('plugins declare what they need', () => {
  it('a plugin that handles jobs refuses to load before the jobs plugin', async () => {
    const app = Fastify();
    app.register(walletPlugin);
    await expect(app.ready()).rejects.toThrow(/jobs/);
    await app.close();
  });
});
