import { OptionSelect } from '~/components/ui/option-select';
import { SearchInput } from '~/components/ui/search-input';
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
      <SearchInput
        label="Search users"
        placeholder="Search users by name, username, or email..."
        value={search}
        onValueChange={onSearchChange}
        className="flex-1"
      />
      <OptionSelect
        aria-label="Filter by role"
        options={ROLE_FILTER_OPTIONS}
        value={role}
        onChange={onRoleChange}
        className="sm:w-44"
      />
    </div>
  );
}
