import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** A bare react-admin app is ~315 kB of gzipped JavaScript (DESIGN.md §9); the first screen stays within 15% of it. */
export const BARE_REACT_ADMIN_KB = 315;
export const FIRST_SCREEN_BUDGET_KB = BARE_REACT_ADMIN_KB * 1.15;

/**
 * What each first screen loads beyond the entry (index.html and its static imports): the lazy modules its first
 * render imports, by source path. A page that imports another chunk on its first render must be listed here too, or
 * the guard undercounts it (the journey e2e/staffMemberOpensTheFirstScreen.spec.ts fails when the browser fetches a
 * file outside this closure).
 */
export const FIRST_SCREENS = {
  '/sign-in': ['src/pages/signIn/SignInPage.tsx'],
  '/ after sign-in': [
    // the home route (react-admin's dashboard)
    'src/pages/home/HomePage.tsx',
    // ThemeRuntime reads the member's saved theme 100 ms after sign-in
    'src/theme/themeSync.ts',
  ],
} as const satisfies Record<string, readonly string[]>;

export type FirstScreen = keyof typeof FIRST_SCREENS;

/** One chunk of Vite's build manifest (dist/.vite/manifest.json). */
interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface ScreenSize {
  /** the JavaScript files, relative to dist/ */
  files: string[];
  /** gzip -9 of each file, summed, in kB (as bench/bundle-size.ts measures what the browser fetched) */
  kb: number;
}

export const readManifest = (dist = path.resolve('dist')): Manifest => {
  const file = path.join(dist, '.vite', 'manifest.json');
  if (!existsSync(file)) throw new Error(`${file} is missing: run npm run build first`);
  return JSON.parse(readFileSync(file, 'utf8')) as Manifest;
};

/**
 * The manifest key of a module's chunk: a lazy screen is keyed by its source path; a module that shares its chunk
 * with others (themeSync) is keyed `_<name>-<hash>.js`, named after the module.
 */
const chunkKeyOf = (manifest: Manifest, source: string): string => {
  if (manifest[source]) return source;
  const name = path.basename(source).replace(/\.[jt]sx?$/, '');
  const shared = Object.keys(manifest).filter((key) => key.startsWith('_') && manifest[key]?.name === name);
  if (shared.length !== 1) throw new Error(`no single chunk for ${source} in the build manifest (update FIRST_SCREENS)`);
  return shared[0] as string;
};

/** The entry, the given lazy modules, and everything they import statically. */
export const staticClosure = (manifest: Manifest, sources: readonly string[]): string[] => {
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error('the build manifest has no entry');
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the build manifest has no chunk ${key}`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(entry);
  for (const source of sources) visit(chunkKeyOf(manifest, source));
  return [...seen].map((key) => (manifest[key] as ManifestChunk).file).filter((file) => file.endsWith('.js'));
};

const gzipKb = (dist: string, file: string) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length / 1024;

/** The JavaScript a fresh load of the screen fetches, from the production build's manifest (no browser). */
export const firstScreenSize = (screen: FirstScreen, dist = path.resolve('dist')): ScreenSize => {
  const files = staticClosure(readManifest(dist), FIRST_SCREENS[screen]).sort();
  return { files, kb: files.reduce((sum, file) => sum + gzipKb(dist, file), 0) };
};

/**
 * Code that belongs to later screens only, by a string its chunk carries: none of it may be in a first screen's files.
 * Each marker must be found somewhere in dist/assets, so a renamed library cannot make the check pass vacuously.
 */
export const LATER_SCREEN_MARKERS = {
  CKEditor: 'CKEditorError',
  '@mui/x-charts': 'MuiChartsSurface',
  '@emailjs/browser': 'api.emailjs.com',
  docx: 'http://schemas.openxmlformats.org/wordprocessingml/2006/main',
} as const;

export const filesContaining = (marker: string, files: readonly string[], dist = path.resolve('dist')): string[] =>
  files.filter((file) => readFileSync(path.join(dist, file), 'utf8').includes(marker));
