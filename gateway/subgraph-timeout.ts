/** The reason a subgraph call was aborted by its deadline. */
export class SubgraphTimeoutError extends Error {
  override name = 'SubgraphTimeoutError';
}

export interface Deadline {
  /** Aborted with SubgraphTimeoutError once the deadline has passed. */
  readonly signal: AbortSignal;
  /** Starts the clock: at once for a plain call, once its files are in for an upload. Later calls change nothing. */
  readonly arm: () => void;
  /** Stops the clock once the call is over, however it ended, so that no timer outlives the call it was for. */
  readonly release: () => void;
}

/** How long one subgraph call may take, from when it is armed, before it is aborted. */
export function deadline(timeoutMs: number): Deadline {
  const controller = new AbortController();
  let armed = false;
  let timeout: NodeJS.Timeout | undefined;
  return {
    signal: controller.signal,
    arm: () => {
      if (armed) return;
      armed = true;
      timeout = setTimeout(
        () => controller.abort(new SubgraphTimeoutError(`no answer within ${timeoutMs} ms`)),
        timeoutMs,
      );
      timeout.unref();
    },
    release: () => {
      armed = true;
      clearTimeout(timeout);
    },
  };
}
