import { defineConfig } from 'vitest/config';

export default defineConfig({
    test: {
        projects: [
            {
                test: {
                    name: 'unit',
                    include: ['src/**/*.test.{ts,tsx}', 'server/src/**/*.test.ts', 'contract/**/*.test.ts'],
                },
            },
            {
                test: {
                    name: 'server',
                    include: ['server/test/**/*.test.ts'],
                    // one prepared database per run, copied by each test app (server/test/global-setup.ts)
                    globalSetup: ['server/test/global-setup.ts'],
                    testTimeout: 60_000,
                    hookTimeout: 120_000,
                    // PGlite is single-threaded wasm; a few files at once keeps the 2-core machines busy without thrashing.
                    maxWorkers: 2,
                },
            },
            {
                // The production build's first screen against its budget (issue 17); runs after `npm run build`.
                test: { name: 'bundle', include: ['bench/first-screen.test.ts'] },
            },
        ],
    },
});
