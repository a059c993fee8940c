import type { z } from 'zod';
import { DICE, type fighterInputSchema } from '@contracts/fighter';
import { InputField } from '~/components/ui/input-field';
import { SelectField } from '~/components/ui/select-field';
import { TextareaField } from '~/components/ui/textarea-field';
import type { BackOfficeForm } from '~/features/admin-shared/back-office-form';

type Form = BackOfficeForm<z.input<typeof fighterInputSchema>, z.output<typeof fighterInputSchema>>;

export function FighterTextFields({ form: { fieldProps } }: { form: Form }) {
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          id="fighter-name"
          label="Name"
          required
          hint="Fighter names are stored in capitals."
          className="uppercase"
          {...fieldProps('name')}
        />
        <InputField
          id="fighter-role"
          label="Role"
          required
          placeholder="e.g. Bloodletter"
          {...fieldProps('role')}
        />
      </div>
      <TextareaField id="fighter-bio" label="Bio" required rows={4} {...fieldProps('bio')} />
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
  const { register, fieldProps } = form;
  const numberField = (stat: (typeof NUMBER_FIELDS)[number]['stat']) => {
    const field = fieldProps(`stats.${stat}`, {
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
        <SelectField key={id} id={id} label={label} options={DICE} {...register(name)} />
      ))}
      {NUMBER_FIELDS.map(({ id, label, stat }) => (
        <InputField
          key={id}
          id={id}
          label={label}
          type="number"
          min={1}
          max={10}
          step={1}
          inputMode="numeric"
          {...numberField(stat)}
        />
      ))}
    </fieldset>
  );
}
