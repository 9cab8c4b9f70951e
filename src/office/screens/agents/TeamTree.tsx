import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { TreeNode } from '@/core/api/office-agents';
import { button } from '@/web/ui/button.css';
import { brandPath, officeApi } from '../../lib/api';
import { useT } from '../../lib/i18n';
import { QueryState } from '../../shell/QueryState';
import * as css from './agents.css';

const PAGE_SIZE = 50;

export interface TreePage {
  path: TreeNode[];
  list: TreeNode[];
  total: number;
  pageNo: number;
  pageSize: number;
}

export const treeKey = (brand: string, parent: string | null) => ['office', brand, 'agents', 'tree', parent];

/** A node's label: name (selects it), kind and counts. */
export function NodeLabel({
  node,
  selected,
  onSelect,
}: {
  node: TreeNode;
  selected: string | null;
  onSelect: (name: string) => void;
}) {
  const t = useT('agents');
  return (
    <>
      <button
        type="button"
        className={css.nameButton}
        aria-pressed={selected === node.username}
        onClick={() => onSelect(node.username)}
      >
        {node.username}
      </button>
      <span className={css.badge}>{t(`kind.${node.kind}`)}</span>
      {node.isAgent && (
        <span className={css.muted}>
          {t('direct', { count: node.direct })} · {t('team', { count: node.team })}
        </span>
      )}
    </>
  );
}

/**
 * One level of the team tree, fetched when shown: a node with a team has a disclosure button that loads its direct
 * downlines (the next level) on demand. More than a page: "show more" loads the next one.
 */
export function TreeLevel({
  brand,
  parent,
  selected,
  onSelect,
}: {
  brand: string;
  parent: string | null;
  selected: string | null;
  onSelect: (name: string) => void;
}) {
  const t = useT('agents');
  const [pages, setPages] = useState(1);
  const level = useQuery({
    queryKey: [...treeKey(brand, parent), pages],
    queryFn: () =>
      officeApi<TreePage>(
        brandPath(
          brand,
          `agents/tree?${new URLSearchParams({
            ...(parent ? { parent } : {}),
            pageSize: String(Math.min(100, PAGE_SIZE * pages)),
          })}`,
        ),
      ),
  });
  return (
    <QueryState query={level}>
      {(data) =>
        data.list.length === 0 ? (
          <p className={css.muted}>{parent ? t('noTeam') : t('noAgents')}</p>
        ) : (
          <>
            <ul className={parent ? css.subtree : css.tree}>
              {data.list.map((node) => (
                <TreeItem
                  key={node.username}
                  brand={brand}
                  node={node}
                  selected={selected}
                  onSelect={onSelect}
                />
              ))}
            </ul>
            {data.total > data.list.length && data.list.length < 100 && (
              <button type="button" className={button.ghost} onClick={() => setPages((p) => p + 1)}>
                {t('more', { count: data.total - data.list.length })}
              </button>
            )}
          </>
        )
      }
    </QueryState>
  );
}

function TreeItem({
  brand,
  node,
  selected,
  onSelect,
}: {
  brand: string;
  node: TreeNode;
  selected: string | null;
  onSelect: (name: string) => void;
}) {
  const t = useT('agents');
  const [open, setOpen] = useState(false);
  const id = `team-of-${node.username}`;
  return (
    <li>
      <div className={css.node}>
        {node.direct > 0 ? (
          <button
            type="button"
            className={css.toggle}
            aria-expanded={open}
            aria-controls={id}
            aria-label={t(open ? 'collapse' : 'expand', { name: node.username })}
            onClick={() => setOpen((o) => !o)}
          >
            {open ? '−' : '+'}
          </button>
        ) : (
          <span className={css.spacer} aria-hidden="true" />
        )}
        <NodeLabel node={node} selected={selected} onSelect={onSelect} />
      </div>
      {open && (
        <div id={id}>
          <TreeLevel brand={brand} parent={node.username} selected={selected} onSelect={onSelect} />
        </div>
      )}
    </li>
  );
}
