import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseConfig, requireProductionSettings } from '../platform/config.js';
import { PROJECT_ROOT } from '../platform/project-root.js';
import { COMPONENT_PRODUCTION_REQUIREMENTS, SUBGRAPH_NAMES, SUBGRAPHS } from './index.js';

/**
 * subgraphs/index.ts is the one list of subgraphs: every subgraph folder is in it, and each entry has what the list
 * cannot give it (its folder, its `main.ts` and its `start:<name>` script, CONTRACT.md's for the three).
 */
const SUBGRAPHS_DIR = join(PROJECT_ROOT, 'subgraphs');
const scripts = (
  JSON.parse(readFileSync(join(PROJECT_ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
).scripts;

describe('the subgraph registry', () => {
  test('lists every folder of subgraphs/ that declares a subgraph, under the folder’s name', () => {
    const declared = readdirSync(SUBGRAPHS_DIR, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && existsSync(join(SUBGRAPHS_DIR, entry.name, 'subgraph.ts')))
      .map((entry) => entry.name)
      .sort();
    expect([...SUBGRAPH_NAMES].sort()).toEqual(declared);
  });

  test('gives each subgraph a name of its own, a port of its own and a schema of its own', () => {
    for (const { name } of SUBGRAPHS)
      expect({ name, valid: /^[a-z]+(-[a-z]+)*$/.test(name) }).toEqual({ name, valid: true });
    const names = SUBGRAPHS.map((definition) => definition.name);
    const ports = SUBGRAPHS.map((definition) => definition.port);
    const schemas = SUBGRAPHS.map((definition) => definition.database.schema);
    for (const values of [names, ports, schemas] as unknown[][]) expect(new Set(values).size).toBe(SUBGRAPHS.length);
  });

  test('keeps the contract’s ports of the three (TRAINING_PORT 4001, COMPLIANCE_PORT 4002, FACTORY_PORT 4003)', () => {
    expect(Object.fromEntries(SUBGRAPHS.map((definition) => [definition.name, definition.port]))).toEqual({
      training: 4001,
      compliance: 4002,
      factory: 4003,
    });
  });

  test('starts each subgraph with `npm run start:<name>`, its folder’s main.ts', () => {
    for (const { name } of SUBGRAPHS) {
      expect({ name, script: scripts[`start:${name}`] }).toEqual({
        name,
        script: `npm run build && node dist/subgraphs/${name}/main.js`,
      });
      expect({ name, main: existsSync(join(SUBGRAPHS_DIR, name, 'main.ts')) }).toEqual({ name, main: true });
    }
  });

  test('refuses production without what each subgraph’s development stand-ins replace, as its definition declares', () => {
    const bare = parseConfig({ NODE_ENV: 'production' });
    const refusal = (name: string) => () => requireProductionSettings(bare, [name], COMPONENT_PRODUCTION_REQUIREMENTS);
    expect(refusal('training')).toThrow(
      /IDP_URL, IDP_SERVICE_KEY: required in production \(training: [^\n]*\n.*CHALLENGE_VERIFY_URL, CHALLENGE_SECRET: required/,
    );
    expect(refusal('compliance')).toThrow(/IDP_JWT_SECRET: required in production \(compliance: /);
    expect(refusal('factory')).not.toThrow();
  });
});
