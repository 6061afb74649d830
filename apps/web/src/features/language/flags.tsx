import type { TLocale } from '@tramline/domain';

interface FlagProps {
  locale: TLocale;
  size?: number;
}

/** Small drawn flags: emoji flags are missing from many office and cab machines. */
export function Flag({ locale, size = 20 }: FlagProps) {
  const height = Math.round((size * 2) / 3);
  const common = {
    width: size,
    height,
    viewBox: '0 0 30 20',
    'aria-hidden': true,
    style: { borderRadius: 2, boxShadow: '0 0 0 1px rgba(0,0,0,0.15)', flex: 'none', display: 'block' },
  } as const;
  switch (locale) {
    case 'en-us':
      return (
        <svg {...common}>
          <rect width="30" height="20" fill="#fff" />
          {[0, 2, 4, 6, 8, 10, 12].map((stripe) => (
            <rect key={stripe} y={(stripe * 20) / 13} width="30" height={20 / 13} fill="#b22234" />
          ))}
          <rect width="13" height={(7 * 20) / 13} fill="#3c3b6e" />
        </svg>
      );
    case 'en-ca':
      return (
        <svg {...common}>
          <rect width="30" height="20" fill="#fff" />
          <rect width="7.5" height="20" fill="#d52b1e" />
          <rect x="22.5" width="7.5" height="20" fill="#d52b1e" />
          <path
            d="M15 4l1.2 2.3 1.6-.5-.6 3.4 2-1.6.5 1.2 1.8-.3-.8 2 1 .6-3.6 2.6.3 1.2-3-.4V17h-.8v-2.5l-3 .4.3-1.2L8.3 11.1l1-.6-.8-2 1.8.3.5-1.2 2 1.6-.6-3.4 1.6.5z"
            fill="#d52b1e"
          />
        </svg>
      );
    case 'es-es':
      return (
        <svg {...common}>
          <rect width="30" height="20" fill="#aa151b" />
          <rect y="5" width="30" height="10" fill="#f1bf00" />
        </svg>
      );
    case 'pt-br':
      return (
        <svg {...common}>
          <rect width="30" height="20" fill="#009b3a" />
          <path d="M15 2.2 27.4 10 15 17.8 2.6 10z" fill="#fedf00" />
          <circle cx="15" cy="10" r="4.4" fill="#002776" />
          <path d="M10.8 9.2c2.8-.5 5.9 0 8.3 1.4" stroke="#fff" strokeWidth="0.8" fill="none" />
        </svg>
      );
  }
}
