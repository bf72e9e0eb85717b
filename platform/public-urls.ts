import { config } from './config.js';

/**
 * A link of the training service's legacy REST surface (what mails carry: legacy clients and people follow
 * them). Shared by the training subgraph, which mails it, and the REST adapter, which answers with it.
 */
export function publicTrainingUrl(path: string): string {
  const base = config().PUBLIC_URL.replace(/\/+$/, '');
  return `${base}/training/api/v1${path.startsWith('/') ? path : `/${path}`}`;
}
