/**
 * `load` run on first call rather than at start, for a module that only some requests or some configurations need
 * (PDF rendering, mail, the S3 SDK, OCR, ...): loaded at start, its code and data would sit in the heap of every
 * process from the first second, used or not. Callers that arrive while it loads wait for the same promise, so it
 * loads once; a load that failed is tried again by the next call.
 */
export function loadOnFirstUse<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}
