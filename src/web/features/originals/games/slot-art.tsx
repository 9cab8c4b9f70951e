/**
 * Slot symbols drawn in SVG (no image files or emoji fonts): wild and scatter are recognised by their id, card ranks
 * are lettered, and the high symbols get a picture from the theme's set, in the order of the paytable.
 */

export type SymbolKind = 'wild' | 'scatter' | 'rank' | 'picture';

export interface SlotTheme {
  bg: [string, string];
  frame: string;
  pictures: Picture[];
  rankColours: string[];
}

export type Picture =
  | 'lantern'
  | 'coin'
  | 'fan'
  | 'koi'
  | 'cherry'
  | 'lemon'
  | 'grapes'
  | 'seven'
  | 'bell'
  | 'pearl'
  | 'dragon'
  | 'shell'
  | 'crown'
  | 'diamond';

const THEMES: Record<string, SlotTheme> = {
  lanterns: {
    bg: ['#3b0a0a', '#7a1414'],
    frame: '#f2b705',
    pictures: ['lantern', 'koi', 'fan', 'coin', 'crown'],
    rankColours: ['#ffcf5a', '#ff8a5b', '#ff5f7e', '#e8a3ff', '#9ad0ff'],
  },
  fruits: {
    bg: ['#0a0730', '#2a0b55'],
    frame: '#ff3fd8',
    pictures: ['seven', 'cherry', 'grapes', 'lemon', 'bell'],
    rankColours: ['#39f3ff', '#ff3fd8', '#b6ff3f', '#ffd23f', '#ff7a3f'],
  },
  pearls: {
    bg: ['#03203a', '#075a6e'],
    frame: '#7fe7ff',
    pictures: ['dragon', 'pearl', 'shell', 'diamond', 'crown'],
    rankColours: ['#7fe7ff', '#b3a4ff', '#7fffc4', '#ffe07f', '#ff9fb8'],
  },
};

/** The picture of a picture symbol (H1–H4) in a theme. */
export const pictureOf = (theme: SlotTheme, id: string): Picture =>
  theme.pictures[symbolIndex(id) % theme.pictures.length]!;

export function slotTheme(game: string): SlotTheme {
  const key = Object.keys(THEMES).find((name) => game.includes(name));
  return THEMES[key ?? 'lanterns']!;
}

/** W wild, S scatter, H1–H4 pictures, L1–L4 card ranks (src/core/slots.ts symbol codes). */
export function symbolKind(id: string): SymbolKind {
  if (id === 'W') return 'wild';
  if (id === 'S') return 'scatter';
  if (id.startsWith('L')) return 'rank';
  return 'picture';
}

const RANKS = ['A', 'K', 'Q', 'J'];
/** The index of a picture or rank symbol within its kind (H1 → 0, L3 → 2). */
export const symbolIndex = (id: string) => Math.max(0, Number(id.slice(1)) - 1);

export function SymbolArt({ id, theme, label }: { id: string; theme: SlotTheme; label?: string }) {
  const kind = symbolKind(id);
  const pictureIndex = symbolIndex(id);
  return (
    <svg
      viewBox="0 0 100 100"
      width="100%"
      height="100%"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
    >
      {kind === 'wild' ? (
        <>
          <rect x="6" y="20" width="88" height="60" rx="12" fill={theme.frame} />
          <rect
            x="10"
            y="24"
            width="80"
            height="52"
            rx="9"
            fill="none"
            stroke="#fff"
            strokeOpacity=".6"
            strokeWidth="2"
          />
          <text
            x="50"
            y="61"
            textAnchor="middle"
            fontSize="27"
            fontWeight="900"
            fill="#1b1200"
            fontFamily="system-ui, sans-serif"
          >
            WILD
          </text>
        </>
      ) : kind === 'scatter' ? (
        <>
          <path
            d="M50 6l11 28 30 2-23 19 8 29-26-16-26 16 8-29L9 36l30-2z"
            fill="#ffd23f"
            stroke="#fff7c2"
            strokeWidth="3"
          />
          <text
            x="50"
            y="62"
            textAnchor="middle"
            fontSize="13"
            fontWeight="900"
            fill="#5a2a00"
            fontFamily="system-ui, sans-serif"
          >
            BONUS
          </text>
        </>
      ) : kind === 'rank' ? (
        <text
          x="50"
          y="68"
          textAnchor="middle"
          fontSize={56}
          fontWeight="900"
          fontFamily="Georgia, 'Times New Roman', serif"
          fill={theme.rankColours[pictureIndex % theme.rankColours.length]}
          stroke="#000"
          strokeOpacity=".35"
          strokeWidth="2"
        >
          {RANKS[pictureIndex % RANKS.length]}
        </text>
      ) : (
        <PictureArt picture={theme.pictures[pictureIndex % theme.pictures.length]!} />
      )}
    </svg>
  );
}

