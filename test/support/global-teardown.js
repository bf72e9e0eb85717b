import { readFileSync, rmSync } from 'node:fs';

export default async function globalTeardown() {
  await globalThis.__testDatabase?.stop();
  assertNoSingleFetchMismatch();
}

/** The suite fails when the single-fetch path shaped any answer otherwise than ApolloGateway's executor (global-setup.js). */
function assertNoSingleFetchMismatch() {
  const file = process.env.GATEWAY_SINGLE_FETCH_MISMATCHES;
  if (!file) return;
  const mismatches = readFileSync(file, 'utf8').split('\n').filter(Boolean);
  rmSync(file, { force: true });
  if (mismatches.length)
    throw new Error(
      `${mismatches.length} single-fetch answers differ from ApolloGateway's executor:\n${mismatches.slice(0, 5).join('\n')}`,
    );
}
