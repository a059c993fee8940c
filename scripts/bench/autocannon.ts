import type Autocannon from 'autocannon';
import { requireTool } from '../tools-package';

/**
 * autocannon from the tools package (docs/decisions/0051-tools-package.md), loaded when a benchmark's
 * modules load: without the tools installed, the script names the install command before it starts
 * anything. Its types come from @types/autocannon in the app's devDependencies.
 */
export const { default: autocannon } = await requireTool<{ default: typeof Autocannon }>('autocannon');