function PictureArt({ picture }: { picture: Picture }) {
  switch (picture) {
    case 'lantern':
      return (
        <g>
          <rect x="44" y="8" width="12" height="8" rx="2" fill="#f2b705" />
          <ellipse cx="50" cy="50" rx="30" ry="34" fill="#e0262f" />
          <path
            d="M50 16v68M32 22c-10 18-10 38 0 56M68 22c10 18 10 38 0 56"
            stroke="#ffb703"
            strokeWidth="3"
            fill="none"
          />
          <rect x="40" y="82" width="20" height="8" rx="2" fill="#f2b705" />
          <path d="M46 90v8M50 90v8M54 90v8" stroke="#f2b705" strokeWidth="2" />
        </g>
      );
    case 'coin':
      return (
        <g>
          <circle cx="50" cy="50" r="38" fill="#f2b705" stroke="#fff3b0" strokeWidth="4" />
          <rect x="40" y="40" width="20" height="20" fill="#8a5a00" />
          <circle cx="50" cy="50" r="28" fill="none" stroke="#8a5a00" strokeWidth="3" />
        </g>
      );
    case 'fan':
      return (
        <g>
          <path d="M50 82L12 40a52 52 0 0 1 76 0z" fill="#ff5f7e" stroke="#ffd1dc" strokeWidth="3" />
          <path d="M50 82L26 30M50 82L42 24M50 82L58 24M50 82L74 30" stroke="#ffd1dc" strokeWidth="2" />
          <circle cx="50" cy="82" r="5" fill="#f2b705" />
        </g>
      );
    case 'koi':
      return (
        <g>
          <path d="M18 50c12-22 44-26 62-6-18 20-50 16-62 6z" fill="#ff7a1a" />
          <path d="M80 44l14-12-4 18 4 18-14-12z" fill="#ff7a1a" />
          <circle cx="32" cy="46" r="4" fill="#1b1200" />
          <path
            d="M46 38c6 6 6 16 0 22M58 38c6 6 6 16 0 22"
            stroke="#fff"
            strokeWidth="3"
            fill="none"
            opacity=".8"
          />
        </g>
      );
    case 'cherry':
      return (
        <g>
          <path
            d="M34 62c4-22 14-38 30-48M64 62c-2-22 0-38 0-48"
            stroke="#2fbf4a"
            strokeWidth="4"
            fill="none"
          />
          <circle cx="32" cy="68" r="18" fill="#ff2f5b" />
          <circle cx="66" cy="68" r="18" fill="#e0123d" />
          <circle cx="26" cy="62" r="5" fill="#fff" opacity=".6" />
        </g>
      );
    case 'lemon':
      return (
        <g>
          <ellipse cx="50" cy="52" rx="36" ry="28" fill="#ffe23f" stroke="#fff7b0" strokeWidth="3" />
          <circle cx="14" cy="52" r="5" fill="#ffe23f" />
          <circle cx="86" cy="52" r="5" fill="#ffe23f" />
        </g>
      );
    case 'grapes':
      return (
        <g fill="#a34dff">
          {[
            [38, 34],
            [54, 34],
            [70, 34],
            [46, 50],
            [62, 50],
            [54, 66],
            [38, 50],
            [46, 80],
          ].map(([x, y]) => (
            <circle key={`${x}-${y}`} cx={x} cy={y} r="10" stroke="#e2c2ff" strokeWidth="2" />
          ))}
          <path d="M54 24c0-8 6-14 14-16" stroke="#2fbf4a" strokeWidth="4" fill="none" />
        </g>
      );
    case 'seven':
      return (
        <text
          x="50"
          y="80"
          textAnchor="middle"
          fontSize="84"
          fontWeight="900"
          fill="#ff2f5b"
          stroke="#ffd1dc"
          strokeWidth="3"
          fontFamily="system-ui, sans-serif"
        >
          7
        </text>
      );
    case 'bell':
      return (
        <g>
          <path
            d="M50 12c18 0 26 16 26 34v16l10 12H14l10-12V46c0-18 8-34 26-34z"
            fill="#ffd23f"
            stroke="#fff3b0"
            strokeWidth="3"
          />
          <circle cx="50" cy="82" r="8" fill="#ffb703" />
        </g>
      );
    case 'pearl':
      return (
        <g>
          <circle cx="50" cy="52" r="34" fill="#eaf6ff" />
          <circle cx="50" cy="52" r="34" fill="none" stroke="#7fe7ff" strokeWidth="4" />
          <circle cx="38" cy="40" r="10" fill="#fff" />
        </g>
      );
    case 'dragon':
      return (
        <g>
          <path
            d="M14 70c10-30 30-46 52-44 14 2 22 12 20 22-10-6-20-4-26 4 10 0 16 8 14 18-10-8-26-6-36 4-8-4-16-6-24-4z"
            fill="#1fd18a"
            stroke="#c2ffe6"
            strokeWidth="3"
          />
          <circle cx="70" cy="36" r="4" fill="#1b1200" />
          <path d="M78 28l12-10M66 26l4-14" stroke="#ffd23f" strokeWidth="4" strokeLinecap="round" />
        </g>
      );
    case 'shell':
      return (
        <g>
          <path d="M50 86L12 44a40 40 0 0 1 76 0z" fill="#ff9fb8" stroke="#ffe3ea" strokeWidth="3" />
          <path d="M50 86L22 30M50 86L38 18M50 86L62 18M50 86L78 30" stroke="#ffe3ea" strokeWidth="3" />
        </g>
      );
    case 'crown':
      return (
        <g>
          <path
            d="M14 76l-4-46 22 20 18-28 18 28 22-20-4 46z"
            fill="#ffd23f"
            stroke="#fff3b0"
            strokeWidth="3"
          />
          <circle cx="50" cy="60" r="7" fill="#ff2f5b" />
        </g>
      );
    default:
      return (
        <g>
          <path d="M26 16h48l18 22-42 50L8 38z" fill="#7fe7ff" stroke="#eaffff" strokeWidth="3" />
          <path d="M8 38h84" stroke="#eaffff" strokeWidth="3" />
        </g>
      );
  }
}
