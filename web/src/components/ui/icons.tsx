import type { SVGProps } from 'react';

/** Inline stroke icons (bundled, no icon font or CDN). Decorative unless given a title. */
type IconProps = SVGProps<SVGSVGElement> & { title?: string };

function createIcon(paths: string[], name: string) {
  function Icon({ title, ...props }: IconProps) {
    return (
      <svg
        viewBox="0 0 24 24"
        width="20"
        height="20"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden={title ? undefined : true}
        role={title ? 'img' : undefined}
        focusable="false"
        {...props}
      >
        {title ? <title>{title}</title> : null}
        {paths.map((d) => (
          <path key={d} d={d} />
        ))}
      </svg>
    );
  }
  Icon.displayName = name;
  return Icon;
}

export const MenuIcon = createIcon(['M4 6h16', 'M4 12h16', 'M4 18h16'], 'MenuIcon');
export const PlusIcon = createIcon(['M12 5v14', 'M5 12h14'], 'PlusIcon');
export const SendIcon = createIcon(['M22 2 11 13', 'M22 2 15 22l-4-9-9-4 20-7z'], 'SendIcon');
export const StopIcon = createIcon(['M7 7h10v10H7z'], 'StopIcon');
export const MicIcon = createIcon(
  ['M12 2a3 3 0 0 0-3 3v7a3 3 0 0 0 6 0V5a3 3 0 0 0-3-3z', 'M19 10v2a7 7 0 0 1-14 0v-2', 'M12 19v3'],
  'MicIcon',
);
export const CopyIcon = createIcon(
  ['M9 9h11v11H9z', 'M5 15H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1h10a1 1 0 0 1 1 1v1'],
  'CopyIcon',
);
export const CheckIcon = createIcon(['M20 6 9 17l-5-5'], 'CheckIcon');
export const ThumbsUpIcon = createIcon(
  ['M7 10v12', 'M15 5.88 14 10h5.83a2 2 0 0 1 1.92 2.56l-2.33 8A2 2 0 0 1 17.5 22H4a2 2 0 0 1-2-2v-8a2 2 0 0 1 2-2h2.76a2 2 0 0 0 1.79-1.11L12 2a3.13 3.13 0 0 1 3 3.88z'],
  'ThumbsUpIcon',
);
export const ThumbsDownIcon = createIcon(
  ['M17 14V2', 'M9 18.12 10 14H4.17a2 2 0 0 1-1.92-2.56l2.33-8A2 2 0 0 1 6.5 2H20a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2h-2.76a2 2 0 0 0-1.79 1.11L12 22a3.13 3.13 0 0 1-3-3.88z'],
  'ThumbsDownIcon',
);
export const ShareIcon = createIcon(
  ['M4 12v8a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-8', 'M16 6l-4-4-4 4', 'M12 2v13'],
  'ShareIcon',
);
export const SpeakerIcon = createIcon(
  ['M11 5 6 9H2v6h4l5 4V5z', 'M15.54 8.46a5 5 0 0 1 0 7.07', 'M19.07 4.93a10 10 0 0 1 0 14.14'],
  'SpeakerIcon',
);
export const CloseIcon = createIcon(['M18 6 6 18', 'M6 6l12 12'], 'CloseIcon');
export const MoreIcon = createIcon(['M12 5h.01', 'M12 12h.01', 'M12 19h.01'], 'MoreIcon');
export const PencilIcon = createIcon(['M12 20h9', 'M16.5 3.5a2.12 2.12 0 0 1 3 3L7 19l-4 1 1-4z'], 'PencilIcon');
export const ArchiveIcon = createIcon(['M3 4h18v4H3z', 'M5 8v12h14V8', 'M10 12h4'], 'ArchiveIcon');
export const TrashIcon = createIcon(
  ['M3 6h18', 'M19 6v14a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V6', 'M8 6V4a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2'],
  'TrashIcon',
);
export const GlobeIcon = createIcon(
  ['M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20z', 'M2 12h20', 'M12 2a15.3 15.3 0 0 1 0 20 15.3 15.3 0 0 1 0-20z'],
  'GlobeIcon',
);
export const LogoutIcon = createIcon(
  ['M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4', 'M16 17l5-5-5-5', 'M21 12H9'],
  'LogoutIcon',
);
export const BookIcon = createIcon(
  ['M4 19.5A2.5 2.5 0 0 1 6.5 17H20', 'M6.5 2H20v20H6.5A2.5 2.5 0 0 1 4 19.5v-15A2.5 2.5 0 0 1 6.5 2z'],
  'BookIcon',
);
export const AlertIcon = createIcon(
  ['M10.29 3.86 1.82 18a2 2 0 0 0 1.71 3h16.94a2 2 0 0 0 1.71-3L13.71 3.86a2 2 0 0 0-3.42 0z', 'M12 9v4', 'M12 17h.01'],
  'AlertIcon',
);
export const OfflineIcon = createIcon(
  ['M2 2l20 20', 'M8.5 16.5a5 5 0 0 1 7 0', 'M2 8.82a15 15 0 0 1 4.17-2.65', 'M10.66 5c4.01-.36 8.14.9 11.34 3.76', 'M12 20h.01'],
  'OfflineIcon',
);
export const DownloadIcon = createIcon(['M12 3v12', 'M7 10l5 5 5-5', 'M5 21h14'], 'DownloadIcon');
export const ExternalLinkIcon = createIcon(
  ['M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6', 'M15 3h6v6', 'M10 14 21 3'],
  'ExternalLinkIcon',
);
export const InfoIcon = createIcon(['M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20z', 'M12 16v-4', 'M12 8h.01'], 'InfoIcon');
