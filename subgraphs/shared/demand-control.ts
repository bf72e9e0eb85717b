import { Directive } from 'type-graphql';

/**
 * The IBM GraphQL Cost Directive specification's `@cost` and `@listSize`, as a subgraph declares them on its fields
 * (Federation 2.9 composes them into the supergraph, where the gateway's demand control reads them). Every list field
 * declares its size (`test/schema/list-sizes.test.ts` fails on one that does not); the README lists the weights.
 */

/** A field (or type) weighing `weight` instead of 1 (objects) or 0 (scalars, enums): work beyond reading a row. */
export const Cost = (weight: number) => Directive(`@cost(weight: ${weight})`);

/** A list with no page-size argument: at most `size` items, the cap the subgraph's code puts on it. */
export const AssumedListSize = (size: number) => Directive(`@listSize(assumedSize: ${size})`);

/**
 * A field answering a page (`{ items, total, ... }`) whose `limit` argument sizes its `items`; `defaultLimit` is the
 * size when the operation gives none (the service's default page size).
 */
export const PageListSize = (defaultLimit: number, slicingArgument = 'limit') =>
  Directive(
    `@listSize(slicingArguments: ["${slicingArgument}"], sizedFields: ["items"], assumedSize: ${defaultLimit}, requireOneSlicingArgument: false)`,
  );
