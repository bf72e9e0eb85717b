import { config, ConfigurationError } from './config.js';
import { logger } from './logger.js';

type Closer = () => Promise<void>;

const closers: { name: string; close: Closer }[] = [];
let shuttingDown: Promise<void> | undefined;

/** The shutdown deadline when the configuration itself is what failed (a start-up failure shuts down too). */
const FALLBACK_TIMEOUT_MS = 25_000;

/**
 * Registers something to close on SIGINT/SIGTERM. Closers run in reverse order of registration, so that
 * servers stop taking requests before the database they use goes away.
 */
export function onShutdown(name: string, close: Closer): void {
  closers.push({ name, close });
}

function shutdownTimeoutMs(): number {
  try {
    return config().SHUTDOWN_TIMEOUT_MS;
  } catch {
    return FALLBACK_TIMEOUT_MS;
  }
}

/**
 * Runs every closer, then exits with `exitCode` (1 when a closer failed). A closer that has not finished when
 * SHUTDOWN_TIMEOUT_MS is up ends the process with exit code 1 and its name in the log, so that a stop never hangs
 * until the orchestrator's SIGKILL, which would say nothing about why.
 */
export function shutdown(exitCode = 0): Promise<void> {
  shuttingDown ??= (async () => {
    const log = logger('lifecycle');
    let current = 'nothing';
    const timeoutMs = shutdownTimeoutMs();
    const deadline = setTimeout(() => {
      log.error({ closer: current, timeoutMs }, 'shutdown did not finish in time; exiting');
      process.exit(1);
    }, timeoutMs);
    for (const { name, close } of [...closers].reverse()) {
      current = name;
      try {
        await close();
        log.info({ name }, 'closed');
      } catch (error) {
        log.error({ err: error, name }, 'failed to close cleanly');
        exitCode = 1;
      }
    }
    clearTimeout(deadline);
    process.exit(exitCode);
  })();
  return shuttingDown;
}

/**
 * SIGINT and SIGTERM start the shutdown; the same signals arriving while it runs are only logged. A terminal's Ctrl-C
 * under `npm start` reaches the process twice (from the terminal and forwarded by npm), and must not cut the shutdown
 * that the first one began; the shutdown deadline bounds how long it may take.
 */
export function installSignalHandlers(): void {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (shuttingDown) {
        logger('lifecycle').info({ signal }, 'already shutting down');
        return;
      }
      logger('lifecycle').info({ signal }, 'shutting down');
      void shutdown(0);
    });
  }
}

/** Runs a component's main function, turning a start-up failure into a clear message and exit code 1. */
export function runMain(main: () => Promise<void>): void {
  installSignalHandlers();
  main().catch(async (error: unknown) => {
    const message = error instanceof Error ? error.message : String(error);
    process.stderr.write(`\n${message}\n`);
    if (error instanceof ConfigurationError) {
      // The message alone, no stack: it names the variable to set. The logger reads the configuration itself, and a
      // configuration is checked before anything starts that would need closing.
      if (!closers.length) process.exit(1);
    } else logger().fatal({ err: error }, 'failed to start');
    await shutdown(1);
  });
}
