import type { ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginLandingPageLocalDefault } from '@apollo/server/plugin/landingPage/default';
import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../platform/project-root.js';

/** Where `npm run build` (scripts/build-explorer.ts) writes the explorer's bundle: the only files /explorer serves. */
export const EXPLORER_ASSETS_DIR = join(PROJECT_ROOT, 'dist', 'explorer');
export const EXPLORER_PATH = '/explorer';

/**
 * Nothing but this gateway: scripts, styles, workers and connections from its own origin ('self' covers ws: to it
 * too). Styles allow 'unsafe-inline' because Monaco writes its theme and decorations as <style> elements at run
 * time; the fonts are inlined in the stylesheet as data: URLs.
 */
export const EXPLORER_CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "worker-src 'self'",
  "connect-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "font-src 'self' data:",
  "img-src 'self' data:",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

const PAGE = `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>GraphQL explorer</title>
  <link rel="stylesheet" href="${EXPLORER_PATH}/assets/explorer.css">
  <script type="module" src="${EXPLORER_PATH}/assets/explorer.js"></script>
</head>
<body>
  <div id="explorer"></div>
</body>
</html>
`;

const notFound = (message: string) => Object.assign(new Error(message), { status: 404, expose: true });

/**
 * GET /explorer: GraphiQL served from the gateway's own files (works with no internet), outside production.
 * In production every path under it is 404, like the landing page that is off there.
 */
export function explorerRouter(enabled: boolean): Router {
  const router = express.Router();
  if (!enabled) {
    router.use((_req: Request, _res: Response, next: NextFunction) =>
      next(notFound('The explorer is off in production')),
    );
    return router;
  }
  router.use((_req: Request, res: Response, next: NextFunction) => {
    res.setHeader('Content-Security-Policy', EXPLORER_CONTENT_SECURITY_POLICY);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    next();
  });
  router.get('/', (_req: Request, res: Response, next: NextFunction) => {
    if (!existsSync(join(EXPLORER_ASSETS_DIR, 'explorer.js'))) {
      next(Object.assign(new Error('The explorer is not built: run `npm run build`'), { status: 503, expose: true }));
      return;
    }
    res.type('html').send(PAGE);
  });
  router.use('/assets', express.static(EXPLORER_ASSETS_DIR, { index: false, fallthrough: true }));
  router.use((_req: Request, _res: Response, next: NextFunction) => next(notFound('No such file of the explorer')));
  return router;
}

const EXPLORER_LINK = `<p>Without internet, use the explorer this gateway serves from its own files: <a href="${EXPLORER_PATH}">${EXPLORER_PATH}</a>.</p>`;

/**
 * Apollo Sandbox, whose page loads from Apollo's CDN, with a link to the local explorer in what the page shows
 * when that CDN cannot be reached.
 */
export function sandboxLandingPage(): ApolloServerPlugin {
  const sandbox = ApolloServerPluginLandingPageLocalDefault({ embed: true });
  return {
    async serverWillStart(service) {
      const listener = await sandbox.serverWillStart?.(service);
      const render = listener?.renderLandingPage?.bind(listener);
      if (!render) throw new Error("Apollo's landing page plugin rendered no page");
      return {
        async renderLandingPage() {
          const { html } = await render();
          return { html: async () => withExplorerLink(typeof html === 'string' ? html : await html()) };
        },
      };
    },
  };
}

/**
 * The link goes after Sandbox's "cannot be loaded" notice (at the top of the page if a new Apollo Server words it
 * differently). Sandbox's container covers the whole page even when Sandbox did not load, so a style (with the
 * page's own nonce, which its CSP requires) lets clicks through the container while it is still empty.
 */
function withExplorerLink(page: string): string {
  const nonce = /'nonce-([\w+/=-]+)'/.exec(page)?.[1];
  const link = nonce
    ? `${EXPLORER_LINK}<style nonce="${nonce}">#embeddableSandbox:empty { pointer-events: none; }</style>`
    : EXPLORER_LINK;
  const notice = /cannot be loaded[^<]*<\/p>/.exec(page);
  if (notice)
    return page.slice(0, notice.index + notice[0].length) + link + page.slice(notice.index + notice[0].length);
  return page.replace(/<body[^>]*>/, (body) => body + link);
}
