/**
 * The two parts of each locale's catalog (src/lib/catalog-parts.ts), served to the app as
 * `locales/<locale>.po?part=first` and `?part=rest` (src/i18n/i18n.ts). The .po files stay the
 * only source: each part is compiled from them on demand, as the Lingui Vite plugin compiles a
 * whole catalog, in the build and in the dev server alike.
 *
 * The first screen's files are the static import closure of `entries`, found by parsing each
 * module; dynamic imports are not followed (their code, and messages, come later).
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import {
  createCompilationErrorMessage,
  createCompiledCatalog,
  getCatalogDependentFiles,
  getCatalogForFile,
  getCatalogs,
} from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import { parseSync, type Plugin } from 'vite';
import { splitCatalog } from '../src/lib/catalog-parts.ts';

const CODE = /\.(?:[cm]?[jt]sx?)$/;
const RESOLVED_EXTENSIONS = ['.ts', '.tsx', '.js', '.jsx', '/index.ts', '/index.tsx', '/index.js'];
const PART_QUERY = /^(.*\.po)\?part=(first|rest)$/;

function resolveImport(specifier: string, importer: string): string | null {
  // Bare specifiers are packages: they hold none of the app's messages.
  if (!specifier.startsWith('.') && !specifier.startsWith('/')) return null;
  const base = resolve(dirname(importer), specifier.split('?')[0]);
  if (existsSync(base) && statSync(base).isFile()) return base;
  for (const extension of RESOLVED_EXTENSIONS) {
    if (existsSync(base + extension)) return base + extension;
  }
  return null;
}

/** The modules a module imports statically (type-only imports and exports bring no code). */
function staticImports(file: string): string[] {
  const { program, errors } = parseSync(file, readFileSync(file, 'utf8'));
  if (errors.length) throw new Error(`${file}: ${errors[0].message}`);
  const specifiers: string[] = [];
  for (const node of program.body) {
    if (node.type === 'ImportDeclaration' && node.importKind !== 'type') {
      specifiers.push(node.source.value);
    } else if (
      (node.type === 'ExportNamedDeclaration' || node.type === 'ExportAllDeclaration') &&
      node.source &&
      node.exportKind !== 'type'
    ) {
      specifiers.push(node.source.value);
    }
  }
  return specifiers.flatMap((specifier) => resolveImport(specifier, file) ?? []);
}

/** The files `entries` load before any dynamic import, relative to `root` (`src/main.tsx`). */
export function staticClosure(root: string, entries: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const pending = entries.map((entry) => resolve(root, entry));
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    if (CODE.test(file)) pending.push(...staticImports(file));
  }
  return new Set([...seen].map((file) => relative(root, file).split('\\').join('/')));
}

export function catalogParts({ entries }: { entries: readonly string[] }): Plugin {
  const config = getConfig({});
  const { sourceLocale, fallbackLocales, rootDir = process.cwd() } = config;
  if (!sourceLocale) throw new Error('lingui.config.ts names no sourceLocale');
  // Found once, and again after a source file changes (the dev server, a watched build).
  let closure: Set<string> | null = null;
  return {
    name: 'petrel-catalog-parts',
    enforce: 'pre',
    watchChange: (id) => {
      if (CODE.test(id)) closure = null;
    },
    async load(id) {
      const match = PART_QUERY.exec(id);
      if (!match) return null;
      const file = match[1];
      const part = match[2] as 'first' | 'rest';
      const found = getCatalogForFile(relative(rootDir, file), await getCatalogs(config));
      if (!found) throw new Error(`${file} is not one of the catalogs of lingui.config.ts`);
      const { locale, catalog } = found;
      for (const dependency of await getCatalogDependentFiles(catalog, locale)) {
        this.addWatchFile(dependency);
      }
      this.addWatchFile(file);

      const firstFiles = (closure ??= staticClosure(rootDir, entries));
      // The origins of the source catalog and of this one: the same files, unless one is stale.
      const [source, own] = await Promise.all([catalog.read(sourceLocale), catalog.read(locale)]);
      const { messages } = await catalog.getTranslations(locale, {
        fallbackLocales: fallbackLocales || {},
        sourceLocale,
      });
      const origins = Object.keys(messages).map((id) => {
        const files = [...(source?.[id]?.origin ?? []), ...(own?.[id]?.origin ?? [])].map(
          ([origin]) => origin,
        );
        return [id, files] as const;
      });
      const ids = splitCatalog(firstFiles, origins)[part];
      const { source: code, errors } = createCompiledCatalog(
        locale,
        Object.fromEntries(ids.map((id) => [id, messages[id]])),
        { namespace: 'es', pseudoLocale: config.pseudoLocale },
      );
      if (errors.length) this.warn(createCompilationErrorMessage(locale, errors));
      return { code, map: null, moduleType: 'js' };
    },
  };
}
