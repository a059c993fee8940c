import { CalendarDays } from 'lucide-react';
import { useState } from 'react';
import { Button } from '~/components/ui/button';
import { Calendar } from '~/components/ui/calendar';
import { Label } from '~/components/ui/label';
import { Popover, PopoverContent, PopoverTrigger } from '~/components/ui/popover';
import { formatLongDate } from '~/lib/format-date';

type PublishDateFieldProps = { value: Date; onChange: (date: Date) => void };

/** The publish date: a button showing the long date that opens a calendar (weeks from Sunday). */
export function PublishDateField({ value, onChange }: PublishDateFieldProps) {
  const [open, setOpen] = useState(false);
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor="post-date">Publish Date</Label>
      <Popover open={open} onOpenChange={setOpen}>
        <PopoverTrigger asChild>
          <Button
            id="post-date"
            variant="secondary"
            className="justify-start font-normal"
            aria-label={`Publish Date: ${formatLongDate(value)}`}
          >
            <CalendarDays aria-hidden="true" />
            {formatLongDate(value)}
          </Button>
        </PopoverTrigger>
        <PopoverContent aria-label="Choose the publish date">
          <Calendar
            mode="single"
            required
            selected={value}
            defaultMonth={value}
            onSelect={(day) => {
              // The chosen day keeps the time of day already set (now, for a new post).
              const next = new Date(day);
              next.setHours(value.getHours(), value.getMinutes(), value.getSeconds(), 0);
              onChange(next);
              setOpen(false);
            }}
          />
        </PopoverContent>
      </Popover>
    </div>
  );
}
