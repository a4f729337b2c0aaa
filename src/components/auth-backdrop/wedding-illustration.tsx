/** Two rings among leaves and hearts, drawn inline (about 1 KiB): nothing to download. */
export function WeddingIllustration({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 320 240" aria-hidden="true" focusable="false">
      <circle cx="160" cy="128" r="104" fill="#fbeaf1" />
      <g fill="none" strokeLinecap="round">
        <path d="M46 198c30-4 52-22 62-52" stroke="#8fb59a" strokeWidth="3" />
        <path d="M274 198c-30-4-52-22-62-52" stroke="#8fb59a" strokeWidth="3" />
      </g>
      <g fill="#a9cbb2">
        <ellipse cx="70" cy="188" rx="11" ry="5" transform="rotate(-25 70 188)" />
        <ellipse cx="90" cy="174" rx="11" ry="5" transform="rotate(-50 90 174)" />
        <ellipse cx="102" cy="156" rx="10" ry="4.5" transform="rotate(-70 102 156)" />
        <ellipse cx="250" cy="188" rx="11" ry="5" transform="rotate(25 250 188)" />
        <ellipse cx="230" cy="174" rx="11" ry="5" transform="rotate(50 230 174)" />
        <ellipse cx="218" cy="156" rx="10" ry="4.5" transform="rotate(70 218 156)" />
      </g>
      <g fill="none" strokeWidth="9">
        <circle cx="136" cy="134" r="40" stroke="#e6b980" />
        <circle cx="184" cy="134" r="40" stroke="#c2185b" />
        <path d="M164 98a40 40 0 0 1 0 72" stroke="#e6b980" />
      </g>
      <path d="M184 84l10-14-10-12-10 12z" fill="#f6d6e3" stroke="#c2185b" strokeWidth="3" strokeLinejoin="round" />
      <g fill="#e8a3bd">
        <path d="M62 72c-6-8 4-16 10-8 6-8 16 0 10 8l-10 10z" />
        <path d="M250 60c-5-7 3-13 8-7 5-6 13 0 8 7l-8 8z" />
        <path d="M266 112c-3-5 2-9 5-5 3-4 9 0 5 5l-5 5z" />
      </g>
      <g fill="#c2185b">
        <circle cx="96" cy="48" r="3" />
        <circle cx="226" cy="34" r="2.5" />
        <circle cx="40" cy="120" r="2.5" />
      </g>
    </svg>
  );
}
