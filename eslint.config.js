// @ts-check
import js from '@eslint/js'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import checkFile from 'eslint-plugin-check-file'
import importX from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import storybook from 'eslint-plugin-storybook'
import globals from 'globals'
import tseslint from 'typescript-eslint'

/**
 * The embedded demo provider reaches the app through two files only (mockImporters): the module that starts it and
 * the demo sign-in page listing its personas. Tests and testing/ helpers may import it (the tests' block below).
 */
const appFromMocks = {
  target: './src/app',
  from: ['./mocks'],
  message:
    'src/app reaches the mock provider only through src/app/embeddedProvider.ts (and the demo sign-in page): ' +
    'import from there.',
}

/** The two src/app files that may import mocks/ (appFromMocks): the embedded provider and its sign-in page. */
const mockImporters = ['src/app/embeddedProvider.ts', 'src/app/signIn/DemoSignIn.tsx']

/**
 * Layer directions of ARCHITECTURE.md: each zone lists what it may NOT import.
 * domain ← api ← screens ← app; components ← screens; mocks → domain and api/endpoints only.
 */
const layerZones = [
  {
    target: './src/domain',
    from: ['./src/api', './src/components', './src/screens', './src/app', './mocks', './stories'],
    message: 'src/domain is pure: it imports nothing of ours.',
  },
  {
    target: './src/api',
    from: ['./src/components', './src/screens', './src/app', './mocks', './stories'],
    message: 'src/api may import only src/domain.',
  },
  {
    target: './src/components',
    from: ['./src/api', './src/screens', './src/app', './mocks', './stories'],
    message: 'Components are presentational: props in, events out (domain and theme only).',
  },
  {
    target: './src/screens',
    from: ['./src/app', './mocks', './stories'],
    message: 'Screens reach the session through their own interface, never src/app or mocks.',
  },
  {
    target: './mocks',
    from: ['./src/components', './src/screens', './src/app', './stories'],
    message: 'The mock provider imports only src/domain (and the endpoint registry of src/api).',
  },
  {
    // The registry of provider calls is the contract both sides keep: the mock provider answers the paths the
    // client sends, read from the same module. Nothing else of src/api.
    target: './mocks',
    from: './src/api',
    except: ['./endpoints'],
    message: 'The mock provider imports only src/domain and src/api/endpoints.',
  },
  {
    target: './src',
    from: ['./stories'],
    message: 'Production code never imports stories.',
  },
  appFromMocks,
]

