import { useParams } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { Permission } from '@/core/office/roles';
import { useT } from '../lib/i18n';
import { allows, brandOf, useMe } from '../lib/session';

/** A screen the staff member's roles on this brand do not allow: said plainly (the server refuses it anyway). */
export function ScreenGate({ permission, children }: { permission: Permission | null; children: ReactNode }) {
  const t = useT('shell');
  const me = useMe();
  const { brand } = useParams({ strict: false }) as { brand?: string };
  if (!allows(brandOf(me, brand ?? ''), permission)) return <p role="alert">{t('notAllowed')}</p>;
  return <>{children}</>;
}
