import { toast } from 'sonner';
import { FAQ_CATEGORIES, type Faq, faqInputSchema } from '@contracts/faq';
import { InputField } from '~/components/ui/input-field';
import { SelectField } from '~/components/ui/select-field';
import { FormForItem } from '~/features/admin-shared/form-for-item';
import { useBackOfficeForm } from '~/features/admin-shared/back-office-form';
import type { ItemFormProps } from '~/features/admin-shared/item-form-dialog';
import { OrderField, toOptionalNumber } from '~/features/admin-shared/order-field';
import { SwitchField } from '~/features/admin-shared/switch-field';
import { RichTextFormField } from '~/features/admin-rich-text-editor/rich-text-form-field';
import { faqResource, toFaqInput } from './faq-api';

export const REQUIRED_FIELDS = 'Please fill in all required fields';

/** Add FAQ (item null) and Edit FAQ; a new FAQ goes last: order = list length + 1. */
export function FaqForm({ nextOrder, ...dialog }: ItemFormProps<Faq>) {
  const { item: faq } = dialog;
  const form = useBackOfficeForm(
    faqInputSchema,
    faq
      ? toFaqInput(faq)
      : { question: '', answer: '', category: 'General', order: nextOrder, published: true },
  );
  const { register, fieldProps, controlled, watch, formState } = form;
  const { errors } = formState;
  const [question = '', answer = ''] = watch(['question', 'answer']);

  return (
    <FormForItem
      {...dialog}
      form={form}
      resource={faqResource}
      // Enabled once both fields have text; blank text is caught on submit with the spec's message.
      complete={question !== '' && answer !== ''}
      // Blank (only spaces) question or answer: the spec's message, as well as the field's own.
      onInvalid={(invalid) => {
        if (invalid.question || invalid.answer) toast.error(REQUIRED_FIELDS);
      }}
    >
      <InputField
        id="faq-question"
        label="Question"
        required
        error={errors.question && REQUIRED_FIELDS}
        {...register('question')}
      />
      <RichTextFormField
        {...controlled('answer')}
        id="faq-answer"
        label="Answer"
        variant="compact"
        required
        error={errors.answer && REQUIRED_FIELDS}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField id="faq-category" label="Category" options={FAQ_CATEGORIES} {...register('category')} />
        <OrderField id="faq-order" {...fieldProps('order', { setValueAs: toOptionalNumber })} />
      </div>
      <SwitchField {...controlled('published')}>Active (published on the support page)</SwitchField>
    </FormForItem>
  );
}
