import { CopyButton as Copy } from '@/web/ui/CopyButton';
import * as css from '../agent.css';

/** Copies a value (password, link, code) to the clipboard, in the agent center's small button. */
export const CopyButton = ({ text, label }: { text: string; label: string }) => (
  <Copy text={text} label={label} ns="agent" className={css.smallButton} />
);
