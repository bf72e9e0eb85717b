import type { IncomingMessage, ServerResponse } from 'node:http';

/** What a request body must do once its head has arrived (HTTP_* in platform/config.ts). */
export interface BodyRules {
  /** Below this average rate, once `minRateGraceMs` have passed, the body is cut. */
  readonly minBytesPerSecond: number;
  readonly minRateGraceMs: number;
  /** The listener's largest body: a body without a declared length (chunked) is cut beyond it. */
  readonly maxBodyBytes: number;
}

/** How a cut body is answered: written on the socket itself (the component may be reading it), then closed. */
export type CutBody = (req: IncomingMessage, res: ServerResponse, status: 408 | 413) => void;

interface WatchedBody {
  readonly req: IncomingMessage;
  readonly res: ServerResponse;
  readonly bytesAtHead: number;
  /** A deadline for the whole body (the shorter budget of a request without credentials), if any. */
  readonly deadline: number | undefined;
  /** Time the body was waited for: the component had read everything that had come. */
  waitedMs: number;
  checkedAt: number;
}

/**
 * Watches the bodies being received on a listener, on one timer: a body trickled below the minimum rate (Kestrel's
 * MinRequestBodyDataRate: an average over the time since its head, enforced after a grace period), one past its
 * deadline, or one that grows beyond the listener's largest body is cut, and its connection closed, which releases
 * everything the request holds. Bytes are read off the socket's own count, so the body is never consumed here.
 *
 * Only time the component spends waiting for the body counts against the client's rate: while data it has not read
 * yet is buffered (it is busy, or applying backpressure), the clock stops.
 */
export class BodyWatch {
  readonly #bodies = new Set<WatchedBody>();
  #timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly rules: BodyRules,
    private readonly cut: CutBody,
    private readonly checkEveryMs: number,
  ) {}

  /** Watches the body of `req` from now (its head has just arrived) until it is complete or its connection closes. */
  watch(req: IncomingMessage, res: ServerResponse, timeoutMs: number | undefined): void {
    const now = Date.now();
    const body: WatchedBody = {
      req,
      res,
      bytesAtHead: req.socket.bytesRead,
      deadline: timeoutMs === undefined ? undefined : now + timeoutMs,
      waitedMs: 0,
      checkedAt: now,
    };
    this.#bodies.add(body);
    // The request's own end (its answer sent, or its connection gone), not its socket's: a kept-alive socket carries
    // many requests, and would gather a listener for each.
    req.once('close', () => this.#bodies.delete(body));
    this.#timer ??= setInterval(() => this.#check(), this.checkEveryMs).unref();
  }

  /** Bodies being watched (tests). */
  get size(): number {
    return this.#bodies.size;
  }

  #check(): void {
    const now = Date.now();
    for (const body of this.#bodies) {
      const { req } = body;
      if (req.complete || req.socket.destroyed) {
        this.#bodies.delete(body);
        continue;
      }
      const received = req.socket.bytesRead - body.bytesAtHead;
      if (req.readableLength === 0) body.waitedMs += now - body.checkedAt;
      body.checkedAt = now;
      const status =
        received > this.rules.maxBodyBytes
          ? 413
          : (body.deadline !== undefined && now > body.deadline) ||
              (body.waitedMs > this.rules.minRateGraceMs &&
                received < (this.rules.minBytesPerSecond * body.waitedMs) / 1000)
            ? 408
            : undefined;
      if (status) {
        this.#bodies.delete(body);
        this.cut(req, body.res, status);
      }
    }
    if (!this.#bodies.size) {
      clearInterval(this.#timer);
      this.#timer = undefined;
    }
  }
}
