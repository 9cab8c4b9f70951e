import { STAFF_ROLES, type StaffRole } from '@/core/office/roles';
import * as form from '@/web/ui/form.css';
import { useT } from '../../lib/i18n';
import * as css from '../../shell/office.css';
import * as own from './staff.css';

/** The roles as checkboxes in a labelled group (each role's name from the shell's texts). */
export function RoleChecks({
  legend,
  value,
  onChange,
}: {
  legend: string;
  value: StaffRole[];
  onChange: (roles: StaffRole[]) => void;
}) {
  const shell = useT('shell');
  return (
    <fieldset className={own.fieldset}>
      <legend className={form.label}>{legend}</legend>
      <div className={css.filters}>
        {STAFF_ROLES.map((role) => (
          <label key={role} className={form.check}>
            <input
              type="checkbox"
              className={form.checkbox}
              name="roles"
              value={role}
              checked={value.includes(role)}
              onChange={(e) =>
                onChange(
                  e.target.checked
                    ? STAFF_ROLES.filter((r) => r === role || value.includes(r))
                    : value.filter((r) => r !== role),
                )
              }
            />
            {shell(`role.${role}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
