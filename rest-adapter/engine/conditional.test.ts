import { describe, expect, test } from '@jest/globals';
import etag from 'etag';
import { RouteBodies, SerialisedBody, serialisedBody } from './conditional.js';

/** What `sendJson` writes for a body: its text, its byte count and its tag. */
const written = ({ text, bytes, tag }: SerialisedBody) => ({ text, bytes, tag });

describe("a route's bodies", () => {
  test('are serialised as res.json does, counted in UTF-8 bytes and tagged as the etag package tags them', () => {
    const bodies = new RouteBodies();
    for (const body of [{}, { name: 'Zoë – 東京 🚀', none: undefined }, { data: 'x'.repeat(70_000) }]) {
      const text = JSON.stringify(body);
      expect(written(bodies.serialised(body))).toEqual({ text, bytes: Buffer.byteLength(text), tag: etag(text) });
    }
  });

  test('an equal body again is the last one; another, even of the same length, is its own', () => {
    const bodies = new RouteBodies();
    const first = bodies.serialised({ id: 'a1' });
    const second = bodies.serialised({ id: 'a2' });
    expect(written(second)).toEqual({ text: '{"id":"a2"}', bytes: 11, tag: etag('{"id":"a2"}') });
    expect(second.tag).not.toBe(first.tag);
    expect(bodies.serialised({ id: 'a2' })).toBe(second);
    expect(written(bodies.serialised({ id: 'a1' }))).toEqual(written(first));
  });

  test('a body already serialised is sent as it is', () => {
    const body = new SerialisedBody('{"kept":true}');
    expect(new RouteBodies().serialised(body)).toBe(body);
    expect(serialisedBody(body)).toBe(body);
  });
});

describe('a body sent without a route (an error)', () => {
  test('is serialised and tagged as a route’s body would be', () => {
    const body = { error: 'Zoë – 東京 🚀', code: 'NOT_FOUND' };
    expect(written(serialisedBody(body))).toEqual(written(new RouteBodies().serialised(body)));
    expect(written(serialisedBody(body))).toEqual({
      text: JSON.stringify(body),
      bytes: Buffer.byteLength(JSON.stringify(body)),
      tag: etag(JSON.stringify(body)),
    });
  });
});
