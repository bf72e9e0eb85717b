/**
 * The value `probe` finds once it finds one (anything but undefined), polling every `intervalMs`: for what
 * happens in the background (queues, relays, brokers). Fails naming `what` when nothing came within the time.
 */
export async function waitFor<T>(
  probe: () => T | undefined | Promise<T | undefined>,
  {
    timeoutMs = 30_000,
    intervalMs = 100,
    what = 'the expected state',
  }: { timeoutMs?: number; intervalMs?: number; what?: string } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
