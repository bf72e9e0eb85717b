import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { startGateway, type RunningGateway } from '../../gateway/server.js';
import { CONFIGURATION_VARIABLES, resetConfig } from '../../platform/config.js';
import { complianceSql, seedEntity, seedTenant, startComplianceStack, type TenantUser } from '../support/compliance.js';
import { echoSupergraph, startEchoSubgraph, type RunningTestSubgraph } from '../support/echo-subgraph.js';
import type { TestStack } from '../support/stack.js';
import { waitFor } from '../support/wait.js';

/**
 * The explorer at /explorer, in headless Chromium against the whole stack, with every request to a host other than
 * this machine refused and recorded: it must load, query, mutate and subscribe (graphql-ws, authenticated by the
 * Authorization header typed into its headers editor) on the gateway's own files alone. The stack runs with every
 * limit at its default (issue 32: real clients keep working inside them): rate limits, each listener's admission
 * (connections and anonymous requests per client, body budgets) and the subscription transports' (connection_init
 * within SUBSCRIPTION_INIT_TIMEOUT_MS, bytes before it, subscriptions and connections per user).
 */
const CHROMIUM = '/usr/bin/chromium';
/** Each browser test waits up to 30 s per step, on a machine that may be running other suites. */
const BROWSER_TEST_TIMEOUT_MS = 120_000;
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Every limit variable unset, whatever the environment running the suite says: each takes its default. */
const DEFAULT_LIMITS: Record<string, undefined> = Object.fromEntries(
  CONFIGURATION_VARIABLES.filter((name) => /^(RATE_LIMIT_FACTOR$|HTTP_|SUBSCRIPTION_)/.test(name)).map((name) => [
    name,
    undefined,
  ]),
);

const isLoopback = (url: string): boolean => {
  const { protocol, hostname } = new URL(url);
  if (!['http:', 'https:', 'ws:', 'wss:'].includes(protocol)) return true;
  return hostname === 'localhost' || hostname === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(hostname);
};

const QUERY_EDITOR = '.graphiql-query-editor .monaco-editor';
const HEADERS_EDITOR = '.graphiql-editor-tool .monaco-editor[data-uri$="headers.json"]';

/**
 * Replaces the whole text of a Monaco editor (typing would auto-close brackets), and gives GraphiQL time to take it
 * in: it updates the tab's operation and headers after debounces (100 ms, and 500 ms for its storage), and a run
 * before then sends the previous operation name or headers (seen on a loaded machine as "Unable to identify
 * operation" and as a subscription refused for want of credentials).
 */
async function setEditor(page: Page, selector: string, text: string): Promise<void> {
  await page.locator(selector).click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(text);
  // GraphiQL keeps no trace of the headers to wait for (they are not persisted), so the debounces are waited out.
  await page.waitForTimeout(1_000);
}

/** The text the response pane shows (Monaco renders spaces as no-break spaces). */
async function responseText(page: Page): Promise<string> {
  const text = await page.locator('.graphiql-response .view-lines').first().innerText();
  return text.replace(/\u00a0/g, ' ');
}

/** Waits for the response pane to show `expected`, and answers what it shows. */
async function waitForResponse(page: Page, expected: RegExp): Promise<string> {
  let seen = '';
  try {
    return await waitFor(async () => {
      seen = await responseText(page);
      return expected.test(seen) ? seen : undefined;
    });
  } catch {
    throw new Error(`The response pane never matched ${expected}; it shows:\n${seen}`);
  }
}

