import { parseConfig } from '../platform/config.js';
import { readSupergraph } from '../schema/supergraph.js';
import { joinedSubgraphs, subgraphUrls } from './subgraph-urls.js';

/** Where the gateway finds the subgraphs: the checked-in supergraph's @join__graph, overridden by configuration. */
describe('subgraph URLs', () => {
  test("are the checked-in supergraph's, which names the local stack's subgraphs", async () => {
    const supergraph = await readSupergraph();
    expect(joinedSubgraphs(supergraph)).toEqual({
      training: 'http://127.0.0.1:4001/graphql',
      compliance: 'http://127.0.0.1:4002/graphql',
      factory: 'http://127.0.0.1:4003/graphql',
    });
    expect(subgraphUrls(supergraph, parseConfig({}))).toEqual(joinedSubgraphs(supergraph));
  });

  test('follow <NAME>_URL first, then a local stack on other ports (<NAME>_PORT)', async () => {
    const supergraph = await readSupergraph();
    expect(
      subgraphUrls(supergraph, parseConfig({ TRAINING_URL: 'http://training:4001/graphql', COMPLIANCE_PORT: '5002' })),
    ).toEqual({
      training: 'http://training:4001/graphql',
      compliance: 'http://127.0.0.1:5002/graphql',
      factory: 'http://127.0.0.1:4003/graphql',
    });
  });

  test('keep the URL of a supergraph composed for a deployment, whatever the local ports', () => {
    const supergraph = `enum join__Graph {
      TRAINING @join__graph(name: "training", url: "http://training.internal:4001/graphql")
    }`;
    expect(subgraphUrls(supergraph, parseConfig({ TRAINING_PORT: '5001' }))).toEqual({
      training: 'http://training.internal:4001/graphql',
    });
  });

  test('refuse a supergraph that joins no subgraph', () => {
    expect(() => joinedSubgraphs('type Query { a: Int }')).toThrow(/joins no subgraph/);
  });
});
