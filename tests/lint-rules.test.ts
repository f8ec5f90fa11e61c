// @vitest-environment node
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// Each architecture rule in eslint.config.js, shown to fire on a deliberate violation. The snippets
// are linted at virtual paths inside the project, so the path-based zones apply to them; the type
// checker, which needs files on disk, is given them through its default project.
const root = new URL('..', import.meta.url).pathname;
const VIRTUAL_FILES = [
  'src/lib/x.ts',
  'src/state/x.ts',
  'src/api/x.ts',
  'src/components/x.tsx',
  'src/i18n/x.ts',
  'src/features/timeline/x.ts',
  'src/features/timeline/x.tsx',
  'src/features/timeline/deep/x.tsx',
];
let eslint: ESLint;

// Type-aware linting starts a TypeScript project service on the first file: slow on a loaded machine.
const STARTUP_MS = 120_000;

beforeAll(async () => {
  eslint = new ESLint({
    cwd: root,
    overrideConfig: {
      languageOptions: {
        parserOptions: {
          projectService: { allowDefaultProject: VIRTUAL_FILES, defaultProject: 'tsconfig.json' },
        },
      },
    },
  });
  await eslint.lintText('export {};\n', { filePath: 'src/lib/x.ts' });
}, STARTUP_MS);

async function rulesFired(code: string, filePath: string): Promise<(string | null)[]> {
  expect(VIRTUAL_FILES).toContain(filePath);
  const [result] = await eslint.lintText(code, { filePath, warnIgnored: true });
  return result.messages.map((message) => message.ruleId);
}

const FEATURE_IMPORT = 'import-x/no-restricted-paths';

describe('import zones', () => {
  it.each([
    [
      'lib imports React',
      'src/lib/x.ts',
      "import { useState } from 'react';\nexport const s = useState;",
      'no-restricted-imports',
    ],
    [
      'lib imports a store',
      'src/lib/x.ts',
      "import { create } from 'zustand';\nexport const c = create;",
      'no-restricted-imports',
    ],
    [
      'lib imports state',
      'src/lib/x.ts',
      "import { useSetting } from '../state/settings';\nexport const u = useSetting;",
      FEATURE_IMPORT,
    ],
    [
      'api imports state',
      'src/api/x.ts',
      "import { useSetting } from '../state/settings';\nexport const u = useSetting;",
      FEATURE_IMPORT,
    ],
    [
      'state imports a component',
      'src/state/x.ts',
      "import { Avatar } from '../components/Avatar';\nexport const A = Avatar;",
      FEATURE_IMPORT,
    ],
    [
      'i18n imports api',
      'src/i18n/x.ts',
      "import { isNotFound } from '../api/errors';\nexport const f = isNotFound;",
      FEATURE_IMPORT,
    ],
    [
      'a feature imports the app shell',
      'src/features/timeline/x.tsx',
      "import { Shell } from '../../app/Shell';\nexport const S = Shell;",
      FEATURE_IMPORT,
    ],
    [
      'a component imports a feature',
      'src/components/x.tsx',
      "import { SearchPage } from '../features/search/SearchPage';\nexport const P = SearchPage;",
      FEATURE_IMPORT,
    ],
    [
      'a feature imports a sibling feature',
      'src/features/timeline/x.tsx',
      "import { SearchPage } from '../search/SearchPage';\nexport const P = SearchPage;",
      FEATURE_IMPORT,
    ],
    [
      'a feature imports another from a nested folder',
      'src/features/timeline/deep/x.tsx',
      "import { SearchPage } from '../../search/SearchPage';\nexport const P = SearchPage;",
      FEATURE_IMPORT,
    ],
    [
      'a feature imports another through features/',
      'src/features/timeline/deep/x.tsx',
      "import { SearchPage } from '../../../features/search/SearchPage';\nexport const P = SearchPage;",
      FEATURE_IMPORT,
    ],
    [
      'a client is created outside src/api',
      'src/features/timeline/x.ts',
      "import { createRestAPIClient } from 'masto';\nexport const c = createRestAPIClient({ url: 'https://example.social' });",
      'no-restricted-imports',
    ],
    [
      'a component imports the router library',
      'src/components/x.tsx',
      "import { Link } from 'wouter';\nexport const L = Link;",
      'no-restricted-imports',
    ],
    [
      'a feature imports a part of the router library',
      'src/features/timeline/x.ts',
      "import { navigate } from 'wouter/use-hash-location';\nexport const n = navigate;",
      'no-restricted-imports',
    ],
    [
      'a streaming client is created in state',
      'src/state/x.ts',
      "import { createStreamingAPIClient } from 'masto';\nexport const c = createStreamingAPIClient;",
      'no-restricted-imports',
    ],
  ])('%s', async (_name, filePath, code, ruleId) => {
    expect(await rulesFired(code, filePath)).toEqual([ruleId]);
  });

  it.each([
    [
      'lib uses lib and types',
      'src/lib/x.ts',
      "import type { mastodon } from 'masto';\nimport { appPaths } from './app-paths';\nexport const f = (s: mastodon.v1.Status) => appPaths.status('a.example', s.id);",
    ],
    [
      'a feature uses its own files and the shared layers',
      'src/features/timeline/deep/x.tsx',
      "import { HomePage } from '../HomePage';\nimport { StatusCard } from '../../../components/StatusCard';\nimport { useSetting } from '../../../state/settings';\nexport const all = [HomePage, StatusCard, useSetting];",
    ],
    [
      'src/api creates clients',
      'src/api/x.ts',
      "import { createRestAPIClient } from 'masto';\nexport const c = createRestAPIClient({ url: 'https://example.social' });",
    ],
  ])('allowed: %s', async (_name, filePath, code) => {
    expect(await rulesFired(code, filePath)).toEqual([]);
  });
});

