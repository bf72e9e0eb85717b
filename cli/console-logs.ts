import { logToConsole } from '../platform/logger.js';

/**
 * Imported first by `cli/main.ts`, since modules create their loggers as they load: a command's log lines go to
 * standard error as text, warnings and errors only unless LOG_LEVEL is set, so that its standard output is what it
 * prints (seed:demo's summary, the token of compliance:token) and nothing else.
 */
logToConsole('warn');
