import { Empty, ErrorMessage, Loading } from '../../../ui/States';
import { useErrorText } from '../../auth/use-error-text';

export { Empty, Loading };

/** A failed query's translated message with an optional retry. */
export function ErrorState({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const errorText = useErrorText();
  return <ErrorMessage text={errorText.of(error)} onRetry={onRetry} />;
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
