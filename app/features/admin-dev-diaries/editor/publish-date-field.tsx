import { CalendarDays, Globe } from 'lucide-react';
import { useState } from 'react';
import { Button } from '~/components/ui/button';
import { Calendar } from '~/components/ui/calendar';
import { FormField } from '~/components/ui/form-field';
import { Input } from '~/components/ui/input';
import { Popover, PopoverContent, PopoverTrigger } from '~/components/ui/popover';
import { formatLongDateInZone, instantOf, wallTimeOf, zoneLabel } from '../studio-time';
import { useStudioTimeZone } from '../use-studio-time-zone';

type PublishDateFieldProps = { value: Date; onChange: (date: Date) => void };

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The publish date and time, both in the studio's time zone (STUDIO_TIME_ZONE), named beside
 * them: staff in other zones still schedule for the studio's clock. The value stays an instant.
 * A button showing the long date opens a calendar (weeks from Sunday); a time field sets the hour.
 */
export function PublishDateField({ value, onChange }: PublishDateFieldProps) {
  const [open, setOpen] = useState(false);
  const timeZone = useStudioTimeZone();
  const wall = wallTimeOf(value, timeZone);
  // The calendar works in the browser's zone: it is shown the studio's wall date as a local day.
  const shownDay = new Date(wall.year, wall.month, wall.day);
  const longDate = formatLongDateInZone(value, timeZone);
  const zone = zoneLabel(timeZone, value);

  return (
    // The button opening the calendar is the labelled control; its own name adds the date shown.
    <FormField id="post-date" label="Publish Date">
      <Popover open={open} onOpenChange={setOpen}>
        <PopoverTrigger asChild>
          <Button
            id="post-date"
            variant="secondary"
            className="justify-start font-normal"
            aria-label={`Publish Date: ${longDate}`}
          >
            <CalendarDays aria-hidden="true" />
            {longDate}
          </Button>
        </PopoverTrigger>
        <PopoverContent aria-label="Choose the publish date">
          <Calendar
            mode="single"
            required
            selected={shownDay}
            defaultMonth={shownDay}
            onSelect={(day) => {
              // The chosen day keeps the time of day already set (now, for a new post).
              const date = { year: day.getFullYear(), month: day.getMonth(), day: day.getDate() };
              onChange(instantOf({ ...wall, ...date }, timeZone));
              setOpen(false);
            }}
          />
        </PopoverContent>
      </Popover>
      <div className="flex items-center gap-3">
        <Input
          id="post-time"
          type="time"
          aria-label={`Publish time (${zone})`}
          aria-describedby="post-time-zone"
          value={`${pad(wall.hours)}:${pad(wall.minutes)}`}
          onChange={(event) => {
            const [hours, minutes] = event.target.value.split(':').map(Number);
            if (hours === undefined || minutes === undefined || Number.isNaN(hours) || Number.isNaN(minutes))
              return;
            onChange(instantOf({ ...wall, hours, minutes }, timeZone));
          }}
          className="w-32 shrink-0 [color-scheme:dark]"
        />
        <p id="post-time-zone" className="flex min-w-0 items-start gap-1.5 text-xs text-bone-300">
          <Globe aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
          <span>
            Studio time zone: <span className="break-words text-bone-100">{zone}</span>
          </span>
        </p>
      </div>
      {value.getTime() > Date.now() ? (
        <p className="text-xs text-sky-200">
          A date ahead schedules the post: once published, visitors see it from that moment.
        </p>
      ) : null}
    </FormField>
  );
}
