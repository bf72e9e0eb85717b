import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import { CORRELATION_HEADER, correlationIdFrom, withCorrelationId } from './correlation.js';
import { httpRequestDuration, httpRequests } from './metrics.js';

/** Paths of probes and scrapers: their request lines are logged at debug, so that they do not drown the others. */
const MONITORING_PATHS: ReadonlySet<string> = new Set(['/health', '/metrics']);

const pathOf = (req: Request) => req.originalUrl.split('?', 1)[0];

/** The pattern of the route that answered (`/training/api/v1/courses/:id`), never the raw path: a label of few values. */
function routeOf(req: Request): string {
  const route = req.route as { path?: unknown } | undefined;
  if (route) return `${req.baseUrl}${String(route.path)}`;
  return req.baseUrl || 'unmatched';
}

/** The route label; event streams (subscriptions over SSE) apart, as they last as long as the subscription. */
function routeLabel(req: Request, res: Response): string {
  const contentType = res.getHeader('content-type');
  return typeof contentType === 'string' && contentType.startsWith('text/event-stream')
    ? `${routeOf(req)} (event stream)`
    : routeOf(req);
}

/**
 * The path a request line shows: the raw path, without its query (links carry tokens there), or the route's
 * pattern when a parameter of the path is a token (file links, reset links).
 */
function loggedPath(req: Request): string {
  return Object.keys(req.params ?? {}).some((name) => /token/i.test(name)) ? routeOf(req) : pathOf(req);
}

function statusClass(res: ServerResponse): string {
  return res.writableFinished ? `${Math.floor(res.statusCode / 100)}xx` : 'aborted';
}

/**
 * The request's correlation id, derived once per request (the client's uuid, else a new one), kept in its
 * `res.locals` and answered in X-Correlation-Id. Every component's middleware and handler asks here.
 */
export function requestCorrelationId(
  req: IncomingMessage,
  res: ServerResponse & { locals?: Record<string, unknown> },
): string {
  // Express gives every response its locals; a request served ahead of Express gets them here, and Express keeps them.
  const locals = (res.locals ??= Object.create(null) as Record<string, unknown>);
  const assigned = locals.correlationId as string | undefined;
  if (assigned) return assigned;
  const correlationId = correlationIdFrom(req.headers[CORRELATION_HEADER]);
  locals.correlationId = correlationId;
  res.setHeader('X-Correlation-Id', correlationId);
  return correlationId;
}

/**
 * Request lines of failures at error, of probes and scrapes at debug (they would drown the others), the rest at info.
 * A request its client aborted is no failure of ours, whatever status a handler had set by then: info (and counted
 * as `aborted`, never as 5xx).
 */
function levelOf(path: string, res: ServerResponse): 'error' | 'debug' | 'info' {
  if (!res.writableFinished) return MONITORING_PATHS.has(path) ? 'debug' : 'info';
  if (res.statusCode >= 500) return 'error';
  return MONITORING_PATHS.has(path) ? 'debug' : 'info';
}

function messageOf(res: ServerResponse): string {
  if (!res.writableFinished) return 'request aborted';
  return res.statusCode >= 500 ? 'request failed' : 'request completed';
}

/** Where a request served ahead of Express was answered, as its route and logged path would say. */
export interface ServedAt {
  readonly route: string;
  readonly path: string;
}

/** Where a request Express routed was answered (its route's pattern and logged path), to serve the same ahead of it. */
export const servedAtOf = (req: Request): ServedAt => ({ route: routeOf(req), path: loggedPath(req) });

/** Responses whose request is observed already: one served ahead of Express that Express then finishes. */
const observed = new WeakSet<ServerResponse>();

/**
 * Observes one request until its response closes: its correlation id (returned), then its line, count and latency
 * (see `observeHttp`). `servedAt` names a request served ahead of Express, which has no route of its own.
 */
export function observeRequest(
  component: string,
  log: Logger,
  req: IncomingMessage,
  res: ServerResponse,
  servedAt?: ServedAt,
): string {
  observed.add(res);
  const correlationId = requestCorrelationId(req, res);
  const started = performance.now();
  res.once('close', () => {
    const durationMs = performance.now() - started;
    const express = req as Request;
    const labels = {
      component,
      method: req.method,
      route: servedAt?.route ?? routeLabel(express, res as Response),
      status_class: statusClass(res),
    };
    httpRequests.inc(labels);
    httpRequestDuration.observe(labels, durationMs / 1000);
    const path = servedAt?.path ?? pathOf(express);
    const level = levelOf(path, res);
    if (!log.isLevelEnabled(level)) return;
    log[level](
      {
        correlationId,
        method: req.method,
        path: servedAt?.path ?? loggedPath(express),
        status: res.statusCode,
        durationMs: Math.round(durationMs * 10) / 10,
      },
      messageOf(res),
    );
  });
  return correlationId;
}

/**
 * What every component's HTTP server does for each request: one JSON line once it is answered (method, path,
 * status, duration, correlation id), its count and latency in `http_requests_total` and
 * `http_request_duration_seconds` under `component`, and the correlation id on every log line written while it
 * is served. Mount it first, after the middleware that assigns the correlation id, if the component has one.
 *
 * One listener does it all: pino-http, which builds child loggers for every request, cost about 35 µs of CPU per
 * request on this machine even with its lines switched off, a good part of what a cached gateway query costs.
 */
export function observeHttp(component: string, log: Logger): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    const correlationId = observed.has(res) ? requestCorrelationId(req, res) : observeRequest(component, log, req, res);
    withCorrelationId(correlationId, next);
  };
}
