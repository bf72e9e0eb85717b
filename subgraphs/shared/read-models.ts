import {
  ReferenceKind,
  type EntityClass,
  type EntityManager,
  type EntityMetadata,
  type EntityName,
} from '@mikro-orm/core';
import { loadRelated } from './relations.js';

/*
 * Read models: what a read that changes nothing gets instead of entities (see docs/ARCHITECTURE.md). Rows come from a
 * statement written by hand as plain objects named as the entity names its properties (`recordColumnsOf`), each
 * many-to-one relation as the related row's id; nothing is hydrated, nothing enters the identity map. Related rows a
 * page shows come along in the same statement as JSON (`relatedRecordOf`, `relatedRecordListOf`); `recordOf` gives
 * both their timestamps back as Dates.
 */

/** An entity as a read model returns it: its properties, with the many-to-one relations `Relations` as ids. */
export type RecordOf<T, Relations extends keyof T = never> = Omit<T, Relations> & {
  [K in Relations]: string | (null extends T[K] ? null : never);
};

/** A many-to-one relation as an entity holds it (a reference) or as a read model does (the id). */
type Relation = { readonly id: string } | string;

/** The id of a many-to-one relation, whichever way the row holds it. */
export function idOf(relation: Relation): string;
export function idOf(relation: Relation | null | undefined): string | null;
export function idOf(relation: Relation | null | undefined): string | null {
  if (relation === null || relation === undefined) return null;
  return typeof relation === 'string' ? relation : relation.id;
}

/** The related row of a many-to-one relation (see `loadRelated`), whichever way the row holds it. */
export function relatedOf<T extends object>(
  em: EntityManager,
  entity: EntityClass<T>,
  relation: T | string,
): Promise<T> {
  return loadRelated(typeof relation === 'string' ? em.getReference(entity, relation as never) : relation);
}

/** The properties a read model holds: those backed by one column, scalars and many-to-one relations (as ids). */
function recordProperties(meta: EntityMetadata) {
  return meta.props.filter(
    (prop) =>
      prop.fieldNames?.length === 1 &&
      prop.persist !== false &&
      (prop.kind === ReferenceKind.SCALAR || prop.kind === ReferenceKind.MANY_TO_ONE),
  );
}

/** The table of `meta`, quoted and in its schema. */
function quotedTable(em: EntityManager, meta: EntityMetadata): string {
  return `"${meta.schema ?? em.config.get<'schema', string>('schema')}"."${meta.tableName}"`;
}

/** The table of `entity` (a pivot entity too), quoted and in its schema, for a statement written by hand. */
export function tableOf<T extends object>(em: EntityManager, entity: EntityName<T>): string {
  return quotedTable(em, em.getMetadata().get(entity));
}

/**
 * The text of a statement (or a part of one) that depends on nothing a request gives, built on its first use and
 * kept in `cache` under `key` (the entity's metadata, or the schema and shape it was built for).
 */
export function builtOnce<K>(
  cache: { get(key: K): string | undefined; set(key: K, text: string): unknown },
  key: K,
  build: () => string,
): string {
  let text = cache.get(key);
  if (text === undefined) {
    text = build();
    cache.set(key, text);
  }
  return text;
}

const selectLists = new WeakMap<EntityMetadata, string>();

/**
 * The select list of a read model's rows of `entity` aliased `alias` in a statement written by hand: each property
 * under its own name, so that the rows need no mapping but their timestamps' (`recordOf`).
 */
export function recordColumnsOf<T extends object>(em: EntityManager, entity: EntityClass<T>, alias: string): string {
  const meta = em.getMetadata().get(entity);
  const list = builtOnce(selectLists, meta, () =>
    recordProperties(meta)
      .map((prop) => `{alias}."${prop.fieldNames[0]}" as "${prop.name}"`)
      .join(', '),
  );
  return list.replaceAll('{alias}', alias);
}

const jsonObjects = new WeakMap<EntityMetadata, string>();

/** The row aliased `related` of `meta` as a JSON object shaped as its read model. */
function jsonObjectOf(meta: EntityMetadata): string {
  return builtOnce(
    jsonObjects,
    meta,
    () =>
      `json_build_object(${recordProperties(meta)
        .map((prop) => `'${prop.name}', related."${prop.fieldNames[0]}"`)
        .join(', ')})`,
  );
}

/**
 * A correlated subquery: the row of `entity` whose id is `foreignKey` (a column of the outer query, such as
 * `instance.template_id`) as a JSON object shaped as its read model (`recordOf` revives it).
 */
export function relatedRecordOf<T extends object>(
  em: EntityManager,
  entity: EntityClass<T>,
  foreignKey: string,
): string {
  const meta = em.getMetadata().get(entity);
  return `(select ${jsonObjectOf(meta)} from ${quotedTable(em, meta)} as related where related.id = ${foreignKey})`;
}

/**
 * A correlated subquery: the rows of `entity` (aliased `related`) that `condition` selects, in `order`, as a JSON
 * array of read-model records (`recordOf` revives each), empty when none.
 */
export function relatedRecordListOf<T extends object>(
  em: EntityManager,
  entity: EntityClass<T>,
  condition: string,
  order: string,
): string {
  const meta = em.getMetadata().get(entity);
  return `(select coalesce(json_agg(${jsonObjectOf(meta)} order by ${order}), '[]'::json) from ${quotedTable(em, meta)} as related where ${condition})`;
}

const timestamps = new WeakMap<EntityMetadata, string[]>();

/**
 * A row of `recordColumnsOf` or a JSON record of `relatedRecordOf` as its read model: its timestamps Dates, as the
 * query builder gives them (MikroORM's connection leaves them text, and JSON has no dates).
 */
export function recordOf<T extends object, R extends object = RecordOf<T>>(
  em: EntityManager,
  entity: EntityClass<T>,
  json: object,
): R {
  const meta = em.getMetadata().get(entity);
  let names = timestamps.get(meta);
  if (!names) {
    names = meta.props.filter((prop) => prop.runtimeType === 'Date').map((prop) => prop.name);
    timestamps.set(meta, names);
  }
  const platform = em.getPlatform();
  const values = json as Record<string, unknown>;
  for (const name of names) if (typeof values[name] === 'string') values[name] = platform.parseDate(values[name]);
  return json as R;
}
