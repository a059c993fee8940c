import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { FAQ_CATEGORIES, type Faq, faqInputSchema } from '@contracts/faq';
import { Button } from '~/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '~/components/ui/dialog';
import { FormField, fieldErrorId } from '~/components/ui/form-field';
import { Input } from '~/components/ui/input';
import { NativeSelect } from '~/components/ui/native-select';
import { Switch } from '~/components/ui/switch';
import { Textarea } from '~/components/ui/textarea';
import { errorText, toFaqInput, useFaqMutations } from './faq-api';

type FormInput = z.input<typeof faqInputSchema>;
type FormOutput = z.output<typeof faqInputSchema>;

export const REQUIRED_FIELDS = 'Please fill in all required fields';

const toNumber = (value: unknown) =>
  value === '' || value === null || value === undefined ? undefined : Number(value);

/** Add FAQ (faq null) and Edit FAQ; a new FAQ goes last: order = list length + 1. */
export function FaqFormDialog({
  open,
  onOpenChange,
  faq,
  nextOrder,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  faq: Faq | null;
  nextOrder: number;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogTitle>{faq ? 'Edit FAQ' : 'Add FAQ'}</DialogTitle>
        <DialogDescription>Question and answer are required.</DialogDescription>
        {open ? <FaqForm faq={faq} nextOrder={nextOrder} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function FaqForm({ faq, nextOrder, onDone }: { faq: Faq | null; nextOrder: number; onDone: () => void }) {
  const { create, update } = useFaqMutations();
  const { register, control, handleSubmit, watch, formState } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(faqInputSchema),
    defaultValues: faq
      ? toFaqInput(faq)
      : { question: '', answer: '', category: 'General', order: nextOrder, published: true },
  });
  const { errors } = formState;
  const [question = '', answer = ''] = watch(['question', 'answer']);
  const described = (key: keyof typeof errors, id: string) =>
    errors[key] ? { 'aria-invalid': true, 'aria-describedby': fieldErrorId(id) } : {};

  const submit = handleSubmit(
    async (values) => {
      try {
        if (faq) {
          await update.mutateAsync({ id: faq.id, input: values });
          toast.success('FAQ updated successfully!');
        } else {
          await create.mutateAsync(values);
          toast.success('FAQ added successfully!');
        }
        onDone();
      } catch (error) {
        toast.error(errorText(error, faq ? 'Failed to update FAQ' : 'Failed to add FAQ'));
      }
    },
    // Blank (only spaces) question or answer: the spec's message, as well as the field's own.
    (invalid) => {
      if (invalid.question || invalid.answer) toast.error(REQUIRED_FIELDS);
    },
  );

  return (
    <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-4">
      <FormField id="faq-question" label="Question" required error={errors.question && REQUIRED_FIELDS}>
        <Input
          id="faq-question"
          aria-required="true"
          {...described('question', 'faq-question')}
          {...register('question')}
        />
      </FormField>
      <FormField id="faq-answer" label="Answer" required error={errors.answer && REQUIRED_FIELDS}>
        <Textarea
          id="faq-answer"
          rows={5}
          aria-required="true"
          {...described('answer', 'faq-answer')}
          {...register('answer')}
        />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="faq-category" label="Category">
          <NativeSelect id="faq-category" {...register('category')}>
            {FAQ_CATEGORIES.map((category) => (
              <option key={category}>{category}</option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField id="faq-order" label="Order" error={errors.order?.message}>
          <Input
            id="faq-order"
            type="number"
            min={0}
            inputMode="numeric"
            {...described('order', 'faq-order')}
            {...register('order', { setValueAs: toNumber })}
          />
        </FormField>
      </div>
      <Controller
        control={control}
        name="published"
        render={({ field }) => (
          <label className="flex items-center gap-2 text-sm text-bone-100">
            <Switch checked={field.value ?? true} onCheckedChange={field.onChange} />
            Active (published on the support page)
          </label>
        )}
      />
      <DialogFooter>
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        {/* Enabled once both fields have text; blank text is caught on submit with the spec's message. */}
        <Button type="submit" disabled={!question || !answer || formState.isSubmitting}>
          {formState.isSubmitting ? 'Saving...' : faq ? 'Update FAQ' : 'Add FAQ'}
        </Button>
      </DialogFooter>
    </form>
  );
}
