import { describe, expect, test } from '@jest/globals';
import etag from 'etag';
import { EntityTags } from './conditional.js';

const tagOf = (tags: EntityTags, text: string) => tags.of(text, Buffer.byteLength(text));

describe('entity tags of a route', () => {
  test('are the etag package’s tags of the body, UTF-8 bytes counted', () => {
    const tags = new EntityTags();
    for (const text of ['{}', '{"name":"Zoë – 東京 🚀"}', JSON.stringify({ data: 'x'.repeat(70_000) })])
      expect(tagOf(tags, text)).toBe(etag(text));
  });

  test('an answer again keeps its tag; another of the same length gets its own', () => {
    const tags = new EntityTags();
    const first = tagOf(tags, '{"id":"a1"}');
    expect(tagOf(tags, '{"id":"a2"}')).toBe(etag('{"id":"a2"}'));
    expect(tagOf(tags, '{"id":"a2"}')).not.toBe(first);
    expect(tagOf(tags, '{"id":"a1"}')).toBe(first);
  });
});
