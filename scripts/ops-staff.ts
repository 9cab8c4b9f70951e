// The back office's staff commands of `npm run ops` (docs/back-office.md "Staff"): the first owner of a brand is
// created here; after that owners can manage staff in the console too. Every command is recorded in ops_action.
import { isStaffRole, STAFF_ROLES } from '../src/core/office/roles';
import { createStaff, newStaffPassword, setStaffRoles, setStaffStatus } from '../src/server/domains/office';
import type { ContractCommandInput } from './ops-contracts';

export const STAFF_HELP = `
  staff-create --name <username> --brand <code[,code…]> --role <role[,role…]> --by <who>
                                                          a back-office staff member (roles: ${STAFF_ROLES.join(', ')})
                                                          on each brand given; --password <pw> or one is generated.
                                                          Prints the password and the TOTP secret and otpauth://
                                                          URI once: scan it with an authenticator app (mandatory)
  staff-list [--brand <code>]                             staff members, their roles per brand and status
  staff-lock <username> --by <who> --reason <why>         locks a staff member (their sessions end)
  staff-unlock <username> --by <who> --reason <why>       unlocks one (also after ten wrong logins in a row)
  staff-roles <username> --brand <code> --role <role[,role…]> --by <who> --reason <why>
                                                          replaces the staff member's roles on that brand
                                                          (gives them the brand if they had no role there)`;

export const STAFF_COMMANDS = ['staff-create', 'staff-list', 'staff-lock', 'staff-unlock', 'staff-roles'];

export async function staffCommand(input: ContractCommandInput): Promise<number> {
  const { command, values, required, db } = input;
  switch (command) {
    case 'staff-create': {
      const brands = required('brand')
        .split(',')
        .map((code) => input.brandByCode(code.trim()).config.code);
      const roles = required('role')
        .split(',')
        .map((r) => r.trim());
      const unknown = roles.find((r) => !isStaffRole(r));
      if (unknown) throw input.usage(`unknown role ${unknown} (roles: ${STAFF_ROLES.join(', ')})`);
      const given = typeof values.password === 'string' ? values.password : undefined;
      const password = given ?? newStaffPassword();
      const { secret } = await db.selectFrom('server_secret').select('secret').executeTakeFirstOrThrow();
      const created = await createStaff(db, secret, {
        username: required('name'),
        password,
        roles: brands.flatMap((brand) => roles.map((role) => ({ brand, role }))),
        by: `cli:${required('by')}`,
      });
      console.log(
        `staff ${required('name')} created (#${created.id}) on ${brands.join(', ')} as ${roles.join(', ')}`,
      );
      if (!given) console.log(`password: ${password}`);
      console.log(`TOTP secret: ${created.totpSecret}`);
      console.log(`authenticator URI: ${created.otpauth}`);
      console.log('Sign in at /office with the password and the code the authenticator app shows.');
      return 0;
    }
    case 'staff-list': {
      let query = db
        .selectFrom('staff')
        .innerJoin('staff_role', 'staff_role.staff_id', 'staff.id')
        .select([
          'staff.username',
          'staff.status',
          'staff_role.brand_code',
          'staff_role.role',
          'staff.created_at',
        ])
        .orderBy('staff.username')
        .orderBy('staff_role.brand_code');
      if (typeof values.brand === 'string') query = query.where('staff_role.brand_code', '=', values.brand);
      const rows = await query.execute();
      input.printTable(
        rows.map((r) => ({
          staff: r.username,
          brand: r.brand_code,
          role: r.role,
          status: r.status,
          since: r.created_at,
        })),
      );
      return 0;
    }
    case 'staff-lock':
    case 'staff-unlock': {
      if (!input.target) throw input.usage('the staff username is required');
      await setStaffStatus(db, {
        username: input.target,
        status: command === 'staff-lock' ? 'locked' : 'active',
        by: `cli:${required('by')}`,
        reason: required('reason'),
      });
      console.log(`staff ${input.target}: ${command === 'staff-lock' ? 'locked' : 'active'}`);
      return 0;
    }
    case 'staff-roles': {
      if (!input.target) throw input.usage('the staff username is required');
      const brand = input.brandByCode(required('brand')).config.code;
      const roles = required('role')
        .split(',')
        .map((r) => r.trim());
      const unknown = roles.find((r) => !isStaffRole(r));
      if (unknown) throw input.usage(`unknown role ${unknown} (roles: ${STAFF_ROLES.join(', ')})`);
      const { before, after } = await setStaffRoles(db, {
        username: input.target,
        brand,
        roles,
        by: `cli:${required('by')}`,
        reason: required('reason'),
      });
      console.log(
        `staff ${input.target} on ${brand}: ${before.join(', ') || '(no role)'} → ${after.join(', ')}`,
      );
      return 0;
    }
  }
  return 2;
}
