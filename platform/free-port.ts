import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

/** The ports the kernel hands out to outgoing connections (Linux), which a port chosen for later must avoid. */
function ephemeralPortRange(): [number, number] {
  try {
    const [low, high] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/).map(Number);
    if (low && high) return [low, high];
  } catch {
    // Not Linux: the range IANA suggests.
  }
  return [49152, 65535];
}

const FIRST_CHOSEN_PORT = 10_000;

/**
 * A port free at this moment, for a process started next to listen on. It is drawn at random below the ephemeral
 * range: a port the kernel chose (port 0) could be handed again to any outgoing connection of the machine before
 * the process listens (seen as EADDRINUSE under load), one outside that range only to another process drawing the
 * same (whoever listens second retries with another).
 */
export async function freePort(): Promise<number> {
  const [ephemeralLow] = ephemeralPortRange();
  const high = Math.max(FIRST_CHOSEN_PORT + 1000, ephemeralLow - 1);
  for (;;) {
    const port = FIRST_CHOSEN_PORT + Math.floor(Math.random() * (high - FIRST_CHOSEN_PORT));
    const probe = createServer();
    const free = await new Promise<boolean>((resolve) => {
      probe.once('error', () => resolve(false));
      probe.listen(port, '127.0.0.1', () => resolve(true));
    });
    if (!free) continue;
    await new Promise((resolve) => probe.close(resolve));
    return port;
  }
}
