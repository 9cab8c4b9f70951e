import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { withPreviewBrand } from '@/web/lib/preview';
import { useBootstrap } from '@/web/lib/use-bootstrap';
import { iconButton } from '@/web/ui/button.css';
import { ConfirmDialog } from '@/web/ui/ConfirmDialog';
import { FullScreenIcon } from '@/web/ui/icons';
import { Modal } from '@/web/ui/Modal';
import { fetchGames } from '../api/queries';
import { gamePopupAtom, lobbyMessageAtom, vendorPopupAtom } from '../atoms';
import { useFavorites } from '../use-favorites';
import { useLaunchGame } from '../use-launch';
import { GameCard } from './GameCard';
import * as css from './lobby.css';

/** The game popup: an embedded frame over the whole window, closeable, with a full-screen switch (spec §2 modals). */
function GamePopup() {
  const { t } = useTranslation('lobby');
  const [popup, setPopup] = useAtom(gamePopupAtom);
  const queryClient = useQueryClient();
  if (!popup) return null;
  // A vendor's game on another origin cannot tell this page that money moved: closing it refreshes the balances
  // and records (query roots of src/web/features/cashier/api/keys.ts and the member records).
  const close = () => {
    setPopup(null);
    for (const root of ['cashier', 'records']) void queryClient.invalidateQueries({ queryKey: [root] });
  };
  return (
    <Modal
      variant="frame"
      title={popup.title}
      closeLabel={t('closeGame')}
      onClose={close}
      actions={
        <button
          type="button"
          className={iconButton}
          aria-label={t('fullScreen')}
          onClick={(event) =>
            void event.currentTarget
              .closest('dialog')
              ?.requestFullscreen?.()
              .catch(() => undefined)
          }
        >
          <FullScreenIcon />
        </button>
      }
    >
      <iframe
        className={css.frame}
        src={withPreviewBrand(popup.url)}
        title={popup.title}
        allow="fullscreen; autoplay"
        sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
      />
    </Modal>
  );
}

/** A vendor card with isGame VASSALAGE opens its games in a popup list. */
function VendorPopup() {
  const { t, i18n } = useTranslation('lobby');
  const [vendor, setVendor] = useAtom(vendorPopupAtom);
  const { brand } = useBootstrap();
  const launch = useLaunchGame();
  const { favorites, toggle } = useFavorites();
  const list = useQuery({
    queryKey: ['vendor-popup', vendor, i18n.language],
    queryFn: ({ signal }) =>
      fetchGames(
        {
          gameType: vendor!.gameType,
          vassalage: vendor!.vassalage,
          filter: 'ALL',
          language: i18n.language,
          merchant: brand.merchantCode,
        },
        1,
        signal,
        200,
      ).then((page) => page.games),
    enabled: vendor !== null,
  });
  if (!vendor) return null;
  return (
    <Modal title={vendor.title} onClose={() => setVendor(null)}>
      {list.isPending ? (
        <p>{t('loading')}</p>
      ) : !list.data?.length ? (
        <p>{t('noGames')}</p>
      ) : (
        <div className={css.smallGrid}>
          {list.data.map((game) => (
            <GameCard
              key={game.nodeId}
              game={{ ...game, isGame: 'GAME' }}
              favorite={favorites.has(game.nodeId)}
              onLaunch={(g, demo) => {
                setVendor(null);
                void launch(g, { demo });
              }}
              onFavorite={(g) => void toggle(g)}
            />
          ))}
        </div>
      )}
    </Modal>
  );
}

/** Game popup, vendor popup and lobby messages (game unavailable or under maintenance). */
export function LobbyOverlays() {
  const { t } = useTranslation('lobby');
  const [message, setMessage] = useAtom(lobbyMessageAtom);
  return (
    <>
      <GamePopup />
      <VendorPopup />
      {message !== null && (
        <ConfirmDialog
          title={t('notice')}
          message={message || t('launchFailed')}
          confirmLabel={t('ok')}
          onConfirm={() => setMessage(null)}
        />
      )}
    </>
  );
}
