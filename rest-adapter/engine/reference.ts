import escapeHtml from 'escape-html';
import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import type { OpenApiDocument } from './openapi.js';
import type { ServiceDefinition } from './types.js';

/** Swagger UI's prebuilt browser assets, served from the npm package: the reference page needs no internet access. */
const SWAGGER_UI_DIR = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
/** Only what the page loads (the package also holds a demo page that fetches a document from the internet). */
const ASSETS = new Set(['swagger-ui.css', 'swagger-ui-bundle.js', 'favicon-32x32.png', 'favicon-16x16.png']);

/**
 * A service's OpenAPI document at `<base>/openapi.json` and an interactive reference of it at `<base>/docs`
 * (Swagger UI), mounted ahead of the route table so that the service's "unknown path" answer never takes them.
 */
export function referenceRouter(service: ServiceDefinition, document: Promise<OpenApiDocument>): Router {
  const router = express.Router();
  const base = service.basePath.replace(/\/+$/, '');
  const title = escapeHtml(service.documentation?.title ?? service.name);
  const page = `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>${title}</title>
  <link rel="icon" type="image/png" href="${escapeHtml(base)}/docs/assets/favicon-32x32.png">
  <link rel="stylesheet" href="${escapeHtml(base)}/docs/assets/swagger-ui.css">
</head>
<body>
  <div id="reference"></div>
  <script src="${escapeHtml(base)}/docs/assets/swagger-ui-bundle.js"></script>
  <script src="${escapeHtml(base)}/docs/reference.js"></script>
</body>
</html>
`;
  // A script of its own rather than an inline one, so that a strict Content-Security-Policy can allow the page.
  // `validatorUrl: null`: Swagger UI would otherwise send the document to an online validator.
  const initializer = `SwaggerUIBundle(${JSON.stringify({ url: `${base}/openapi.json`, dom_id: '#reference', deepLinking: true, validatorUrl: null })});\n`;

  // Kept as the text it is served as, made once: a fraction of the memory the document's objects would hold.
  // A document that failed is reported where it was made, and to each request for it.
  const json = document.then((value) => JSON.stringify(value));
  json.catch(() => undefined);
  router.get('/openapi.json', async (_req: Request, res: Response, next: NextFunction) => {
    try {
      res.type('json').send(await json);
    } catch (error) {
      next(error);
    }
  });
  router.get('/docs', (_req: Request, res: Response) => {
    res.type('html').send(page);
  });
  router.get('/docs/reference.js', (_req: Request, res: Response) => {
    res.type('text/javascript').send(initializer);
  });
  router.get('/docs/assets/:file', (req: Request, res: Response, next: NextFunction) => {
    const file = req.params.file as string;
    if (ASSETS.has(file)) res.sendFile(file, { root: SWAGGER_UI_DIR, maxAge: '1d' });
    else next();
  });
  return router;
}
