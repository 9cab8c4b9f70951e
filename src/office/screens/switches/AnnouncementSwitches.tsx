import { type FormEvent, useState } from 'react';
import type { SwitchRow } from '@/core/api/office-switches';
import { button } from '@/web/ui/button.css';
import { dataTable } from '@/web/ui/data-table.css';
import * as form from '@/web/ui/form.css';
import { useT } from '../../lib/i18n';
import * as css from '../../shell/office.css';
import { ResetButton } from './parts';
import type { SwitchActions } from './useSwitches';

type Kind = 'notice' | 'popup';
/** Who sees a popup: A every signed-in session, F a player's first sign-in, B visitors (not signed in). */
const EXECUTIONS = ['B', 'A', 'F'] as const;
type Execution = (typeof EXECUTIONS)[number];

interface Item {
  title?: Record<string, string>;
  content?: Record<string, string>;
  publishedAt?: string;
  execution?: Execution;
  slot?: string;
}

interface Draft {
  kind: Kind;
  id: string;
  title: string;
  content: string;
  execution: Execution;
  /** An item of the folder or one already stored: its id is fixed. */
  existing: boolean;
}

const EMPTY: Draft = { kind: 'popup', id: '', title: '', content: '', execution: 'B', existing: false };
const itemOf = (row: SwitchRow): Item | undefined =>
  ((row.effective as Record<string, unknown>)[row.kind] as Item | null) ??
  ((row.override as Record<string, unknown> | null)?.[row.kind] as Item | undefined) ??
  ((row.folder as Record<string, unknown> | null)?.[row.kind] as Item | undefined);

/**
 * Notices and popups: the folder's and those created here, each enabled or disabled; create or edit one (title and
 * simple HTML content in the brand's default language; the server sanitises the HTML with the site's allowlist).
 */
