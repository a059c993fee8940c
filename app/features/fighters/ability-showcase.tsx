import { Tabs } from 'radix-ui';
import { useState } from 'react';
import type { Fighter } from '@contracts/fighter';
import { AbilityIcon } from './ability-icon';
import { AbilityPanel } from './ability-panel';
import { abilityVideo } from './fighter-media';

/**
 * The abilities area: a tablist of icons (arrow keys move and select, Home/End jump) and the
 * panel of the selected one. The active index starts at 0; the parent remounts it per fighter.
 */
export function AbilityShowcase({ fighter }: { fighter: Fighter }) {
  const [active, setActive] = useState(0);
  const abilities = fighter.abilities;

  if (abilities.length === 0) {
    return <p className="text-bone-300">This fighter&apos;s abilities have not been revealed yet.</p>;
  }

  return (
    <Tabs.Root
      value={String(active)}
      onValueChange={(value) => setActive(Number(value))}
      activationMode="automatic"
      className="flex w-full max-w-[600px] flex-col gap-4"
    >
      <Tabs.List aria-label={`${fighter.name} abilities`} className="flex flex-wrap gap-2.5">
        {abilities.map((ability, index) => (
          <Tabs.Trigger
            key={`${index}-${ability.name}`}
            value={String(index)}
            aria-label={ability.name}
            title={ability.name}
            className="group rounded-sm focus-visible:outline-offset-4"
          >
            <AbilityIcon
              name={ability.name}
              video={abilityVideo(fighter, ability)}
              active={index === active}
            />
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {abilities.map((ability, index) => (
        <Tabs.Content
          key={`${index}-${ability.name}`}
          value={String(index)}
          className="focus-visible:outline-offset-4"
        >
          <AbilityPanel ability={ability} video={abilityVideo(fighter, ability)} />
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
