import { readConfig } from './config';
import { BrandConfigError, startServer } from './start';

const config = readConfig();
try {
  const running = await startServer(config, { logger: true });
  const port = new URL(running.url).port;
  const lines = running.app.registry.brands.map(
    (b) =>
      `  ${b.config.displayName.padEnd(16)} http://${b.config.domains.find((d) => d.endsWith('.localhost')) ?? b.config.domains[0]}:${port}/   (preview: http://localhost:${port}/?brand=${b.config.code})`,
  );
  console.log(
    `Marquee is serving ${lines.length} brand(s) on http://localhost:${port}/\n${lines.join('\n')}\n  API docs: http://localhost:${port}/docs`,
  );
  const shutdown = async (signal: string) => {
    console.log(`${signal}: stopping`);
    try {
      await running.stop();
    } catch (error) {
      console.error('Stopping was not clean:', error);
      process.exit(1);
    }
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
} catch (error) {
  if (error instanceof BrandConfigError) {
    console.error(`Brand configuration is not valid; the server will not start:\n${error.message}`);
  } else {
    console.error('The server could not start:', error);
  }
  process.exit(1);
}
