import { expect, test } from '@jest/globals';
import { readSupergraph } from '../../schema/supergraph.js';
import { prepareSupergraph } from './supergraph.js';

test('links the security features without the purpose ApolloGateway refuses, and keeps every directive', async () => {
  const sdl = await readSupergraph();
  expect(sdl).toContain('@link(url: "https://specs.apollo.dev/requiresScopes/v0.1", for: SECURITY)');
  const prepared = prepareSupergraph(sdl);
  expect(prepared).not.toContain('for: SECURITY');
  expect(prepared).toContain('@link(url: "https://specs.apollo.dev/requiresScopes/v0.1")');
  expect(prepared.match(/@requiresScopes\(/g)?.length).toBe(sdl.match(/@requiresScopes\(/g)?.length);
});

test('refuses a supergraph naming a policy no function of the gateway decides', async () => {
  const sdl = (await readSupergraph()).replace('"compliance-audit-reader"', '"no-such-policy"');
  expect(() => prepareSupergraph(sdl)).toThrow(/no-such-policy/);
});