export function AnnouncementSwitches({ rows, actions }: { rows: SwitchRow[]; actions: SwitchActions }) {
  const t = useT('switches');
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const lang = actions.language;
  const switchValue = (row: SwitchRow, enabled: boolean, edit?: Draft) => {
    const item = itemOf(row);
    const base = { enabled };
    if (!edit) {
      // Keep what was written here (an edit, or the whole item of one created here); a folder item needs nothing.
      const stored = (row.override as Record<string, unknown> | null)?.[row.kind];
      return stored ? { ...base, [row.kind]: stored } : base;
    }
    const next: Item = {
      ...item,
      title: { ...item?.title, [lang]: edit.title.trim() },
      content: { ...item?.content, [lang]: edit.content.trim() },
    };
    if (edit.kind === 'notice') next.publishedAt = item?.publishedAt ?? new Date().toISOString();
    else {
      next.execution = edit.execution;
      next.slot = edit.execution === 'B' ? 'ANONYMOUS_POPUP' : 'USER_POPUP';
    }
    return { ...base, [edit.kind]: next };
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const key = `${draft.kind}:${draft.id.trim()}`;
    const row = rows.find((r) => r.key === key);
    const enabled = row ? (row.effective as { enabled: boolean }).enabled : true;
    actions.set(
      key,
      switchValue(row ?? ({ key, kind: draft.kind, folder: null } as SwitchRow), enabled, draft),
    );
  };
  const edit = (row: SwitchRow) => {
    const item = itemOf(row);
    setDraft({
      kind: row.kind as Kind,
      id: row.key.slice(row.kind.length + 1),
      title: item?.title?.[lang] ?? '',
      content: item?.content?.[lang] ?? '',
      execution: item?.execution ?? 'B',
      existing: true,
    });
  };
  return (
    <section className={css.card} aria-labelledby="sw-announcements">
      <h2 id="sw-announcements">{t('announcements.title')}</h2>
      {rows.length === 0 ? (
        <p>{t('announcements.none')}</p>
      ) : (
        <div className={css.tableWrap}>
          <table className={dataTable}>
            <thead>
              <tr>
                <th scope="col">{t('announcements.name')}</th>
                <th scope="col">{t('announcements.kind')}</th>
                <th scope="col">{t('state')}</th>
                {actions.canWrite && <th scope="col">{t('change')}</th>}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => {
                const enabled = (row.effective as { enabled: boolean }).enabled;
                return (
                  <tr key={row.key}>
                    <th scope="row">{row.label}</th>
                    <td data-label={t('announcements.kind')}>{t(`announcements.${row.kind as Kind}`)}</td>
                    <td data-label={t('state')}>
                      {enabled ? t('on') : t('off')}
                      {row.override !== null && <span className={form.hint}> · {t('overrideShort')}</span>}
                    </td>
                    {actions.canWrite && (
                      <td data-wide="">
                        <div className={css.filters}>
                          <button
                            type="button"
                            className={button.secondary}
                            disabled={actions.busy}
                            aria-label={`${enabled ? t('disable') : t('enable')}: ${row.label}`}
                            onClick={() => actions.set(row.key, switchValue(row, !enabled))}
                          >
                            {enabled ? t('disable') : t('enable')}
                          </button>
                          <button
                            type="button"
                            className={button.ghost}
                            aria-label={`${t('announcements.edit')}: ${row.label}`}
                            onClick={() => edit(row)}
                          >
                            {t('announcements.edit')}
                          </button>
                          <ResetButton row={row} actions={actions} />
                        </div>
                      </td>
                    )}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {actions.canWrite && (
        <form className={form.form} onSubmit={submit} aria-labelledby="sw-announcement-form">
          <h3 id="sw-announcement-form">
            {draft.existing ? t('announcements.editTitle') : t('announcements.new')}
          </h3>
          <div className={css.filters}>
            <label className={form.field}>
              <span className={form.label}>{t('announcements.kind')}</span>
              <select
                className={css.select}
                value={draft.kind}
                disabled={draft.existing}
                onChange={(e) => setDraft({ ...draft, kind: e.target.value as Kind })}
              >
                <option value="popup">{t('announcements.popup')}</option>
                <option value="notice">{t('announcements.notice')}</option>
              </select>
            </label>
            <label className={form.field}>
              <span className={form.label}>{t('announcements.id')}</span>
              <input
                className={form.input}
                value={draft.id}
                required
                pattern="[a-z0-9][a-z0-9\-]{0,39}"
                readOnly={draft.existing}
                aria-describedby="sw-id-hint"
                onChange={(e) => setDraft({ ...draft, id: e.target.value })}
              />
              <span id="sw-id-hint" className={form.hint}>
                {t('announcements.idHint')}
              </span>
            </label>
            {draft.kind === 'popup' && (
              <label className={form.field}>
                <span className={form.label}>{t('announcements.audience')}</span>
                <select
                  className={css.select}
                  value={draft.execution}
                  onChange={(e) => setDraft({ ...draft, execution: e.target.value as Execution })}
                >
                  {EXECUTIONS.map((x) => (
                    <option key={x} value={x}>
                      {t(`announcements.execution.${x}`)}
                    </option>
                  ))}
                </select>
              </label>
            )}
          </div>
          <label className={form.field}>
            <span className={form.label}>{t('announcements.titleField', { language: lang })}</span>
            <input
              className={form.input}
              value={draft.title}
              required
              maxLength={200}
              onChange={(e) => setDraft({ ...draft, title: e.target.value })}
            />
          </label>
          <label className={form.field}>
            <span className={form.label}>{t('announcements.content', { language: lang })}</span>
            <textarea
              className={form.input}
              rows={4}
              value={draft.content}
              required
              maxLength={20000}
              aria-describedby="sw-content-hint"
              onChange={(e) => setDraft({ ...draft, content: e.target.value })}
            />
            <span id="sw-content-hint" className={form.hint}>
              {t('announcements.contentHint')}
            </span>
          </label>
          <div className={css.filters}>
            <button type="submit" className={button.primary} disabled={actions.busy}>
              {t('save')}
            </button>
            {draft !== EMPTY && (
              <button type="button" className={button.secondary} onClick={() => setDraft(EMPTY)}>
                {t('announcements.clear')}
              </button>
            )}
          </div>
        </form>
      )}
    </section>
  );
}
