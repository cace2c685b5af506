/** A small illustration for "nothing here yet". */
export function EmptyListPicture({ size = 120 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 120 120" role="img" aria-label="Empty list">
      <circle cx="60" cy="60" r="56" fill="#eef3f7" />
      <rect
        x="30"
        y="30"
        width="60"
        height="66"
        rx="8"
        fill="#ffffff"
        stroke="#c9d4df"
        strokeWidth="2"
      />
      <rect x="40" y="44" width="40" height="6" rx="3" fill="#dbe3eb" />
      <rect x="40" y="58" width="32" height="6" rx="3" fill="#dbe3eb" />
      <rect x="40" y="72" width="24" height="6" rx="3" fill="#dbe3eb" />
      <circle cx="86" cy="86" r="14" fill="#1fb57a" />
      <path d="M80 86h12" stroke="#ffffff" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
