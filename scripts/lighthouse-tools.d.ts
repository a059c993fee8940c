// Lighthouse and chrome-launcher live in the tools package (docs/decisions/0051-tools-package.md), out
// of the app's node_modules and so out of its typecheck: these cover what scripts/lighthouse.ts calls.
declare module 'chrome-launcher' {
  export interface LaunchedChrome {
    pid: number;
    port: number;
    kill(): void;
  }
  export function launch(options: { chromePath?: string; chromeFlags?: string[] }): Promise<LaunchedChrome>;
}

declare module 'lighthouse' {
  interface AuditResult {
    numericValue?: number;
    details?: unknown;
  }
  interface Result {
    audits: Record<string, AuditResult | undefined>;
    categories: Record<string, { score: number | null } | undefined>;
    runtimeError?: { code: string; message: string };
  }
  interface Flags {
    port?: number;
    output?: 'json' | 'html' | 'csv';
    logLevel?: 'silent' | 'error' | 'warn' | 'info' | 'verbose';
    onlyCategories?: string[];
  }
  export default function lighthouse(url: string, flags?: Flags): Promise<{ lhr: Result } | undefined>;
}
