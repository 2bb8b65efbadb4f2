// Hand-drawn SVG artwork for the content pages: small, inline, no raster images.
// Decorative pieces are aria-hidden; the map carries a label because it says something.

export function SunRays({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 200 200" className={className} aria-hidden="true" fill="none" stroke="currentColor">
      <circle cx="100" cy="100" r="34" strokeWidth="3" />
      <circle cx="100" cy="100" r="52" strokeWidth="2" strokeDasharray="2 7" strokeLinecap="round" />
      <g strokeWidth="3" strokeLinecap="round">
        {Array.from({ length: 16 }, (_, i) => (
          <line key={i} x1="100" y1="32" x2="100" y2={i % 2 ? 18 : 8} transform={`rotate(${i * 22.5} 100 100)`} />
        ))}
      </g>
    </svg>
  );
}

/** The home hero's emblem: a passport stamp over a sunrise on the Blue Mountains, with a flight path home. */
export function PassportEmblem({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 480 480" className={className} aria-hidden="true">
      <defs>
        <linearGradient id="pe-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#0e4630" />
          <stop offset="0.7" stopColor="#1f8a5b" />
        </linearGradient>
        <radialGradient id="pe-glow" cx="0.5" cy="0.5" r="0.5">
          <stop offset="0" stopColor="#f5d27a" stopOpacity="0.9" />
          <stop offset="1" stopColor="#f5d27a" stopOpacity="0" />
        </radialGradient>
        <clipPath id="pe-disc">
          <circle cx="240" cy="240" r="184" />
        </clipPath>
      </defs>
      <circle cx="240" cy="240" r="234" fill="none" stroke="#efbf45" strokeOpacity=".55" strokeWidth="2" strokeDasharray="1 9" strokeLinecap="round" />
      <circle cx="240" cy="240" r="210" fill="none" stroke="#efbf45" strokeOpacity=".35" strokeWidth="10" strokeDasharray="2 14" />
      <g fill="#efbf45">
        {[0, 90, 180, 270].map((a) => (
          <path key={a} d="M240 20l7 14-7 14-7-14Z" transform={`rotate(${a} 240 240)`} />
        ))}
      </g>
      <g clipPath="url(#pe-disc)">
        <rect width="480" height="480" fill="url(#pe-sky)" />
        <circle cx="240" cy="250" r="150" fill="url(#pe-glow)" />
        <circle cx="236" cy="236" r="54" fill="#efbf45" />
        <g fill="#fbf8f1">
          <circle cx="130" cy="120" r="2.5" />
          <circle cx="350" cy="105" r="2" />
          <circle cx="300" cy="150" r="1.6" />
          <circle cx="175" cy="175" r="1.6" />
        </g>
        <path d="M40 318c50-38 80-68 110-56 35 14 55-36 90-40s50 40 90 28 70 30 110 50v180H40Z" fill="#125a3a" />
        <path d="M330 226v24M321 235h18" stroke="#efbf45" strokeWidth="3.5" strokeLinecap="round" />
        <path d="M40 352c70-32 130-20 190-10 70 14 140-12 210-4v142H40Z" fill="#0e4630" />
        <rect y="372" width="480" height="108" fill="#0b3424" />
        <g stroke="#f5d27a" strokeOpacity=".6" strokeWidth="3" strokeLinecap="round" fill="none">
          <path d="M150 398q15-7 30 0t30 0" />
          <path d="M250 412q15-7 30 0t30 0" />
          <path d="M190 436q15-7 30 0t30 0" />
        </g>
      </g>
      <circle cx="240" cy="240" r="184" fill="none" stroke="#efbf45" strokeWidth="4" />
      <path d="M62 214Q220 30 402 150" fill="none" stroke="#fbf8f1" strokeWidth="3" strokeDasharray="3 10" strokeLinecap="round" />
      <circle cx="62" cy="214" r="8" fill="#efbf45" stroke="#0b3424" strokeWidth="3" />
      <path d="M0 0-24-10-17 0-24 10Z" fill="#fbf8f1" transform="translate(414 160) rotate(36)" />
    </svg>
  );
}

