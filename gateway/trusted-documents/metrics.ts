import { Counter } from 'prom-client';
import { metrics } from '../../platform/metrics.js';

/**
 * Operations the gateway received from clients, by how their document was found: `id` (a trusted document by id),
 * `trusted_text` (the text of a trusted document), `unknown_text`, `unknown_id`; and what became of them: `ran` or
 * `refused`. Audit mode shows here what enforce mode would refuse (`unknown_*` with `ran`). Text is only recognised
 * in audit and enforce modes (off mode does not hash it).
 */
export const trustedDocumentRequests = new Counter({
  name: 'gateway_trusted_documents_requests_total',
  help: 'Client operations by how their document was found (id, trusted_text, unknown_text, unknown_id) and their fate (ran, refused)',
  labelNames: ['document', 'action'] as const,
  registers: [metrics],
});
