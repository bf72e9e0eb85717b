/**
 * The hostile-client matrix: for every channel a client can reach and every class of attack, the test that proves
 * the edge holds there, or why the class cannot arise on that channel. `edge-matrix.test.ts` fails on an empty
 * cell, so a new channel or class shows up as a row to fill.
 */

export const CHANNELS = [
  'http-post',
  'http-get',
  'multipart',
  'websocket',
  'sse',
  'rest-training',
  'rest-compliance',
  'rest-factory',
  'file-links',
  'subgraph-training',
  'subgraph-compliance',
  'subgraph-factory',
] as const;

export const CLASSES = ['connections', 'sizes', 'nesting', 'counts', 'time', 'identity', 'error-shape'] as const;

export type Channel = (typeof CHANNELS)[number];
export type AttackClass = (typeof CLASSES)[number];

/** A test of the suite (its file from the repository's root, and its title as written) that proves a cell. */
export interface Proven {
  readonly file: string;
  readonly test: string;
}

/** A cell where the class cannot arise, and why (a file link carries no body, say). */
export interface NotApplicable {
  readonly notApplicable: string;
}

export type Cell = Proven | NotApplicable;

export type Row = Partial<Record<Channel, Cell>>;

/** One row per class; each cell names its proof. */
export const MATRIX: Record<AttackClass, Row> = {
  connections: {},
  sizes: {},
  nesting: {},
  counts: {},
  time: {},
  identity: {},
  'error-shape': {},
};
