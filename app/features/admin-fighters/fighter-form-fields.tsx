import type { UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { DICE, type fighterInputSchema } from '@contracts/fighter';
import { Input } from '~/components/ui/input';
import { Label } from '~/components/ui/label';
import { NativeSelect } from '~/components/ui/native-select';
import { Required } from '~/components/ui/required-mark';
import { Textarea } from '~/components/ui/textarea';

type Form = UseFormReturn<z.input<typeof fighterInputSchema>, unknown, z.output<typeof fighterInputSchema>>;

function FieldError({ id, message }: { id: string; message?: string }) {
  return message ? (
    <p id={id} className="text-xs text-blood-400">
      {message}
    </p>
  ) : null;
}

export function FighterTextFields({ form }: { form: Form }) {
  const { register, formState } = form;
  const { errors } = formState;
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="fighter-name">
            Name <Required />
          </Label>
          <Input
            id="fighter-name"
            aria-required="true"
            aria-invalid={!!errors.name}
            aria-describedby={errors.name ? 'fighter-name-hint fighter-name-error' : 'fighter-name-hint'}
            className="uppercase"
            {...register('name')}
          />
          <p id="fighter-name-hint" className="text-xs text-bone-500">
            Fighter names are stored in capitals.
          </p>
          <FieldError id="fighter-name-error" message={errors.name?.message} />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="fighter-role">
            Role <Required />
          </Label>
          <Input
            id="fighter-role"
            placeholder="e.g. Bloodletter"
            aria-required="true"
            aria-invalid={!!errors.role}
            aria-describedby={errors.role ? 'fighter-role-error' : undefined}
            {...register('role')}
          />
          <FieldError id="fighter-role-error" message={errors.role?.message} />
        </div>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="fighter-bio">
          Bio <Required />
        </Label>
        <Textarea
          id="fighter-bio"
          rows={4}
          aria-required="true"
          aria-invalid={!!errors.bio}
          aria-describedby={errors.bio ? 'fighter-bio-error' : undefined}
          {...register('bio')}
        />
        <FieldError id="fighter-bio-error" message={errors.bio?.message} />
      </div>
    </>
  );
}

/** Dice D2–D6 and the 1–10 numbers; an emptied number counts as 1 (back-office.md §5). */
export function FighterStatFields({ form }: { form: Form }) {
  const { register, formState } = form;
  const errors = formState.errors.stats;
  const numberField = (name: 'stats.baseHP' | 'stats.baseMobility') => {
    const field = register(name, { setValueAs: (value: unknown) => (value === '' ? 1 : Number(value)) });
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
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="fighter-attack">Attack Dice</Label>
        <NativeSelect id="fighter-attack" {...register('stats.attackDice')}>
          {DICE.map((die) => (
            <option key={die}>{die}</option>
          ))}
        </NativeSelect>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="fighter-defense">Defense Dice</Label>
        <NativeSelect id="fighter-defense" {...register('stats.defenseDice')}>
          {DICE.map((die) => (
            <option key={die}>{die}</option>
          ))}
        </NativeSelect>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="fighter-hp">Base HP</Label>
        <Input
          id="fighter-hp"
          type="number"
          min={1}
          max={10}
          step={1}
          inputMode="numeric"
          aria-invalid={!!errors?.baseHP}
          aria-describedby={errors?.baseHP ? 'fighter-hp-error' : undefined}
          {...numberField('stats.baseHP')}
        />
        <FieldError id="fighter-hp-error" message={errors?.baseHP?.message} />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="fighter-mobility">Base Mobility</Label>
        <Input
          id="fighter-mobility"
          type="number"
          min={1}
          max={10}
          step={1}
          inputMode="numeric"
          aria-invalid={!!errors?.baseMobility}
          aria-describedby={errors?.baseMobility ? 'fighter-mobility-error' : undefined}
          {...numberField('stats.baseMobility')}
        />
        <FieldError id="fighter-mobility-error" message={errors?.baseMobility?.message} />
      </div>
    </fieldset>
  );
}
