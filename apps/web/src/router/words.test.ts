import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import consoleComponentWords from '../components/words';
import { en } from '../i18n/en';
import frameWords from '../layouts/words';
import { ROUTES } from './routes';
import { screenTitleWords } from './screen-titles';

const SOURCES = path.resolve(import.meta.dirname, '..');
const AREAS_FOLDER = path.join(SOURCES, 'pages');

/** The namespace of every key a file says literally (`t('funds.amount.help')`, `` t(`trades.status.${s}`) ``). */
const NAMESPACE_SAID = /\bt\(\s*['`]([A-Za-z]+)\./g;
/** The modules a file imports, statically or lazily, by a relative path. */
const IMPORTED = /(?:from|import)\s*\(?\s*'(\.[^']+)'/g;
/** An import of types only, which loads no code (and so says nothing). */
const TYPES_ONLY = /^(?:import|export) type [^;]+;/gm;

const isCode = (file: string) => /\.tsx?$/.test(file) && !/\.test\.tsx?$|-test-kit\.tsx?$/.test(file);

function resolve(from: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(from), specifier);
  return [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find((file) => fs.existsSync(file));
}

/** Every file of code below `folder`. */
function codeIn(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    return entry.isDirectory() ? codeIn(file) : isCode(file) ? [file] : [];
  });
}

/** A dialog the frame opens on any screen, which loads its area's words with it (`withAreaWords`). */
const WITH_AREA_WORDS = /withAreaWords\('([\w-]+)', \(\) => import\('(\.[^']+)'\)\)/g;

/**
 * What `files` and everything they import, all the way down, say and is not among `loaded` (with
 * where it is said): a module loaded with an area's words is held to those instead.
 */
function unsaid(files: string[], loaded: ReadonlySet<string>, seen = new Set<string>()): string[] {
  const missing: string[] = [];
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = fs.readFileSync(file, 'utf8');
    for (const [, namespace] of source.matchAll(NAMESPACE_SAID)) if (!loaded.has(namespace!)) missing.push(`${namespace} (said in ${path.relative(SOURCES, file)})`);
    const withWords = new Map([...source.matchAll(WITH_AREA_WORDS)].map(([, area, specifier]) => [resolve(file, specifier!), area!]));
    for (const [, specifier] of source.replace(TYPES_ONLY, '').matchAll(IMPORTED)) {
      const imported = resolve(file, specifier!);
      if (!imported || !isCode(imported)) continue;
      const area = withWords.get(imported);
      if (area) missing.push(...unsaid([imported], new Set([...loaded, ...AREA_NAMESPACES.get(area)!]), seen));
      else visit(imported);
    }
  };
  files.forEach(visit);
  return [...new Set(missing)];
}

/** The namespaces every page may say: the sign-in page's catalogue and the console's words. */
const CONSOLE_NAMESPACES = new Set([...Object.keys(en), ...Object.keys(consoleComponentWords), ...Object.keys(frameWords), ...Object.keys(screenTitleWords('en'))]);

const areasShown = [...new Set(ROUTES.map((route) => route.area))];

/** The namespaces of each area's words (`pages/<area>/words.ts`), none where it has none. */
const AREA_NAMESPACES = new Map<string, string[]>();
beforeAll(async () => {
  for (const area of areasShown) {
    const file = path.join(AREAS_FOLDER, area, 'words.ts');
    AREA_NAMESPACES.set(area, fs.existsSync(file) ? Object.keys((await import(/* @vite-ignore */ file) as { default: object }).default) : []);
  }
});

describe('the words the router loads', () => {
  it.each(areasShown)('cover every key the %s area\'s pages say, and every key of what they draw', (area) => {
    const loaded = new Set([...CONSOLE_NAMESPACES, ...AREA_NAMESPACES.get(area)!]);
    expect(unsaid(codeIn(path.join(AREAS_FOLDER, area)), loaded)).toEqual([]);
  });

  it('cover every key the shared components and the signed-in frame say', () => {
    expect(unsaid([...codeIn(path.join(SOURCES, 'components')), ...codeIn(path.join(SOURCES, 'layouts'))], CONSOLE_NAMESPACES)).toEqual([]);
  });

  it('have every area\'s words in pt-BR beside its English, for the router to load in its place', () => {
    const english = areasShown.map((area) => path.join(AREAS_FOLDER, area, 'words.ts')).filter((file) => fs.existsSync(file));
    expect(english.filter((file) => !fs.existsSync(file.replace(/\.ts$/, '.pt-BR.ts')))).toEqual([]);
  });

  it('give every namespace to one catalogue only', () => {
    const owners = [Object.keys(en), Object.keys(consoleComponentWords), Object.keys(frameWords), Object.keys(screenTitleWords('en')), ...AREA_NAMESPACES.values()].flat();
    expect(owners.filter((namespace, index) => owners.indexOf(namespace) !== index)).toEqual([]);
  });

  it('finds what a page says through what it imports, and what a frame dialog says among its area\'s words', () => {
    expect(unsaid([path.join(AREAS_FOLDER, 'banking/accounts/AccountListPage.tsx')], new Set(['screens']))).toEqual(expect.arrayContaining([
      expect.stringMatching(/^bankAccounts /), expect.stringMatching(/^listTable \(said in components/),
    ]));
    expect(unsaid([path.join(AREAS_FOLDER, 'account/ReauthProvider.tsx')], CONSOLE_NAMESPACES)).toEqual([]);
    expect(unsaid([path.join(AREAS_FOLDER, 'account/ReauthDialog.tsx')], CONSOLE_NAMESPACES)).toEqual([expect.stringMatching(/^account /)]);
  });
});
