import { describe, expect, test } from '@jest/globals';
import { defaultFieldResolver, graphql, type GraphQLObjectType } from 'graphql';
import { Authorized, Field, ObjectType, Query, Resolver, UseMiddleware, type MiddlewareFn } from 'type-graphql';
import { buildFederatedSchema } from './federation.js';

const calls: string[] = [];
const Counted: MiddlewareFn = async ({ info }, next) => {
  calls.push(info.fieldName);
  return next();
};

@ObjectType()
class Gadget {
  @Field(() => String)
  plain!: string;

  @Field(() => String, { name: 'renamed' })
  internalName!: string;

  @Field(() => String)
  @Authorized('admin')
  secret!: string;

  @Field(() => String)
  @UseMiddleware(Counted)
  counted!: string;
}

@Resolver(() => Gadget)
class GadgetResolver {
  @Query(() => Gadget)
  gadget(): Gadget {
    return { plain: 'p', internalName: 'n', secret: 's', counted: 'c' };
  }
}

describe('buildFederatedSchema', () => {
  test("reads plain fields with graphql-js's default resolver and keeps type-graphql's for guarded or renamed ones", async () => {
    const schema = await buildFederatedSchema({
      resolvers: [GadgetResolver],
      authChecker: ({ context }) => (context as { admin: boolean }).admin,
      emitSchemaFile: false,
    });
    const fields = (schema.getType('Gadget') as GraphQLObjectType).getFields();
    expect([undefined, defaultFieldResolver]).toContain(fields.plain.resolve);
    for (const guarded of ['renamed', 'secret', 'counted']) {
      expect([undefined, defaultFieldResolver]).not.toContain(fields[guarded].resolve);
    }

    const asked = '{ gadget { plain renamed counted secret } }';
    const asAdmin = await graphql({ schema, source: asked, contextValue: { admin: true } });
    expect(asAdmin).toEqual({ data: { gadget: { plain: 'p', renamed: 'n', counted: 'c', secret: 's' } } });
    expect(calls).toEqual(['counted']);
    const asOther = await graphql({ schema, source: asked, contextValue: { admin: false } });
    expect(asOther.errors?.[0]?.path).toEqual(['gadget', 'secret']);
  });
});
