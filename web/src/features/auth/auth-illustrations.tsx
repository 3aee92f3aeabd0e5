/**
 * The carousel's pictures, drawn in SVG so the page needs no image files or outside hosts. Decorative:
 * each slide's caption carries the meaning, so the pictures are hidden from screen readers.
 */

const WHITE = '#ffffff';
const CONTAINER_COLOURS = ['#ffb020', '#ff6b5b', '#36cfc9', '#ffffff', '#69b1ff', '#ffd666'];

/** A container ship on the waves with price tags above: LCL rates. */
export function RatesIllustration() {
  return (
    <svg viewBox="0 0 400 260" role="presentation" aria-hidden>
      <circle cx="320" cy="60" r="28" fill="#ffd666" opacity="0.9" />
      {[0, 1, 2].map((row) =>
        [0, 1, 2, 3, 4].map((col) => (
          <rect
            key={`${row}-${col}`}
            x={112 + col * 36}
            y={118 - row * 22}
            width="32"
            height="19"
            rx="2"
            fill={CONTAINER_COLOURS[(row * 5 + col) % CONTAINER_COLOURS.length]}
            opacity={row === 2 && col > 2 ? 0 : 0.95}
          />
        )),
      )}
      <rect x="296" y="84" width="26" height="54" rx="3" fill={WHITE} />
      <rect x="301" y="92" width="16" height="8" rx="1" fill="#1489ff" />
      <path d="M80 140 H340 L318 186 H104 Z" fill="#0b3d91" />
      <path d="M80 140 H340 L336 150 H84 Z" fill="#ff6b5b" />
      <path d="M0 200 Q50 186 100 200 T200 200 T300 200 T400 200 V260 H0 Z" fill="#69b1ff" opacity="0.55" />
      <path d="M0 214 Q50 200 100 214 T200 214 T300 214 T400 214 V260 H0 Z" fill="#1489ff" opacity="0.7" />
      <g transform="translate(40 40) rotate(-12)">
        <rect width="62" height="30" rx="6" fill={WHITE} />
        <circle cx="10" cy="15" r="4" fill="#1489ff" />
        <text x="22" y="21" fontSize="16" fontWeight="700" fill="#0b3d91">
          $
        </text>
        <rect x="34" y="12" width="18" height="6" rx="3" fill="#ffb020" />
      </g>
      <g transform="translate(210 24) rotate(8)">
        <rect width="62" height="30" rx="6" fill={WHITE} />
        <circle cx="10" cy="15" r="4" fill="#1489ff" />
        <text x="22" y="21" fontSize="16" fontWeight="700" fill="#0b3d91">
          ¥
        </text>
        <rect x="34" y="12" width="18" height="6" rx="3" fill="#36cfc9" />
      </g>
    </svg>
  );
}

/** An order form being ticked off beside a calendar: online booking. */
export function BookingIllustration() {
  return (
    <svg viewBox="0 0 400 260" role="presentation" aria-hidden>
      <rect x="86" y="30" width="170" height="210" rx="12" fill={WHITE} />
      <rect x="136" y="20" width="70" height="22" rx="8" fill="#0b3d91" />
      {[0, 1, 2, 3].map((line) => (
        <g key={line} transform={`translate(108 ${70 + line * 40})`}>
          <rect width="22" height="22" rx="5" fill={line < 3 ? '#52c41a' : '#e6f0ff'} />
          {line < 3 ? (
            <path d="M5 11 L10 16 L17 6" stroke={WHITE} strokeWidth="3" fill="none" strokeLinecap="round" />
          ) : null}
          <rect x="34" y="3" width={line % 2 ? 80 : 100} height="7" rx="3.5" fill="#bcd7ff" />
          <rect x="34" y="14" width="60" height="5" rx="2.5" fill="#e6f0ff" />
        </g>
      ))}
      <g transform="translate(236 110)">
        <rect width="112" height="100" rx="10" fill="#e6f4ff" />
        <rect width="112" height="26" rx="10" fill="#ff6b5b" />
        <rect y="16" width="112" height="10" fill="#ff6b5b" />
        {[0, 1, 2, 3].map((col) =>
          [0, 1, 2].map((row) => (
            <rect
              key={`${col}-${row}`}
              x={12 + col * 24}
              y={38 + row * 20}
              width="16"
              height="12"
              rx="3"
              fill={col === 2 && row === 1 ? '#1489ff' : '#bcd7ff'}
            />
          )),
        )}
      </g>
      <circle cx="330" cy="70" r="22" fill="#ffd666" />
      <path d="M330 56 V70 L340 76" stroke="#0b3d91" strokeWidth="4" fill="none" strokeLinecap="round" />
    </svg>
  );
}

/** A route between two pins across a stylised sea, with the ship on its way: tracking. */
export function TrackingIllustration() {
  return (
    <svg viewBox="0 0 400 260" role="presentation" aria-hidden>
      <path d="M30 90 Q70 40 130 60 T210 70 Q230 110 180 130 T90 140 Q40 130 30 90 Z" fill="#69b1ff" opacity="0.45" />
      <path d="M250 120 Q300 90 350 110 T380 170 Q340 220 290 200 T250 120 Z" fill="#69b1ff" opacity="0.45" />
      <path
        d="M92 96 C160 150 230 40 318 156"
        stroke={WHITE}
        strokeWidth="4"
        strokeDasharray="10 10"
        fill="none"
        strokeLinecap="round"
      />
      {[
        [92, 96, '#ff6b5b'],
        [318, 156, '#52c41a'],
      ].map(([x, y, colour]) => (
        <g key={String(colour)} transform={`translate(${x} ${y})`}>
          <path d="M0 0 C-14 -16 -14 -34 0 -34 C14 -34 14 -16 0 0 Z" fill={String(colour)} />
          <circle cy="-22" r="6" fill={WHITE} />
        </g>
      ))}
      <g transform="translate(197 92)">
        <path d="M-26 0 H26 L18 14 H-18 Z" fill="#0b3d91" />
        <rect x="-18" y="-12" width="14" height="12" fill="#ffb020" />
        <rect x="-2" y="-12" width="14" height="12" fill="#36cfc9" />
        <rect x="14" y="-20" width="8" height="20" fill={WHITE} />
      </g>
      <g transform="translate(40 190)">
        <rect width="180" height="44" rx="10" fill={WHITE} />
        {[0, 1, 2, 3, 4].map((step) => (
          <circle key={step} cx={22 + step * 34} cy="22" r="7" fill={step < 3 ? '#1489ff' : '#d6e4ff'} />
        ))}
        <rect x="22" y="20" width="68" height="4" fill="#1489ff" />
      </g>
    </svg>
  );
}
