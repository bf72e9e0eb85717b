import { logger } from './logger.js';

type Closer = () => Promise<void>;

const closers: { name: string; close: Closer }[] = [];
let shuttingDown: Promise<void> | undefined;

/**
 * Registers something to close on SIGINT/SIGTERM. Closers run in reverse order of registration, so that
 * servers stop taking requests before the database they use goes away.
 */
export function onShutdown(name: string, close: Closer): void {
  closers.push({ name, close });
}

export function shutdown(exitCode = 0): Promise<void> {
  shuttingDown ??= (async () => {
    const log = logger('lifecycle');
    for (const { name, close } of [...closers].reverse()) {
      try {
        await close();
        log.info({ name }, 'closed');
      } catch (error) {
        log.error({ err: error, name }, 'failed to close cleanly');
        exitCode = 1;
      }
    }
    process.exit(exitCode);
  })();
  return shuttingDown;
}

export function installSignalHandlers(): void {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void shutdown(0));
  }
}

/** Runs a component's main function, turning a start-up failure into a clear message and exit code 1. */
export function runMain(main: () => Promise<void>): void {
  installSignalHandlers();
  main().catch(async (error: unknown) => {
    const message = error instanceof Error ? error.message : String(error);
    logger().fatal({ err: error }, 'failed to start');
    process.stderr.write(`\n${message}\n`);
    await shutdown(1);
  });
}
