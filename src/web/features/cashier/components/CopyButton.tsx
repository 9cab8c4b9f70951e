import { CopyButton as Copy } from '@/web/ui/CopyButton';
import * as css from './cashier.css';

/** Copies a value (bank details, reference) to the clipboard, in the cashier's small button. */
export const CopyButton = ({ text, label }: { text: string; label: string }) => (
  <Copy text={text} label={label} ns="wallet" className={css.smallButton} />
);
