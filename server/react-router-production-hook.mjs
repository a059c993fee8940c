/**
 * A module resolve hook (node:module register), run on Node's hooks thread, where no TypeScript
 * loader applies: hence plain JavaScript. It sends every import of react-router's development
 * build to the production build that ships beside it, file for file.
 */
const DEVELOPMENT = '/node_modules/react-router/dist/development/';
const PRODUCTION = '/node_modules/react-router/dist/production/';

export async function resolve(specifier, context, nextResolve) {
  const resolved = await nextResolve(specifier, context);
  if (!resolved.url.includes(DEVELOPMENT)) return resolved;
  return { ...resolved, url: resolved.url.replace(DEVELOPMENT, PRODUCTION) };
}
