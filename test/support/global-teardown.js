import { readFileSync, rmSync } from 'node:fs';

export default async function globalTeardown() {
  await globalThis.__testDatabase?.stop();
  assertNoSingleFetchMismatch();
}

/** The suite fails when a fast path (single-fetch plans, the prepared lane) answered otherwise than the full path (global-setup.js). */
function assertNoSingleFetchMismatch() {
  const file = process.env.GATEWAY_SINGLE_FETCH_MISMATCHES;
  if (!file) return;
  const mismatches = readFileSync(file, 'utf8').split('\n').filter(Boolean);
  rmSync(file, { force: true });
  if (mismatches.length)
    throw new Error(
      `${mismatches.length} answers of a fast path (single-fetch, prepared lane) differ from the full path:\n${mismatches.slice(0, 5).join('\n')}`,
    );
}
