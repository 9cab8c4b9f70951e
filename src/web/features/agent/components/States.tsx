import { ApiError } from '../../../lib/api';
import { useErrorText } from '../../../lib/use-error-text';
import { Empty, ErrorMessage, Loading } from '../../../ui/States';

export { Empty, Loading };

/**
 * A failed query's translated message with an optional retry. A 404 (a member outside the team, a bill that is
 * not the agent's) is an answer, not a failure: its message shows without a retry.
 */
export function ErrorState({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const errorText = useErrorText();
  const notFound = error instanceof ApiError && error.status === 404;
  return <ErrorMessage text={errorText.of(error)} onRetry={notFound ? undefined : onRetry} />;
}

/** Loading, error or the content of a query; `empty` decides whether the content has anything to show. */
export function QueryState<T>({
  query,
  empty,
  emptyText,
  children,
}: {
  query: {
    isPending: boolean;
    isError: boolean;
    error: unknown;
    data: T | undefined;
    refetch: () => unknown;
  };
  empty?: (data: T) => boolean;
  emptyText?: string;
  children: (data: T) => React.ReactNode;
}) {
  if (query.isPending) return <Loading />;
  if (query.isError || query.data === undefined)
    return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  if (empty?.(query.data)) return <Empty text={emptyText ?? ''} />;
  return <>{children(query.data)}</>;
}