describe('query keys', () => {
  it.each([
    [
      'a literal key in a query',
      "import { useQuery } from '@tanstack/react-query';\nexport const useX = () => useQuery({ queryKey: ['status', 'a.example', '1'], queryFn: () => 1 });",
    ],
    [
      'a literal key in a cache read',
      "import type { QueryClient } from '@tanstack/react-query';\nexport const read = (client: QueryClient) => client.getQueryData(['status', 'a.example', '1']);",
    ],
  ])('%s is reported', async (_name, code) => {
    expect(await rulesFired(code, 'src/state/x.ts')).toEqual(['no-restricted-syntax']);
  });

  it('keys from the factory pass', async () => {
    const code =
      "import type { QueryClient } from '@tanstack/react-query';\nimport { queryKeys } from './query-keys';\nexport const read = (client: QueryClient) => client.getQueryData(queryKeys.status('a.example', '1'));";
    expect(await rulesFired(code, 'src/state/x.ts')).toEqual([]);
  });
});

describe('import cycles', () => {
  it(
    'a cycle between two files is reported on both',
    async () => {
      const linter = new ESLint({ cwd: root, ignore: false });
      const results = await linter.lintFiles(['tests/lint-fixtures/cycle/*.ts']);
      expect(results).toHaveLength(2);
      for (const result of results) {
        expect(result.messages.map((message) => message.ruleId)).toEqual(['import-x/no-cycle']);
      }
    },
    STARTUP_MS,
  );
});

describe('untranslated strings', () => {
  it.each(['Hello there', 'no posts yet'])(
    'JSX text %j outside <Trans> is reported',
    async (text) => {
      const code = `export function Greeting() {\n  return <p>${text}</p>;\n}\n`;
      expect(await rulesFired(code, 'src/components/x.tsx')).toEqual([
        'lingui/no-unlocalized-strings',
      ]);
    },
  );

  it('an untranslated label attribute is reported', async () => {
    const code =
      'export function Close() {\n  return <button type="button" aria-label="Close the viewer" />;\n}\n';
    expect(await rulesFired(code, 'src/features/timeline/x.tsx')).toEqual([
      'lingui/no-unlocalized-strings',
    ]);
  });

  it('a message built from a property is reported', async () => {
    const code =
      "import { Trans } from '@lingui/react/macro';\nexport function Hi({ a }: { a: { name: string } }) {\n  return <Trans>Hello {a.name}</Trans>;\n}\n";
    expect(await rulesFired(code, 'src/components/x.tsx')).toEqual([
      'lingui/no-expression-in-message',
    ]);
  });

  it('translated text and class names pass', async () => {
    const code =
      'import { Trans } from \'@lingui/react/macro\';\nexport function Greeting() {\n  return <p className="notice notice-info"><Trans>Hello there</Trans></p>;\n}\n';
    expect(await rulesFired(code, 'src/components/x.tsx')).toEqual([]);
  });
});
