import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { HistoryPanel, type OutcomeText } from './HistoryPanel';
import * as css from './originals.css';
import { SeedsPanel } from './SeedsPanel';
import { Tabs } from './Tabs';

/**
 * One game's screen: its controls (a form panel), its stage (the animated board), and below them the player's
 * bets, the seeds panel and the rules or paytable.
 */
export function GameFrame({
  controls,
  stage,
  rules,
  outcomeText,
  extraTabs = [],
  stageLabel,
}: {
  controls: ReactNode;
  stage: ReactNode;
  rules: ReactNode;
  outcomeText: OutcomeText;
  extraTabs?: { id: string; label: string; content: ReactNode }[];
  stageLabel: string;
}) {
  const { t } = useTranslation('originals');
  return (
    <div className={css.body}>
      <section className={css.stage} aria-label={stageLabel}>
        {stage}
      </section>
      <section className={css.controls} aria-label={t('controls')}>
        {controls}
      </section>
      <section className={css.tabs} aria-label={t('details')}>
        <Tabs
          label={t('details')}
          items={[
            { id: 'bets', label: t('tabs.bets'), content: <HistoryPanel outcomeText={outcomeText} /> },
            ...extraTabs,
            { id: 'fair', label: t('tabs.fair'), content: <SeedsPanel /> },
            { id: 'rules', label: t('tabs.rules'), content: rules },
          ]}
        />
      </section>
    </div>
  );
}
