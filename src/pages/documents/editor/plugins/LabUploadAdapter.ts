import { FileRepository, type FileLoader, Plugin, type UploadAdapter, type UploadResponse } from 'ckeditor5';

export interface LabUploadConfig {
    /** Stores the file with us (POST /api/template/images) and answers where it is served. */
    upload: (file: File) => Promise<{ url: string }>;
}

class LabAdapter implements UploadAdapter {
    constructor(
        private readonly loader: FileLoader,
        private readonly config: LabUploadConfig
    ) {}

    async upload(): Promise<UploadResponse> {
        const file = await this.loader.file;
        if (!file) throw new Error('No file');
        const { url } = await this.config.upload(file);
        return { default: url };
    }

    abort() {
        // The request is small and goes to our own server; an aborted upload is simply not inserted.
    }
}

/** Pasted and uploaded images go to our server (no cloud service, nothing leaves the machine). */
export class LabUploadAdapter extends Plugin {
    static get pluginName() {
        return 'LabUploadAdapter' as const;
    }

    static get requires() {
        return [FileRepository] as const;
    }

    init() {
        const config = this.editor.config.get('labUpload') as LabUploadConfig | undefined;
        if (!config) return;
        this.editor.plugins.get(FileRepository).createUploadAdapter = loader => new LabAdapter(loader, config);
    }
}
