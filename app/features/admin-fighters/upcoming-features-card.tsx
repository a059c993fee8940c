import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card';

const PLANNED = [
  { title: 'Fighter Editor', text: 'A side-by-side editor with a live preview of the public profile.' },
  { title: 'Ability Management', text: 'Reorder abilities and reuse them across fighters.' },
  { title: 'Image Upload', text: 'Crop portraits to 3:4 in the browser before uploading.' },
  { title: 'Balance Testing', text: 'Simulate matches between fighters to compare their stats.' },
];

/** The four planned items of docs/back-office-screens.md §2. */
export function UpcomingFeaturesCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Upcoming Features</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-3 sm:grid-cols-2">
          {PLANNED.map((item) => (
            <li key={item.title} className="rounded-md border border-ink-700 bg-ink-850 p-3">
              <p className="font-semibold text-bone-50">{item.title}</p>
              <p className="mt-1 text-xs text-bone-300">{item.text}</p>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
