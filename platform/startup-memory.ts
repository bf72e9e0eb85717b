import { logger } from './logger.js';

const MiB = 2 ** 20;

/**
 * Gives back to the system the memory that start-up used and no longer needs, once, when a process has started.
 *
 * Nearly everything a start allocates stays (modules, schemas, query plans, ORM metadata), so V8 grows the young
 * generation as it goes, up to its largest size (128 MiB in Node.js 24 on 64-bit), and start-up leaves garbage in
 * both generations. An idle process would keep all of it for minutes: V8's memory reducer judges the allocation
 * rate by the last collections, start-up's, and only its watchdog starts the reducing collection, some 2.5 minutes
 * later. This asks for that collection now, through the inspector protocol (`HeapProfiler.collectGarbage`, which
 * V8 runs as a low-memory notification): full collections that compact the heap, bring the young generation back
 * to its initial size and return the freed pages. The cost is one pause, once, at the end of the start (requests
 * that arrive meanwhile wait for it); under load the young generation grows again as far as the load needs.
 */
export async function releaseStartupMemory(): Promise<void> {
  const log = logger('memory');
  const rssBefore = process.memoryUsage.rss();
  const started = performance.now();
  try {
    const { Session } = await import('node:inspector/promises');
    const session = new Session();
    session.connect();
    try {
      await session.post('HeapProfiler.collectGarbage');
    } finally {
      session.disconnect();
    }
  } catch (error) {
    // A Node.js built without the inspector: the memory is given back later, by V8 itself.
    log.warn({ err: error }, 'start-up memory not released');
    return;
  }
  log.info(
    {
      ms: Math.round(performance.now() - started),
      rssMiB: Math.round(process.memoryUsage.rss() / MiB),
      releasedMiB: Math.round((rssBefore - process.memoryUsage.rss()) / MiB),
    },
    'start-up memory released',
  );
}
