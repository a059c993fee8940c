import type { Page } from '@playwright/test';

/**
 * What Chromium tells assistive technology about the `<summary>` named `name`: whether it is
 * there as a disclosure button, and expanded or collapsed. Playwright's role queries give
 * `<summary>` no role, so this reads the browser's own accessibility tree.
 */
export async function disclosureState(page: Page, name: string): Promise<'expanded' | 'collapsed' | null> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { nodes } = await cdp.send('Accessibility.getFullAXTree');
    const node = nodes.find(
      (candidate) =>
        String(candidate.role?.value).startsWith('DisclosureTriangle') && candidate.name?.value === name,
    );
    if (!node) return null;
    const expanded = node.properties?.find((property) => property.name === 'expanded')?.value.value;
    return expanded === true ? 'expanded' : 'collapsed';
  } finally {
    await cdp.detach();
  }
}
