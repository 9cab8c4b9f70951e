import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { readConfig } from './config';
import { defaultBrandsDir } from './paths';

describe('readConfig', () => {
  it('has the documented defaults', () => {
    const config = readConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: undefined,
      brandsDir: defaultBrandsDir,
      defaultBrand: undefined,
      production: false,
      countryHeader: 'cf-ipcountry',
      trustProxy: false,
    });
    expect([...config.previewHosts]).toEqual(['localhost', '127.0.0.1', '::1']);
  });

  it('reads overrides, normalising host lists and header names', () => {
    const config = readConfig({
      PORT: '0',
      PREVIEW_HOSTS: ' Preview.Internal , localhost,,',
      COUNTRY_HEADER: 'X-Country',
      DEFAULT_BRAND: 'siam',
      NODE_ENV: 'production',
      DATABASE_URL: '',
    });
    expect(config.port).toBe(0);
    expect([...config.previewHosts]).toEqual(['preview.internal', 'localhost']);
    expect(config.countryHeader).toBe('x-country');
    expect(config.defaultBrand).toBe('siam');
    expect(config.production).toBe(true);
    expect(config.databaseUrl).toBeUndefined();
  });

  it('refuses a port that is not one', () => {
    for (const PORT of ['http', '-1', '65536', '80.5']) expect(() => readConfig({ PORT })).toThrow(/PORT/);
  });

  it('takes TRUST_PROXY as a switch or a list of proxies, and refuses hop counts Fastify would ignore', () => {
    expect(readConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(readConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(readConfig({ TRUST_PROXY: '10.0.0.0/8,127.0.0.1' }).trustProxy).toBe('10.0.0.0/8,127.0.0.1');
    expect(() => readConfig({ TRUST_PROXY: '1' })).toThrow(/hop counts are not supported/);
  });

  it('runs one serving process per core (at most 8) unless SERVER_PROCESSES says; the owner unless forked', () => {
    expect(readConfig({}).serverProcesses).toBe(Math.min(availableParallelism(), 8));
    expect(readConfig({ SERVER_PROCESSES: '1' }).serverProcesses).toBe(1);
    expect(readConfig({ SERVER_PROCESSES: '12' }).serverProcesses).toBe(12);
    for (const SERVER_PROCESSES of ['0', '-1', '2.5', 'many', '65'])
      expect(() => readConfig({ SERVER_PROCESSES })).toThrow(/SERVER_PROCESSES/);
    expect(readConfig({}).processRole).toBe('owner');
    expect(readConfig({ MARQUEE_PROCESS_ROLE: 'serving' }).processRole).toBe('serving');
  });
});
