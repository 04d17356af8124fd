import { spawn, type ChildProcess } from 'node:child_process';

/**
 * A LabDesk server of the journey's own (the shared one is started by playwright.config.ts),
 * for journeys that restart the server with other settings. It serves the same production build.
 */
export class ServerProcess {
    private child?: ChildProcess;
    private output = '';

    constructor(
        readonly port: number,
        private readonly env: Record<string, string>,
        /** a cold start on a fresh data directory migrates and seeds: slow on a busy machine */
        private readonly startTimeoutMs = 60_000
    ) {}

    get origin() {
        return `http://demo.localhost:${this.port}`;
    }

    async start(): Promise<void> {
        this.output = '';
        this.child = spawn(process.execPath, ['--import', 'tsx', 'server/src/server.ts'], {
            env: { ...process.env, PORT: String(this.port), LOG_LEVEL: 'warn', DEMO_HISTORY: '0', ...this.env },
            stdio: ['ignore', 'pipe', 'pipe'],
        });
        this.child.stdout?.on('data', chunk => (this.output += chunk));
        this.child.stderr?.on('data', chunk => (this.output += chunk));
        const deadline = Date.now() + this.startTimeoutMs;
        while (Date.now() < deadline) {
            if (this.child.exitCode !== null) throw new Error(`server exited: ${this.output}`);
            const healthy = await fetch(`http://127.0.0.1:${this.port}/api/health`).then(
                r => r.ok,
                () => false
            );
            if (healthy) return;
            await new Promise(resolve => setTimeout(resolve, 250));
        }
        throw new Error(`server did not answer on ${this.port}: ${this.output}`);
    }

    /** SIGTERM, as an operator restarting the service would; resolves once the process has exited. */
    async stop(): Promise<void> {
        const child = this.child;
        if (!child || child.exitCode !== null) return;
        await new Promise<void>(resolve => {
            child.once('exit', () => resolve());
            child.kill('SIGTERM');
        });
    }
}
