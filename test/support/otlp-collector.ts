import { LocalJsonServer, reply, type JsonReply, type ReceivedRequest } from './json-http-server.js';

/** A span as the collector received it, with the service that sent it. */
export interface ReceivedSpan {
  readonly service: string;
  /** 32 hex digits. */
  readonly traceId: string;
  readonly spanId: string;
  readonly parentSpanId: string;
  readonly name: string;
  /** OTLP's SpanKind: 1 internal, 2 server, 3 client. */
  readonly kind: number;
  readonly attributes: Readonly<Record<string, unknown>>;
}

interface OtlpAttribute {
  key: string;
  value: { stringValue?: string; intValue?: string | number; boolValue?: boolean; doubleValue?: number };
}

interface OtlpTraces {
  resourceSpans?: {
    resource?: { attributes?: OtlpAttribute[] };
    scopeSpans?: {
      spans?: {
        traceId: string;
        spanId: string;
        parentSpanId?: string;
        name: string;
        kind: number;
        attributes?: OtlpAttribute[];
      }[];
    }[];
  }[];
}

const attributes = (list: OtlpAttribute[] = []): Record<string, string | number | boolean | undefined> =>
  Object.fromEntries(
    list.map(({ key, value }) => [key, value.stringValue ?? value.intValue ?? value.boolValue ?? value.doubleValue]),
  );

/** OTLP/JSON writes ids in hex; some exporters write them in base64 as protobuf's JSON mapping would. */
const hexId = (id: string | undefined, hexLength: number): string =>
  !id
    ? ''
    : new RegExp(`^[0-9a-f]{${hexLength}}$`, 'i').test(id)
      ? id.toLowerCase()
      : Buffer.from(id, 'base64').toString('hex');

/**
 * An OpenTelemetry collector as far as traces over OTLP/HTTP with JSON bodies go (`OTEL_EXPORTER_OTLP_PROTOCOL=
 * http/json`): `POST /v1/traces` takes an ExportTraceServiceRequest and keeps its spans for the test.
 */
export class OtlpCollector extends LocalJsonServer {
  readonly spans: ReceivedSpan[] = [];

  protected answer(request: ReceivedRequest): JsonReply {
    if (request.method !== 'POST' || request.path !== '/v1/traces') return reply(404, {});
    if (!request.headers['content-type']?.startsWith('application/json'))
      return reply(415, { message: 'This collector reads OTLP/JSON only' });
    const body = JSON.parse(request.body) as OtlpTraces;
    for (const resourceSpans of body.resourceSpans ?? []) {
      const service = String(attributes(resourceSpans.resource?.attributes)['service.name'] ?? '');
      for (const scopeSpans of resourceSpans.scopeSpans ?? []) {
        for (const span of scopeSpans.spans ?? []) {
          this.spans.push({
            service,
            traceId: hexId(span.traceId, 32),
            spanId: hexId(span.spanId, 16),
            parentSpanId: hexId(span.parentSpanId, 16),
            name: span.name,
            kind: span.kind,
            attributes: attributes(span.attributes),
          });
        }
      }
    }
    return reply(200, {});
  }
}
