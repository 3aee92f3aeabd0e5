import { execFile } from 'node:child_process';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { markupAttribute, markupText, prerenderedFile } from '@seabook/domain/site-pages';
import react from '@vitejs/plugin-react';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { ALIVE_EVENT } from '../src/lib/alive.ts';
import type { RenderedPage } from '../src/prerender.tsx';
import { bootSource } from './boot.ts';
import { compressFile } from './precompress.ts';

const run = promisify(execFile);

/** Sets one thing in the built index.html, failing the build when the template no longer has it. */
function replaceOnce(html: string, find: string, by: string): string {
  if (!html.includes(find)) throw new Error(`prerender: index.html has no ${find}`);
  return html.replace(find, () => by);
}

/** A module script of the built index.html, on its own line. */
const MODULE_SCRIPT = /^ *<script type="module" [^>]*\bsrc="([^"]+)"[^>]*><\/script>\n/gm;

/** The sources of the built index.html's module scripts, in order. */
export function moduleScripts(html: string): string[] {
  return [...html.matchAll(MODULE_SCRIPT)].map((match) => match[1] ?? '');
}

/** These files and all they import, each after what it imports: an order they can run in one by one. */
export function scriptOrder(files: readonly string[], imports: ReadonlyMap<string, readonly string[]>): string[] {
  const order: string[] = [];
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const imported of imports.get(file) ?? []) visit(imported);
    order.push(file);
  };
  for (const file of files) visit(file);
  return order;
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
  // The page's scripts are started by its boot script, once the page is painted (build/boot.ts, decision 061).
  if (moduleScripts(html).length === 0) throw new Error('prerender: index.html has no module script');
  html = html.replace(MODULE_SCRIPT, '');
  html = replaceOnce(html, '  </head>', `${head.map((line) => `    ${line}\n`).join('')}  </head>`);
  // The marker says in which language the HTML is: main.tsx hydrates it only for a visitor in that language.
  return replaceOnce(html, '<div id="root"></div>', `<div id="root" data-locale="${locale}">${page.html}</div>`);
}

/**
 * Renders the first visit's pages (src/prerender.tsx) into copies of the built index.html, in every
 * language, after the client build (decision 060): a phone shows the header, hero and search form as soon
 * as the HTML and the stylesheets arrive, not when the JavaScript has run. The pages' chunk (`chunkName`,
 * one file by vite.config.ts) has its stylesheets linked from the HTML, since they are needed at once; its
 * scripts and the entry's come through the boot script, after the first paint (build/boot.ts, decision 061).
 */
export function prerenderPages(options: { locales: readonly string[]; chunkName: string }): Plugin {
  let config: ResolvedConfig;
  const assets = { css: [] as string[], chunk: '', imports: new Map<string, string[]>(), boot: '' };
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
      assets.chunk = chunk.fileName;
      assets.imports = new Map(
        Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [[file.fileName, file.imports]] : [])),
      );
      assets.boot = this.getFileName(
        this.emitFile({ type: 'asset', name: 'boot.js', source: bootSource(ALIVE_EVENT) }),
      );
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
        const scripts = scriptOrder(
          [...moduleScripts(template).map((src) => src.slice(base.length)), assets.chunk],
          assets.imports,
        );
        const head = [
          ...assets.css
            .filter((sheet) => !template.includes(`${base}${sheet}`))
            .map((sheet) => `<link rel="stylesheet" crossorigin href="${base}${sheet}">`),
          `<script defer src="${base}${assets.boot}" data-scripts="${scripts.map((script) => `${base}${script}`).join(' ')}"></script>`,
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
