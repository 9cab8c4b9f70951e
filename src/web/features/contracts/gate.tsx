import { useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyNamed } from '@/web/lib/lazy-named';
import { useErrorText } from '@/web/lib/use-error-text';
import { ErrorMessage, Loading } from '@/web/ui/States';
import { useAgentPolicy, useConsolidated } from './api/consolidated';
import {
  CONSOLIDATED_FIELD,
  CONTRACT_PAGES,
  type ContractPage,
  isContractPage,
  PAGE_OF_KIND,
  pageAllowed,
} from './kinds';

/**
 * The contracts feature's face towards the agent center route: which contract pages exist for this agent (the
 * server's gating flags), their badges, and the page itself (its code loads on first visit). This file and its
 * imports share no module with the lazy pages (see kinds.ts).
 */
const ContractsPage = lazyNamed(() => import('./components/ContractsPage'), 'ContractsPage', ['contracts']);
const ContractRequestModal = lazyNamed(
  () => import('./components/ContractRequestModal'),
  'ContractRequestModal',
  ['contracts'],
);

export { isContractPage };

/** Menu gating and badges: a contract page is shown only once the flags say so; others are left alone. */
export function useContractMenu() {
  const { t } = useTranslation('agent');
  const consolidated = useConsolidated();
  const flags = consolidated.data?.flags;
  const badges: Partial<Record<ContractPage, { count: number; label: string }>> = {};
  if (consolidated.data) {
    for (const [kind, field] of Object.entries(CONSOLIDATED_FIELD) as [
      keyof typeof CONSOLIDATED_FIELD,
      string,
    ][]) {
      const pending = consolidated.data[field as 'divtypereq'] > 0 ? 1 : 0;
      // A contract of mine ended by someone else, not seen yet, also badges the page.
      const ended = consolidated.data.notices?.[kind] ?? 0;
      if (pending + ended > 0)
        badges[PAGE_OF_KIND[kind]] = {
          count: pending + ended,
          label: ended > 0 ? t('contractEnded') : t('contractPending'),
        };
    }
  }
  return {
    shown: (page: string) => !isContractPage(page) || pageAllowed(flags, page),
    badges,
  };
}

/** A contract page, or `notFound` when the flags do not allow it (so it does not exist for this agent). */
export function ContractPageGate({
  page,
  bill,
  notFound,
}: {
  page: ContractPage;
  /** A bill to open at once (a link from my income). */
  bill?: string;
  notFound: ReactNode;
}) {
  const { t } = useTranslation('agent');
  const errorText = useErrorText();
  const consolidated = useConsolidated();
  const agentPolicy = useAgentPolicy();
  // Without the agent policy (AGENTPOLICY3) the brand has no contract pages.
  if (!agentPolicy) return <>{notFound}</>;
  if (consolidated.isPending) return <Loading />;
  if (consolidated.isError)
    return (
      <ErrorMessage text={errorText.of(consolidated.error)} onRetry={() => void consolidated.refetch()} />
    );
  if (!pageAllowed(consolidated.data.flags, page)) return <>{notFound}</>;
  return (
    <Suspense fallback={<Loading />}>
      <ContractsPage
        key={`${page}:${bill ?? ''}`}
        kind={CONTRACT_PAGES[page]}
        title={t(`menu.${page}`)}
        bill={bill}
      />
    </Suspense>
  );
}

/** The contract modal of spec §2: a new request from my upline, shown once per session after login. */
export function ContractRequests() {
  const consolidated = useConsolidated();
  const navigate = useNavigate();
  if (!consolidated.data?.requests.some((r) => r.type === 'new')) return null;
  return (
    <Suspense fallback={null}>
      <ContractRequestModal
        requests={consolidated.data.requests}
        onView={(kind) => void navigate({ to: '/agentHome', search: { page: PAGE_OF_KIND[kind] } })}
      />
    </Suspense>
  );
}
