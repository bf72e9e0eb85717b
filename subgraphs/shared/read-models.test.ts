import { Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { MikroORM } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import { createTestDatabase, type TestDatabase } from '../../test/support/database.js';
import { openDatabase } from './database.js';
import { recordColumnsOf, recordOf, relatedRecordOf, tableOf, type RecordOf } from './read-models.js';

/** Read models against a real PostgreSQL: a statement written with the kit's select lists, revived by `recordOf`. */
@Entity({ tableName: 'read_model_template' })
class Template {
  @PrimaryKey({ type: 'uuid' }) id!: string;
  @Property({ type: 'text' }) name!: string;
  @Property({ type: 'json' }) phases!: { name: string }[];
  @Property({ type: 'json', nullable: true }) rules!: Record<string, unknown> | null;
  @Property({ type: 'Date' }) createdAt!: Date;
}

@Entity({ tableName: 'read_model_instance' })
class Instance {
  @PrimaryKey({ type: 'uuid' }) id!: string;
  @ManyToOne(() => Template) template!: Template;
  @Property({ type: 'json' }) data!: { done: string[] };
  @Property({ type: 'Date' }) createdAt!: Date;
}

type InstanceRow = RecordOf<Instance, 'template'> & { templateRecord: RecordOf<Template> };

let database: TestDatabase;
let orm: MikroORM;

beforeAll(async () => {
  database = await createTestDatabase();
  orm = await openDatabase(database.url, { schema: 'public', entities: [Template, Instance], migrations: [] });
  await orm.schema.create();
});

afterAll(async () => {
  await orm?.close();
  await database?.drop();
});

async function readInstances(): Promise<InstanceRow[]> {
  const em = orm.em.fork();
  const rows = await em.execute<InstanceRow[]>(
    `select ${recordColumnsOf(em, Instance, 'instance')},
       ${relatedRecordOf(em, Template, 'instance.template_id')} as "templateRecord"
     from ${tableOf(em, Instance)} as instance order by instance.created_at`,
  );
  for (const row of rows) {
    recordOf(em, Instance, row);
    recordOf(em, Template, row.templateRecord);
  }
  return rows;
}

describe('a read model', () => {
  test('holds relations as ids, JSON values and timestamps as Dates, the related record within it too', async () => {
    const templateId = randomUUID();
    const created = new Date('2026-01-02T03:04:05.678Z');
    const em = orm.em.fork();
    em.create(Template, {
      id: templateId,
      name: 'Annual filing',
      phases: [{ name: 'Prepare "accounts"' }],
      rules: null,
      createdAt: created,
    });
    em.create(Instance, { id: randomUUID(), template: templateId, data: { done: ['p1_t1'] }, createdAt: created });
    await em.flush();

    const [row] = await readInstances();
    expect(row.data).toEqual({ done: ['p1_t1'] });
    expect(row.createdAt).toEqual(created);
    expect(row.template).toBe(templateId);

    const template = row.templateRecord;
    expect(template.phases).toEqual([{ name: 'Prepare "accounts"' }]);
    expect(template.rules).toBeNull();
    expect(template.createdAt).toEqual(created);
    expect(Object.keys(template).sort()).toEqual(['createdAt', 'id', 'name', 'phases', 'rules']);
  });
});
