import { fileURLToPath } from 'node:url';
import { cloudflare } from '@cloudflare/vite-plugin';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { knowledgePlugin } from './scripts/knowledge-plugin.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig(({ command }) => ({
  root: `${root}web`,
  publicDir: `${root}web/public`,
  plugins: [
    react(),
    tailwindcss(),
    knowledgePlugin(),
    // `npm run dev` runs the Worker in workerd behind Vite; `npm start` serves the build with wrangler.
    command === 'serve' && cloudflare({ configPath: `${root}wrangler.toml` }),
  ],
  build: {
    outDir: `${root}dist/client`,
    emptyOutDir: true,
    manifest: true,
    // Every browser we support preloads modules natively; the polyfill would ride in every page's entry.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // Hash-only names: the entry lists every lazy chunk's file name, and every page downloads that list.
        chunkFileNames: 'assets/[hash].js',
        // React and the router in one file that every page needs, rather than spread over several.
        codeSplitting: {
          groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ }],
        },
      },
    },
  },
}));
