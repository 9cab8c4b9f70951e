import { createFileRoute } from '@tanstack/react-router';
import { FairnessPage } from '@/web/features/fairness/components/FairnessPage';
import { isSeededGame, type SeededGame } from '@/web/features/fairness/seeded-games';
import type { BetParams } from '@/web/features/fairness/verify';

interface FairnessSearch {
  game?: SeededGame | 'crash';
  serverSeed?: string;
  clientSeed?: string;
  nonce?: number;
  hash?: string;
  target?: number;
  direction?: 'under' | 'over';
  mines?: number;
  rows?: number;
  risk?: string;
  /** A lottery draw to verify (docs/lottery.md "Fairness"). */
  drawId?: string;
}

const text = (value: unknown, pattern: RegExp) =>
  typeof value === 'string' && pattern.test(value)
    ? value
    : typeof value === 'number' && pattern.test(String(value))
      ? String(value)
      : undefined;
const int = (value: unknown) => {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : Number.NaN;
  return Number.isSafeInteger(n) && n >= 0 ? n : undefined;
};

/** The provably-fair page (site layout): a bet or a crash round to verify may come in the query. */
export const Route = createFileRoute('/_site/fairness')({
  validateSearch: (search: Record<string, unknown>): FairnessSearch => {
    const out: FairnessSearch = {};
    if (isSeededGame(search.game) || search.game === 'crash') out.game = search.game;
    const serverSeed = text(search.serverSeed, /^[0-9a-f]{64}$/);
    if (serverSeed) out.serverSeed = serverSeed;
    const clientSeed = text(search.clientSeed, /^[\x20-\x7e]{1,64}$/);
    if (clientSeed) out.clientSeed = clientSeed;
    const hash = text(search.hash, /^[0-9a-f]{64}$/);
    if (hash) out.hash = hash;
    for (const key of ['nonce', 'target', 'mines', 'rows'] as const) {
      const n = int(search[key]);
      if (n !== undefined) out[key] = n;
    }
    if (search.direction === 'under' || search.direction === 'over') out.direction = search.direction;
    const risk = text(search.risk, /^(low|medium|high)$/);
    if (risk) out.risk = risk;
    const drawId = text(search.drawId, /^\d{1,18}$/);
    if (drawId) out.drawId = drawId;
    return out;
  },
  component: FairnessRoute,
});

function FairnessRoute() {
  const search = Route.useSearch();
  const params: BetParams = {
    target: search.target,
    direction: search.direction,
    mines: search.mines,
    rows: search.rows,
    risk: search.risk,
  };
  return (
    <FairnessPage
      key={`${search.game}-${search.serverSeed}-${search.nonce}-${search.hash}-${search.drawId}`}
      drawId={search.drawId ?? ''}
      crashHash={search.game === 'crash' || search.hash ? (search.hash ?? '') : ''}
      bet={{
        game: search.game && search.game !== 'crash' ? search.game : 'dice',
        serverSeed: search.serverSeed ?? '',
        clientSeed: search.clientSeed ?? '',
        nonce: search.nonce ?? 0,
        params,
      }}
    />
  );
}