/** Jamaica and Britain joined by a flight path: the two homes of the community the ministry serves. */
export function JourneyMap({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 600 300"
      className={className}
      role="img"
      aria-label="A map sketch with a dotted flight path joining Jamaica and the United Kingdom"
    >
      <rect width="600" height="300" rx="24" fill="#eef7f2" />
      <g stroke="#d5ecdf" strokeWidth="1.5">
        {[60, 120, 180, 240].map((y) => (
          <line key={y} x1="0" x2="600" y1={y} y2={y} />
        ))}
        {[100, 200, 300, 400, 500].map((x) => (
          <line key={x} y1="0" y2="300" x1={x} x2={x} />
        ))}
      </g>
      <path d="M70 226c22-14 64-17 96-13 27 3 48 11 60 20-22 8-60 10-92 7-28-2-52-6-64-14Z" fill="#125a3a" />
      <path
        d="M492 28l10 2-4 12 8 6-6 14 4 12 6 12 6 14 8 12-2 10-8 4 4 6-18 2-14 2-14 6 8-12 10-4-10-6 4-10 6-6-2-12-6-12 4-10-8-8 6-12-6-10Z"
        fill="#125a3a"
        stroke="#125a3a"
        strokeWidth="4"
        strokeLinejoin="round"
      />
      <path d="M452 86l10-2 6 8-2 16-10 8-8-6-2-14Z" fill="#177048" stroke="#177048" strokeWidth="4" strokeLinejoin="round" />
      <path d="M150 206Q300 20 494 112" fill="none" stroke="#8a6208" strokeWidth="3" strokeDasharray="4 10" strokeLinecap="round" />
      <circle cx="150" cy="214" r="7" fill="#e0a81e" stroke="#fbf8f1" strokeWidth="3" />
      <circle cx="496" cy="114" r="7" fill="#e0a81e" stroke="#fbf8f1" strokeWidth="3" />
      <g fontFamily="ui-sans-serif, system-ui, sans-serif" fontSize="24" fontWeight="600" fill="#0b3424">
        <text x="70" y="276">Jamaica</text>
        <text x="330" y="182">United Kingdom</text>
      </g>
    </svg>
  );
}

/** A T-shirt with a gold cross, for store promos. */
export function ShirtArt({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 200 140" className={className} aria-hidden="true">
      <path
        d="M76 18 54 26 32 50l15 15 11-7v64h84V58l11 7 15-15-22-24-22-8c-4 12-14 18-24 18s-20-6-24-18Z"
        fill="#125a3a"
        stroke="#0b3424"
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <path d="M100 58v36M88 70h24" stroke="#efbf45" strokeWidth="6" strokeLinecap="round" />
    </svg>
  );
}

/** An open devotional journal with a ribbon. */
export function JournalArt({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 200 140" className={className} aria-hidden="true">
      <g fill="#fbf8f1" stroke="#125a3a" strokeWidth="4" strokeLinejoin="round">
        <path d="M100 36c-20-10-44-12-64-8v82c20-4 44-2 64 8Z" />
        <path d="M100 36c20-10 44-12 64-8v82c-20-4-44-2-64 8Z" />
      </g>
      <g stroke="#a9d8bf" strokeWidth="3" strokeLinecap="round">
        <path d="M48 50c14-2 27-1 40 3M48 64c14-2 27-1 40 3M48 78c14-2 27-1 40 3M48 92c14-2 27-1 40 3" />
        <path d="M112 53c13-4 26-5 40-3M112 67c13-4 26-5 40-3" />
      </g>
      <path d="M128 31v40l9-7 9 7V28" fill="#e0a81e" />
    </svg>
  );
}

/** A gift heart, for giving. */
export function GiftHeartArt({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 200 140" className={className} aria-hidden="true">
      <path
        d="M100 124C62 98 40 78 40 54c0-16 12-28 27-28 14 0 26 8 33 20 7-12 19-20 33-20 15 0 27 12 27 28 0 24-22 44-60 70Z"
        fill="#e0a81e"
        stroke="#8a6208"
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <path d="M100 58v40M86 72h28" stroke="#fbf8f1" strokeWidth="6" strokeLinecap="round" />
    </svg>
  );
}

/** A compass whose needle has wandered off north: the not-found page's picture. */
export function CompassArt({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 160 160" className={className} aria-hidden="true">
      <circle cx="80" cy="80" r="76" fill="#0b3424" />
      <circle cx="80" cy="80" r="62" fill="none" stroke="#efbf45" strokeWidth="3" strokeDasharray="1 9" strokeLinecap="round" />
      <path d="M80 10v12M80 138v12M10 80h12M138 80h12" stroke="#f5d27a" strokeWidth="3" strokeLinecap="round" />
      <g transform="rotate(38 80 80)">
        <path d="M80 30 92 80H68Z" fill="#efbf45" />
        <path d="M80 130 92 80H68Z" fill="#fbf8f1" />
      </g>
      <circle cx="80" cy="80" r="7" fill="#0b3424" stroke="#efbf45" strokeWidth="3" />
    </svg>
  );
}
