/** The Seabook mark: a container ship on a blue tile (decorative; the name is always next to it). */
export function BrandMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="7" fill="#1489FF" />
      <rect x="9" y="10" width="6" height="7" rx="1" fill="#fff" />
      <rect x="16" y="7" width="6" height="10" rx="1" fill="#cfe6ff" />
      <path d="M5 19h22l-3.5 6h-15z" fill="#fff" />
    </svg>
  );
}
