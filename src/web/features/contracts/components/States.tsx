import { useErrorText } from '../../../lib/use-error-text';
import { Empty, ErrorMessage, Loading } from '../../../ui/States';

export { Empty, Loading };

/** A failed query's translated message with an optional retry. */
export function ErrorState({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const errorText = useErrorText();
  return <ErrorMessage text={errorText.of(error)} onRetry={onRetry} />;
}
