// Preloaded with `node --import` into a component process: appends the URL of every module the process loads
// (static and dynamic imports, require) to the file named by LOADED_MODULES_FILE, one a line.
import { appendFileSync } from 'node:fs';
import { registerHooks } from 'node:module';

const file = process.env.LOADED_MODULES_FILE;
if (!file) throw new Error('LOADED_MODULES_FILE names no file');

registerHooks({
  load(url, context, nextLoad) {
    appendFileSync(file, `${url}\n`);
    return nextLoad(url, context);
  },
});