/** The name patterns of the naming rule (eslint-plugin-check-file's globs): fooBar, FooBar, useFooBar. */
const CAMEL = '+([a-z])*([a-z0-9])*([A-Z]*([a-z0-9]))'
const PASCAL = '[A-Z]*([a-z0-9])*([A-Z]*([a-z0-9]))'
const HOOK = 'use[A-Z]*([a-z0-9])*([A-Z]*([a-z0-9]))'

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      'bench/dist',
      'bench/dist-floor',
      'dist-e2e',
      'dist-demo',
      'dist-bench-lh',
      'storybook-static',
      'coverage',
      'public/mockServiceWorker.js',
      '!.storybook',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser },
    },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: layerZones }],
      'import-x/no-duplicates': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-globals': [
        'error',
        {
          name: 'localStorage',
          message: 'No tokens or personal data in localStorage: use src/app/session storage helpers.',
        },
      ],
    },
  },
  {
    // One naming for files and folders, as the tree names them. A file is named after what it holds: a component in
    // PascalCase, any other module (hooks, helpers, a .tsx of several parts such as layout.tsx or routeTable.tsx)
    // in camelCase. A middle extension says what the file is for, after its subject's name: <Component>.styles.ts,
    // <module>.test.ts, <Component or module>.test.tsx, <Component or useHook>.stories.tsx (under stories/ only),
    // <name>.worker.ts, <name>.d.ts. Folders: a component's folder PascalCase (src/components/<group>/<Component>,
    // a screen area src/screens/<Area>, their mirrors under stories/), any other folder camelCase.
    files: ['src/**/*.{ts,tsx}', 'mocks/**/*.{ts,tsx}', 'stories/**/*.{ts,tsx}'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        {
          '**/*.tsx': `@(${CAMEL}|${PASCAL}|@(${CAMEL}|${PASCAL}).test|@(${PASCAL}|${HOOK}).stories)`,
          '**/*.ts': `@(${CAMEL}|${CAMEL}.test|${PASCAL}.styles|${CAMEL}.worker|${CAMEL}.d)`,
        },
        {
          ignoreMiddleExtensions: false,
          errorMessage:
            'The file "{{ target }}" breaks the naming rule: a component (or its story) PascalCase, other modules ' +
            'camelCase, then what it is for: .styles (of a component), .test, .stories, .worker or .d.',
        },
      ],
      'check-file/folder-match-with-fex': [
        'error',
        { '*.stories.tsx': 'stories/**/' },
        { errorMessage: 'Stories live under stories/, not beside the code: "{{ target }}".' },
      ],
      'check-file/folder-naming-convention': [
        'error',
        {
          'src/components/*/': 'CAMEL_CASE',
          'src/components/**/': `@(${CAMEL}|${PASCAL})`,
          'src/screens/**/': `@(${CAMEL}|${PASCAL})`,
          'src/!(components|screens)/**/': 'CAMEL_CASE',
          'mocks/**/': 'CAMEL_CASE',
          'stories/**/': `@(${CAMEL}|${PASCAL})`,
        },
        {
          errorMessage:
            'The folder "{{ target }}" breaks the naming rule: a component\'s folder (and a screen area) PascalCase, ' +
            'any other folder camelCase.',
        },
      ],
    },
  },
  {
    // Static styles: there is one theme, a constant, so styles read its tokens from the import. A style function
    // that takes the theme from props makes its component re-flatten and hash its CSS on every render.
    files: ['src/**/*.{ts,tsx}', 'stories/**/*.{ts,tsx}', 'bench/**/*.{ts,tsx}', '.storybook/**/*.{ts,tsx}'],
    ignores: ['src/domain/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "ArrowFunctionExpression > ObjectPattern.params > Property[key.name='theme']",
          message: "Read the theme's tokens from the imported constant (components/theme), not from props.",
        },
        {
          selector:
            "ImportDeclaration[source.value='styled-components'] > ImportSpecifier[imported.name=/^(useTheme|withTheme|ThemeProvider|ThemeContext)$/]",
          message:
            "Read the theme's tokens from the imported constant (components/theme), not from a context.",
        },
      ],
    },
  },
  {
    // The two sanctioned importers of the mock provider in src/app (appFromMocks).
    files: mockImporters,
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { zones: layerZones.filter((zone) => zone !== appFromMocks) },
      ],
    },
  },
  {
    // Tests and their helpers (testing/ folders) may run the client against the embedded provider (msw/node);
    // production code may not.
    files: ['src/**/*.test.{ts,tsx}', 'src/**/testing/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: layerZones
            .filter((zone) => zone !== appFromMocks)
            .map((zone) => ({
              ...zone,
              from: Array.isArray(zone.from) ? zone.from.filter((from) => from !== './mocks') : zone.from,
            })),
        },
      ],
    },
  },
  {
    // Trusted Types: the portal's own HTML policy reaches only the two sanitisers that hand it to DOMPurify, and
    // only the video player's controls may give the default policy a sanitiser (media-chrome's markup).
    files: ['src/**/*.{ts,tsx}', 'stories/**/*.{ts,tsx}', 'mocks/**/*.{ts,tsx}'],
    ignores: [
      'src/app/terms/termSanitizer.ts',
      'src/components/data/VideoPlayer/controlsMarkup.ts',
      'src/components/utils/*.test.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/utils/sanitiserPolicy'],
              message: 'The portal-html policy is only for the term and controls sanitisers (DOMPurify).',
            },
            {
              group: ['**/utils/trustedTypes'],
              importNames: ['allowLibraryMarkup'],
              message: "Only the video player's controls give the default policy a sanitiser.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-*', 'wretch', 'msw', 'styled-components', 'valtio'],
              message: 'src/domain is pure.',
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
          message: 'Time is a parameter in src/domain.',
        },
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: 'Time is a parameter in src/domain.',
        },
        { selector: "CallExpression[callee.name='fetch']", message: 'src/domain does no I/O.' },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Benchmark and journey scripts hand functions to page.evaluate, which run in the browser.
    files: ['bench/**/*.mjs', 'e2e/**/*.mjs'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  ...storybook.configs['flat/recommended'],
)