describe('the explorer, offline in a browser, against the whole stack', () => {
  let stack: TestStack;
  let browser: Browser;
  let context: BrowserContext;
  let owner: TenantUser;
  let entityId: string;
  const refused: string[] = [];
  const policyViolations: string[] = [];
  const sql = complianceSql(() => stack);

  const explorerUrl = () => new URL('/explorer', stack.gatewayUrl).href;
  /** A browser context of its own (storage included), whose requests to other hosts are refused and recorded. */
  const newContext = async (): Promise<BrowserContext> => {
    const created = await browser.newContext({ viewport: { width: 1400, height: 1200 } });
    await created.route('**/*', async (route) => {
      const url = route.request().url();
      if (isLoopback(url)) return route.continue();
      refused.push(url);
      return route.abort('blockedbyclient');
    });
    return created;
  };
  /** A page of `within` (the suite's context unless told) at `url`; `fakeClock` lets the test pause its timers. */
  const openPage = async (
    url: string,
    { within = context, fakeClock = false }: { within?: BrowserContext; fakeClock?: boolean } = {},
  ): Promise<Page> => {
    const page = await within.newPage();
    if (fakeClock) await page.clock.install();
    page.on('console', (message) => {
      if (/Content.Security.Policy/i.test(message.text())) policyViolations.push(message.text());
    });
    page.on('websocket', (socket) => {
      if (!isLoopback(socket.url())) refused.push(socket.url());
    });
    await page.goto(url);
    return page;
  };
  const openExplorer = async (options: Parameters<typeof openPage>[1] = {}): Promise<Page> => {
    const page = await openPage(explorerUrl(), options);
    await page.locator(QUERY_EDITOR).waitFor({ timeout: 30_000 });
    await setEditor(page, HEADERS_EDITOR, JSON.stringify({ Authorization: owner.headers.authorization }));
    return page;
  };
  const run = (page: Page) => page.locator('.graphiql-execute-button').click();

  beforeAll(async () => {
    if (!existsSync(CHROMIUM)) {
      throw new Error(
        `Chromium is required at ${CHROMIUM} for the explorer's browser test: apt-get install -y chromium (.ci/run installs it)`,
      );
    }
    stack = await startComplianceStack(DEFAULT_LIMITS);
    owner = await seedTenant(sql);
    entityId = await seedEntity(
      sql,
      owner.tenantId,
      { registeredAddress: 'Old Street 1' },
      'Acme Explorer Private Limited',
    );
    browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
    context = await newContext();
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  test(
    'the page, its scripts, styles and workers come from the gateway, under its Content-Security-Policy',
    async () => {
      const loaded: string[] = [];
      const page = await context.newPage();
      page.on('request', (request) => loaded.push(request.url()));
      const answer = await page.goto(explorerUrl());
      expect(answer?.status()).toBe(200);
      expect(answer?.headers()['content-security-policy']).toMatch(/default-src 'none'/);
      await page.locator(QUERY_EDITOR).waitFor({ timeout: 30_000 });
      await waitFor(() => (loaded.some((url) => url.endsWith('/graphql.worker.js')) ? true : undefined), {
        what: "Monaco's GraphQL worker",
      });
      expect(loaded.filter((url) => !isLoopback(url))).toEqual([]);
      await page.close();
    },
    BROWSER_TEST_TIMEOUT_MS,
  );

  test(
    'runs a query and a mutation, and shows a subscription event over graphql-ws authenticated from the headers editor',
    async () => {
      const subscriber = await openExplorer();
      await setEditor(
        subscriber,
        QUERY_EDITOR,
        `subscription Profile { profileUpdated(entityId: "${entityId}") { version changes { field oldValue newValue } entity { name } } }`,
      );
      await run(subscriber);
      await waitFor(() => (stack.gateway.subscriptions.live() === 1 ? true : undefined), {
        what: "the explorer's subscription to be live",
      });

      const editor = await openExplorer();
      await setEditor(
        editor,
        QUERY_EDITOR,
        `query Entity { businessEntity(id: "${entityId}") { name version profileData } }`,
      );
      await run(editor);
      const queried = await waitForResponse(editor, /Acme Explorer Private Limited/);
      const version = Number(/"version": (\d+)/.exec(queried)?.[1]);
      expect(queried).toContain('Old Street 1');

      await setEditor(
        editor,
        QUERY_EDITOR,
        `mutation Move { updateEntityProfile(id: "${entityId}", version: ${version}, profileData: { registeredAddress: "New Street 2" }) { version } }`,
      );
      await run(editor);
      await waitForResponse(editor, new RegExp(`"version": ${version + 1}`));

      const event = await waitForResponse(subscriber, /profileUpdated/);
      expect(event).toContain('"newValue": "New Street 2"');
      expect(event).toContain('"oldValue": "Old Street 1"');
      expect(event).toContain('Acme Explorer Private Limited');
      expect(refused).toEqual([]);
      expect(policyViolations).toEqual([]);
    },
    BROWSER_TEST_TIMEOUT_MS,
  );

  test(
    'a document of two operations run at once shows a client error, never an internal one, and then offers its operations to choose from',
    async () => {
      // A context of its own: the explorer opens on its default query (one operation, Catalogue), as a first visit.
      const firstVisit = await newContext();
      try {
        const page = await openExplorer({ within: firstVisit, fakeClock: true });
        const answered: number[] = [];
        page.on('response', (response) => {
          if (new URL(response.url()).pathname === '/graphql') answered.push(response.status());
        });
        // The user replaces the query with two operations and runs it at once (Ctrl-Enter, as the default query's
        // comment says) before GraphiQL has taken the new document in (its 100 ms debounce): the page's timers are
        // paused meanwhile, so that this is the run every time. GraphiQL then sends the document with the name of
        // the operation it still knows, Catalogue, which the document lacks (the gateway answered that 500,
        // "Internal server error", as it did a document of several operations without operationName).
        await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
        await page.locator(QUERY_EDITOR).click();
        await page.keyboard.press('ControlOrMeta+A');
        await page.keyboard.press('Delete');
        await page.keyboard.insertText(
          `query Typename { __typename }\nquery Entity { businessEntity(id: "${entityId}") { name } }`,
        );
        await page.keyboard.press('ControlOrMeta+Enter');
        await page.clock.resume();
        const refusal = await waitForResponse(page, /"code": "VALIDATION_ERROR"/);
        expect(refusal).toContain('Unknown operation named \\"Catalogue\\"');
        expect(refusal).not.toMatch(/Internal server error|INTERNAL_ERROR/);

        // Once GraphiQL has the document, its run button offers the operations; the user picks the second one.
        await page.locator('.graphiql-execute-button[aria-haspopup="menu"]').click({ timeout: 30_000 });
        await page.getByRole('menuitem', { name: 'Entity' }).click();
        const data = await waitForResponse(page, /Acme Explorer Private Limited/);
        expect(data).not.toMatch(/Internal server error|"errors"/);

        expect(answered).toContain(400);
        expect(answered.filter((status) => status >= 500)).toEqual([]);
        expect(refused).toEqual([]);
        expect(policyViolations).toEqual([]);
      } finally {
        await firstVisit.close();
      }
    },
    BROWSER_TEST_TIMEOUT_MS,
  );

  test(
    'the landing page at /graphql, unable to load Sandbox from its CDN, links to the explorer',
    async () => {
      const page = await openPage(stack.gatewayUrl);
      await page.getByRole('link', { name: '/explorer' }).click();
      await page.waitForURL(explorerUrl());
      await page.locator(QUERY_EDITOR).waitFor({ timeout: 30_000 });
      // The Sandbox page itself tried Apollo's CDN, and nothing else: every refused request was to it.
      expect(refused.length).toBeGreaterThan(0);
      expect(
        refused.filter(
          (url) =>
            !/^https:\/\/[a-z.-]+\.apollographql\.com\//.test(url) &&
            !/^https:\/\/fonts\.(googleapis|gstatic)\.com\//.test(url),
        ),
      ).toEqual([]);
      refused.length = 0;
      await page.close();
    },
    BROWSER_TEST_TIMEOUT_MS,
  );
});

describe('the explorer over HTTP', () => {
  let echo: RunningTestSubgraph;
  const saved = { ...process.env };

  const startEchoGateway = async (): Promise<RunningGateway> => {
    return startGateway({ port: 0, supergraphSdl: echoSupergraph(echo), subgraphUrls: { echo: echo.url } });
  };
  const at = (gateway: RunningGateway, path: string) => new URL(path, gateway.url).href;

  beforeAll(async () => {
    echo = await startEchoSubgraph();
  });

  afterAll(async () => {
    await echo?.stop();
  });

  test('serves the page and its bundle with a Content-Security-Policy of the gateway alone, and 404 in JSON for other paths', async () => {
    const gateway = await startEchoGateway();
    try {
      const page = await fetch(at(gateway, '/explorer'));
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toMatch(/text\/html/);
      const policy = page.headers.get('content-security-policy') ?? '';
      for (const directive of [
        "default-src 'none'",
        "script-src 'self'",
        "connect-src 'self'",
        "worker-src 'self'",
        "frame-ancestors 'none'",
      ]) {
        expect(policy).toContain(directive);
      }
      expect(policy).not.toMatch(/https?:|\*/);
      const html = await page.text();
      const assets = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1]);
      expect(assets).toEqual(['/explorer/assets/explorer.css', '/explorer/assets/explorer.js']);
      for (const asset of [
        ...assets,
        '/explorer/assets/editor.worker.js',
        '/explorer/assets/json.worker.js',
        '/explorer/assets/graphql.worker.js',
      ]) {
        const response = await fetch(at(gateway, asset));
        expect([asset, response.status]).toEqual([asset, 200]);
        expect(response.headers.get('content-security-policy')).toBe(policy);
        expect(await response.text()).not.toMatch(/cdn\.|unpkg\.com|esm\.sh|jsdelivr/);
      }

      const missing = await fetch(at(gateway, '/explorer/assets/nothing.js'));
      expect(missing.status).toBe(404);
      expect(await missing.json()).toEqual({
        errors: [{ message: 'No such file of the explorer', extensions: { code: 'NOT_FOUND', status: 404 } }],
      });
    } finally {
      await gateway.stop();
    }
  });

  test('the Sandbox landing page keeps loading Sandbox and links to the explorer in what it shows offline', async () => {
    const gateway = await startEchoGateway();
    try {
      const page = await (await fetch(gateway.url, { headers: { accept: 'text/html' } })).text();
      expect(page).toMatch(/embeddable-sandbox/);
      expect(page).toMatch(/cannot be loaded[^<]*<\/p><p>[^<]*<a href="\/explorer">\/explorer<\/a>/);
      // Sandbox's empty container, over the whole page, lets the click through (a style with the page's nonce).
      const nonce = /<meta http-equiv="Content-Security-Policy" content="[^"]*'nonce-(\w+)'/.exec(page)?.[1];
      expect(page).toContain(`<style nonce="${nonce}">#embeddableSandbox:empty { pointer-events: none; }</style>`);
    } finally {
      await gateway.stop();
    }
  });

  test('is off in production: 404 in the gateway error shape', async () => {
    Object.assign(process.env, {
      NODE_ENV: 'production',
      RATE_LIMIT_FACTOR: '1',
      CHALLENGE_VERIFY_URL: 'http://127.0.0.1:9/siteverify',
      CHALLENGE_SECRET: 'dummy-secret',
    });
    resetConfig();
    let gateway: RunningGateway | undefined;
    try {
      gateway = await startEchoGateway();
      for (const path of ['/explorer', '/explorer/assets/explorer.js']) {
        const response = await fetch(at(gateway, path));
        expect([path, response.status]).toEqual([path, 404]);
        expect(response.headers.get('content-security-policy')).toBeNull();
        expect(await response.json()).toEqual({
          errors: [{ message: 'The explorer is off in production', extensions: { code: 'NOT_FOUND', status: 404 } }],
        });
      }
    } finally {
      await gateway?.stop();
      for (const key of Object.keys(process.env)) if (!(key in saved)) delete process.env[key];
      Object.assign(process.env, saved);
      resetConfig();
    }
  });
});
