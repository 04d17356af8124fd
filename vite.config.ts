import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * node-polyglot (react-admin's translator) requires the `object.entries` polyfill, which drags in a dozen
 * es-shims packages (get-intrinsic, call-bind, define-properties …). Every browser we support has
 * Object.entries, so the package resolves to the native function instead.
 */
const nativeObjectEntries = (): Plugin => {
    const id = '\0native-object-entries';
    return {
        name: 'labdesk:native-object-entries',
        // The production bundle only: in development the dependency pre-bundling keeps the package.
        apply: 'build',
        enforce: 'pre',
        resolveId: source => (source === 'object.entries' ? id : null),
        load: source => (source === id ? 'module.exports = Object.entries;' : null),
    };
};

/**
 * The first screen (/sign-in, and / after sign-in) in a few files instead of a hundred small ones:
 * what the entry imports statically goes into one vendor chunk (react, react-admin, MUI …) and one
 * app chunk. Screens reached by `import()` (dashboards, theme studio, editor, charts, e-mail) keep
 * their own chunks, and so do the libraries only they use (@mui/x-charts, CKEditor, docx, EmailJS).
 */
const firstScreenChunks = {
    groups: [
        { name: 'vendor', test: /[\\/]node_modules[\\/]/, tags: ['$initial' as const], priority: 2 },
        { name: 'app', tags: ['$initial' as const], priority: 1 },
    ],
};

// The SPA is served by the Fastify server in production; in development Vite serves it and
// forwards /api to the server started with `npm run dev:server`.
export default defineConfig({
    plugins: [react(), nativeObjectEntries()],
    server: {
        proxy: {
            '/api': { target: 'http://127.0.0.1:8080', changeOrigin: false },
        },
    },
    preview: {
        proxy: {
            '/api': { target: 'http://127.0.0.1:8080', changeOrigin: false },
        },
    },
    build: {
        outDir: 'dist',
        emptyOutDir: true,
        sourcemap: false,
        // dist/.vite/manifest.json: the bundle-size check of the first screen reads it.
        manifest: true,
        // react-admin + MUI is ~315 kB gzip on its own; the first chunk is allowed to be that big.
        chunkSizeWarningLimit: 1200,
        rolldownOptions: { output: { codeSplitting: firstScreenChunks } },
    },
});
