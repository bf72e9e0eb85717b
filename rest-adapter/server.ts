// Placeholder: the REST adapter helper replaces this file.
export interface RestAdapterOptions {
  port: number;
  host?: string;
  /** The gateway to execute operations on. */
  gateway: { url: string };
}

export interface RunningRestAdapter {
  /** http://127.0.0.1:PORT (the legacy base URLs hang below it: /training/api/v1, ...) */
  readonly url: string;
  stop(): Promise<void>;
}

export async function startRestAdapter(_options: RestAdapterOptions): Promise<RunningRestAdapter> {
  throw new Error('not yet built');
}
