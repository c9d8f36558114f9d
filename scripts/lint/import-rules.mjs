/**
 * The house's two import rules, as a local ESLint plugin (eslint.config.js names it `house`; issue 33 item 2,
 * decision 070). Both see every way a file names another: `import`, `import type`, `export ... from`, `import()`,
 * TypeScript's `import('x').T` and `import x = require()`, and Vite's `import.meta.glob`.
 *
 * - `house/import-direction`: a relative specifier is resolved to its place in the repository (`src/sections/X/X.tsx`
 *   from `src/config/a.ts` writing `'../sections/X/X.tsx'`, `'../sections/X/X'` or `'../sections'`) and checked
 *   against the layers of eslint.config.js: `forbidden` names folders (anything under them) and modules (any
 *   extension). What a specifier looks like does not matter, only where it leads. A layer's `allow` names places
 *   under a forbidden folder that stay open, `packages` names packages refused, and a `*` in any of its paths stands
 *   for one folder (decision 089).
 * - `house/no-import-extension`: one style for relative imports of TypeScript: without `.ts`/`.tsx` (Vite, tsx and
 *   the typecheck's Bundler resolution all find the file). Fixable: `eslint --fix` drops the extension.
 */
import { posix, relative, sep } from 'node:path';

/** A file's path from the repository's root, with /. */
const fromRoot = (context) => relative(context.cwd, context.filename).split(sep).join('/');

const CODE_EXTENSION = /\.(tsx?|m?js|jsx)$/;
/** Whether a path (its extension aside) is a folder or module or under it; a `*` in `dir` stands for one segment. */
const within = (path, dir) => {
  const bare = path.replace(CODE_EXTENSION, '');
  if (!dir.includes('*')) return bare === dir || bare.startsWith(`${dir}/`);
  const segments = dir.split('/').map((part) => (part === '*' ? '[^/]+' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')));
  return new RegExp(`^${segments.join('/')}(/|$)`).test(bare);
};
/** The package a bare specifier names (`react` for `react/jsx-runtime`, `@scope/x` for `@scope/x/y`). */
const packageOf = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/** Where a relative specifier leads (without its extension), or undefined for a package or an absolute URL. */
function target(file, specifier) {
  if (!specifier.startsWith('./') && !specifier.startsWith('../')) return undefined;
  const path = posix.normalize(posix.join(posix.dirname(file), specifier.replace(/[?#].*$/, '')));
  return path.replace(CODE_EXTENSION, '');
}

/** The literal text of a specifier node, or (a template, a glob with stars) the fixed part it starts with. */
function specifierOf(node) {
  if (!node) return undefined;
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value.replace(/\/[^/]*\*.*$/, '');
  if (node.type === 'TemplateLiteral') return node.quasis[0].value.cooked.replace(/\/$/, '');
  if (node.type === 'TSLiteralType') return specifierOf(node.literal);
  return undefined;
}

/** Calls `check(node, specifierNode)` for every place a file names another. */
function visitSpecifiers(check) {
  const glob = (node) => {
    const callee = node.callee;
    const isGlob =
      callee.type === 'MemberExpression' &&
      callee.property.name === 'glob' &&
      callee.object.type === 'MetaProperty' &&
      callee.object.property.name === 'meta';
    if (!isGlob) return;
    const [first] = node.arguments;
    for (const element of first?.type === 'ArrayExpression' ? first.elements : [first]) check(node, element);
  };
  return {
    ImportDeclaration: (node) => check(node, node.source),
    ExportNamedDeclaration: (node) => node.source && check(node, node.source),
    ExportAllDeclaration: (node) => check(node, node.source),
    ImportExpression: (node) => check(node, node.source),
    TSImportType: (node) => check(node, node.source ?? node.argument),
    TSExternalModuleReference: (node) => check(node, node.expression),
    CallExpression: glob,
  };
}

const importDirection = {
  meta: {
    type: 'problem',
    docs: { description: 'Imports go one way: the layers of eslint.config.js, wherever the specifier leads.' },
    schema: [{ type: 'array', items: { type: 'object' } }],
    messages: { forbidden: "'{{specifier}}' leads to {{target}}: {{message}}" },
  },
  create(context) {
    const file = fromRoot(context);
    const layers = (context.options[0] ?? []).filter(
      ({ dir, except = [] }) => within(file, dir) && !except.some((inner) => within(file, inner)),
    );
    if (layers.length === 0) return {};
    return visitSpecifiers((node, source) => {
      const specifier = specifierOf(source);
      const path = specifier === undefined ? undefined : target(file, specifier);
      if (path === undefined) {
        // A package: refused where a layer names it in `packages` (the config side imports no React: decision 089).
        const name = specifier && !specifier.startsWith('.') ? packageOf(specifier) : undefined;
        const layer = name && layers.find(({ packages = [] }) => packages.includes(name));
        if (layer) context.report({ node, messageId: 'forbidden', data: { specifier, target: name, ...layer } });
        return;
      }
      const layer = layers.find(
        ({ forbidden, allow = [] }) =>
          forbidden.some((dir) => within(path, dir)) && !allow.some((dir) => within(path, dir)),
      );
      if (layer) context.report({ node, messageId: 'forbidden', data: { specifier, target: path, ...layer } });
    });
  },
};

const TS_EXTENSION = /\.tsx?$/;

const noImportExtension = {
  meta: {
    type: 'suggestion',
    fixable: 'code',
    docs: { description: 'Relative imports name a TypeScript file without its .ts/.tsx extension.' },
    schema: [],
    messages: { extension: "Import '{{specifier}}' without its extension (one style: decision 070)." },
  },
  create(context) {
    return visitSpecifiers((node, source) => {
      if (source?.type !== 'Literal' || typeof source.value !== 'string') return;
      const specifier = source.value;
      if (!specifier.startsWith('.') || !TS_EXTENSION.test(specifier) || node.type === 'CallExpression') return;
      const quote = source.raw[0];
      context.report({
        node: source,
        messageId: 'extension',
        data: { specifier },
        fix: (fixer) => fixer.replaceText(source, `${quote}${specifier.replace(TS_EXTENSION, '')}${quote}`),
      });
    });
  },
};

export const house = {
  meta: { name: 'house' },
  rules: { 'import-direction': importDirection, 'no-import-extension': noImportExtension },
};
