/**
 * The routing keys of the response cache's tag events, written by the subgraphs' kit (`tagChanged`) and read by the
 * gateway (gateway/response-cache/invalidation.ts): `<tag>.changed` for a change of every tenant's answers,
 * `<tag>.<tenant>.changed` for a change within one tenant's data. Both are under `<tag>.#`, the one binding a tag needs.
 */

/**
 * A tenant id as one word of a routing key: lowercased, as the gateway's tenant views are; undefined for one that is
 * not a single topic word (an event of such a tenant names none, and drops every tenant's entries).
 */
export function tenantWord(tenant: string | null | undefined): string | undefined {
  const word = tenant?.trim().toLowerCase();
  return word && /^[a-z0-9_-]+$/.test(word) ? word : undefined;
}

/** The routing key of a change under `tag`, of one tenant's data when `tenant` names one. */
export function tagEventRoutingKey(tag: string, tenant?: string | null): string {
  const word = tenantWord(tenant);
  return word ? `${tag}.${word}.changed` : `${tag}.changed`;
}

/**
 * What an event under `tag` changed: `{ tenant }` for one of a tenant's, `{}` for every tenant's. Any other routing key
 * under the tag (an older or foreign form) counts as every tenant's, so that it drops too much rather than too little.
 */
export function tenantOfTagEvent(tag: string, routingKey: string): { tenant?: string } {
  const rest = routingKey.startsWith(`${tag}.`) ? routingKey.slice(tag.length + 1) : '';
  const words = rest.split('.');
  return words.length === 2 && words[1] === 'changed' && tenantWord(words[0]) === words[0] ? { tenant: words[0] } : {};
}
