/** Small SVG pictures of the games (no image files, no emoji fonts needed), drawn in theme-independent colours. */

export function GemIcon() {
  return (
    <svg viewBox="0 0 64 64" width="100%" height="100%" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="mq-gem" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#7dffb2" />
          <stop offset="1" stopColor="#0fa858" />
        </linearGradient>
      </defs>
      <path d="M16 10h32l12 16-28 30L4 26z" fill="url(#mq-gem)" />
      <path
        d="M4 26h56M16 10l8 16 8-16 8 16 8-16M24 26l8 30 8-30"
        fill="none"
        stroke="#eafff2"
        strokeOpacity=".55"
        strokeWidth="2"
      />
    </svg>
  );
}

export function MineIcon() {
  return (
    <svg viewBox="0 0 64 64" width="100%" height="100%" aria-hidden="true" focusable="false">
      <g stroke="#ff6b6b" strokeWidth="5" strokeLinecap="round">
        <path d="M32 6v10M32 48v10M6 32h10M48 32h10M13 13l7 7M44 44l7 7M13 51l7-7M44 20l7-7" />
      </g>
      <circle cx="32" cy="32" r="17" fill="#e23b3b" />
      <circle cx="26" cy="26" r="5" fill="#ffc2c2" />
    </svg>
  );
}
