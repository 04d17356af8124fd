import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { spaRouteMatcher } from '../spa-routes.ts';

/**
 * Serves the built SPA: hashed assets cached for a year, index.html for every deep link —
 * 200 for a route the SPA has, 404 for one it does not (the SPA then shows its not-found page).
 */
export async function spaPlugin(app: FastifyInstance) {
  const { staticDir } = app.ctx.config;
  const indexFile = path.join(staticDir, 'index.html');
  const built = existsSync(indexFile);
  const html = built ? readFileSync(indexFile, 'utf8') : '';
  const isSpaRoute = spaRouteMatcher(app.ctx.registry);
  if (built) {
    await app.register(fastifyStatic, {
      root: staticDir,
      wildcard: false,
      index: false,
      setHeaders: (res, file) => {
        res.header('Cache-Control', file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((req, reply) => {
    const url = req.url.split('?')[0];
    if (url.startsWith('/api/') || url === '/api') {
      return reply.status(404).send({ status: 404, error: `No such API route: ${req.method} ${url}`, title: 'Not found', details: [] });
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') return reply.status(404).send();
    if (!built) return reply.status(404).type('text/plain').send('The web app is not built: run npm run build');
    return reply
      .status(isSpaRoute(url) ? 200 : 404)
      .header('Cache-Control', 'no-cache')
      .type('text/html')
      .send(html);
  });
}
