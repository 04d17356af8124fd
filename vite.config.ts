import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The SPA is served by the Fastify server in production; in development Vite serves it and
// forwards /api to the server started with `npm run dev:server`.
export default defineConfig({
    plugins: [react()],
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
    },
});
