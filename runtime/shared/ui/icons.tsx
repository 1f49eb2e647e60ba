// Inline SVG icons shared by both forms (the interview and the nuwax_ask_question renderer): stroke
// icons on a 16 × 16 grid in currentColor, sized by the controls of controls.css. Decorative:
// aria-hidden, the control around them carries the name.
import type { ComponentChildren } from "preact";

function Svg({ children, size = 16 }: { children: ComponentChildren; size?: number }) {
  return (
    <svg
      class="icon"
      width={size}
      height={size}
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      stroke-width="1.6"
      stroke-linecap="round"
      stroke-linejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

export const CheckIcon = ({ size }: { size?: number }) => (
  <Svg size={size}>
    <path d="M3.5 8.5l3 3 6-7" />
  </Svg>
);
export const SunIcon = () => (
  <Svg>
    <circle cx="8" cy="8" r="3" />
    <path d="M8 1.5v1.5M8 13v1.5M1.5 8H3M13 8h1.5M3.4 3.4l1 1M11.6 11.6l1 1M3.4 12.6l1-1M11.6 4.4l1-1" />
  </Svg>
);
export const MoonIcon = () => (
  <Svg>
    <path d="M13.5 9.5A5.5 5.5 0 016.5 2.5a5.5 5.5 0 107 7z" />
  </Svg>
);
export const AutoThemeIcon = () => (
  <Svg>
    <circle cx="8" cy="8" r="5.5" />
    <path d="M8 2.5v11" />
    <path d="M8 2.5a5.5 5.5 0 010 11z" fill="currentColor" />
  </Svg>
);
export const StackIcon = () => (
  <Svg>
    <rect x="2.5" y="2.5" width="11" height="4" rx="1" />
    <rect x="2.5" y="9.5" width="11" height="4" rx="1" />
  </Svg>
);
export const SingleIcon = () => (
  <Svg>
    <rect x="2.5" y="3" width="11" height="10" rx="1.5" />
  </Svg>
);
export const KeyboardIcon = () => (
  <Svg>
    <rect x="1.5" y="4" width="13" height="8.5" rx="1.5" />
    <path d="M4 7h.01M6.5 7h.01M9 7h.01M11.5 7h.01M5 10h6" />
  </Svg>
);
export const ArrowLeftIcon = () => (
  <Svg>
    <path d="M12.5 8h-9M7 4.5L3.5 8 7 11.5" />
  </Svg>
);
export const UploadIcon = () => (
  <Svg>
    <path d="M8 10.5V3M5 5.5L8 2.5l3 3M3 10.5v2a1 1 0 001 1h8a1 1 0 001-1v-2" />
  </Svg>
);
export const FileIcon = () => (
  <Svg>
    <path d="M9 1.75H4.5a1 1 0 00-1 1v10.5a1 1 0 001 1h7a1 1 0 001-1V5.25z" />
    <path d="M9 1.75v3.5h3.5" />
  </Svg>
);
export const ResetIcon = () => (
  <Svg>
    <path d="M3 8a5 5 0 105-5 5 5 0 00-3.5 1.5L3 6" />
    <path d="M3 2.5V6h3.5" />
  </Svg>
);
export const ChevronDownIcon = () => (
  <Svg>
    <path d="M4.5 6.5L8 10l3.5-3.5" />
  </Svg>
);
export const ArrowRightIcon = () => (
  <Svg>
    <path d="M3.5 8h9M9 4.5L12.5 8 9 11.5" />
  </Svg>
);
export const InfoIcon = () => (
  <Svg>
    <circle cx="8" cy="8" r="6" />
    <path d="M8 7.5V11M8 5h.01" />
  </Svg>
);
export const AlertIcon = () => (
  <Svg>
    <path d="M8 2l6.5 11.5h-13z" />
    <path d="M8 6.5v3M8 11.5h.01" />
  </Svg>
);
export const OfflineIcon = () => (
  <Svg>
    <path d="M2 2l12 12M5.5 8.8a4 4 0 014.6-.6M2.5 6a8 8 0 0110.9-.2M8 12h.01" />
  </Svg>
);
export const CloseIcon = () => (
  <Svg>
    <path d="M4 4l8 8M12 4l-8 8" />
  </Svg>
);
export const SparkIcon = () => (
  <Svg>
    <path d="M8 2v3M8 11v3M2 8h3M11 8h3M4 4l1.8 1.8M10.2 10.2L12 12M4 12l1.8-1.8M10.2 5.8L12 4" />
  </Svg>
);
export const LinkIcon = () => (
  <Svg>
    <path d="M6.5 9.5l3-3M7 4.5l1-1a2.8 2.8 0 014 4l-1 1M9 11.5l-1 1a2.8 2.8 0 01-4-4l1-1" />
  </Svg>
);

/** Six dots: the grab handle of a rank row. */
export const GripIcon = () => (
  <svg class="icon" width="16" height="16" viewBox="0 0 16 16" fill="currentColor" aria-hidden="true" focusable="false">
    {[4, 8, 12].map((y) => [6, 10].map((x) => <circle key={`${x}-${y}`} cx={x} cy={y} r="1.2" />))}
  </svg>
);
