import type { Fighter } from '../../../contracts/fighter';
import { expect, test } from '../support/site-locale';

/** A fighter's page without scripts: every ability can be shown, each tab being a link. */
test('each ability tab shows its ability, the address naming it', async ({ page, at, tx, inLocale }) => {
  const fighters = (await (await page.request.get(inLocale('/api/fighters'))).json()).data as Fighter[];
  const fighter = fighters.find((candidate) => candidate.abilities.length >= 3)!;
  await page.goto(at(`/fighter/${fighter.id}`));
  const tabs = page
    .getByRole('tablist', { name: tx('{name} abilities', { name: fighter.name }) })
    .getByRole('tab');
  await expect(tabs).toHaveCount(fighter.abilities.length);
  await expect(
    page.getByRole('tabpanel').getByRole('heading', { name: fighter.abilities[0]!.name }),
  ).toBeVisible();

  for (const [index, ability] of fighter.abilities.entries()) {
    await page.getByRole('tab', { name: ability.name }).click();
    await expect(page).toHaveURL(new RegExp(`${at(`/fighter/${fighter.id}`)}\\?ability=${index + 1}$`));
    await expect(page.getByRole('tab', { name: ability.name })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel').getByRole('heading', { name: ability.name })).toBeVisible();
    await expect(page.getByRole('tabpanel').getByText(ability.description)).toBeVisible();
  }
});
