// @ts-check
/**
 * The house rules (docs/architecture.md, "Boundaries"): typescript-eslint with type information,
 * React's hook rules and jsx-a11y for the app, and the import boundaries below. `npm run lint`.
 */
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;
const folders = (path) =>
  readdirSync(`${root}/${path}`, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
const features = folders('frontend/src/features');
/** Backend folders that hold a repository (`*.repository.ts`): only their own folder may import it. */
const repositoryFolders = folders('backend/src').filter((folder) =>
  readdirSync(`${root}/backend/src/${folder}`, { recursive: true }).some((file) => String(file).endsWith('.repository.ts')),
);

const web = './frontend/src';

/** Zones of `import-x/no-restricted-paths`: a file under `target` may not import anything under `from`. */
const zones = [
  {
    target: [`${web}/components`, `${web}/lib`, `${web}/config`, `${web}/content`],
    from: [`${web}/features`, `${web}/app`, `${web}/routes`],
    message: 'Shared code (components, lib, config, content) never imports features, app or routes.',
  },
  {
    target: `${web}/features`,
    from: [`${web}/app`, `${web}/routes`],
    message: 'A feature never imports app/ or routes/.',
  },
  { target: `${web}/routes`, from: `${web}/app`, message: 'Routes never import app/.' },
  // A feature uses another one only through its public entry, features/<name>/index.ts.
  ...features.map((feature) => ({
    target: `${web}/features/${feature}`,
    from: `${web}/features/!(${feature})/**`,
    except: [`${root}/frontend/src/features/*/index.ts`],
    message: `Import another feature through its public entry, '@/features/<name>' (features/<name>/index.ts).`,
  })),
  {
    target: './frontend',
    from: './backend',
    except: ['./src/contracts'],
    message: 'The app shares only the contracts with the backend (@contracts/*).',
  },
  {
    target: './backend/src/contracts',
    from: './backend/src',
    except: ['./contracts'],
    message: 'The contracts are shared with the app: they import nothing else of the backend.',
  },
  // A module uses another module's service, never its repository.
  ...repositoryFolders.map((folder) => ({
    target: [`./backend/src/!(${folder})/**`, './backend/src/*.ts'],
    from: `./backend/src/${folder}/**/*.repository.ts`,
    message: `Only ${folder}/ uses its repository; other modules go through its exported service.`,
  })),
];

export default defineConfig(
  globalIgnores([
    '**/node_modules/',
    '**/dist/',
    '**/dist-server/',
    '**/coverage/',
    'test-results/',
    'playwright-report/',
    '.data/',
    'bench-results/',
  ]),

  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: root },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    // `const { omitted: _omitted, ...rest } = value` leaves a property out (TypeScript's convention too).
    rules: { '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true }] },
  },
  {
    // The Vite config is checked by its own tsconfig, which the project service does not pick up.
    files: ['frontend/vite.config.ts'],
    languageOptions: { parserOptions: { projectService: false, project: './frontend/tsconfig.node.json' } },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['**/*.js', '**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
  },

  // Imports: no cycles, and the boundaries above, resolved as TypeScript does (paths `@/*`, `@contracts/*`).
  {
    files: ['**/*.{ts,tsx,mts,cts}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.cts', '.mts', '.js', '.jsx', '.cjs', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.cts', '.mts'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['backend/tsconfig.json', 'frontend/tsconfig.json', 'frontend/tsconfig.node.json', 'e2e/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
        createNodeResolver(),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-duplicates': 'error',
      'import-x/no-restricted-paths': ['error', { basePath: root, zones }],
    },
  },
  {
    files: ['frontend/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ regex: '(^|/)backend/', message: "Import the backend's contracts as '@contracts/...'." }],
        },
      ],
    },
  },

  // The app: React's hook rules (their warnings fail `npm run lint` too) and accessibility.
  {
    files: ['frontend/src/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended, jsxA11y.flatConfigs.recommended],
  },
);
