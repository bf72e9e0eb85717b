/**
 * The largest body a listener accepts at all, derived from the limits its body parsers are given, so that a declared
 * length beyond every parser's limit is refused (413) before a byte of it is read, and before `100 Continue`. Each
 * parser still enforces its own, smaller limit (a JSON body at 2 MiB on a listener that takes 50 MiB uploads).
 */

/** Room for a multipart body's framing: its boundaries and each part's headers. */
export const MULTIPART_FRAMING_BYTES = 1024 * 1024;

/** graphql-upload's `maxFieldSize` when none is given (its processRequest's default). */
export const GRAPHQL_UPLOAD_DEFAULT_FIELD_BYTES = 1_000_000;

/** The options given to graphqlUploadExpress, and the JSON body parser's limit beside it. */
export interface GraphQLBodyLimits {
  readonly jsonBytes: number;
  readonly maxFileSize: number;
  readonly maxFiles: number;
  readonly maxFieldSize?: number;
}

/** A GraphQL endpoint's bound: a JSON body, or a multipart request (its `operations` and `map` fields, then its files). */
export function graphqlBodyBytes(limits: GraphQLBodyLimits): number {
  const fieldBytes = limits.maxFieldSize ?? GRAPHQL_UPLOAD_DEFAULT_FIELD_BYTES;
  const multipart = 2 * fieldBytes + limits.maxFiles * limits.maxFileSize + MULTIPART_FRAMING_BYTES;
  return Math.max(limits.jsonBytes, multipart);
}
