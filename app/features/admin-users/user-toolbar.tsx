import { Search } from 'lucide-react';
import { Input } from '~/components/ui/input';
import { NativeSelect } from '~/components/ui/native-select';
import { ROLE_FILTER_OPTIONS, type RoleFilter } from './user-filters';

type UserToolbarProps = {
  search: string;
  role: RoleFilter;
  onSearchChange: (search: string) => void;
  onRoleChange: (role: RoleFilter) => void;
};

export function UserToolbar({ search, role, onSearchChange, onRoleChange }: UserToolbarProps) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
      <div className="relative flex-1">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-bone-500"
        />
        <Input
          type="search"
          aria-label="Search users"
          placeholder="Search users by name, username, or email..."
          value={search}
          onChange={(event) => onSearchChange(event.target.value)}
          className="pl-9"
        />
      </div>
      <NativeSelect
        aria-label="Filter by role"
        value={role}
        onChange={(event) => onRoleChange(event.target.value as RoleFilter)}
        className="sm:w-44"
      >
        {ROLE_FILTER_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
