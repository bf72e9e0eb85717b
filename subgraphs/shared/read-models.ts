import { ReferenceKind, type EntityClass, type EntityManager, type EntityMetadata } from '@mikro-orm/core';
import { loadRelated } from './relations.js';

/*
 * Read models: what a read that changes nothing gets instead of entities (see docs/ARCHITECTURE.md). Rows come from
 * MikroORM's query builder as plain objects named as the entity names its properties, each many-to-one relation as
 * the related row's id; nothing is hydrated, nothing enters the identity map. Related rows a page shows come along in
 * the same statement as JSON (`relatedRecordOf`), turned into the same plain shape by `recordOf`.
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

const jsonObjects = new WeakMap<EntityMetadata, string>();

/**
 * A correlated subquery: the row of `entity` whose id is `foreignKey` (a column of the outer query, such as
 * `instance.template_id`) as a JSON object shaped as its read model (`recordOf` revives it): every column-backed
 * property under its own name, a many-to-one relation as its id. Its text is built once per entity.
 */
export function relatedRecordOf<T extends object>(
  em: EntityManager,
  entity: EntityClass<T>,
  foreignKey: string,
): string {
  const meta = em.getMetadata().get(entity);
  let select = jsonObjects.get(meta);
  if (select === undefined) {
    const pairs = meta.props
      .filter((prop) => prop.fieldNames?.length === 1 && prop.persist !== false)
      .filter((prop) => prop.kind === ReferenceKind.SCALAR || prop.kind === ReferenceKind.MANY_TO_ONE)
      .map((prop) => `'${prop.name}', related."${prop.fieldNames[0]}"`);
    const schema = meta.schema ?? (em.config.get('schema') as string);
    select = `select json_build_object(${pairs.join(', ')}) from "${schema}"."${meta.tableName}" as related where related.id = `;
    jsonObjects.set(meta, select);
  }
  return `(${select}${foreignKey})`;
}

const timestamps = new WeakMap<EntityMetadata, string[]>();

/** A record of `relatedRecordOf` as its read model: its timestamps Dates again, as the query builder gives them. */
export function recordOf<T extends object, R extends object = RecordOf<T>>(
  em: EntityManager,
  entity: EntityClass<T>,
  json: Record<string, unknown>,
): R {
  const meta = em.getMetadata().get(entity);
  let names = timestamps.get(meta);
  if (!names) {
    names = meta.props.filter((prop) => prop.runtimeType === 'Date').map((prop) => prop.name);
    timestamps.set(meta, names);
  }
  for (const name of names) if (typeof json[name] === 'string') json[name] = new Date(json[name]);
  return json as R;
}
