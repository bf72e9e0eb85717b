import cliProgress from 'cli-progress';

/** How a long command shows that it moves: one bar, advanced step by step with the step's label. */
export interface Progress {
  start(total: number): void;
  advance(label: string): void;
  stop(): void;
}

/**
 * A cli-progress bar on `stream` (stderr, so that stdout keeps only the command's result). On a terminal it
 * redraws in place; elsewhere (CI, tests, a pipe) the library's no-TTY mode writes the bar as plain lines, one
 * at start, one every `plainLineMs` and one at the end, instead of control characters.
 */
export function progressBar(stream: NodeJS.WriteStream = process.stderr, plainLineMs = 1000): Progress {
  const bar = new cliProgress.SingleBar(
    {
      stream,
      format: 'seed:demo {bar} {value}/{total} {step}',
      hideCursor: true,
      noTTYOutput: true,
      notTTYSchedule: plainLineMs,
    },
    cliProgress.Presets.shades_classic,
  );
  return {
    start: (total) => bar.start(total, 0, { step: '' }),
    advance: (label) => bar.increment(1, { step: label }),
    stop: () => bar.stop(),
  };
}
