import styles from './background-pattern.module.css';

export type PatternType = 'geometric' | 'arabesque' | 'floral' | 'calligraphic';

// Tiles drawn as inline SVG so nothing is downloaded; colour comes from currentColor via mask.
const tiles: Record<PatternType, string> = {
  geometric:
    '<svg xmlns="http://www.w3.org/2000/svg" width="80" height="80" viewBox="0 0 80 80"><g fill="none" stroke="#000" stroke-width="1.5"><path d="M40 8l9.4 22.6L72 40l-22.6 9.4L40 72l-9.4-22.6L8 40l22.6-9.4z"/><rect x="22" y="22" width="36" height="36" transform="rotate(45 40 40)"/><rect x="22" y="22" width="36" height="36"/><circle cx="40" cy="40" r="6"/><path d="M0 0l12 12M80 0L68 12M0 80l12-12M80 80L68 68"/></g></svg>',
  arabesque:
    '<svg xmlns="http://www.w3.org/2000/svg" width="80" height="80" viewBox="0 0 80 80"><g fill="none" stroke="#000" stroke-width="1.5"><path d="M0 40c20 0 20-40 40-40s20 40 40 40-20 40-40 40S20 40 0 40z"/><path d="M40 20c10 0 10 20 0 20s-10 20 0 20"/></g></svg>',
  floral:
    '<svg xmlns="http://www.w3.org/2000/svg" width="80" height="80" viewBox="0 0 80 80"><g fill="none" stroke="#000" stroke-width="1.5"><circle cx="40" cy="40" r="5"/><path d="M40 35c-6-10 6-18 0-26M40 45c6 10-6 18 0 26M35 40c-10 6-18-6-26 0M45 40c10-6 18 6 26 0"/></g></svg>',
  calligraphic:
    '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="60" viewBox="0 0 120 60"><g fill="none" stroke="#000" stroke-width="1.6" stroke-linecap="round"><path d="M10 40c15-20 30 10 45-5s25-15 30 0 15 10 25-5"/><path d="M30 22v18M78 18v20"/><circle cx="60" cy="48" r="1.5"/></g></svg>',
};

export interface BackgroundPatternProps {
  type?: PatternType;
  opacity?: number;
  scale?: number;
  /** A custom tile image; replaces the built-in pattern. */
  imageUrl?: string;
}

/** A decorative, fixed background pattern: opacity 0.05, scale 1, so it never competes with the text. */
export function BackgroundPattern({ type = 'geometric', opacity = 0.05, scale = 1, imageUrl }: BackgroundPatternProps) {
  const source = imageUrl ?? `data:image/svg+xml;utf8,${encodeURIComponent(tiles[type])}`;
  const size = `${(type === 'calligraphic' ? 120 : 80) * scale}px`;
  return (
    <div
      className={styles.pattern}
      aria-hidden="true"
      data-pattern={type}
      style={
        imageUrl
          ? { opacity, backgroundColor: 'transparent', backgroundImage: `url("${source}")`, backgroundSize: size }
          : { opacity, maskImage: `url("${source}")`, WebkitMaskImage: `url("${source}")`, maskSize: size, WebkitMaskSize: size }
      }
    />
  );
}
