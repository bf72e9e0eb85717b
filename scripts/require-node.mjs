// Runs first in `npm run build` (and so before every start, test and bench), under whatever Node.js the person
// has: plain JavaScript that any version parses, so that an old one gets this line instead of a crash later on.
import { readFileSync } from 'node:fs';

const { engines } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const needed = Number(/\d+/.exec(engines.node)?.[0]);
const running = Number(process.versions.node.split('.')[0]);
if (running < needed) {
  console.error(
    `This project needs Node.js ${needed} or newer, and this is Node.js ${process.version}: install Node.js ${needed} LTS ` +
      `(https://nodejs.org/en/download, or \`nvm install ${needed}\`), then run the command again.`,
  );
  process.exit(1);
}
