import { prerenderedFile } from '@seabook/domain/site-pages';
import { describe, expect, it } from 'vitest';
import { moduleScripts, pageHtml, scriptOrder } from './prerender.ts';

const TEMPLATE = `<!doctype html>
<html lang="zh-CN">
  <head>
    <meta name="keywords" content="" />
    <meta name="description" content="" />
    <title>Seabook</title>
    <script type="module" crossorigin src="/assets/app-1.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/app-1.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const PAGE = {
  html: '<header>Home</header><form data-testid="quote-search-form"></form>',
  title: 'Export LCL rates - Seabook <sea> & "freight"',
  keywords: 'LCL,"rates"',
  description: 'Rates & schedules <b>now</b>',
};

describe('a page rendered at build time (decision 060)', () => {
  it('is the built index.html with the page, its language and its own title and description', () => {
    const html = pageHtml(TEMPLATE, 'en', PAGE, ['<link rel="modulepreload" crossorigin href="/assets/p.js">']);
    expect(html).toContain('<html lang="en">');
    expect(html).toContain(`<div id="root" data-locale="en">${PAGE.html}</div>`);
    expect(html).toContain('<title>Export LCL rates - Seabook &lt;sea&gt; &amp; "freight"</title>');
    expect(html).toContain('<meta name="description" content="Rates &amp; schedules &lt;b&gt;now&lt;/b&gt;" />');
    expect(html).toContain('<meta name="keywords" content="LCL,&quot;rates&quot;" />');
    expect(html).toMatch(
      /app-1\.css">\n {4}<link rel="modulepreload" crossorigin href="\/assets\/p\.js">\n {2}<\/head>/,
    );
  });

  it('starts its scripts through the boot script, after the first paint (decision 061)', () => {
    const boot = '<script defer src="/assets/boot-1.js" data-scripts="/assets/app-1.js"></script>';
    const html = pageHtml(TEMPLATE, 'en', PAGE, [boot]);
    expect(html).not.toContain('type="module"');
    expect(html).toContain(`    ${boot}\n  </head>`);
    expect(() => pageHtml(TEMPLATE.replace(/<script.*<\/script>/, ''), 'en', PAGE, [])).toThrow(/no module script/);
  });

  it('runs the scripts of index.html and of the pages’ chunk each after what it imports', () => {
    expect(moduleScripts(TEMPLATE)).toEqual(['/assets/app-1.js']);
    const imports = new Map([
      ['entry.js', ['framework.js', 'runtime.js']],
      ['framework.js', ['runtime.js']],
      ['pages.js', ['entry.js', 'framework.js', 'shared.js']],
      // A cycle between two chunks ends; both are listed once.
      ['shared.js', ['pages.js']],
    ]);
    expect(scriptOrder(['runtime.js', 'entry.js', 'pages.js'], imports)).toEqual([
      'runtime.js',
      'framework.js',
      'entry.js',
      'shared.js',
      'pages.js',
    ]);
  });

  it('fails the build when index.html no longer has what it fills in', () => {
    expect(() => pageHtml(TEMPLATE.replace('<div id="root"></div>', '<main></main>'), 'en', PAGE, [])).toThrow(
      /no <div id="root"><\/div>/,
    );
    expect(() => pageHtml(TEMPLATE.replace('<title>Seabook</title>', ''), 'en', PAGE, [])).toThrow(/no <title>/);
  });

  it('keeps a page text that looks like a replacement pattern as it is', () => {
    const html = pageHtml(TEMPLATE, 'zh-CN', { ...PAGE, html: '<p>$& $1 $$</p>' }, []);
    expect(html).toContain('<div id="root" data-locale="zh-CN"><p>$& $1 $$</p></div>');
  });

  it('is written where the server looks for it: pages/<language>/<path>.html', () => {
    expect(prerenderedFile('zh-TW', '/lcl/export')).toBe('pages/zh-TW/lcl/export.html');
    expect(prerenderedFile('en', '/index')).toBe('pages/en/index.html');
  });
});
