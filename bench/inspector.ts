import WebSocket from 'ws';

/**
 * The live heap of a Node.js process started with `--inspect=127.0.0.1:<port>`: a full garbage collection through
 * the inspector protocol, then `process.memoryUsage().heapUsed`. Unlike resident memory, which V8 grows lazily
 * under load and gives back late, what survives a full collection only grows when something is kept: a leak.
 */
export async function liveHeapMiB(inspectorPort: number): Promise<number> {
  const targets = (await (await fetch(`http://127.0.0.1:${inspectorPort}/json/list`)).json()) as {
    webSocketDebuggerUrl: string;
  }[];
  const target = targets[0];
  if (!target) throw new Error(`no inspector target on port ${inspectorPort}`);
  const socket = new WebSocket(target.webSocketDebuggerUrl);
  await new Promise<void>((resolve, reject) => socket.once('open', () => resolve()).once('error', reject));
  let nextId = 0;
  const send = (method: string, params: Record<string, unknown> = {}) =>
    new Promise<Record<string, unknown>>((resolve, reject) => {
      const id = ++nextId;
      // ws hands a message as one Buffer under its default binaryType ('nodebuffer').
      const onMessage = (raw: WebSocket.RawData) => {
        const message = JSON.parse((raw as Buffer).toString()) as {
          id?: number;
          result?: Record<string, unknown>;
          error?: { message: string };
        };
        if (message.id !== id) return;
        socket.off('message', onMessage);
        if (message.error) reject(new Error(`${method}: ${message.error.message}`));
        else resolve(message.result ?? {});
      };
      socket.on('message', onMessage);
      socket.send(JSON.stringify({ id, method, params }));
    });
  try {
    await send('HeapProfiler.collectGarbage');
    const { result } = (await send('Runtime.evaluate', {
      expression: 'process.memoryUsage().heapUsed',
      returnByValue: true,
    })) as { result: { value: number } };
    return result.value / 1024 / 1024;
  } finally {
    socket.close();
  }
}
