import type { Logger } from 'pino';
import type { EventStream, EventStreamState } from '../../platform/events/event-stream.js';
import { tagBinding } from '../../platform/events/tag-events.js';
import { generationsOfEvent } from './generations.js';
import type { ResponseCache } from './store.js';

/**
 * Feeds a cache from an event stream: binds `<tag>.#` for every tag of the supergraph being served (again on each
 * reload: `useTags`), drops a tag's entries when one of its events arrives (the tenant's only when it names one, those of the partitions
 * and the unpartitioned ones when it names partitions), and makes the cache unusable while the
 * stream is away. The stream is the one subscriptions use; its other events are ignored here.
 */
export class ResponseCacheInvalidation {
  #tags = new Set<string>();

  constructor(
    private readonly cache: ResponseCache,
    private readonly stream: EventStream,
    private readonly log: Logger,
  ) {
    stream.onEvent((event) => {
      const generations = generationsOfEvent(this.#tags, event.routingKey);
      // In Redis too, by whichever replica comes first: the event may come from a write outside the gateway. What the
      // write that recorded it bumped already (its replica, before it answered) is not bumped again.
      if (generations.length) void cache.invalidateEvent(event.id, generations);
    });
    stream.onState?.((state: EventStreamState) => {
      if (state === 'reconnecting') log.warn('response cache off until the event stream is back');
      else log.info('response cache on: the event stream is connected');
      cache.setStreamConnected(state === 'connected');
    });
  }

  /** Binds the patterns of `tags` and unbinds those of tags no longer declared. */
  useTags(tags: ReadonlySet<string>): void {
    for (const tag of this.#tags) {
      if (tags.has(tag)) continue;
      this.stream
        .unbind(tagBinding(tag))
        .catch((error: unknown) => this.log.warn({ err: error, tag }, 'could not unbind a response-cache tag'));
    }
    const added = [...tags].filter((tag) => !this.#tags.has(tag));
    this.#tags = new Set(tags);
    for (const tag of added) {
      this.cache
        .binding(this.stream.bind(tagBinding(tag)))
        .catch((error: unknown) => this.log.error({ err: error, tag }, 'could not bind a response-cache tag'));
    }
  }
}
