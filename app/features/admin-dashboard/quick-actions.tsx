import { Plus, Swords, UserCog } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '~/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card';

/** New Dev Diary Post, Manage Fighters, and User Management for a super admin. */
export function QuickActions({ superAdmin }: { superAdmin: boolean }) {
  const action = buttonVariants({ variant: 'secondary', className: 'justify-start' });
  return (
    <Card>
      <CardHeader>
        <CardTitle>Quick Actions</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-2">
        <Link to="/admin/dev-diaries/new" className={action}>
          <Plus aria-hidden="true" />
          New Dev Diary Post
        </Link>
        <Link to="/admin/fighters" className={action}>
          <Swords aria-hidden="true" />
          Manage Fighters
        </Link>
        {superAdmin ? (
          <Link to="/admin/users" className={action}>
            <UserCog aria-hidden="true" />
            User Management
          </Link>
        ) : null}
      </CardContent>
    </Card>
  );
}
