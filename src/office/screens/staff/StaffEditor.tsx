import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { BrandStaffRow } from '@/core/api/office-staff';
import type { StaffRole } from '@/core/office/roles';
import { button } from '@/web/ui/button.css';
import * as form from '@/web/ui/form.css';
import { type ApiError, brandPath, officeApi, officePost } from '../../lib/api';
import { useT } from '../../lib/i18n';
import * as css from '../../shell/office.css';
import { RoleChecks } from './RoleChecks';

/** An owner changes a staff member's roles on this brand, or locks / unlocks them; each with a reason. */
export function StaffEditor({
  brand,
  member,
  onClose,
}: {
  brand: string;
  member: BrandStaffRow;
  onClose: () => void;
}) {
  const t = useT('staff');
  const client = useQueryClient();
  const [roles, setRoles] = useState<StaffRole[]>(member.roles);
  const [reason, setReason] = useState('');
  const [done, setDone] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);
  // Opened from a row far up the list: the editor takes the focus (and so comes into view).
  useEffect(() => heading.current?.focus(), []);
  const base = brandPath(brand, `staff/${encodeURIComponent(member.username)}`);
  const settled = (message: string) => {
    setDone(message);
    setReason('');
    void client.invalidateQueries({ queryKey: ['office', brand, 'staff'] });
  };
  const saveRoles = useMutation({
    mutationFn: () =>
      officeApi<{ roles: StaffRole[] }>(`${base}/roles`, {
        method: 'PUT',
        body: JSON.stringify({ roles, reason: reason.trim() }),
      }),
    onSuccess: () => settled(t('edit.saved')),
  });
  const setStatus = useMutation({
    mutationFn: (action: 'lock' | 'unlock') =>
      officePost<{ status: string }>(`${base}/${action}`, { reason: reason.trim() }),
    onSuccess: () => settled(t('edit.saved')),
  });
  const error = (saveRoles.error ?? setStatus.error) as ApiError | null;
  const busy = saveRoles.isPending || setStatus.isPending;
  const noReason = reason.trim().length < 3;
  return (
    <section className={css.card} aria-labelledby="staff-edit">
      <h2 id="staff-edit" ref={heading} tabIndex={-1}>
        {t('edit.title', { name: member.username })}
      </h2>
      <RoleChecks legend={t('edit.roles')} value={roles} onChange={setRoles} />
      <label className={form.field}>
        <span className={form.label}>{t('edit.reason')}</span>
        <input
          className={form.input}
          value={reason}
          minLength={3}
          maxLength={500}
          required
          onChange={(e) => setReason(e.target.value)}
        />
      </label>
      <div className={css.filters}>
        <button
          type="button"
          className={button.primary}
          disabled={noReason || roles.length === 0 || busy}
          onClick={() => saveRoles.mutate()}
        >
          {t('edit.saveRoles')}
        </button>
        <button
          type="button"
          className={button.secondary}
          disabled={noReason || busy}
          onClick={() => setStatus.mutate(member.status === 'locked' ? 'unlock' : 'lock')}
        >
          {member.status === 'locked' ? t('edit.unlock') : t('edit.lock')}
        </button>
        <button type="button" className={button.ghost} onClick={onClose}>
          {t('close')}
        </button>
      </div>
      <p className={form.hint}>{t('edit.lockHint')}</p>
      {error && (
        <p role="alert" className={form.error}>
          {error.serverMessage}
        </p>
      )}
      {done && !error && (
        <p role="status" className={form.success}>
          {done}
        </p>
      )}
    </section>
  );
}
