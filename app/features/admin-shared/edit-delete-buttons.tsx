import { Pencil, Trash2 } from 'lucide-react';
import { Button } from '~/components/ui/button';

/**
 * A row's Edit and Delete buttons. Both are named after the row (`editLabel`, `deleteLabel`), as
 * a list holds many buttons that read "Edit" and "Delete".
 */
export function EditDeleteButtons({
  editLabel,
  deleteLabel,
  onEdit,
  onDelete,
}: {
  editLabel: string;
  deleteLabel: string;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <>
      <Button variant="secondary" size="sm" onClick={onEdit} aria-label={editLabel}>
        <Pencil aria-hidden="true" /> Edit
      </Button>
      <Button
        variant="ghost"
        size="sm"
        onClick={onDelete}
        aria-label={deleteLabel}
        className="text-blood-400"
      >
        <Trash2 aria-hidden="true" /> Delete
      </Button>
    </>
  );
}
