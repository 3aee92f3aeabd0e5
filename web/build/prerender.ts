import { execFile } from 'node:child_process';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { markupAttribute, markupText, prerenderedFile } from '@seabook/domain/site-pages';
import react from '@vitejs/plugin-react';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import type { RenderedPage } from '../src/prerender.tsx';
import { compressFile } from './precompress.ts';

const run = promisify(execFile);

/** Sets one thing in the built index.html, failing the build when the template no longer has it. */
function replaceOnce(html: string, find: string, by: string): string {
  if (!html.includes(find)) throw new Error(`prerender: index.html has no ${find}`);
  return html.replace(find, () => by);
}

/** The built index.html with a page rendered into it, in one language (decision 060). */
export function pageHtml(template: string, locale: string, page: RenderedPage, head: readonly string[]): string {
  let html = replaceOnce(template, '<html lang="zh-CN">', `<html lang="${locale}">`);
  html = replaceOnce(html, '<title>Seabook</title>', `<title>${markupText(page.title)}</title>`);
  html = replaceOnce(
    html,
    '<meta name="description" content="" />',
    `<meta name="description" content="${markupAttribute(page.description)}" />`,
  );
  html = replaceOnce(
    html,
    '<meta name="keywords" content="" />',
    `<meta name="keywords" content="${markupAttribute(page.keywords)}" />`,
  );
  html = replaceOnce(html, '  </head>', `${head.map((line) => `    ${line}\n`).join('')}  </head>`);
  // The page paints without its scripts: they load at low priority, after the stylesheets, and still run
  // before the load event (decision 060).
  if (!html.includes('<script type="module" ')) throw new Error('prerender: index.html has no module script');
  html = html.replaceAll('<script type="module" ', '<script type="module" fetchpriority="low" ');
  // The marker says in which language the HTML is: main.tsx hydrates it only for a visitor in that language.
  return replaceOnce(html, '<div id="root"></div>', `<div id="root" data-locale="${locale}">${page.html}</div>`);
}

/**
 * Renders the first visit's pages (src/prerender.tsx) into copies of the built index.html, in every
 * language, after the client build (decision 060): a phone shows the header, hero and search form as soon
 * as the HTML and the stylesheets arrive, not when the JavaScript has run. The pages' chunk (`chunkName`,
 * one file by vite.config.ts) and its stylesheets are linked from the HTML, since they are needed at once.
 */
export function prerenderPages(options: { locales: readonly string[]; chunkName: string }): Plugin {
  let config: ResolvedConfig;
  const assets = { css: [] as string[], js: [] as string[] };
  return {
    name: 'seabook-prerender',
    apply: (userConfig, env) => env.command === 'build' && !userConfig.build?.ssr,
    configResolved(resolved) {
      config = resolved;
    },
    generateBundle(_options, bundle) {
      const chunk = Object.values(bundle).find((file) => file.type === 'chunk' && file.name === options.chunkName);
      if (chunk?.type !== 'chunk') throw new Error(`prerender: no chunk named ${options.chunkName}`);
      const css = new Set<string>();
      const seen = new Set<string>();
      const visit = (name: string) => {
        const file = bundle[name];
        if (file?.type !== 'chunk' || seen.has(name)) return;
        seen.add(name);
        for (const sheet of file.viteMetadata?.importedCss ?? []) css.add(sheet);
        for (const imported of file.imports) visit(imported);
      };
      visit(chunk.fileName);
      assets.css = [...css];
      assets.js = [chunk.fileName];
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const root = config.root;
        const outDir = path.resolve(root, config.build.outDir);
        // Inside the workspace, so that the server bundle's imports of packages resolve from node_modules.
        const serverDir = path.join(root, 'node_modules', '.seabook-prerender');
        await build({
          configFile: false,
          root,
          mode: config.mode,
          envDir: config.envDir,
          logLevel: 'error',
          plugins: [react()],
          build: { ssr: 'src/prerender.tsx', outDir: serverDir, emptyOutDir: true, copyPublicDir: false },
        });
        const runner = path.join(root, 'build', 'prerender-run.ts');
        const entry = pathToFileURL(path.join(serverDir, 'prerender.js')).href;
        const { stdout } = await run(process.execPath, [runner, entry, options.locales.join(',')], {
          cwd: root,
          maxBuffer: 64 * 1024 * 1024,
        });
        const pages = JSON.parse(stdout) as Record<string, Record<string, RenderedPage>>;
        const template = await readFile(path.join(outDir, 'index.html'), 'utf8');
        const base = config.base;
        const head = [
          ...assets.css
            .filter((sheet) => !template.includes(`${base}${sheet}`))
            .map((sheet) => `<link rel="stylesheet" crossorigin href="${base}${sheet}">`),
          ...assets.js.map(
            (script) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="${base}${script}">`,
          ),
        ];
        const written: string[] = [];
        for (const [locale, byPath] of Object.entries(pages))
          for (const [pagePath, page] of Object.entries(byPath)) {
            const file = path.join(outDir, prerenderedFile(locale, pagePath));
            await mkdir(path.dirname(file), { recursive: true });
            await writeFile(file, pageHtml(template, locale, page, head));
            written.push(file);
          }
        await Promise.all(written.map(compressFile));
        await rm(serverDir, { recursive: true, force: true });
      },
    },
  };
}
