// Imports nothing: the gateway loads this (through correlation.ts) before tracing starts, and whatever it pulled in
// (graphql, through errors.ts) would be loaded too early for OpenTelemetry to instrument.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `value` is a uuid, in any letter case. */
export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);

/**
 * An id from a client as the database stores it (a lower-case uuid), or null for a value that cannot be an id: as
 * a condition (`{ id: normalizeId(id) }`), null matches no row, so that such an id is as absent as a missing record
 * rather than an error of PostgreSQL's uuid type.
 */
export const normalizeId = (value: string): string | null => (isUuid(value) ? value.toLowerCase() : null);
