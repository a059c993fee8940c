import type { UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { DICE, type fighterInputSchema } from '@contracts/fighter';
import { Input } from '~/components/ui/input';
import { Label } from '~/components/ui/label';
import { NativeSelect } from '~/components/ui/native-select';
import { Textarea } from '~/components/ui/textarea';
import { FighterField } from './fighter-field';

type Form = UseFormReturn<z.input<typeof fighterInputSchema>, unknown, z.output<typeof fighterInputSchema>>;

export function FighterTextFields({ form }: { form: Form }) {
  const { register, formState } = form;
  const { errors } = formState;
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <FighterField
          id="fighter-name"
          label="Name"
          required
          hint="Fighter names are stored in capitals."
          error={errors.name?.message}
        >
          {(aria) => <Input {...aria} className="uppercase" {...register('name')} />}
        </FighterField>
        <FighterField id="fighter-role" label="Role" required error={errors.role?.message}>
          {(aria) => <Input {...aria} placeholder="e.g. Bloodletter" {...register('role')} />}
        </FighterField>
      </div>
      <FighterField id="fighter-bio" label="Bio" required error={errors.bio?.message}>
        {(aria) => <Textarea {...aria} rows={4} {...register('bio')} />}
      </FighterField>
    </>
  );
}

const DICE_FIELDS = [
  { id: 'fighter-attack', label: 'Attack Dice', name: 'stats.attackDice' },
  { id: 'fighter-defense', label: 'Defense Dice', name: 'stats.defenseDice' },
] as const;
const NUMBER_FIELDS = [
  { id: 'fighter-hp', label: 'Base HP', stat: 'baseHP' },
  { id: 'fighter-mobility', label: 'Base Mobility', stat: 'baseMobility' },
] as const;

/** Dice D2–D6 and the 1–10 numbers; an emptied number counts as 1 (docs/back-office-screens.md §5). */
export function FighterStatFields({ form }: { form: Form }) {
  const { register, formState } = form;
  const errors = formState.errors.stats;
  const numberField = (stat: (typeof NUMBER_FIELDS)[number]['stat']) => {
    const field = register(`stats.${stat}`, {
      setValueAs: (value: unknown) => (value === '' ? 1 : Number(value)),
    });
    return {
      ...field,
      onBlur: (event: React.FocusEvent<HTMLInputElement>) => {
        if (event.target.value === '') event.target.value = '1';
        return field.onBlur(event);
      },
    };
  };
  return (
    <fieldset className="grid grid-cols-2 gap-4 sm:grid-cols-4">
      <legend className="sr-only">Stats</legend>
      {DICE_FIELDS.map(({ id, label, name }) => (
        <div key={id} className="flex flex-col gap-1.5">
          <Label htmlFor={id}>{label}</Label>
          <NativeSelect id={id} {...register(name)}>
            {DICE.map((die) => (
              <option key={die}>{die}</option>
            ))}
          </NativeSelect>
        </div>
      ))}
      {NUMBER_FIELDS.map(({ id, label, stat }) => (
        <FighterField key={id} id={id} label={label} error={errors?.[stat]?.message}>
          {(aria) => (
            <Input
              {...aria}
              type="number"
              min={1}
              max={10}
              step={1}
              inputMode="numeric"
              {...numberField(stat)}
            />
          )}
        </FighterField>
      ))}
    </fieldset>
  );
}
