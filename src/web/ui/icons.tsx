import { mirror } from './direction.css';

/**
 * Small line icons drawn in the text colour (currentColor), so they follow the brand theme and render the same
 * on every device (emoji and symbol glyphs depend on the fonts a phone has).
 */
const common = {
  width: '1.1em',
  height: '1.1em',
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  focusable: false,
} as const;

export function MegaphoneIcon() {
  return (
    <svg {...common} aria-hidden="true">
      <path d="M3 11v2a1 1 0 0 0 1 1h3l6 4V6L7 10H4a1 1 0 0 0-1 1z" />
      <path d="M16.5 8.5a5 5 0 0 1 0 7" />
      <path d="M19 6a8.5 8.5 0 0 1 0 12" />
    </svg>
  );
}

export function FullScreenIcon() {
  return (
    <svg {...common} aria-hidden="true">
      <path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" />
    </svg>
  );
}

/**
 * A chevron toward the start of the line ("previous", "back") or its end ("next", "more"): drawn for
 * left-to-right and mirrored in right-to-left (ui/direction.css.ts `mirror`), so "next" always points forward.
 */
export function ChevronIcon({ to }: { to: 'start' | 'end' }) {
  return (
    <svg {...common} className={mirror} style={{ verticalAlign: '-0.2em' }} aria-hidden="true">
      <path d={to === 'start' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'} />
    </svg>
  );
}
