import { helper, Reference, type EntityClass, type EntityManager, type FilterQuery } from '@mikro-orm/core';
import { oncePerRequest } from './once-per-request.js';

/**
 * Rows a request is reading by id right now, per request EntityManager, so that a root field and a nested relation
 * of the same response asking for the same row at the same time read it once (GraphQL resolves root fields in
 * parallel, and MikroORM's reference loader does not share loads in flight): `findOneById` and `loadRelated`
 * announce theirs here.
 */
const readsInFlight = oncePerRequest((_em: EntityManager) => new Map<string, Promise<unknown>>());

const readKey = (entityName: string, id: string) => `${entityName}:${id}`;

/**
 * Reads one row by id under extra conditions (its tenant, say), announcing the read to `loadRelated` while it runs.
 * The row is the identity map's afterwards, as with `em.findOne`.
 */
export function findOneById<T extends { id: string }>(
  em: EntityManager,
  entity: EntityClass<T>,
  id: string | null,
  where: FilterQuery<T>,
): Promise<T | null> {
  // What cannot be an id (see `normalizeId`) names no row.
  if (id === null) return Promise.resolve(null);
  const reads = readsInFlight(em);
  const key = readKey(entity.name, id);
  const read = em.findOne(entity, { ...(where as object), id } as FilterQuery<T>);
  reads.set(key, read);
  const forget = () => reads.get(key) === read && reads.delete(key);
  read.then(forget, forget);
  return read;
}

/**
 * Loads a related record (a many-to-one reference) of an entity, batched with the same relation of every other
 * entity the response shows (MikroORM's dataloader), taken from the identity map when already loaded, and from a
 * read of the same row in flight (a `findOneById`, or another `loadRelated`).
 */
export async function loadRelated<T extends object>(entity: T): Promise<T> {
  const wrapped = helper(entity);
  const em = wrapped.__em;
  if (wrapped.isInitialized() || !em) return Reference.create(entity).load({ dataloader: true }) as Promise<T>;
  const reads = readsInFlight(em);
  const key = readKey(wrapped.__meta.className, String(wrapped.getPrimaryKey()));
  const inFlight = reads.get(key);
  // A read under stricter conditions may find nothing; the reference is then loaded as usual.
  if (inFlight && (await inFlight.catch(() => null))) return entity;
  // Announced like findOneById's reads: two fields of one response that load the same row while neither has it yet
  // (root fields resolve in parallel, so which comes first is a race) read it once, whichever wins.
  const load = Reference.create(entity).load({ dataloader: true }) as Promise<T>;
  reads.set(key, load);
  const forget = () => reads.get(key) === load && reads.delete(key);
  load.then(forget, forget);
  return load;
}
