/**
 * The routing keys of the response cache's tag events, written by the subgraphs' kit (`tagChanged`,
 * `partitionsChanged`) and read by the gateway (gateway/response-cache/invalidation.ts), all under `<tag>.#`, the one
 * binding a tag needs:
 *
 * - `<tag>.changed`: a change of every tenant's answers;
 * - `<tag>.<tenant>.changed`: a change within one tenant's data;
 * - `<tag>.partition.<value>[.<value>…].changed`: a change of what the entries of a partitioned field (`@cacheable`'s
 *   `partitionBy`) show for those argument values only, and of every entry of the tag that is no such one (lists). Its
 *   three words or more never read as a tenant's two.
 *
 * Any other key under a tag reads as a change of everything of the tag: an older or foreign form drops too much, never
 * too little.
 */

/**
 * The subgraph answer's header that lists the events its request recorded (space-separated, each `<routing key>/<id>`:
 * `recordedEventToken`), so that the gateway replica that served a write drops, before it answers, what those events
 * will drop on every replica, and no replica drops it again when the event itself arrives
 * (gateway/response-cache/plugin.ts); `*` when they were too many to list (the gateway then drops the declared tags
 * whole). The gateway never passes it to its client.
 */
export const RECORDED_EVENTS_HEADER = 'x-recorded-events';

/** An event a write recorded, as its answer lists it: the id is absent when an older subgraph listed the key alone. */
export interface RecordedEvent {
  readonly routingKey: string;
  readonly id?: string;
}

/** One event in RECORDED_EVENTS_HEADER. An older gateway reads it as a routing key of no known form: the whole tag. */
export const recordedEventToken = ({ routingKey, id }: RecordedEvent): string =>
  id === undefined ? routingKey : `${routingKey}/${id}`;

/** The event one token of RECORDED_EVENTS_HEADER lists. */
export function recordedEventOf(token: string): RecordedEvent {
  const separator = token.indexOf('/');
  return separator < 0
    ? { routingKey: token }
    : { routingKey: token.slice(0, separator), id: token.slice(separator + 1) || undefined };
}

/** The word after a tag that says an event names partition values. */
const PARTITION_WORD = 'partition';

/** AMQP's bound on a routing key, in bytes; a longer partition event names the whole tag instead. */
const MAX_ROUTING_KEY_BYTES = 255;

/**
 * A value as one word of a routing key: trimmed and lowercased; undefined for one that is not a single topic word.
 * Tenants and partition values are both compared as such words.
 */
export function topicWord(value: string | null | undefined): string | undefined {
  const word = value?.trim().toLowerCase();
  return word && /^[a-z0-9_-]+$/.test(word) ? word : undefined;
}

/**
 * A tenant id as one word of a routing key, as the gateway's tenant views are; undefined for one that is not a single
 * topic word (an event of such a tenant names none, and drops every tenant's entries).
 */
export const tenantWord = topicWord;

/** The routing-key pattern of a tag's events, the one binding the gateway makes for it. */
export const tagBinding = (tag: string) => `${tag}.#`;

/** The routing key of a change under `tag`, of one tenant's data when `tenant` names one. */
export function tagEventRoutingKey(tag: string, tenant?: string | null): string {
  const word = tenantWord(tenant);
  return word ? `${tag}.${word}.changed` : `${tag}.changed`;
}

/**
 * The routing key of a change under `tag` of what the partitioned entries of `values` show (each as its topic word,
 * duplicates once); `<tag>.changed` when one of them is no topic word, or none is given, or the key would be too long.
 */
export function partitionEventRoutingKey(tag: string, values: readonly string[]): string {
  const words = values.map(topicWord);
  const unique = [...new Set(words)];
  if (!unique.length || unique.some((word) => word === undefined)) return tagEventRoutingKey(tag);
  const key = `${tag}.${PARTITION_WORD}.${unique.join('.')}.changed`;
  return Buffer.byteLength(key) <= MAX_ROUTING_KEY_BYTES ? key : tagEventRoutingKey(tag);
}

/**
 * What an event under `tag` changed: `{ tenant }` for one of a tenant's data, `{ partitions }` for the entries of those
 * partition values (and the tag's unpartitioned ones), `{}` for everything of the tag.
 */
export function changeOfTagEvent(tag: string, routingKey: string): { tenant?: string; partitions?: string[] } {
  const rest = routingKey.startsWith(`${tag}.`) ? routingKey.slice(tag.length + 1) : '';
  const words = rest.split('.');
  if (words.at(-1) !== 'changed') return {};
  if (words.length === 2) return topicWord(words[0]) === words[0] ? { tenant: words[0] } : {};
  const partitions = words.slice(1, -1);
  return words[0] === PARTITION_WORD && partitions.every((word) => topicWord(word) === word) ? { partitions } : {};
}
