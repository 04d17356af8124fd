import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A message as the test's SMTP server received it: the envelope and the raw RFC 5322 text. */
export interface ReceivedMail {
    from: string;
    to: string[];
    raw: string;
}

/**
 * A real SMTP server (the `smtp-server` package) inside the test process, for the relay's server tests and the
 * e-mail journeys. It accepts every message unless told to refuse, and can hold a message's DATA until released
 * (to watch the relay wait for the answer).
 */
export class TestSmtpServer {
    readonly received: ReceivedMail[] = [];
    /** When set ("550 5.1.1 No such user here"), every recipient is refused with this answer. */
    refusal: string | undefined;
    private held: { release: () => void; promise: Promise<void> } | undefined;
    private server: SMTPServer | undefined;
    private boundPort = 0;

    constructor(
        private readonly port = 0,
        private readonly credentials?: { user: string; pass: string }
    ) {}

    get url(): string {
        const auth = this.credentials
            ? `${encodeURIComponent(this.credentials.user)}:${encodeURIComponent(this.credentials.pass)}@`
            : '';
        return `smtp://${auth}127.0.0.1:${this.boundPort || this.port}`;
    }

    /** Messages wait at DATA until release() is called. */
    hold(): void {
        let release = () => undefined as void;
        const promise = new Promise<void>(resolve => (release = resolve));
        this.held = { release, promise };
    }

    release(): void {
        this.held?.release();
        this.held = undefined;
    }

    async start(): Promise<void> {
        const credentials = this.credentials;
        this.server = new SMTPServer({
            // Plain SMTP on loopback: no certificate to trust, and the relay must not need one.
            disabledCommands: credentials ? ['STARTTLS'] : ['STARTTLS', 'AUTH'],
            authOptional: !credentials,
            allowInsecureAuth: true,
            logger: false,
            onAuth: (auth, _session, callback) => {
                const ok = credentials && auth.username === credentials.user && auth.password === credentials.pass;
                callback(
                    ok ? null : new Error('Invalid username or password'),
                    ok ? { user: auth.username } : undefined
                );
            },
            onRcptTo: (_address, _session, callback) => {
                if (!this.refusal) return callback();
                const match = /^(\d{3})\s*(.*)$/.exec(this.refusal);
                const error = new Error(match ? match[2] : this.refusal);
                callback(Object.assign(error, { responseCode: match ? Number(match[1]) : 550 }));
            },
            onData: (stream, session, callback) => {
                const chunks: Buffer[] = [];
                stream.on('data', (chunk: Buffer) => chunks.push(chunk));
                stream.on('end', () => {
                    const waiting = this.held?.promise ?? Promise.resolve();
                    void waiting.then(() => {
                        this.received.push({
                            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
                            to: session.envelope.rcptTo.map(r => r.address),
                            raw: Buffer.concat(chunks).toString('utf8'),
                        });
                        callback();
                    });
                });
            },
        });
        const server = this.server;
        await new Promise<void>((resolve, reject) => {
            server.once('error', reject);
            server.listen(this.port, '127.0.0.1', () => resolve());
        });
        this.boundPort = (server.server.address() as AddressInfo).port;
    }

    async stop(): Promise<void> {
        this.release();
        const server = this.server;
        this.server = undefined;
        if (server) await new Promise<void>(resolve => server.close(() => resolve()));
    }
}
