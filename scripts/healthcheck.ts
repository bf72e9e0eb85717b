/**
 * A container's health check (docker-compose.yml): `node dist/scripts/healthcheck.js <url>` exits 0 when the URL
 * answers 2xx within the timeout, else 1 (Docker reserves 2). The image has node but no curl; this imports nothing
 * of the project, so that a probe every few seconds costs no configuration parsing and no module graph.
 */
const TIMEOUT_MS = 4_000;

const [url] = process.argv.slice(2);
if (!url) {
  process.stderr.write('usage: node dist/scripts/healthcheck.js <url>\n');
  process.exit(1);
}

try {
  const response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
  await response.body?.cancel();
  if (!response.ok) process.stderr.write(`${url} answered ${response.status}\n`);
  process.exit(response.ok ? 0 : 1);
} catch (error) {
  process.stderr.write(`${url} did not answer: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
