/** Props of {@link FlipButton}. */
export interface FlipButtonProps {
  /** The accessible name and tooltip ("Swap the two tokens"). */
  label: string
  disabled: boolean
  onFlip: () => void
}

/**
 * The icon button between Swap's two sides that flips them: two opposite arrows, named by
 * `label`. Drawn with `IconButton`'s classes, not the component itself, so that Swap's chunk
 * adds no module the modal's first chunk shares (which would split that chunk).
 */
export function FlipButton({ label, disabled, onFlip }: FlipButtonProps) {
  return (
    <div style={{ display: 'flex', justifyContent: 'center', marginBlock: -8 }}>
      <button
        type="button"
        className="foyer-icon-button"
        data-variant="secondary"
        data-size="md"
        aria-label={label}
        title={label}
        disabled={disabled}
        data-testid="foyer-swap-flip"
        onClick={onFlip}
      >
        <span className="foyer-icon-button-icon" aria-hidden="true">
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            width="1em"
            height="1em"
            fill="none"
            stroke="currentColor"
            strokeWidth={2}
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            <path d="M7 4v14M3 14l4 4 4-4M17 20V6M13 10l4-4 4 4" />
          </svg>
        </span>
      </button>
    </div>
  )
}
