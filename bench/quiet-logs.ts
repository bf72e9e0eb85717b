/**
 * Imported first by `bench/main.ts`: the bench process runs the REST adapter's engine itself (see `rest-twin.ts`),
 * whose request log lines would bury the figures. Like the stack it measures (see `benchEnv`), it logs errors only.
 * A module of its own because loggers are created when their modules load, before `main` runs.
 */
process.env.LOG_LEVEL ??= 'error';
