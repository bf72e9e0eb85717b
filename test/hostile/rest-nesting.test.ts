import { refusalProblem } from '../support/legacy-errors.js';
import { startTestStack, type TestStack } from '../support/stack.js';
import { answerOf } from '../support/training-rest.js';

/**
 * Every legacy surface refuses a JSON body nested thousands of levels deep in its own error shape, before anything
 * walks it (the REST adapter's parser, platform/json-depth.ts): a public route of each, so no credential is needed
 * to reach the check.
 */
let stack: TestStack;

beforeAll(async () => {
  stack = await startTestStack();
}, 120_000);

afterAll(() => stack?.stop());

const surfaces = [
  { service: 'training', path: '/training/api/v1/contact', field: 'message' },
  { service: 'compliance', path: '/compliance/api/v1/tenants/signup', field: 'companyName' },
  { service: 'factory', path: '/factory/api/v1/auth/login', field: 'email' },
] as const;

/** `{"<field>": [[[...]]]}` nested `depth` levels below the field, written as text (no walk builds it). */
const nestedBody = (field: string, depth: number) => `{"${field}": ${'['.repeat(depth)}${']'.repeat(depth)}}`;

test('every REST surface refuses a body nested 5,000 levels deep with 400 in its own error shape', async () => {
  const problems: string[] = [];
  for (const { service, path, field } of surfaces) {
    const response = await fetch(`${stack.restUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: nestedBody(field, 5_000),
    });
    const problem = refusalProblem(service, await answerOf(response), 400);
    if (problem) problems.push(`${service}: ${problem}`);
  }
  expect(problems).toEqual([]);
});
