import { pino, type Logger } from 'pino';
import { config } from './config.js';

let root: Logger | undefined;

/** Structured JSON logs; every component logs through a child carrying its name. */
export function logger(component?: string): Logger {
  root ??= pino({
    level: config().NODE_ENV === 'test' && !process.env.LOG_LEVEL ? 'silent' : config().LOG_LEVEL,
    base: { pid: process.pid },
    redact: ['req.headers.authorization', 'req.headers.cookie', 'headers.authorization', 'headers.cookie'],
  });
  return component ? root.child({ component }) : root;
}
