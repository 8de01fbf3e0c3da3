import type { Plugin } from 'vite';

/**
 * Writes the entry stylesheet into index.html as a `<style>` block, so the first screen paints without waiting
 * for a render-blocking CSS request (Lighthouse: render-blocking resources, one round trip on slow 4G).
 *
 * The CSP allows no inline style in general: the API hashes this block when it reads index.html and allows
 * exactly that hash (apps/api/src/lib/web-app.ts).
 *
 * The `<link>` stays, `disabled` (a browser does not fetch a disabled stylesheet): lazy chunks list the entry
 * stylesheet among their dependencies, and Vite's preload helper appends a `<link>` for any stylesheet the page
 * does not already link — which would load the same rules a second time, after the staff screens' own sheets,
 * and let them override those.
 */
export function inlineEntryStylesheet(): Plugin {
  return {
    name: 'inline-entry-stylesheet',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const cssFiles = [...(ctx.chunk?.viteMetadata?.importedCss ?? [])];
        let inlined = html;
        for (const file of cssFiles) {
          const asset = ctx.bundle?.[file];
          if (asset?.type !== 'asset') throw new Error(`inline-entry-stylesheet: ${file} is not in the bundle`);
          const css = typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
          if (/<\/style/i.test(css)) throw new Error(`inline-entry-stylesheet: ${file} contains '</style'`);
          const link = new RegExp(`<link rel="stylesheet"([^>]*) href="/${escapeRegExp(file)}">`);
          if (!link.test(inlined)) throw new Error(`inline-entry-stylesheet: no <link> for ${file} in index.html`);
          inlined = inlined.replace(
            link,
            (_tag, attrs: string) =>
              `<style>${css}</style>\n    <link rel="stylesheet"${attrs} href="/${file}" disabled>`,
          );
        }
        return inlined;
      },
    },
  };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
