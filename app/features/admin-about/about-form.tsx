import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { type About, aboutInputSchema } from '@contracts/about';
import { Button } from '~/components/ui/button';
import { Card, CardContent } from '~/components/ui/card';
import { InputField } from '~/components/ui/input-field';
import { Switch } from '~/components/ui/switch';
import { TextareaField } from '~/components/ui/textarea-field';
import { fieldBinder } from '~/features/admin-shared/field-binder';
import { RichTextFormField } from '~/features/admin-rich-text-editor/rich-text-form-field';
import { useSaveAbout } from './about-api';
import { AboutStats } from './about-stats';

type FormInput = z.input<typeof aboutInputSchema>;
type FormOutput = z.output<typeof aboutInputSchema>;

const EMPTY: FormInput = { title: '', description: '', missionStatement: '', isActive: true };

export function AboutForm({ about, onDone }: { about: About | null; onDone: () => void }) {
  const save = useSaveAbout();
  const { register, control, handleSubmit, watch, formState } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(aboutInputSchema),
    defaultValues: about
      ? {
          title: about.title,
          description: about.description,
          missionStatement: about.missionStatement,
          isActive: about.isActive,
        }
      : EMPTY,
  });
  const { errors } = formState;
  const fieldProps = fieldBinder(register, errors);
  const [description = '', isActive = true] = watch(['description', 'isActive']);

  const submit = handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
      toast.success('About page content updated successfully!');
      onDone();
    } catch (error) {
      toast.error(
        error instanceof Error && error.message ? error.message : 'Failed to update About page content',
      );
    }
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-6">
      <AboutStats description={description} isActive={isActive} />
      <Card>
        <CardContent className="flex flex-col gap-5 pt-5">
          <InputField id="about-title" label="Page Title" required {...fieldProps('title')} />
          <RichTextFormField
            control={control}
            name="description"
            id="about-description"
            label="Main Description"
            variant="compact"
            required
            error={errors.description?.message}
          />
          <TextareaField
            id="about-mission"
            label="Mission Statement"
            required
            rows={3}
            className="min-h-0"
            {...fieldProps('missionStatement')}
          />
          <div className="flex items-center justify-between gap-4 rounded-md border border-ink-700 bg-ink-850 p-4">
            <div>
              <label htmlFor="about-status" className="text-sm font-medium text-bone-100">
                Page Status
              </label>
              <p id="about-status-note" className="text-xs text-bone-500">
                Control whether the About page is visible to visitors
              </p>
            </div>
            <div className="flex items-center gap-2">
              <span className="text-sm text-bone-300" aria-hidden="true">
                {isActive ? 'Live' : 'Draft'}
              </span>
              <Controller
                control={control}
                name="isActive"
                render={({ field }) => (
                  <Switch
                    id="about-status"
                    checked={field.value ?? true}
                    onCheckedChange={field.onChange}
                    aria-describedby="about-status-note"
                  />
                )}
              />
            </div>
          </div>
        </CardContent>
      </Card>
      <div className="flex justify-end gap-2">
        {about ? (
          <Button variant="secondary" onClick={onDone}>
            Cancel
          </Button>
        ) : null}
        <Button type="submit" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? 'Saving...' : 'Save Changes'}
        </Button>
      </div>
    </form>
  );
}
