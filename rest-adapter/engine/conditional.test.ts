import { describe, expect, test } from '@jest/globals';
import etag from 'etag';
import { RouteBodies } from './conditional.js';

/** What `sendJson` writes for `body`: its text, its byte count and its tag. */
function sent(bodies: RouteBodies, body: unknown) {
  const text = bodies.serialised(body);
  return { text, bytes: bodies.bytes, tag: bodies.tag };
}

describe("a route's bodies", () => {
  test('are serialised as res.json does, counted in UTF-8 bytes and tagged as the etag package tags them', () => {
    const bodies = new RouteBodies();
    for (const body of [{}, { name: 'Zoë – 東京 🚀', none: undefined }, { data: 'x'.repeat(70_000) }]) {
      const text = JSON.stringify(body);
      expect(sent(bodies, body)).toEqual({ text, bytes: Buffer.byteLength(text), tag: etag(text) });
    }
  });

  test('the same object again is the same answer; another body, even of the same length, gets its own', () => {
    const bodies = new RouteBodies();
    const first = { id: 'a1' };
    const answer = sent(bodies, first);
    expect(sent(bodies, { id: 'a2' })).toEqual({ text: '{"id":"a2"}', bytes: 11, tag: etag('{"id":"a2"}') });
    expect(sent(bodies, { id: 'a1' })).toEqual(answer);
    expect(sent(bodies, first)).toEqual(answer);
  });

  test('a body sent again after another is serialised afresh', () => {
    const bodies = new RouteBodies();
    const body = { count: 1 };
    sent(bodies, body);
    sent(bodies, { count: 2 });
    body.count = 3;
    expect(sent(bodies, body)).toEqual({ text: '{"count":3}', bytes: 11, tag: etag('{"count":3}') });
  });
});
