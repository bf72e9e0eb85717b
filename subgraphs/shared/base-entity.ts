import type { Opt } from '@mikro-orm/core';
import { PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { randomUUID } from 'node:crypto';

/**
 * The columns most entities share, declared once as MikroORM's guide does: a uuid primary key and the creation and
 * last-update times. `Opt` spares `em.create` from asking for values the initializers give.
 *
 * It declares no GraphQL fields: type-graphql would list a base class's fields first, and the order of a type's
 * fields is its authors' choice. An entity exposes them with `@Field(...) declare id: string;` where it wants them.
 */
export abstract class BaseEntity {
  @PrimaryKey({ type: 'uuid' })
  id: Opt<string> = randomUUID();

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  createdAt: Opt<Date> = new Date();

  @Property({ type: 'datetime', columnType: 'timestamptz', onUpdate: () => new Date() })
  updatedAt: Opt<Date> = new Date();
}
