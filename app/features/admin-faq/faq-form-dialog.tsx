import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { FAQ_CATEGORIES, type Faq, faqInputSchema } from '@contracts/faq';
import { InputField } from '~/components/ui/input-field';
import { SelectField } from '~/components/ui/select-field';
import { FormDialogFooter } from '~/features/admin-shared/form-dialog-footer';
import { type ItemFormProps, saveItem } from '~/features/admin-shared/item-form-dialog';
import { OrderField, toOptionalNumber } from '~/features/admin-shared/order-field';
import { SwitchField } from '~/features/admin-shared/switch-field';
import { RichTextFormField } from '~/features/admin-rich-text-editor/rich-text-form-field';
import { faqNames, faqResource, toFaqInput } from './faq-api';

type FormInput = z.input<typeof faqInputSchema>;
type FormOutput = z.output<typeof faqInputSchema>;

export const REQUIRED_FIELDS = 'Please fill in all required fields';

/** Add FAQ (item null) and Edit FAQ; a new FAQ goes last: order = list length + 1. */
export function FaqForm({ item: faq, nextOrder, onDone }: ItemFormProps<Faq>) {
  const writes = faqResource.useWrites();
  const { register, control, handleSubmit, watch, formState } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(faqInputSchema),
    defaultValues: faq
      ? toFaqInput(faq)
      : { question: '', answer: '', category: 'General', order: nextOrder, published: true },
  });
  const { errors } = formState;
  const [question = '', answer = ''] = watch(['question', 'answer']);

  const submit = handleSubmit(
    async (values) => {
      if (await saveItem(faq, writes, values, faqNames)) onDone();
    },
    // Blank (only spaces) question or answer: the spec's message, as well as the field's own.
    (invalid) => {
      if (invalid.question || invalid.answer) toast.error(REQUIRED_FIELDS);
    },
  );

  return (
    <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-4">
      <InputField
        id="faq-question"
        label="Question"
        required
        error={errors.question && REQUIRED_FIELDS}
        {...register('question')}
      />
      <RichTextFormField
        control={control}
        name="answer"
        id="faq-answer"
        label="Answer"
        variant="compact"
        required
        error={errors.answer && REQUIRED_FIELDS}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField id="faq-category" label="Category" options={FAQ_CATEGORIES} {...register('category')} />
        <OrderField
          id="faq-order"
          error={errors.order?.message}
          {...register('order', { setValueAs: toOptionalNumber })}
        />
      </div>
      <SwitchField control={control} name="published">
        Active (published on the support page)
      </SwitchField>
      {/* Enabled once both fields have text; blank text is caught on submit with the spec's message. */}
      <FormDialogFooter
        onCancel={onDone}
        submitLabel={faq ? 'Update FAQ' : 'Add FAQ'}
        saving={formState.isSubmitting}
        disabled={!question || !answer}
      />
    </form>
  );
}
