import { all, describeRule, is, meets, not, selectionRule, sent } from './rules.js';
import type { RouteRequest } from './types.js';

/** A variant's rule: what the engine decides from it, and the words the documents give it, from one declaration. */
const request = (parts: Partial<RouteRequest>): RouteRequest => ({
  method: 'PATCH',
  params: {},
  query: {},
  body: undefined,
  headers: {},
  correlationId: '00000000-0000-4000-8000-000000000000',
  gatewayOrigin: 'http://127.0.0.1',
  ...parts,
});

const cancels = all(is('body', 'status', 'cancelled'), not(sent('body', 'step')));

test('a body rule: the value in any case and trimmed, a field sent or not, a body that is no object', () => {
  expect(meets(request({ body: { status: ' Cancelled ' } }), cancels)).toBe(true);
  expect(meets(request({ body: { status: 'cancelled', step: 'Cutting' } }), cancels)).toBe(false);
  expect(meets(request({ body: { status: 'completed' } }), cancels)).toBe(false);
  expect(meets(request({ body: { status: ['cancelled'] } }), cancels)).toBe(false);
  expect(meets(request({ body: ['status', 'cancelled'] }), cancels)).toBe(false);
  expect(meets(request({ body: undefined }), cancels)).toBe(false);
  // Only the body's own fields count.
  expect(meets(request({ body: { status: 'cancelled' } }), is('body', 'toString', 'x'))).toBe(false);
});

test('header and query rules: a header by any case of its name, a repeated parameter by its first value', () => {
  const admin = sent('header', 'Authorization');
  expect(meets(request({ headers: { authorization: 'Bearer x' } }), admin)).toBe(true);
  expect(meets(request({ headers: {} }), admin)).toBe(false);
  expect(meets(request({ headers: {} }), not(admin))).toBe(true);
  expect(meets(request({ query: { style: ['a', 'b'] } }), is('query', 'style', 'a'))).toBe(true);
  expect(meets(request({ query: { style: ['b', 'a'] } }), is('query', 'style', 'a'))).toBe(false);
});

test('the same rules in words', () => {
  expect(describeRule(cancels)).toBe(
    'body field `status` is `cancelled` (in any case) and body field `step` is not sent',
  );
  expect(selectionRule(cancels)).toBe(
    'Taken when body field `status` is `cancelled` (in any case) and body field `step` is not sent.',
  );
  expect(selectionRule(not(sent('header', 'authorization')))).toBe('Taken unless the `authorization` header is sent.');
  expect(selectionRule(not(is('query', 'style', 'a')))).toBe(
    'Taken unless query parameter `style` is `a` (in any case).',
  );
  expect(selectionRule(not(cancels))).toBe(
    'Taken unless body field `status` is `cancelled` (in any case) and body field `step` is not sent.',
  );
  expect(selectionRule(undefined)).toBe('Taken when no route listed before it is.');
});
