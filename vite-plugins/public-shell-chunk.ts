import path from 'node:path';

/** What the chunking pass knows of a module. */
interface ModuleGraph {
  getModuleInfo(id: string): {
    importedIds: readonly string[];
    importers: readonly string[];
    dynamicImporters: readonly string[];
  } | null;
}

/**
 * Code-splitting groups for the app's own modules that the public pages load anyway. The default
 * splitting makes a file of each set of modules that the same routes share: a few dozen files of a
 * few hundred bytes each for the shared layers, which gzip about a quarter smaller as one (the
 * public JavaScript budget, decision 0009). Two groups, by what the layers import statically
 * through the app's own files:
 * - `site`: what every public page loads, the story page included (the root, the locale segment),
 *   with the libraries it uses;
 * - `site-shell`: what the pages inside the site's header and footer add (the public layout),
 *   with the library modules only it imports (its icons), but not the libraries the story page
 *   may share.
 * A module that `import()` loads later, when needed, keeps its own chunk, and so do the route
 * modules, which the router loads by their own address.
 */
export function publicShellChunks(appDir: string, contractsDir: string) {
  const ours = (id: string) => id.startsWith(appDir + path.sep) || id.startsWith(contractsDir + path.sep);
  const file = (name: string) => path.join(appDir, name);
  const roots = [file('root.tsx'), file('routes/public/locale-root.tsx')];
  const storyPage = file('routes/public/blood-message.tsx');
  const layout = file('routes/public/public-layout.tsx');

  const reach = (graph: ModuleGraph, from: string[]) => {
    const seen = new Set<string>();
    const queue = [...from];
    while (queue.length > 0) {
      const id = queue.pop()!;
      if (seen.has(id) || !ours(id)) continue;
      seen.add(id);
      queue.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
    }
    for (const root of from) seen.delete(root);
    return seen;
  };
  let sets: { every: Set<string>; shell: Set<string> } | undefined;
  const setsOf = (graph: ModuleGraph) =>
    (sets ??= { every: reach(graph, [...roots, storyPage]), shell: reach(graph, [...roots, layout]) });
  const loadedLater = (id: string, graph: ModuleGraph) =>
    (graph.getModuleInfo(id)?.dynamicImporters.length ?? 0) > 0;

  return [
    {
      name: (id: string, graph: ModuleGraph) => {
        const { every, shell } = setsOf(graph);
        return every.has(id) && shell.has(id) && !loadedLater(id, graph) ? 'site' : null;
      },
    },
    {
      includeDependenciesRecursively: false,
      name: (id: string, graph: ModuleGraph) => {
        const { every, shell } = setsOf(graph);
        if (loadedLater(id, graph) || every.has(id)) return null;
        if (shell.has(id)) return 'site-shell';
        // A library module only the shell's own modules import (its icons): with them.
        const importers = graph.getModuleInfo(id)?.importers ?? [];
        const onlyShell = importers.length > 0 && importers.every((by) => shell.has(by) && !every.has(by));
        return !ours(id) && onlyShell ? 'site-shell' : null;
      },
    },
  ];
}
