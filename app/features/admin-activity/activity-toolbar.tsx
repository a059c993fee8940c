import { AUDIT_ACTIONS, AUDIT_ENTITIES, type AuditAction, type AuditEntity } from '@contracts/audit-log';
import { X } from 'lucide-react';
import { Button } from '~/components/ui/button';
import { FormField } from '~/components/ui/form-field';
import { Input } from '~/components/ui/input';
import { OptionSelect } from '~/components/ui/option-select';
import { SearchInput } from '~/components/ui/search-input';
import { RefreshButton } from '~/features/admin-shared/refresh-button';
import { type ActivityView, isFiltered } from './activity-filters';
import { ACTION_LABELS, ENTITY_LABELS } from './activity-labels';

const ENTITY_OPTIONS = [
  { value: 'all' as const, label: 'Everything' },
  ...AUDIT_ENTITIES.map((value) => ({ value, label: ENTITY_LABELS[value] })),
];
const ACTION_OPTIONS = [
  { value: 'all' as const, label: 'All actions' },
  ...AUDIT_ACTIONS.map((value) => ({ value, label: ACTION_LABELS[value] })),
];

type ActivityToolbarProps = {
  view: ActivityView;
  /** The actor box's text, ahead of the URL while typing. */
  actorDraft: string;
  onActorChange: (actor: string) => void;
  onChange: (change: Partial<ActivityView>) => void;
  onClear: () => void;
  onRefresh: () => void;
  refreshing: boolean;
};

/** The Activity filters: who, what kind of row, which action, and which days (studio time). */
export function ActivityToolbar(props: ActivityToolbarProps) {
  const { view, actorDraft, onActorChange, onChange, onClear, onRefresh, refreshing } = props;
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-col gap-3 md:flex-row md:items-center">
        <SearchInput
          id="activity-actor"
          label="Filter by actor"
          placeholder="Filter by username or user id..."
          value={actorDraft}
          onValueChange={onActorChange}
          className="flex-1"
        />
        <OptionSelect<AuditEntity | 'all'>
          aria-label="Filter by kind of entry"
          options={ENTITY_OPTIONS}
          value={view.entity}
          // Another kind of row leaves the one row chosen behind.
          onChange={(entity) => onChange({ entity, entityId: null })}
          className="md:w-48"
        />
        <OptionSelect<AuditAction | 'all'>
          aria-label="Filter by action"
          options={ACTION_OPTIONS}
          value={view.action}
          onChange={(action) => onChange({ action })}
          className="md:w-48"
        />
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
        <div className="grid grid-cols-2 gap-3 sm:flex">
          <DayField
            id="activity-from"
            label="From date"
            value={view.from}
            onChange={(from) => onChange({ from })}
          />
          <DayField id="activity-to" label="To date" value={view.to} onChange={(to) => onChange({ to })} />
        </div>
        {view.entity !== 'all' && view.entityId !== null ? (
          <OneRowChip
            label={`${ENTITY_LABELS[view.entity]} #${view.entityId}`}
            onRemove={() => onChange({ entityId: null })}
          />
        ) : null}
        <div className="flex flex-wrap gap-2 sm:ml-auto">
          {isFiltered(view) ? (
            <Button variant="ghost" onClick={onClear}>
              <X aria-hidden="true" /> Clear Filters
            </Button>
          ) : null}
          <RefreshButton onRefresh={onRefresh} refreshing={refreshing} />
        </div>
      </div>
    </div>
  );
}

/** A day's caption in small grey capitals above its date box, like the subscriber toolbar's filter headings. */
const DAY_CAPTION =
  'min-w-0 gap-1 sm:w-44 [&>label]:text-xs [&>label]:font-semibold [&>label]:tracking-wide [&>label]:text-bone-500 [&>label]:uppercase';

function DayField(props: { id: string; label: string; value: string; onChange: (day: string) => void }) {
  return (
    <FormField id={props.id} label={props.label} className={DAY_CAPTION}>
      {(control) => (
        <Input
          {...control}
          type="date"
          value={props.value}
          onChange={(event) => props.onChange(event.target.value)}
          className="[color-scheme:dark]"
        />
      )}
    </FormField>
  );
}

/** Says the list is narrowed to one row (a details dialog's View activity), and widens it again. */
function OneRowChip({ label, onRemove }: { label: string; onRemove: () => void }) {
  return (
    <p className="flex h-10 items-center gap-1 self-start rounded-md border border-ink-600 bg-ink-850 pr-1 pl-3 text-sm text-bone-100 sm:self-end">
      Only {label}
      <Button
        variant="ghost"
        size="icon"
        className="size-8"
        aria-label={`Show every entry, not only ${label}`}
        onClick={onRemove}
      >
        <X aria-hidden="true" />
      </Button>
    </p>
  );
}
