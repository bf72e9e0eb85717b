import {
  ReferenceKind,
  type EntityClass,
  type EntityManager,
  type EntityMetadata,
  type EntityName,
  type EntityProperty,
} from '@mikro-orm/core';
import { loadRelated } from './relations.js';

/*
 * Read models: what a read that changes nothing gets instead of entities (see docs/ARCHITECTURE.md). Rows come from a
 * statement written by hand as plain objects named as the entity names its properties (`recordColumnsOf`), each
 * many-to-one relation as the related row's id; nothing is hydrated, nothing enters the identity map. Related rows a
 * page shows come along in the same statement as JSON (`relatedRecordOf`, `relatedRecordListOf`); `recordOf` gives
 * both their timestamps back as Dates. JSON columns travel as text and are parsed when a resolver first reads them:
 * building the objects of task lists and templates that a page does not show cost a workflow instance page about
 * 20 µs of CPU per statement.
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

/** Whether a property is kept as JSON: a read model carries it as text (see `recordOf`). */
const isJson = (prop: EntityProperty) => prop.columnTypes?.[0] === 'json' || prop.columnTypes?.[0] === 'jsonb';

/** How a statement reads property `prop` of the row aliased `alias`: JSON as text. */
function columnOf(prop: EntityProperty, alias: string): string {
  const column = `${alias}."${prop.fieldNames[0]}"`;
  return isJson(prop) ? `${column}::text` : column;
}

/** The table of `meta`, quoted and in its schema. */
function quotedTable(em: EntityManager, meta: EntityMetadata): string {
  return `"${meta.schema ?? (em.config.get('schema') as string)}"."${meta.tableName}"`;
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
      .map((prop) => `${columnOf(prop, '{alias}')} as "${prop.name}"`)
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
        .map((prop) => `'${prop.name}', ${columnOf(prop, 'related')}`)
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

/** What `recordOf` revives of an entity's records: its timestamps, and its JSON properties. */
interface Revived {
  readonly timestamps: readonly string[];
  readonly json: readonly string[];
}

const revived = new WeakMap<EntityMetadata, Revived>();

/** A property that parses its JSON text on first read and keeps the value from then on. */
function parsedOnFirstRead(record: Record<string, unknown>, name: string, text: string): void {
  const settle = (value: unknown) =>
    Object.defineProperty(record, name, { value, writable: true, enumerable: true, configurable: true });
  Object.defineProperty(record, name, {
    get: () => {
      const value: unknown = JSON.parse(text);
      settle(value);
      return value;
    },
    set: settle,
    enumerable: true,
    configurable: true,
  });
}

/**
 * A row of `recordColumnsOf` or a JSON record of `relatedRecordOf` as its read model: its timestamps Dates, as the
 * query builder gives them (MikroORM's connection leaves them text, and JSON has no dates), and its JSON properties
 * values again, each parsed when first read.
 */
export function recordOf<T extends object, R extends object = RecordOf<T>>(
  em: EntityManager,
  entity: EntityClass<T>,
  json: object,
): R {
  const meta = em.getMetadata().get(entity);
  let names = revived.get(meta);
  if (!names) {
    names = {
      timestamps: meta.props.filter((prop) => prop.runtimeType === 'Date').map((prop) => prop.name),
      json: recordProperties(meta)
        .filter(isJson)
        .map((prop) => prop.name),
    };
    revived.set(meta, names);
  }
  const platform = em.getPlatform();
  const values = json as Record<string, unknown>;
  for (const name of names.timestamps) {
    if (typeof values[name] === 'string') values[name] = platform.parseDate(values[name]);
  }
  for (const name of names.json) {
    const text = values[name];
    if (typeof text === 'string') parsedOnFirstRead(values, name, text);
  }
  return json as R;
}
