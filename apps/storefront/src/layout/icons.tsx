/** The header's line icons, drawn inline so they cost no request. */
const common = {
  width: 22,
  height: 22,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.7,
  'aria-hidden': true,
} as const;

export const SearchIcon = () => (
  <svg {...common}>
    <circle cx="11" cy="11" r="7" />
    <path d="M20 20l-4-4" />
  </svg>
);
export const UserIcon = () => (
  <svg {...common}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21c1.5-4 4.5-6 8-6s6.5 2 8 6" />
  </svg>
);
export const LogoutIcon = () => (
  <svg {...common}>
    <path d="M15 4h4v16h-4M10 8l-4 4 4 4M6 12h10" />
  </svg>
);
export const BagIcon = () => (
  <svg {...common}>
    <path d="M5 8h14l-1 13H6z" />
    <path d="M9 8V6a3 3 0 016 0v2" />
  </svg>
);
export const MenuIcon = () => (
  <svg {...common}>
    <path d="M3 6h18M3 12h18M3 18h18" />
  </svg>
);
export const CloseIcon = () => (
  <svg {...common}>
    <path d="M5 5l14 14M19 5L5 19" />
  </svg>
);
