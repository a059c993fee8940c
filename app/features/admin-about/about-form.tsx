import { toast } from 'sonner';
import type { z } from 'zod';
import { type About, aboutInputSchema } from '@contracts/about';
import { Button } from '~/components/ui/button';
import { Card, CardContent } from '~/components/ui/card';
import { InputField } from '~/components/ui/input-field';
import { TextareaField } from '~/components/ui/textarea-field';
import { useBackOfficeForm } from '~/features/admin-shared/back-office-form';
import { SwitchSetting } from '~/features/admin-shared/switch-setting';
import { RichTextFormField } from '~/features/admin-rich-text-editor/rich-text-form-field';
import { useSaveAbout } from './about-api';
import { AboutStats } from './about-stats';

type FormInput = z.input<typeof aboutInputSchema>;

const EMPTY: FormInput = { title: '', description: '', missionStatement: '', isActive: true };

export function AboutForm({ about, onDone }: { about: About | null; onDone: () => void }) {
  const save = useSaveAbout();
  const { fieldProps, controlled, handleSubmit, watch, formState } = useBackOfficeForm(
    aboutInputSchema,
    about
      ? {
          title: about.title,
          description: about.description,
          missionStatement: about.missionStatement,
          isActive: about.isActive,
        }
      : EMPTY,
  );
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
            {...controlled('description')}
            id="about-description"
            label="Main Description"
            variant="compact"
            required
          />
          <TextareaField
            id="about-mission"
            label="Mission Statement"
            required
            rows={3}
            className="min-h-0"
            {...fieldProps('missionStatement')}
          />
          <SwitchSetting
            {...controlled('isActive')}
            id="about-status"
            label="Page Status"
            note="Control whether the About page is visible to visitors"
            stateText={isActive ? 'Live' : 'Draft'}
          />
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
